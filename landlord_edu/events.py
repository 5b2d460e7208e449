"""The event log: every change of money, position, ownership or rule state is one event.

Each event names its rule (edition and rule number), the amount, who paid and who
was paid, and carries one plain sentence a student can read.
"""

from __future__ import annotations

from typing import Any, NamedTuple

TREASURY = "PUBLIC TREASURY"
MISCELLANEOUS = "MISCELLANEOUS"


class Event(NamedTuple):
    """One change in the game.

    Attributes
    ----------
    seq : position in the log, from 0.
    turn : the turn it happened in (0 = setup).
    kind : what happened: ``rent``, ``wages``, ``move``, ``buy``, ``single_tax``...
    rule : the citation, the edition's id and the rule, e.g. ``"<id> Rule 7"`` (:meth:`Edition.cite`).
    text : the sentence for students, ending with the rule in brackets.
    amount, payer, payee : set for money changes (payer/payee are player names,
        ``PUBLIC TREASURY`` or ``MISCELLANEOUS``).
    player : the player the event is about, if any.
    space : the board index involved, if any.

    A plain tuple underneath: cheap to make and to keep, and immutable.
    """

    seq: int
    turn: int
    kind: str
    rule: str
    text: str
    amount: int = 0
    payer: str = ""
    payee: str = ""
    player: str = ""
    space: int = -1

    def to_dict(self) -> dict[str, Any]:
        return self._asdict()

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Event:
        return cls(**data)

    def __str__(self) -> str:
        return self.text
