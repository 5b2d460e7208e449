"""What an instructor chooses for a class game: the rules, the tables and their seats, the bots, the time limit.

Checked whole when made (a :class:`~landlord_edu.errors.DataError` naming the field), written into the journal as
JSON and read back from it, so that a restarted server plays the same tables.

>>> config = RoomConfig(tables=2, seats=3, bots=("landlord",))
>>> config.student_seats
2
>>> RoomConfig.from_dict(config.to_dict()) == config
True
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..decisions import shown
from ..edition import Edition, available_editions, load_edition
from ..errors import DataError, LandlordError
from ..game import MAX_PLAYERS
from ..options import Options
from ..rulesets import DEFAULT_EDITION, rule_set
from ..strategies import make_strategy

SOURCE = "class game"
MAX_TABLES = 40
MAX_TIME_LIMIT = 3600
DEFAULT_OPTIONS: Mapping[str, Any] = {"max_rounds": 8}  # about a lesson's length, as in the hot-seat class round


def _draws_itself(edition: Edition) -> bool:
    """Whether the rule set of ``edition`` draws its own picture (a street instead of a track of spaces)."""
    make = rule_set(edition).view
    return make is not None and make().picture is not None


@dataclass(frozen=True)
class RoomConfig:
    """A class game's settings.

    Parameters
    ----------
    edition : a packaged edition's name.
    options : rule switches by name (``Options.from_dict``); by default eight rounds (``max_rounds``).
    tables : how many games the class plays side by side (1-40).
    seats : players at each table, students' seats and bots' together (the edition's range).
    bots : the strategies of the last seats at each table (docs/bots.md); the other seats are the students'.
    seed : table ``t`` plays with seed ``seed + t``.
    time_limit : seconds after which a bot (``stand_in``) answers for a seat with no device connected; None: wait.
    stand_in : the bot that answers for an absent seat, or for a seat the instructor hands to a bot.
    students_propose : whether a student may propose the Single Tax on the turn (the rules' own vote); if not,
        only the instructor opens a vote.
    """

    edition: str = DEFAULT_EDITION
    options: Mapping[str, Any] = field(default_factory=lambda: dict(DEFAULT_OPTIONS))
    tables: int = 1
    seats: int = 4
    bots: tuple[str, ...] = ()
    seed: int = 0
    time_limit: int | None = 60
    stand_in: str = "cautious"
    students_propose: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "bots", tuple(self.bots) if isinstance(self.bots, list | tuple) else self.bots)
        object.__setattr__(self, "options", dict(self.options) if isinstance(self.options, Mapping)
                           else self.options)
        self._check_numbers()
        self._check_rules()

    def _check_numbers(self) -> None:
        for name, low, high in (("tables", 1, MAX_TABLES), ("seats", 2, MAX_PLAYERS), ("seed", 0, 2**53 - 1)):
            value = getattr(self, name)
            if type(value) is not int or not low <= value <= high:
                raise DataError(SOURCE, name, f"a whole number from {low} to {high}, not {shown(value)}")
        limit = self.time_limit
        if limit is not None and (type(limit) is not int or not 5 <= limit <= MAX_TIME_LIMIT):
            raise DataError(SOURCE, "time_limit", f"None (wait for the students) or a whole number of seconds "
                                                  f"from 5 to {MAX_TIME_LIMIT}, not {shown(limit)}")
        if type(self.students_propose) is not bool:
            raise DataError(SOURCE, "students_propose", f"True or False, not {shown(self.students_propose)}")

    def _check_rules(self) -> None:
        if self.edition not in available_editions():
            raise DataError(SOURCE, "edition", f"one of {available_editions()}, not {shown(self.edition)}")
        if not isinstance(self.options, dict):
            raise DataError(SOURCE, "options", f"a table of rule switches by name, not {shown(self.options)}")
        Options.from_dict(self.options, f"{SOURCE} options")
        if not isinstance(self.bots, tuple) or not all(isinstance(b, str) for b in self.bots):
            raise DataError(SOURCE, "bots", f"a list of bots' names, e.g. ['landlord'], not {shown(self.bots)}")
        if len(self.bots) >= self.seats:
            raise DataError(SOURCE, "bots", f"{len(self.bots)} bots leave no seat for the students at a table "
                                            f"of {self.seats}")
        for name in (*self.bots, self.stand_in):
            if not isinstance(name, str) or make_strategy(name).human:
                raise DataError(SOURCE, "bots", f"a bot plays by itself: not {shown(name)}")
        try:
            loaded = load_edition(self.edition)
        except LandlordError as exc:  # a packaged edition loads; this is for safety only
            raise DataError(SOURCE, "edition", str(exc)) from None
        if not loaded.board.spaces and not _draws_itself(loaded):  # the pages draw a board or the rules' picture
            raise DataError(SOURCE, "edition", f"the {self.edition} rules have neither a board of spaces nor a "
                                               "picture of their own for the class game's pages to draw")
        constants = loaded.constants
        if not constants.min_players <= self.seats <= constants.max_players:
            raise DataError(SOURCE, "seats", f"the {self.edition} rules play {constants.min_players} to "
                                             f"{constants.max_players} players, not {self.seats}")

    @property
    def student_seats(self) -> int:
        """The seats the students play at each table (the first ones)."""
        return self.seats - len(self.bots)

    def strategies(self) -> list[str]:
        """Each seat's strategy in the game: ``"human"`` (the students answer through the server), then the bots."""
        return ["human"] * self.student_seats + list(self.bots)

    def to_dict(self) -> dict[str, Any]:
        out = dataclasses.asdict(self)
        out["bots"] = list(self.bots)
        return out

    @classmethod
    def from_dict(cls, data: Any) -> RoomConfig:
        """Settings from their JSON form (the journal's), refusing an unknown or missing key by name."""
        if not isinstance(data, dict):
            raise DataError(SOURCE, "(settings)", f"a table of settings, not {shown(data)}")
        known = {f.name for f in dataclasses.fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise DataError(SOURCE, unknown[0], f"not a setting; the settings are {sorted(known)}")
        values = dict(data)
        if isinstance(values.get("bots"), list):
            values["bots"] = tuple(values["bots"])
        return cls(**values)
