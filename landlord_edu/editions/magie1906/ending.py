"""Rule 19, the end of the game, and the scoring given in 'The Object of the Game'."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...errors import IllegalAction
from ...outcome import EndReason
from .settlement import settle_all
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine
    from ...state import Player


WAGES = EndReason.WAGES
ROUNDS = EndReason.ROUNDS
AGREEMENT = EndReason.AGREEMENT
STOP_WHEN = ("now", "next_double")


def check_end(g: Engine) -> None:
    """After each turn: one player has received wages the set number of times, or the
    agreed number of rounds is played (Rule 19)."""
    st = g.state
    times = switches(g.options).wages_to_end or g.c.end_wages_times
    leader = next((p for p in st.players if p.wages_received >= times), None)
    limit = g.options.max_rounds or g.c.max_rounds
    if leader is not None:
        finish(g, WAGES, f"{leader.name} has received wages {times} times: the game ends (Rule 19)")
    elif st.round >= limit:
        finish(g, ROUNDS, f"{limit} rounds have been played, the agreed stop: the game ends (Rule 19)")
    elif st.agreed_stop == "this_turn":
        finish(g, AGREEMENT, "The game ends here, as the players agreed (Rule 19)")


def agree_to_stop(g: Engine, when: str, during_turn: bool) -> None:
    """Rule 19: "they may agree to stop, say, at the next double thrown by any of the players".

    ``when="now"`` ends the game at once between turns, or at the end of the turn under way
    (a turn is not cut in two); ``"next_double"`` ends it at the end of the turn in which any
    player next throws a double (rulings R-33). Refusals leave everything as it was.
    """
    st = g.state
    if when not in STOP_WHEN:
        raise IllegalAction(f"agree_to_stop: when must be one of {list(STOP_WHEN)}, not {when!r}")
    if st.agreed_stop == "this_turn" or (st.agreed_stop == "next_double" and when == "next_double"):
        already = "at the end of this turn" if st.agreed_stop == "this_turn" else "at the next double"
        raise IllegalAction(f"agree_to_stop: the players have already agreed to stop {already}")
    if when == "now" and not during_turn:
        st.agreed_stop = "this_turn"
        finish(g, AGREEMENT, "The players agree to stop now: the game ends (Rule 19)")
    elif when == "now":
        st.agreed_stop = "this_turn"
        g.emit("agreement", "Rule 19", "The players agree to stop: the game ends at the end of this turn")
    else:
        st.agreed_stop = "next_double"
        g.emit("agreement", "Rule 19", "The players agree to stop at the next double thrown by any of them")


def note_double(g: Engine, p: Player, dice: tuple[int, int]) -> None:
    """Any double thrown after an agreement to stop at the next double ends the game with that turn."""
    if dice[0] == dice[1] and g.state.agreed_stop == "next_double":
        g.state.agreed_stop = "this_turn"
        g.emit("agreement", "Rule 19", f"{p.name} threw the double the players agreed to stop at: the game ends "
               f"at the end of this turn", player=p.name)


def finish(g: Engine, reason: EndReason, text: str) -> None:
    st = g.state
    st.over = True
    st.end_reason = str(reason)  # plain text in the state, which is saved as JSON
    g.emit("end", "Rule 19", text.removesuffix(" (Rule 19)"))
    g.before_settlement()  # the wealth before the debts are settled, for experiments (rulings R-11)
    settle_all(g)


def scoreboard(g: Engine, cash: Sequence[int], owner: Sequence[int], houses: Sequence[int],
               house_owner: Sequence[int], extra: Sequence[tuple[int, int]], single_tax: bool
               ) -> list[tuple[int, int, int, int]]:
    """(cash, cards, houses, wealth) for every seat from a snapshot of the holdings: the one place
    the scoring is worked out (for the history's past turns and for the position now).

    Cards that count 100 are the green cards (Title Deeds count nothing under the Single Tax),
    luxuries and Professor cards (``extra[k][0]``: Education cards count nothing on their own; rulings R-17).
    ``extra[k][1]`` is what he is owed less what he owes once the game is over, under the ``face_value``
    settlement (rulings R-11), counted in his wealth beside his cash.
    """
    cards = [e[0] for e in extra]
    n_houses = [0] * len(cash)
    kinds = g.board.spaces
    for i in g.cards:
        seat = owner[i]
        if seat >= 0 and not (single_tax and kinds[i].kind == "lot"):
            cards[seat] += 1
    for i in g.lots:
        if houses[i] and house_owner[i] >= 0:
            n_houses[house_owner[i]] += houses[i]
    per_card, per_house = g.c.per_card, g.c.per_house
    return [(cash[k], cards[k], n_houses[k], cash[k] + per_card * cards[k] + per_house * n_houses[k] + extra[k][1])
            for k in range(len(cash))]
