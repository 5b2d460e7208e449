"""A game's results: how it ended (:class:`Outcome`), the standings, the plain-data result, and the
snapshot of every turn's end behind :meth:`Game.rows <landlord_edu.game.Game.rows>` (the history, the
turn summary and the live chart). :class:`~landlord_edu.game.Game` answers with these; it only drives.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction
from .outcome import EndReason

if TYPE_CHECKING:
    from .game import Game

Row = tuple[int, int, bool, int, int, list[tuple[int, int, int, int]]]


@dataclass(frozen=True)
class Outcome:
    """How a game ended: ``reason`` is :class:`EndReason` ``WAGES`` (Rule 19), ``ROUNDS`` (an
    agreed number of rounds) or ``AGREEMENT`` (:meth:`Game.agree_to_stop`); it compares equal to
    the strings ``"wages"``, ``"rounds"`` and ``"agreement"`` (and to a rule set's own reasons, such as
    ``"bank"`` or ``"turns"``)."""

    reason: EndReason
    winners: tuple[str, ...]
    turns: int
    rounds: int


class TurnRows:
    """The end of every turn, kept cheaply (plain tuples); wealth is worked out when asked for."""

    def __init__(self, keep: bool) -> None:
        self.keep = keep
        self._rows: list[tuple[Any, ...]] = []

    def add(self, game: Game) -> None:
        """Snapshot the end of the turn just played (nothing if the game keeps no snapshots)."""
        if not self.keep:
            return
        st = game.state
        self._rows.append((st.turn, st.round, st.single_tax, st.treasury, st.misc,
                           tuple([p.cash for p in st.players]), tuple(st.owner), tuple(st.houses),
                           tuple(st.house_owner), tuple(game.rules.score_extra(game.engine))))

    def replace_last(self, game: Game) -> None:
        """The last turn's row again: an agreement ended the game between turns, so it shows the settled end."""
        if self.keep and self._rows:
            self._rows.pop()
            self.add(game)

    def rows(self, game: Game, start: int = 0) -> list[Row]:
        """See :meth:`Game.rows <landlord_edu.game.Game.rows>`."""
        if not self.keep:
            raise IllegalAction("this game keeps no snapshot of each turn (record_turns=False): make it with "
                                "record_turns=True for its history, turn summary or chart")
        g, scoreboard = game.engine, game.rules.scoreboard
        return [(turn, rnd, st, treasury, misc, scoreboard(g, cash, owner, houses, house_owner, extra, st))
                for turn, rnd, st, treasury, misc, cash, owner, houses, house_owner, extra in self._rows[start:]]


def standings(game: Game) -> list[dict[str, Any]]:
    """See :meth:`Game.standings <landlord_edu.game.Game.standings>`."""
    rows = [{"name": p.name, "strategy": p.strategy, "cash": cash, "cards": cards, "houses": houses,
             "wealth": worth, "wages_received": p.wages_received}
            for p, (cash, cards, houses, worth) in zip(game.state.players, game.scores(), strict=True)]
    return sorted(rows, key=lambda r: -r["wealth"])


def outcome(game: Game) -> Outcome | None:
    """See :meth:`Game.outcome <landlord_edu.game.Game.outcome>`."""
    if not game.state.over:
        return None
    table = standings(game)
    best = table[0]["wealth"]
    return Outcome(EndReason(game.state.end_reason), tuple(r["name"] for r in table if r["wealth"] == best),
                   game.state.turn, game.state.round)


def result(game: Game) -> dict[str, Any]:
    """See :meth:`Game.result <landlord_edu.game.Game.result>`."""
    out = outcome(game)
    st = game.state
    players = [{k: r[k] for k in ("name", "strategy", "cash", "cards", "houses", "wealth")}
               for r in sorted(standings(game), key=lambda r: st.seat_of(r["name"]))]
    data: dict[str, Any] = {
        "seed": game.seed, "edition": game.edition.id, "options": game.options.to_dict(),
        "single_tax": st.single_tax, "single_tax_turn": st.single_tax_turn if st.single_tax else None,
        "turns": st.turn, "rounds": st.round, "over": st.over,
        "end_reason": st.end_reason or None, "winners": list(out.winners) if out else [],
        "players": players, "public_treasury": st.treasury, "miscellaneous": st.misc,
    }
    if game.rules.report is not None:  # what the rule set adds (its own accounts, rounds, debts...)
        game.rules.report(game.engine, data)
    return data
