"""A game's results: the scores now, how it ended (:class:`Outcome`), the standings, the plain-data result,
and the snapshot of every turn's end behind :meth:`Game.rows <landlord_edu.game.Game.rows>` (the history,
the turn summary and the live chart).

The functions taking ``self`` are :class:`~landlord_edu.game.Game`'s methods of the same names, defined here
and bound in its class body (``standings = results.standings``): ``self`` is the game, which only drives.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .arguments import check_flag
from .errors import IllegalAction
from .outcome import EndReason

if TYPE_CHECKING:
    import pandas as pd

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

    def extend(self, rows: list[tuple[Any, ...]]) -> None:
        """Take in the rows of turns a fast core played, made as :meth:`add` makes them."""
        if self.keep:
            self._rows.extend(rows)

    def replace_last(self, game: Game) -> None:
        """The last turn's row again: an agreement ended the game between turns, so it shows the settled end."""
        if self.keep and self._rows:
            self._rows.pop()
            self.add(game)

    def upto(self, count: int) -> TurnRows:
        """The first ``count`` snapshots, kept apart (the rows of a game as it stood at an earlier turn)."""
        cut = TurnRows(self.keep)
        cut._rows = self._rows[:count]
        return cut

    def __len__(self) -> int:
        return len(self._rows)

    def rows(self, game: Game, start: int = 0, without_deeds: bool = False) -> list[Row]:
        """See :meth:`Game.rows <landlord_edu.game.Game.rows>`."""
        if not self.keep:
            raise IllegalAction("this game keeps no snapshot of each turn (record_turns=False): make it with "
                                "record_turns=True for its history, turn summary or chart")
        g, scoreboard = game.engine, game.rules.scoreboard
        return [(turn, rnd, st, treasury, misc,
                 scoreboard(g, cash, owner, houses, house_owner, extra, st or without_deeds))
                for turn, rnd, st, treasury, misc, cash, owner, houses, house_owner, extra in self._rows[start:]]


def scores(self: Game) -> list[tuple[int, int, int, int]]:
    """(cash, cards, houses, wealth) of every seat now, by the edition's own scoring."""
    st = self.state
    return self.rules.scoreboard(self.engine, [p.cash for p in st.players], st.owner, st.houses, st.house_owner,
                                 self.rules.score_extra(self.engine), st.single_tax)


def wealth(self: Game, name_or_seat: str | int) -> int:
    """Wealth by the game's own scoring (the rule set's ``scoreboard``)."""
    return self.scores()[self.player(name_or_seat).seat][3]


def wealths(self: Game) -> list[int]:
    """Every player's wealth now, in seat order (one pass over the board)."""
    return [worth for *_, worth in self.scores()]


def rows(self: Game, start: int = 0, *, without_deeds: bool = False) -> list[Row]:
    """Per turn: (turn, round, single tax?, treasury, miscellaneous, [(cash, cards, houses, wealth) per seat]).

    ``start`` skips the first ``start`` snapshots, so a live chart pays only for the turns it has not seen.
    ``without_deeds=True`` scores every turn as the rules do under the Single Tax, Title Deeds counting
    nothing (the experiments' ``gini_no_deeds``): the same rule before and after a vote, so it does not jump.
    """
    return self._rows.rows(self, start, check_flag(without_deeds, "without_deeds", "Game.rows"))


def standings(self: Game) -> list[dict[str, Any]]:
    """Players from richest to poorest, with cash, cards, houses and wealth by the game's scoring."""
    rows = [{"name": p.name, "strategy": p.strategy, "cash": cash, "cards": cards, "houses": houses,
             "wealth": worth, "wages_received": p.wages_received}
            for p, (cash, cards, houses, worth) in zip(self.state.players, self.scores(), strict=True)]
    return sorted(rows, key=lambda r: -r["wealth"])


def outcome(self: Game) -> Outcome | None:
    """The :class:`Outcome`, once the game is over."""
    if not self.state.over:
        return None
    table = standings(self)
    best = table[0]["wealth"]
    return Outcome(EndReason(self.state.end_reason), tuple(r["name"] for r in table if r["wealth"] == best),
                   self.state.turn, self.state.round)


def result(self: Game) -> dict[str, Any]:
    """The final (or current) result as plain data, for ``--json`` and experiments."""
    out = outcome(self)
    st = self.state
    players = [{k: r[k] for k in ("name", "strategy", "cash", "cards", "houses", "wealth")}
               for r in sorted(standings(self), key=lambda r: st.seat_of(r["name"]))]
    data: dict[str, Any] = {
        "seed": self.seed, "edition": self.edition.id, "options": self.options.to_dict(),
        "single_tax": st.single_tax, "single_tax_turn": st.single_tax_turn if st.single_tax else None,
        "turns": st.turn, "rounds": st.round, "over": st.over,
        "end_reason": st.end_reason or None, "winners": list(out.winners) if out else [],
        "players": players, "public_treasury": st.treasury, "miscellaneous": st.misc,
    }
    if self.rules.report is not None:  # what the rule set adds (its own accounts, rounds, debts...)
        self.rules.report(self.engine, data)
    return data


def history(self: Game) -> pd.DataFrame:
    """A tidy pandas DataFrame: one row per player per turn (imports pandas on first use)."""
    from .history import history_frame
    return history_frame(self)


def turn_summary(self: Game) -> pd.DataFrame:
    """A pandas DataFrame with one row per turn: treasury, miscellaneous and the Gini coefficient."""
    from .history import turn_frame
    return turn_frame(self)


def write_standings(game: Game, out: Any, note: Callable[[dict[str, Any]], str] | None = None) -> None:
    """The command line's final table: each row's wealth as cash, cards and houses at $100, then ``note(row)``
    (a rule set's addition, e.g. a debt counted at the end), the public piles and the winner."""
    st = game.state
    out.write(f"\nFinal standings after {st.turn} turns ({st.round} rounds):\n")
    for rank, row in enumerate(game.standings(), 1):
        out.write(f"  {rank}. {row['name']:<8} {row['strategy']:<9} wealth ${row['wealth']:>5}  = cash "
                  f"${row['cash']} + {row['cards']} cards + {row['houses']} houses at $100"
                  f"{note(row) if note else ''}\n")
    out.write(f"  PUBLIC TREASURY ${st.treasury}; MISCELLANEOUS balance ${st.misc}\n")
    outcome = game.outcome()
    if outcome:
        out.write(f"  Winner: {' and '.join(outcome.winners)}\n")

