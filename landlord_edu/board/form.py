"""A decision's form, described by its rule set and drawn by the widgets' decision panel.

A rule set whose answers are more than buttons (a card game's plays: a card, then a building, rooms, a
tenant) describes each pending decision as a :class:`Form` through its board view's ``form``
(:class:`~landlord_edu.board.view.BoardView`). The form holds only answers its rules accept now, each
with the rule it plays under; the panel shows them and sends the one chosen to ``game.answer``. It
never works out a legal answer itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Choice", "Form", "Item"]


@dataclass(frozen=True)
class Choice:
    """One answer the rules accept now.

    Attributes
    ----------
    label : its words on a button or in a menu ("Ann's building 2, floor 1").
    answer : what ``game.answer`` is given.
    rule : the rule it plays under, as the log cites it ("Place a tenant in an apartment").
    """

    label: str
    answer: Any
    rule: str = ""


@dataclass(frozen=True)
class Item:
    """Something the player picks first (a card of his hand), then one of the answers it allows.

    Attributes
    ----------
    name : its short name on its button ("Student $3").
    detail : what it is and does, shown once picked (rent, height, text; or why it cannot be played now).
    choices : the answers it allows now, in the order shown; none: shown but not playable now.
    """

    name: str
    detail: str = ""
    choices: tuple[Choice, ...] = ()


@dataclass(frozen=True)
class Form:
    """A decision's form: buttons answered at one click, and items picked, then a choice, then ``send``.

    Attributes
    ----------
    buttons : answers given at one click ("Done", "Pay $5", "No answer").
    items : things to pick first (the hand), each with its choices.
    heading : the words above the items ("Your hand").
    send : the words on the button that sends the chosen item's choice.
    """

    buttons: tuple[Choice, ...] = ()
    items: tuple[Item, ...] = ()
    heading: str = ""
    send: str = "Play"

    def answers(self) -> list[Any]:
        """Every answer the form can send, buttons first."""
        return [c.answer for c in self.buttons] + [c.answer for item in self.items for c in item.choices]
