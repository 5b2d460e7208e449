"""One table of a class game: a :class:`~landlord_edu.game.Game` and what the class does around it (started or
paused, seats handed to a bot, the instructor's vote on the Single Tax).

Every change is one of the journal's entries applied by :meth:`Table.apply`, a function of the game and the entry
alone (no clock, no connection), so that replaying the journal makes the same games. The ``check_*`` methods are
asked first, before the entry is written: a refusal changes nothing. The rules are the engine's: an answer is
checked by the pending decision and played by the game; the table only decides who may answer and when the game
plays on.
"""

from __future__ import annotations

import string
from dataclasses import dataclass, field
from typing import Any

from ..errors import IllegalAction
from ..game import Game
from ..options import Options
from ..strategies import Strategy, ask, make_strategy
from .config import RoomConfig
from .protocol import Refused

WAITING, RUNNING, PAUSED, OVER, ENDED = "waiting", "running", "paused", "over", "ended"


@dataclass
class Ballot:
    """The instructor's vote on the Single Tax at one table: who may vote, and the ballots cast so far."""

    number: int
    voters: list[int]
    ballots: dict[int, bool] = field(default_factory=dict)


def seat_names(config: RoomConfig) -> list[str]:
    """The players' names: "Team A", "Team B", ... for the students' seats, then the bots by strategy."""
    teams = [f"Team {string.ascii_uppercase[i]}" for i in range(config.student_seats)]
    bots: list[str] = []
    for bot in config.bots:
        name = bot.capitalize()
        bots.append(name if name not in bots else f"{name} {1 + sum(b.startswith(name) for b in bots)}")
    return teams + bots


