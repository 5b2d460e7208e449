"""Setting up and a player's turn: examine the buildings, play cards, collect rent, buy cards; the end.

Each event cites "landlord-card-game" and the rule sheet's heading or card name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...decisions import Decision, Play
from ...outcome import EndReason
from ...state import MISC_SEAT, OWN_SEAT
from .moves import relocate
from .plays import play_cards
from .state import StateLL
from .street import building_rent, card, owned, part, rents, squatted
from .switches import switches

if TYPE_CHECKING:
    from ...edition import Edition
    from ...engine import Engine
    from ...options import Options
    from ...state import State

# the BANK (an account of the rule set's own: it issues the starting money, so it may go below zero) and
# the TENANTS, who pay all the rent
BANK, TENANTS = OWN_SEAT, MISC_SEAT
END_VARIANT = "Change the end game to a specified number of rounds or amount of money earned"


def new_state(state: State, edition: Edition, options: Options) -> None:
    n = len(state.players)
    state.extra = StateLL(draw=list(range(len(edition.constants.deck))), discard=[], hands=[[] for _ in range(n)])


def setup(g: Engine) -> Play:
    """Before you start: the Jail card aside, a normal roof each, shuffle, five cards each, $5 each."""
    own = part(g)
    deck = g.c.deck
    own.jail_card = next(i for i, c in enumerate(deck) if c.kind == "jail")
    own.draw.remove(own.jail_card)
    g.emit("setup", "Before you start", "the Jail card is set aside")
    for seat in range(len(own.hands)):
        roof = next(i for i in own.draw if deck[i].kind == "roof")
        own.draw.remove(roof)
        own.hands[seat].append(roof)
    _variants_in_force(g)
    g.rng.shuffle(own.draw, "deck")
    for seat in range(len(own.hands)):
        own.hands[seat].extend(own.draw[:g.c.hand])
        del own.draw[:g.c.hand]
        g.transfer(BANK, seat, g.c.starting_cash, "starting_cash", "Before you start",
                   f"{g.name(seat)} starts with ${g.c.starting_cash}, a roof and {g.c.hand} cards")
    yield from ()


def _variants_in_force(g: Engine) -> None:
    """Say which of the rule sheet's Variants this game plays, quoting each (R-LL66..R-LL69)."""
    sw = switches(g.options)
    said = [f"{END_VARIANT}: {sw.ll_end_rounds} rounds"] if sw.ll_end_rounds else []
    said += [f"{END_VARIANT}: ${sw.ll_end_money}"] if sw.ll_end_money else []
    said += ["Allow all players to respond to cards played against a player"] if sw.ll_all_respond else []
    said += ["Allow players to buy or trade any card on their turn"] if sw.ll_trade_any else []
    said += ["You may multiply all dollar amounts by 100 (shown in the final table; play is unchanged)"] \
        if sw.ll_dollars_x100 else []
    for text in said:
        g.emit("variant", "Variants", f"this game plays the variant: {text}")


def examine(g: Engine, seat: int) -> Play:
    """Examine the buildings (required): out of jail for $5; in each squatted building the best payer leaves."""
    own = part(g)
    can_pay = own.jailed == seat and g.state.players[seat].cash >= g.c.jail_fee
    if can_pay and (yield Decision("jail_pay", seat, f"Pay ${g.c.jail_fee} to leave jail? (Jail)", (True, False))):
        g.transfer(seat, BANK, g.c.jail_fee, "jail_fee", "Jail", f"{g.name(seat)} pays to leave jail")
        own.jailed = -1
    for b in owned(g, seat):
        if not squatted(g, b):
            continue
        payers = [(r, t) for t, _, r in rents(g, b) if card(g, t).kind != "squatters"]
        if not payers:
            continue
        top = max(r for r, _ in payers)
        tied = tuple(t for r, t in payers if r == top)
        leaves = tied[0] if len(tied) == 1 else (yield Decision(
            "squatters_leave", seat, "Which tenant paying the most leaves the squatted building? "
            "(Examine the buildings)", tied))
        g.emit("squatters", "Examine the buildings", f"squatters in building {b.id}: {card(g, leaves).name} "
               f"(${top}) must leave", player=g.name(seat))
        yield from relocate(g, leaves, seat, "Examine the buildings")


