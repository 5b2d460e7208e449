"""A rule set's decision form (:mod:`landlord_edu.forms`) drawn as ipywidgets: the rule cited, the note, a row of
buttons, then each row's fields and its button. A click hands the answer to ``send``; the decision panel checks
that the decision is still the one asked and passes the click through its door."""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as w

from ..forms import Amount, Choice, Field, Form, Row

Send = Callable[[Any], None]
Clickable = Callable[[w.Button, Callable[[], None]], w.Button]  # the panel's way to wire a button through its door
WRAP = w.Layout(flex_flow="row wrap", align_items="center")


def form_widget(form: Form, clickable: Clickable, send: Send) -> w.Widget:
    """The form as one box: the rule and note, its choices, its rows."""
    rule = f"<span class='landlord-form-rule'>Rule: {escape(form.rule)}</span>"
    note = f" · <span class='landlord-form-note'>{escape(form.note)}</span>" if form.note else ""
    parts: list[w.Widget] = [w.HTML(rule + note)]
    if form.choices:
        parts.append(w.HBox([_choice(c, clickable, send) for c in form.choices], layout=WRAP))
    parts += [_row(r, clickable, send) for r in form.rows]
    box = w.VBox(parts)
    box.add_class("landlord-form")
    return box


def _choice(choice: Choice, clickable: Clickable, send: Send) -> w.Button:
    button = w.Button(description=choice.label, button_style="success" if choice.primary else "",
                      layout=w.Layout(width="auto"))
    return clickable(button, lambda: send(choice.answer))


def _row(row: Row, clickable: Clickable, send: Send) -> w.Widget:
    inputs = {f.name: _field(f) for f in row.fields}
    button = w.Button(description=row.label, layout=w.Layout(width="auto"))
    clickable(button, lambda: send(row.fill({name: _value(x) for name, x in inputs.items()})))
    return w.HBox([*inputs.values(), button], layout=WRAP)


def _field(field: Field) -> w.Widget:
    style = {"description_width": "initial"}
    if isinstance(field, Amount):
        return w.BoundedIntText(value=field.start, min=field.low, max=field.high, description=field.label,
                                style=style,
                                layout=w.Layout(width="auto", max_width="230px"))
    # wide enough for its longest choice and its label (a browser's select shrinks to its box, cutting words)
    chars = max((len(label) for label, _value in field.options), default=0) + len(field.label)
    return w.Dropdown(options=list(field.options), description=field.label, style=style,
                      layout=w.Layout(width=f"{min(480, 48 + 8 * chars)}px"))


def _value(widget: w.Widget) -> Any:
    return int(widget.value) if isinstance(widget, w.BoundedIntText) else widget.value
