"""The end of a round (Wage Checks cashed, taxes paid), the end of the game and the scoring
(Winner: 'the player who has the most money')."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...state import PACK, TREASURY_SEAT, Player
from .holdings import all_doubled, part_or_none, ph, site_tax_in_force
from .money import bank_pays, pay, settle_debts
from .switches import switches

if TYPE_CHECKING:
    from ...decisions import Play
    from ...engine import Engine


def end_round(g: Engine, p: Player) -> Play:
    """End of a Round (a): 'get your Wage Checks cashed by the Banker, and pay your taxes to the
    Government Official' ($300 after the first round, $500 after later ones if every side is doubled)."""
    hold = ph(g).holders[p.seat]
    checks, hold.checks = hold.checks, []
    for amount in checks:
        bank_pays(g, p.seat, amount, "wages", "End of a Round (a)", f"The Banker cashes {p.name}'s ${amount} "
                  f"Wage Check")
    if not checks:
        g.emit("no_checks", "End of a Round (a)", f"{p.name} has no Wage Checks to cash", player=p.name)
    p.wages_received += sum(checks)
    settle_debts(g, p)
    hold.rounds += 1
    g.emit("round_end", "End of a Round (a)", f"{p.name} completes round {hold.rounds}", hold.rounds, player=p.name)
    if site_tax_in_force(g):
        g.emit("no_taxes", "End of a Round (b)", "The 100% Site Value Tax is in force: no taxes on lots or "
               "Houses at the end of the round", player=p.name)
        if switches(g.options).share_tax_when == "round_end":
            yield from share_tax(g, p)
        return
    if hold.rounds == 1:
        tax, why = g.c.tax_first, "the end of his first round"
    elif switches(g.options).later_round_tax == "always" or all_doubled(g):
        tax, why = g.c.tax_later, "a later round" + ("" if switches(g.options).later_round_tax == "always"
                                                     else ", the land rent on every side doubled")
    else:
        tax, why = g.c.tax_first, "a later round, the land rent not yet doubled on every side [ruling R39-31]"
    yield from pay(g, p, TREASURY_SEAT, tax, "tax", "End of a Round (a)", f"{p.name} pays ${tax} taxes to the "
                   f"Government for {why}")


def share_tax(g: Engine, p: Player) -> Play:
    """SO WHAT 18: 'you must now pay to the Government $60 on each Utility card you hold' (R39-28)."""
    shares = g.edition.decks.shares
    utilities_only = switches(g.options).share_tax_cards == "utilities_only"
    held = sum(1 for k, who in enumerate(ph(g).share_owner)
               if who == p.seat and not (utilities_only and g.board.spaces[shares[k]].kind != "utility"))
    if held:
        yield from pay(g, p, TREASURY_SEAT, g.c.share_tax * held, "share_tax", "SO WHAT 18",
                       f"{p.name} pays ${g.c.share_tax} on each of his {held} Share card{'s' * (held > 1)} to the "
                       f"Government [ruling R39-28]")


def last_seat(g: Engine) -> int:
    """'the last player to begin': the one who plays just before the first player."""
    return (g.state.first - 1) % len(g.state.players)


def check_end(g: Engine) -> None:
    """Winner: the game ends when the last player to begin has completed his second round (R39-33);
    breaking the Bank ends it at once (see money.bank_pays); an agreed stop ends a game that drags on."""
    st = g.state
    if st.over:
        return
    rounds = g.options.max_rounds or g.c.rounds
    last = last_seat(g)
    if ph(g).holders[last].rounds >= rounds:
        finish(g, "rounds", f"{g.name(last)}, the last player to begin, has completed round {rounds}. The game "
               f"ends", "Winner")
    elif st.turn >= (g.options.max_turns or g.c.max_turns):
        finish(g, "turns", f"{st.turn} turns have been played, the agreed stop. The game ends [ruling R39-33]",
               "Winner")


def finish(g: Engine, reason: str, text: str, rule: str) -> None:
    st = g.state
    st.over = True
    st.end_reason = reason
    extra = score_extra(g)
    scores = scoreboard(g, [p.cash for p in st.players], st.owner, st.houses, st.house_owner, extra, False)
    best = max(s[3] for s in scores)
    winners = [st.players[k].name for k, s in enumerate(scores) if s[3] == best]
    debts = [f"{p.name} owes ${debt}" for p, (_, debt, _) in zip(st.players, extra, strict=True) if debt]
    g.emit("end", rule, f"{text}. The most money: {' and '.join(winners)} with ${best}"
           + (f" (debts deducted: {'; '.join(debts)})" if debts else ""), best)


def score_extra(g: Engine) -> list[tuple[int, int, int]]:
    """Per seat: (Share and Idle Land cards held, debt, uncashed Wage Checks) - what the snapshot lacks."""
    p39 = part_or_none(g.state)
    if p39 is None:
        return [(0, 0, 0) for _ in g.state.players]
    return [(p39.share_owner.count(k) + len(h.idle_land), sum(a for _, a in h.debts), sum(h.checks))
            for k, h in enumerate(p39.holders)]


def scoreboard(g: Engine, cash: Sequence[int], owner: Sequence[int], houses: Sequence[int],
               house_owner: Sequence[int], extra: Sequence[Any], single_tax: bool) -> list[tuple[int, int, int, int]]:
    """(cash, cards, houses, money) per seat. 'The most money' wins: cards and Houses count nothing, a debt
    is deducted (R39-15), and uncashed Wage Checks count only under ``count_uncashed_checks`` (R39-33)."""
    n = len(cash)
    cards = [extra[k][0] for k in range(n)]
    n_houses = [0] * n
    for i in g.lots:
        if owner[i] != PACK:
            cards[owner[i]] += 1
        if houses[i] and house_owner[i] >= 0:
            n_houses[house_owner[i]] += houses[i]
    checks = switches(g.options).count_uncashed_checks
    return [(cash[k], cards[k], n_houses[k], cash[k] - extra[k][1] + (extra[k][2] if checks else 0))
            for k in range(n)]


def report(g: Engine, result: dict[str, Any]) -> None:
    """Add to ``Game.result()``: the three accounts (seats -1 and -2 are the GOVERNMENT and the BANK),
    whether the Bank broke, and each player's rounds, debts and uncashed Wage Checks."""
    st, p39 = g.state, ph(g)
    result["accounts"] = {"government": st.treasury, "bank": st.misc, "lord_blueblood": p39.blueblood}
    result["bank_broken"] = p39.bank_broken
    for row, hold, (_, debt, checks) in zip(result["players"], p39.holders, score_extra(g), strict=True):
        row.update(rounds=hold.rounds, debts=debt, uncashed_checks=checks)