def collect_rent(g: Engine, seat: int) -> None:
    """Collect rent: tenants, $1 per empty apartment, nothing from a squatted building, at least $1."""
    own = part(g)
    total, split = 0, [0, 0, 0]  # split: tenants at printed rents, what their texts add, empty apartments
    for b in owned(g, seat):
        if squatted(g, b):
            own.squatter_turns += 1
            continue
        if own.jailed == seat:  # "may only collect 1 dollar per building (unless it has squatters)"
            total += 1
            continue
        printed, text, empty = building_rent(g, b)
        own.rent_printed, own.rent_text, own.rent_empty = (own.rent_printed + printed, own.rent_text + text,
                                                           own.rent_empty + empty)
        split = [split[0] + printed, split[1] + text, split[2] + empty]
        total += printed + text + empty
    yield_up = [pair for pair in own.withheld if any(pair[0] in b.rooms for b in owned(g, seat))]
    for pair in yield_up:  # withheld once, the card is discarded (R-LL39)
        own.withheld.remove(pair)
        own.discard.append(pair[1])
        g.emit("card", "Rent withheld", f"{card(g, pair[0]).name} withholds the rent once: the card is discarded")
    rule = "Jail" if own.jailed == seat else "Collect rent"
    if total == 0:
        total, rule = g.c.minimum_rent, "Collect rent"
    own.rent_now = total
    g.transfer(TENANTS, seat, total, "rent", rule, f"{g.name(seat)} collects ${total} in rent" + _split(split))
    if split[1]:  # the texts' part of that rent (effective less printed, so Rent withheld counts too), signed,
        # for a lesson or a log reader to add up; no money moves
        change = f"add ${split[1]} to" if split[1] > 0 else f"take ${-split[1]} off"
        g.emit("rent_text", "Collect rent", f"the tenant texts {change} {g.name(seat)}'s rent", amount=split[1],
               payee=g.name(seat))
    _charges(g, seat)


def _split(split: list[int]) -> str:
    """Where the rent came from, for the event's text; nothing when no building paid (jail, the $1 minimum)."""
    printed, text, empty = split
    if not printed + text + empty:
        return ""
    texts = f" {'+' if text > 0 else '-'} ${abs(text)} from their texts" if text else ""
    return f": tenants ${printed} at printed rents{texts}, ${empty} from empty apartments"


def _charges(g: Engine, seat: int) -> None:
    """The project's extension, not the rules': a site charge per building or a tax per floor, to the BANK."""
    sw = switches(g.options)
    mine = owned(g, seat)
    due = sw.ll_site_charge * len(mine) + sw.ll_floor_tax * sum(b.height for b in mine)
    paid = min(due, g.state.players[seat].cash)  # what he has
    if paid:
        part(g).charges += paid
        label = "Extension: site charge" if sw.ll_site_charge else "Extension: floor tax"
        g.transfer(seat, BANK, paid, "site_charge" if sw.ll_site_charge else "floor_tax", label,
                   f"{g.name(seat)} pays ${paid} (the project's extension, not the rules')")


def price(g: Engine, n: int) -> int:
    cheap = min(n, g.c.cheap_cards)
    return cheap * g.c.cheap_price + (n - cheap) * g.c.dear_price


