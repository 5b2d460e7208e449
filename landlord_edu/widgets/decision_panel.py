"""Buttons for a human player's pending decision. A click becomes ``game.answer(...)``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..board.view import board_view, decision_form
from ..decisions import AMOUNT_KINDS, Decision
from ..game import Game
from .door import Door
from .form_panel import form_widget
from .labels import AMOUNT_LABELS, YES_NO_LABELS, option_label

__all__ = ["AMOUNT_LABELS", "YES_NO_LABELS", "DecisionPanel", "option_label"]


PANEL_HEIGHT = "168px"  # a turn's decision: its prompt, the throw, build and trade rows and the message line
FORM_PANEL_HEIGHT = "320px"  # a rule set's forms (a hand of cards: its words, a row per card that can be played)
NO_DECISION = "<span style='opacity:.75'>No decision waiting: the human players' questions appear here.</span>"


class DecisionPanel(w.VBox):
    """Shows the pending decision of a human player, if any, and sends the answer.

    ``door`` is the view's way in from the browser (:class:`~.door.Door`): every button's click
    passes it. Alone, the panel has its own and says refusals on its message line.
    """

    def __init__(self, game: Game, on_answer: Callable[[Any], None], door: Door | None = None) -> None:
        super().__init__(layout=w.Layout(border="1px solid #0072B2", padding="6px", display="none"))
        self.add_class("landlord-decision")
        self.game = game
        self.on_answer = on_answer
        self.message = w.HTML()
        self.door = door or Door(say=lambda text: setattr(self.message, "value", text))
        self._shown: Decision | None = None
        self._shown_options = ""   # the shown decision's options: a vote may change them while it waits

    def _answer_if_current(self, d: Decision, answer: Any) -> None:
        """Answer ``d`` only if it is still the question asked: a second click on an old button
        (a double click) must not answer the next decision."""
        if self.game.pending is d:
            self.on_answer(answer)

    def show(self, game: Game) -> None:
        self.game = game
        d = game.pending
        options = "" if d is None else repr(d.options)
        if d is not None and d is self._shown and options == self._shown_options:
            return  # already on screen: keep the student's half-typed bid
        self._shown, self._shown_options = d, options
        # a game with a human player keeps the panel's place, of one height, whether a decision waits or not:
        # the board under it never moves when a decision appears (a taller decision scrolls inside it)
        keep = any(s.human for s in game.strategies)
        height = PANEL_HEIGHT if board_view(game).form is None else FORM_PANEL_HEIGHT
        self.layout.height, self.layout.overflow = (height, "auto") if keep else (None, None)
        if d is None:
            self.layout.display = "flex" if keep else "none"
            self.children = (w.HTML(NO_DECISION),) if keep else ()
            return
        self.layout.display = "flex"
        prompt = w.HTML(f"<b>{game.state.players[d.player].name} decides:</b> {d.prompt}")
        parts = [prompt, self._inputs(d), self.message]
        for part in parts:   # of their own height: a taller decision scrolls in the panel, its rows never squeezed
            part.layout.flex = "0 0 auto"
        self.children = tuple(parts)
        self.door.watch_all(self)

    def _on_click(self, button: w.Button, send: Callable[[], None]) -> w.Button:
        """``send`` on a click, through the door (a refused answer is said, not raised)."""
        button.on_click(self.door.guard(lambda _b: send()))
        return button

    def _button(self, label: str, answer: Any, style: str = "") -> w.Button:
        d = self._shown
        button = w.Button(description=label, button_style=style, layout=w.Layout(width="auto"))
        return self._on_click(button, lambda: self._answer_if_current(d, answer) if d is not None else None)

    def _inputs(self, d: Decision) -> w.Widget:
        form = decision_form(self.game, d)
        if form is not None:  # the rule set's own form for this decision (landlord_edu.forms)
            return form_widget(form, self._on_click, lambda answer: self._answer_if_current(d, answer))
        if d.kind in YES_NO_LABELS:
            yes, no = YES_NO_LABELS[d.kind]
            return w.HBox([self._button(yes, True, "success"), self._button(no, False)])
        if d.kind in AMOUNT_KINDS:
            amount = w.BoundedIntText(value=d.low, min=d.low, max=max(d.low, d.high), description="$",
                                      layout=w.Layout(width="160px"))
            go = self._on_click(w.Button(description=AMOUNT_LABELS.get(d.kind, "Answer"), button_style="success"),
                                lambda: self._answer_if_current(d, int(amount.value)))
            return w.HBox([amount, go, self._button("Pass", 0)])
        if d.kind == "turn":
            return self._turn_inputs(d)
        return w.HBox([self._button(option_label(self.game, d, o), o) for o in d.options],
                      layout=w.Layout(flex_flow="row wrap"))

    def _turn_inputs(self, d: Decision) -> w.Widget:
        spaces = self.game.edition.board.spaces
        extra = [o for o in d.options if isinstance(o, str) and o != "throw"]  # the Single Tax, the Frontier...
        rows: list[w.Widget] = [w.HBox([self._button("Throw the dice", "throw", "success")]
                                       + [self._button(option_label(self.game, d, o), o) for o in extra],
                                       layout=w.Layout(flex_flow="row wrap"))]
        builds = d.context["builds"]
        if builds:
            where = w.Dropdown(options=[(spaces[i].name, i) for i in builds], description="Build on")
            go = self._on_click(w.Button(description=self._build_label(d), layout=w.Layout(width="auto")),
                                lambda: self._answer_if_current(d, {"build": where.value}))
            rows.append(w.HBox([where, go]))
        if d.context["can_trade"]:
            rows.append(self._trade_inputs(d))
        return w.VBox(rows)

    def _build_label(self, d: Decision) -> str:
        return board_view(self.game).build_label(self.game, d)

    def _trade_inputs(self, d: Decision) -> w.Widget:
        """A card another player holds bought, or one of one's own sold, at an agreed price."""
        listed = board_view(self.game).trade_cards
        if listed is None:
            return w.HTML("")
        cards, holder, price = listed(self.game)
        return self._trade_form(d, cards, holder, price=price)

    def _trade_form(self, d: Decision, cards: list[tuple[str, Any]], holder: Callable[[Any], int],
                    price: int) -> w.Widget:
        """Card, partner, price and Offer: the side (buy or sell) follows from who holds the card."""
        if not cards:
            return w.HTML("")
        me = d.player
        card = w.Dropdown(options=cards, description="Card")
        amount = w.BoundedIntText(value=price, min=0, max=10**6, description="for $", layout=w.Layout(width="170px"))
        partner = w.Dropdown(options=[(p.name, p.seat) for p in self.game.state.players if p.seat != me],
                             description="with")
        def send() -> None:
            owner = holder(card.value)
            side = "sell" if owner == me else "buy"
            other = partner.value if side == "sell" else owner
            terms = {"card": card.value, "with": other, "price": int(amount.value), "side": side}
            self._answer_if_current(d, {"trade": terms})

        offer = self._on_click(w.Button(description="Offer the trade"), send)
        return w.HBox([card, partner, amount, offer], layout=w.Layout(flex_flow="row wrap"))
