"""The 1939 board in words: the centre's accounts, the Frontier, face-up SO WHAT cards, a selected
space's facts (rule, confidence, what is reconstructed, rent now, Share holders) and descriptions
for screen readers. The amounts come from the rule set's own functions (:mod:`landlord_edu.editions.phillips1939`),
so the board says what the rules will do."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...board.status import status_line
from ...state import IN_JAIL, ON_ISLAND, PACK
from .board import display_name
from .costs import GREEN, landing_cost
from .holdings import doubled, land_rent, ph, shares_of, wage_check
from .money import debt_of
from .state import State1939
from .switches import switches

if TYPE_CHECKING:
    from ...game import Game

FIELD_WORDS = {"index": "its position", "name": "its name", "rent": "its rent", "fare_per_share": "its fare",
               "terminals": "its terminals", "section": "its section", "wages": "its wages"}


def _ph(game: Game) -> State1939:
    return ph(game.engine)


def _money(amount: int) -> str:
    return f"-${-amount:,}" if amount < 0 else f"${amount:,}"


def frontier_text(game: Game) -> str:
    """Rules 4 and 5: open (free land) or closed (and whose)."""
    p39, g = _ph(game), game.engine
    names = " and ".join(game.edition.board.spaces[i].name for i in game.edition.constants.frontier)
    wages = game.edition.board.spaces[game.edition.constants.frontier[0]]
    if not p39.frontier_closed:
        return f"THE FRONTIER ({names}): open, free land · wages ${wages.wages}"
    return (f"THE FRONTIER ({names}): closed · held by {g.name(p39.frontier_owner)} · rent "
            f"${wages.rent_closed}")


def face_up_text(game: Game) -> str:
    """Note X: the SO WHAT cards lying face up, in force (17, the Island; 18, the 100% Site Value Tax Law)."""
    p39, g = _ph(game), game.engine
    if not p39.face_up:
        return "No SO WHAT card lies face up"
    cards = game.edition.decks.so_what
    parts = []
    for number, drawer in p39.face_up:
        card = cards[number]
        force = " IN FORCE" if card.effect == "site_value_tax" else ""
        parts.append(f"SO WHAT {number} {card.title}{force} ({g.name(drawer)})")
    return "Face up: " + " · ".join(parts)


def centre_texts(game: Game) -> dict[str, str]:
    st, p39, c = game.state, _ph(game), game.edition.constants
    if p39.bank_broken:
        bank_note = "BROKEN: the game is over"
    elif switches(game.options).bank == "finite":
        bank_note = f"left of its ${c.bank_total:,}"
    else:
        bank_note = "never runs out (ruling R39-34)"
    texts = {"le-treasury": _money(st.treasury), "le-misc": _money(st.misc), "le-misc-note": bank_note,
             "le-blueblood": _money(p39.blueblood), "le-frontier": frontier_text(game),
             "le-face-up": face_up_text(game),
             "le-supplies": f"SO WHAT pack {len(p39.so_what_pile)} · Idle Land pile {len(p39.idle_pile)} · "
                            f"Houses with the Banker {p39.houses_left} of {c.houses_total}",
             "le-status": status_line(game)}
    for p, worth in zip(st.players, game.wealths(), strict=True):
        hold = p39.holders[p.seat]
        where = {IN_JAIL: " (in Jail)", ON_ISLAND: " (on the Island)"}.get(p.status, "")
        checks = f"{len(hold.checks)} Wage Check{'s' * (len(hold.checks) != 1)} ${sum(hold.checks):,} uncashed"
        debt = debt_of(game.engine, p.seat)
        texts[f"le-player-{p.seat}"] = (f"{p.name}{where} · cash ${p.cash:,} · {checks} · rounds {hold.rounds}"
                                        + (f" · owes ${debt:,}" if debt else "") + f" · money {_money(worth)}")
    return texts


# ----- a selected space --------------------------------------------------------------------------------
def space_details(game: Game, index: int, seat: int | None = None) -> dict[str, object]:
    """What a student sees on selecting a space of the 1939 board."""
    g, st = game.engine, game.state
    s = game.edition.board.spaces[index]
    seat = st.current if seat is None else seat
    cost, why = landing_cost(g, seat, index)
    green = s.kind in GREEN
    p39 = _ph(game)
    owner = None
    if s.kind == "lot" and st.owner[index] != PACK:
        owner = g.name(st.owner[index])
    elif s.kind == "foreign_lot":
        owner = f"{g.name(-3)} (a foreign landlord; no Deed card)"
    elif s.kind == "frontier" and p39.frontier_closed:
        owner = g.name(p39.frontier_owner)
    shares = {g.name(k): n for k in range(len(st.players)) if (n := shares_of(g, k, index))} \
        if s.kind in ("railroad", "utility") else {}
    return {"index": index, "name": s.name, "kind": s.kind, "rule": game.edition.cite(s.rule),
            "section": s.section, "colour": s.colour, "confidence": s.confidence,
            "reconstructed": list(s.reconstructed), "price": 0, "rent": s.rent,
            "rent_now": land_rent(g, index) if green else 0,
            "doubled": bool(s.kind in ("lot", "foreign_lot") and doubled(g, s.section)),
            "wage_check": wage_check(g, index) if green else 0, "fare": s.fare, "shares": shares,
            "owner": owner, "houses": st.houses[index],
            "house_owner": g.name(st.house_owner[index]) if st.houses[index] and st.house_owner[index] >= 0
            else None, "for_player": g.name(seat), "cost": cost, "why": why, "note": s.note}


def describe_space(game: Game, index: int) -> str:
    d = space_details(game, index)
    s = game.edition.board.spaces[index]
    where = f"space {index}" + (f", Section {s.section}" if s.section else "")
    parts = [f"{display_name(s)} ({where}, governed by {d['rule']})."]
    ours = [FIELD_WORDS.get(f, f) for f in s.reconstructed]
    if s.confidence == "reconstructed":
        parts.append(f"Reconstructed for landlord_edu: {', '.join(ours)}.")
    else:
        parts.append("As the rules text gives it" + (f" (only {', '.join(ours)} is ours)." if ours else "."))
    if d["owner"]:
        parts.append(f"{'Deed held' if s.kind == 'lot' else 'Held'} by {d['owner']}.")
    if d["doubled"]:
        parts.append(f"Four or more Houses stand in Section {s.section}: its land rent is doubled (Rule 1(c)).")
    if d["houses"]:
        parts.append(f"{d['houses']} House(s) of {d['house_owner']}.")
    shares: Any = d["shares"]
    if s.kind in ("railroad", "utility"):
        held = ", ".join(f"{name} {n}" for name, n in shares.items()) or "nobody"
        parts.append(f"Shares held by {held}.")
    parts.append(f"Stopping here costs {d['for_player']} ${d['cost']} now: {d['why']}.")
    return " ".join(parts)


def describe_board(game: Game) -> str:
    """A text description of the position, for screen readers."""
    st, g, p39 = game.state, game.engine, _ph(game)
    spaces = game.edition.board.spaces
    accounts = "; ".join(f"{g.name(seat)} {_money(g.balance(seat))}" for seat in (-1, -2, -3))
    lines = [("The game is over. " if st.over else f"{status_line(game)}. ")
             + f"{accounts}. {frontier_text(game)}. {face_up_text(game)}."]
    for p, worth in zip(st.players, game.wealths(), strict=True):
        hold = p39.holders[p.seat]
        where = {IN_JAIL: "in Jail", ON_ISLAND: "on the Island"}.get(p.status, f"on {spaces[p.position].name}")
        deeds = [spaces[i].name for i in g.lots if st.owner[i] == p.seat]
        lines_held = {spaces[i].name: shares_of(g, p.seat, i) for i in dict.fromkeys(game.edition.decks.shares)}
        shares = [f"{n} in the {name}" for name, n in lines_held.items() if n]
        idle = [game.edition.decks.idle_land[n].name for n in hold.idle_land]
        debt = debt_of(g, p.seat)
        lines.append(f"{p.name} is {where}, has ${p.cash:,} and {len(hold.checks)} uncashed Wage Check(s) worth "
                     f"${sum(hold.checks):,}, has completed {hold.rounds} round(s)"
                     + (f", owes ${debt:,}" if debt else "")
                     + f"; holds {len(deeds)} Deed(s){': ' + ', '.join(deeds) if deeds else ''}; Shares: "
                     f"{', '.join(shares) or 'none'}; Idle Land: {', '.join(idle) or 'none'}; money {_money(worth)}.")
    lines.append("The board is reconstructed: the rules text gives no layout, so most names, rents, wages and "
                 "fares are ours.")
    return " ".join(lines)