class Table:
    """Table ``index`` of a room with settings ``config``, before anything is played."""

    def __init__(self, index: int, config: RoomConfig) -> None:
        self.index = index
        self.config = config
        self.names = seat_names(config)
        self.game = Game(players=self.names, strategies=config.strategies(), seed=config.seed + index,
                         edition=config.edition, options=Options.from_dict(config.options))
        self.status = WAITING
        self.stand_in: Strategy = make_strategy(config.stand_in)
        self.bot_seats: set[int] = set()          # students' seats the instructor handed to the stand-in bot
        self.vote: Ballot | None = None           # the vote open now
        self.votes_held = 0
        self.to_enact: list[int] | None = None    # a vote carried, waiting for a point where the rules allow it
        self.vote_log: list[dict[str, Any]] = []  # every vote's result, for the pages and the debrief
        self.changes = 0  # entries applied: a page tells a newer update from an older one by it
        self.faults: list[str] = []  # entries the game refused after they were checked (a library fault)

    # ----- what a page may do: checked before the journal is written -----------------------------------------
    def decision_id(self) -> str | None:
        """The pending decision's name for the pages: the turn and the count of answers given before it."""
        d = self.game.pending
        return None if d is None else f"{self.game.turn}.{len(self.game.answers)}"

    def check_answer(self, seat: int, decision: str, value: Any) -> Any:
        """The answer ``value`` from ``seat`` to ``decision``, as the decision takes it; refused with the reason."""
        d = self.game.pending
        if self.status != RUNNING:
            raise Refused(f"the table is {self.status}: no answer now")
        if d is None or decision != self.decision_id():
            raise Refused(f"that decision ({decision}) is no longer waiting: the page is out of date")
        if d.player != seat:
            raise Refused(f"not your decision: it is {self.names[d.player]}'s")
        if seat in self.bot_seats:
            raise Refused("a bot plays this seat now: ask the instructor to give it back")
        if d.kind == "turn" and value == "single_tax" and not self.config.students_propose:
            raise Refused("in this class only the instructor opens the vote on the Single Tax")
        try:
            return d.validate(value)
        except IllegalAction as exc:
            raise Refused(f"the rules refuse it: {exc}") from None

    def check_ballot(self, seat: int, number: int) -> None:
        vote = self.vote
        if vote is None or vote.number != number:
            raise Refused(f"vote {number} is not open at this table")
        if seat not in vote.voters:
            raise Refused(f"{self.names[seat]} has no ballot in this vote")
        if seat in vote.ballots:
            raise Refused(f"{self.names[seat]} has voted already")

    def check_control(self, action: str, seat: int | None) -> None:
        """Whether the instructor's ``action`` can be done now (a Refused says why not)."""
        allowed = {"start": (WAITING,), "pause": (RUNNING,), "resume": (PAUSED,), "end": (WAITING, RUNNING, PAUSED),
                   "open_vote": (RUNNING, PAUSED), "close_vote": (RUNNING, PAUSED, WAITING),
                   "bot": (WAITING, RUNNING, PAUSED), "student": (WAITING, RUNNING, PAUSED)}[action]
        if self.status not in allowed:
            raise Refused(f"{action}: the table is {self.status}")
        if action in ("bot", "student"):
            if seat is None or not 0 <= seat < self.config.student_seats:
                raise Refused(f"{action}: name a students' seat, 0 to {self.config.student_seats - 1}")
            if (seat in self.bot_seats) == (action == "bot"):
                raise Refused(f"{action}: {self.names[seat]} is played by {'a bot' if action == 'bot' else 'students'}"
                              " already")
        if action == "open_vote":
            self._check_can_vote()
        if action == "close_vote" and self.vote is None:
            raise Refused("close_vote: no vote is open")

    def _check_can_vote(self) -> None:
        if self.game.rules.vote is None:
            raise Refused(f"open_vote: the {self.game.edition.id} rules have no Single Tax vote")
        if self.game.state.single_tax or self.to_enact is not None:
            raise Refused("open_vote: the Single Tax is in operation already")
        if self.vote is not None:
            raise Refused("open_vote: a vote is open already")

    # ----- applying an entry of the journal ------------------------------------------------------------------
    def apply(self, entry: dict[str, Any]) -> None:
        """Make the change ``entry`` records (checked before it was written), then play on."""
        kind = entry["kind"]
        self.changes += 1
        if kind == "answer":
            self.game.answer(entry["value"])
        elif kind == "timeout":  # nobody at the seat answered in time: the stand-in answers for it
            d = self.game.pending
            assert d is not None
            self.game.answer(ask(self.stand_in, d, self.game))
        elif kind == "ballot":
            assert self.vote is not None
            self.vote.ballots[entry["seat"]] = entry["yes"]
            if len(self.vote.ballots) == len(self.vote.voters):
                self._close_vote()
        elif kind == "control":
            self._control(entry["action"], entry.get("seat"))
        self.advance()

    def _control(self, action: str, seat: int | None) -> None:
        if action in ("start", "resume"):
            self.status = RUNNING
        elif action == "pause":
            self.status = PAUSED
        elif action == "end":
            self.status = ENDED
            self.vote = None
        elif action == "bot" and seat is not None:
            self.bot_seats.add(seat)
        elif action == "student" and seat is not None:
            self.bot_seats.discard(seat)
        elif action == "open_vote":
            self.votes_held += 1
            voters = [s for s in range(self.config.student_seats) if s not in self.bot_seats]
            self.vote = Ballot(self.votes_held, voters)
        elif action == "close_vote":
            self._close_vote()

    def _close_vote(self) -> None:
        vote = self.vote
        assert vote is not None
        self.vote = None
        yes = sorted(seat for seat, said in vote.ballots.items() if said)
        result = {"vote": vote.number, "turn": self.game.turn, "yes": yes,
                  "no": sorted(seat for seat, said in vote.ballots.items() if not said), "carried": len(yes) >= 2}
        self.vote_log.append(result)
        if result["carried"]:
            self.to_enact = yes

    def advance(self) -> None:
        """Play on while the table runs: bots' turns and the seats handed to the stand-in, up to a students'
        decision or the end; a vote carried is made at the first point the rules allow (between turns, or while
        the player to throw decides)."""
        g = self.game
        while True:
            self._enact_if_allowed()
            if g.over and self.status != ENDED:
                self.status = OVER
            if self.status != RUNNING:
                return
            d = g.pending
            if d is None:
                g.step()
            elif d.player in self.bot_seats:
                g.answer(ask(self.stand_in, d, g))
            else:
                return

    def _enact_if_allowed(self) -> None:
        g = self.game
        seats = self.to_enact
        if seats is not None and self.status == ENDED:  # ended before the rules allowed the vote to be made
            self.to_enact = None
            self.vote_log[-1].update(carried=False, why="the round was ended before the vote could be made")
            return
        if seats is None or not g.started or (g.pending is not None and g.pending.kind != "turn"):
            return
        self.to_enact = None
        try:
            g.vote_single_tax(seats)
        except IllegalAction as exc:  # the game ended, or the rules voted it in meanwhile: say so, change nothing
            self.vote_log[-1]["carried"] = False
            self.vote_log[-1]["why"] = str(exc)
