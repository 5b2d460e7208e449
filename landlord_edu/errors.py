"""Exceptions raised by landlord_edu. Each message says what was wrong and what would be right."""

from __future__ import annotations


class LandlordError(Exception):
    """Base class of every error the library raises on purpose."""


class DataError(LandlordError):
    """A rule, board, deck or scenario file is malformed.

    The message names the file, the field and the problem.
    """

    def __init__(self, source: str, field: str, problem: str) -> None:
        self.source = source
        self.field = field
        self.problem = problem
        super().__init__(f"{source}: field '{field}': {problem}")


class UnknownEdition(LandlordError):
    """No edition with that name ships with the package, and no such folder exists."""


class PlayerCountError(LandlordError):
    """The rules do not allow this number of players."""


class IllegalAction(LandlordError):
    """An action or answer that the rules do not allow at this moment.

    The game state is left exactly as it was.
    """


class NoPendingDecision(IllegalAction):
    """An answer was given when the game is not waiting for one."""


class GameOver(IllegalAction):
    """The game has ended; nothing more can be played."""


class SaveError(LandlordError):
    """A saved game is corrupt or does not replay to the state it records."""


class UnknownStrategy(DataError, ValueError):
    """No shipped strategy has that name (also a ValueError, as it was before it had a name)."""


class MissingExtra(LandlordError, ImportError):
    """A feature needs a package the plain install leaves out: the message names it and the extra that
    installs it (also an ImportError, so code that tries an optional import still catches it)."""


class StrategyError(IllegalAction):
    """A strategy's ``decide`` raised, or answered what the decision does not allow. The decision stays
    pending, as a human's would: answer it with ``game.answer(...)``, or fix the strategy and call
    ``game.step()`` to ask it again."""