def buy_cards(g: Engine, seat: int) -> Play:
    """Buy cards: $1 each for five, then $2; never more than this turn's rent (nor his cash, R-LL50)."""
    own = part(g)
    budget = min(own.rent_now, g.state.players[seat].cash)
    cards = len(own.draw) + (len(own.discard) if _reshuffle_next(g) else 0)
    most = 0
    while most < cards and price(g, most + 1) <= budget:
        most += 1
    n = (yield Decision("buy_cards", seat, f"How many cards to buy (up to {most}, within ${budget})? (Buy cards)",
                        tuple(range(most + 1)), context={"budget": budget})) if most else 0
    if n:
        g.transfer(seat, BANK, price(g, n), "cards", "Buy cards", f"{g.name(seat)} buys {n} cards")
    for _ in range(n):
        if not own.draw:  # under a set end the pile may be empty at the start of a purchase
            _pile_ran_out(g)
        own.hands[seat].append(own.draw.pop(0))
        if not own.draw:
            _pile_ran_out(g)


def set_end(g: Engine) -> bool:
    """The Variants' end (a number of rounds or an amount of money) replaces Ending the Game (R-LL66)."""
    sw = switches(g.options)
    return bool(sw.ll_end_rounds or sw.ll_end_money)


def _reshuffle_next(g: Engine) -> bool:
    """Whether the discard pile becomes the draw pile when it runs out: with 5-6 players once, unless the last
    turns have begun (R-LL45); under a set end, every time (R-LL66)."""
    own = part(g)
    return set_end(g) or (len(own.hands) >= g.c.reshuffle_from and own.reshuffles == 0 and own.turns_left < 0)


def _pile_ran_out(g: Engine) -> None:
    """Ending the Game: with 5-6 players the discard pile is shuffled once; otherwise one more turn each. Under
    a set end (Variants) the discard pile is shuffled whenever the draw pile runs out."""
    own = part(g)
    if _reshuffle_next(g) and own.discard:
        own.draw, own.discard = own.discard, []
        g.rng.shuffle(own.draw, "deck")
        own.reshuffles += 1
        rule, why = ("Variants", f"the end is set ({END_VARIANT}): ") if set_end(g) else ("Ending the Game", "")
        g.emit("reshuffle", rule, f"{why}the discard pile is shuffled into a new draw pile of {len(own.draw)} cards")
    elif own.turns_left < 0 and not set_end(g):
        own.turns_left = len(own.hands) + 1  # this turn's end counts one: then each player one more turn (R-LL45)
        g.emit("last_card", "Ending the Game", "the last card is drawn: each player gets one more turn")


def play_turn(g: Engine, seat: int) -> Play:
    own = part(g)
    own.rent_now, own.roof_offers = 0, []
    yield from examine(g, seat)
    yield from play_cards(g, seat)
    collect_rent(g, seat)
    yield from buy_cards(g, seat)
    if own.turns_left > 0:
        own.turns_left -= 1


def check_end(g: Engine) -> None:
    own, st = part(g), g.state
    if own.turns_left == 0:
        st.over, st.end_reason = True, EndReason.DECK
        g.emit("end", "Ending the Game", "the game ends: the player with the most money wins")
    elif g.options.max_rounds and st.round >= g.options.max_rounds:
        st.over, st.end_reason = True, EndReason.ROUNDS
    elif set_end(g) and st.current == st.first:  # a round is complete: everyone has had as many turns
        _check_set_end(g)


def _check_set_end(g: Engine) -> None:
    """Variants: "Change the end game to a specified number of rounds or amount of money earned" (R-LL66)."""
    sw, st = switches(g.options), g.state
    top = max(p.cash for p in st.players)
    if sw.ll_end_rounds and st.round >= sw.ll_end_rounds:
        st.over, st.end_reason = True, EndReason.ROUNDS
        g.emit("end", "Variants", f"{st.round} rounds are played ({END_VARIANT}): the player with the most money "
                                  f"wins")
    elif sw.ll_end_money and top >= sw.ll_end_money:
        st.over, st.end_reason = True, EndReason.MONEY
        g.emit("end", "Variants", f"a player holds ${top}, at least ${sw.ll_end_money}, at the end of the round "
                                  f"({END_VARIANT}): the player with the most money wins")
