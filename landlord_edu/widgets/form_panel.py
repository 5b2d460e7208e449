"""A decision's form (:mod:`landlord_edu.board.form`), as the rule set describes it, drawn as widgets.

The buttons answer at one click; the items (a hand of cards) are picked one at a time, the picked one's
choices offered in a menu, each with the rule it plays under, and the send button ("Play") answers with
the chosen one. The panel shows only the answers the form holds: it works out none itself.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from html import escape
from typing import Any

import ipywidgets as w

from ..board.form import Choice, Form, Item

Send = Callable[[Any], None]       # answers the decision shown
OnClick = Callable[[w.Button, Callable[[], None]], w.Button]   # a click through the view's door
Guard = Callable[[Callable[..., Any]], Callable[..., Any]]      # an observer through the view's door

BIG = "15px"    # the buttons' and menus' type: read from the back of a classroom with the board
CARD_ON, CARD_OFF = "#0072B2", "#e8eef4"


def words(c: Choice) -> str:
    """A choice in words with its rule cited: "Ann's building 2, floor 1 (Place a tenant in an apartment)"."""
    return f"{c.label} ({c.rule})" if c.rule else c.label


def form_inputs(form: Form, send: Send, on_click: OnClick, guard: Guard) -> w.Widget:
    """The form's widgets: its buttons, then, if it has items, the hand, the picked item's choices and send."""
    buttons = [on_click(_button(words(c), "success" if i == 0 and not form.items else ""), partial(send, c.answer))
               for i, c in enumerate(form.buttons)]
    row = w.HBox(buttons, layout=w.Layout(flex_flow="row wrap"))
    row.add_class("landlord-form-buttons")
    if not form.items:
        return row
    return w.VBox([_Hand(form, send, on_click, guard).box, row])


def _button(label: str, style: str = "") -> w.Button:
    button = w.Button(description=label, button_style=style, tooltip=label, layout=w.Layout(width="auto"))
    button.style.font_size = BIG
    return button


class _Hand:
    """The items as a row of buttons (one picked), the picked one's words, its choices and send."""

    def __init__(self, form: Form, send: Send, on_click: OnClick, guard: Guard) -> None:
        self.form = form
        self.cards = [on_click(_button(item.name), partial(self.pick, i)) for i, item in enumerate(form.items)]
        for b in self.cards:
            b.add_class("landlord-hand-card")
        self.detail = w.HTML()
        self.detail.add_class("landlord-hand-detail")
        self.where = w.Dropdown(description="Play", layout=w.Layout(width="auto", max_width="100%"))
        self.where.style.description_width = "initial"
        self.where.add_class("landlord-hand-target")
        self.rule = w.HTML()
        self.rule.add_class("landlord-hand-rule")
        self.go = on_click(_button(form.send, "success"), lambda: self._send(send))
        self.go.add_class("landlord-hand-play")
        self.where.observe(guard(lambda _change: self._show_rule()), names="value")
        heading = w.HTML(f"<b style='font-size:{BIG}'>{escape(form.heading)}</b>")
        hand = w.HBox(self.cards, layout=w.Layout(flex_flow="row wrap"))
        self.box = w.VBox([heading, hand, self.detail, w.HBox([self.where, self.go], layout=w.Layout(
            flex_flow="row wrap", align_items="center")), self.rule])
        self.box.add_class("landlord-hand")
        self.picked = -1
        self.pick(next((i for i, item in enumerate(form.items) if item.choices), 0))

    @property
    def item(self) -> Item:
        return self.form.items[self.picked]

    def pick(self, index: int) -> None:
        """Pick an item: its words, and its choices in the menu (none: the menu and send disabled)."""
        self.picked = index
        for i, b in enumerate(self.cards):
            b.style.button_color = CARD_ON if i == index else CARD_OFF
            b.style.text_color = "#fff" if i == index else "#000"
            b.style.font_weight = "bold" if i == index else ""
        item = self.item
        self.detail.value = f"<span style='font-size:{BIG}'>{escape(item.detail)}</span>"
        self.where.options = [(words(c), k) for k, c in enumerate(item.choices)] or [("cannot be played now", -1)]
        self.where.value = 0 if item.choices else -1
        self.where.disabled = self.go.disabled = not item.choices
        self._show_rule()

    def _show_rule(self) -> None:
        k = self.where.value
        chosen = self.item.choices[k] if self.item.choices and k is not None and k >= 0 else None
        rule = f"plays under the rule <b>{escape(chosen.rule)}</b>" if chosen is not None and chosen.rule else (
            "no play open for this card now" if chosen is None else "")
        self.rule.value = f"<span style='font-size:{BIG}'>{rule}</span>"

    def _send(self, send: Send) -> None:
        k = self.where.value
        if self.item.choices and k is not None and k >= 0:
            send(self.item.choices[k].answer)
