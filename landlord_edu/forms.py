"""A decision's form, described as data: what a rule set offers a human player to answer with, drawn by the
decision panel (``widgets/decision_panel.py``) without knowing the edition.

A :class:`Form` is the rule the decision plays under (cited on the panel), a line of what the player should
know, buttons (:class:`Choice`: each one answer) and rows (:class:`Row`: fields, then one button whose answer is
a template filled with the fields' values, :class:`Slot`). A field is an amount (a whole number from ``low`` to
``high``) or a select (labelled values). The rule set gives forms through its board view (``BoardView.form``:
the game and the decision, or None for the panel's own buttons). A form is checked when made (a row's answer
names only its fields, a select has choices, an amount's range is not empty: a
:class:`~landlord_edu.errors.DataError` naming the row or the field). The form only proposes: the engine checks
every answer, and a refused one is said on the panel's message line.

Examples
--------
>>> form = Form("Taking a Turn", rows=(Row("Offer", (Amount("price", "$", 5, 9),), {"counter": Slot("price")}),))
>>> form.rows[0].fill({"price": 7})
{'counter': 7}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import DataError

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

    def __post_init__(self) -> None:
        if not (type(self.low) is int and type(self.high) is int and self.low <= self.high):
            raise DataError("form", self.name, f"an amount runs from a whole number to one as large, not "
                                               f"{self.low!r} to {self.high!r}")

    @property
    def start(self) -> int:
        """The number first shown: ``value`` kept within the range, or ``low``."""
        return self.low if self.value is None else min(max(self.value, self.low), self.high)


@dataclass(frozen=True)
class Select:
    """One of ``options``, (label, value) pairs; the first is shown first."""

    name: str
    label: str
    options: tuple[tuple[str, Any], ...]

    def __post_init__(self) -> None:
        if not self.options:
            raise DataError("form", self.name, "a select needs at least one (label, value) to choose")


Field = Amount | Select


@dataclass(frozen=True)
class Row:
    """Fields and one button: a click answers ``answer`` with each :class:`Slot` replaced by its field's value."""

    label: str
    fields: tuple[Field, ...]
    answer: Any

    def __post_init__(self) -> None:
        names = [f.name for f in self.fields]
        if len(set(names)) != len(names):
            raise DataError("form", self.label, f"two fields share a name: {names}")
        missing = sorted(set(_slots(self.answer)) - set(names))
        if missing:
            raise DataError("form", self.label, f"its answer names fields it does not have: {', '.join(missing)}")

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


def _slots(template: Any) -> list[str]:
    """The names of the slots in ``template``."""
    if isinstance(template, Slot):
        return [template.name]
    if isinstance(template, dict):
        return [name for value in template.values() for name in _slots(value)]
    if isinstance(template, list | tuple):
        return [name for value in template for name in _slots(value)]
    return []
