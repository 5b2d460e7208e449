"""A decision's form, described as data: what a rule set offers a human player to answer with, drawn by the
decision panel (``widgets/decision_panel.py``) without knowing the edition.

A :class:`Form` is the rule the decision plays under (cited on the panel), a line of what the player should know,
buttons (:class:`Choice`: each one answer) and rows (:class:`Row`: fields, then one button whose answer is a
template filled with the fields' values, :class:`Slot`). A field is an amount (a whole number from ``low`` to
``high``) or a select (labelled values). The rule set gives forms through its board view
(``BoardView.form``: the game and the decision, or None for the panel's own buttons). The form only proposes:
the engine checks every answer, and a refused one is said on the panel's message line.

Examples
--------
>>> form = Form("Taking a Turn", rows=(Row("Offer", (Amount("price", "$", 5, 9),), {"counter": Slot("price")}),))
>>> form.rows[0].fill({"price": 7})
{'counter': 7}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

__all__ = ["Amount", "Choice", "Form", "Row", "Select", "Slot", "fill"]


@dataclass(frozen=True)
class Slot:
    """In a row's answer: the value of the row's field of this name."""

    name: str


@dataclass(frozen=True)
class Choice:
    """A button that answers ``answer``; ``primary`` marks the usual answer (drawn in colour)."""

    label: str
    answer: Any
    primary: bool = False


@dataclass(frozen=True)
class Amount:
    """A whole number from ``low`` to ``high`` (``value`` first shown: ``low`` if None). The page typesets text
    between two dollar signs in a field's ``label`` as mathematics: one "$" at most."""

    name: str
    label: str
    low: int
    high: int
    value: int | None = None


@dataclass(frozen=True)
class Select:
    """One of ``options``, (label, value) pairs; the first is shown first."""

    name: str
    label: str
    options: tuple[tuple[str, Any], ...]


Field = Amount | Select


@dataclass(frozen=True)
class Row:
    """Fields and one button: a click answers ``answer`` with each :class:`Slot` replaced by its field's value."""

    label: str
    fields: tuple[Field, ...]
    answer: Any

    def fill(self, values: dict[str, Any]) -> Any:
        """The answer with the fields' ``values`` in place of its slots."""
        return fill(self.answer, values)


@dataclass(frozen=True)
class Form:
    """How to answer one decision: the ``rule`` it plays under, a ``note``, buttons, then rows."""

    rule: str
    note: str = ""
    choices: tuple[Choice, ...] = ()
    rows: tuple[Row, ...] = ()


def fill(template: Any, values: dict[str, Any]) -> Any:
    """``template`` with every :class:`Slot` replaced by ``values[slot.name]`` (in dicts and lists, at any depth)."""
    if isinstance(template, Slot):
        return values[template.name]
    if isinstance(template, dict):
        return {key: fill(value, values) for key, value in template.items()}
    if isinstance(template, list | tuple):
        return type(template)(fill(value, values) for value in template)
    return template
