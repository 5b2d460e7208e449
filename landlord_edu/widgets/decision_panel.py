"""Buttons for a human player's pending decision. A click becomes ``game.answer(...)``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import ipywidgets as w

from ..decisions import AMOUNT_KINDS, Decision
from ..game import Game

YES_NO_LABELS = {
    "buy_dealt": ("Buy it", "Return it to the pack"), "buy": ("Buy", "Don't buy"),
    "speculate": ("Play", "Refuse to move"), "luxury": ("Buy the luxury", "Move backward"),
    "vote": ("Vote for it", "Vote against"), "accept_trade": ("Accept", "Refuse"),
    "trust": ("Form the Trust", "Decline"), "build_here": ("Build a house", "Don't build"),
}
AMOUNT_LABELS = {"bid": "Bid", "lend": "Lend", "privilege_bid": "Bid for the privilege"}


def option_label(game: Game, d: Decision, option: Any) -> str:
    """Plain words for an option (the engine's answers are codes such as ``"mortgage:33"``)."""
    spaces = game.edition.board.spaces
    if d.kind == "natural_opportunity":
        return str(game.edition.board.natural_opportunities[option].name)
    if d.kind == "direction":
        dest = d.context["routes"][option]
        how = {"pass": "Use the official pass", "backward": "Move backward", "forward": "Move forward"}[option]
        return f"{how} to {spaces[dest].name}"
    if d.kind == "raise_funds" and isinstance(option, str) and ":" in option:
        action, _, item = option.partition(":")
        what = item if action == "sell_luxury" else spaces[int(item)].name
        return {"mortgage": "Mortgage", "sell": "Sell", "sell_luxury": "Sell"}[action] + f" {what}"
    return {"borrow": "Borrow on wages", "give_up": "Give up", "pay": "Pay the fine",
            "throw": "Throw for a double"}.get(str(option), str(option))


class DecisionPanel(w.VBox):
    """Shows the pending decision of a human player, if any, and sends the answer."""

    def __init__(self, game: Game, on_answer: Callable[[Any], None]) -> None:
        super().__init__(layout=w.Layout(border="1px solid #0072B2", padding="6px", display="none"))
        self.add_class("landlord-decision")
        self.game = game
        self.on_answer = on_answer
        self.message = w.HTML()
        self._shown: Decision | None = None

    def _answer_if_current(self, d: Decision, answer: Any) -> None:
        """Answer ``d`` only if it is still the question asked: a second click on an old button
        (a double click) must not answer the next decision."""
        if self.game.pending is d:
            self.on_answer(answer)

    def show(self, game: Game) -> None:
        self.game = game
        d = game.pending
        if d is not None and d is self._shown:
            return  # already on screen: keep the student's half-typed bid
        self._shown = d
        if d is None:
            self.layout.display = "none"
            self.children = ()
            return
        self.layout.display = "flex"
        prompt = w.HTML(f"<b>{game.state.players[d.player].name} decides:</b> {d.prompt}")
        self.children = tuple([prompt, self._inputs(d), self.message])

    def _button(self, label: str, answer: Any, style: str = "") -> w.Button:
        d = self._shown
        button = w.Button(description=label, button_style=style, layout=w.Layout(width="auto"))
        button.on_click(lambda _b: self._answer_if_current(d, answer) if d is not None else None)
        return button

    def _inputs(self, d: Decision) -> w.Widget:
        if d.kind in YES_NO_LABELS:
            yes, no = YES_NO_LABELS[d.kind]
            return w.HBox([self._button(yes, True, "success"), self._button(no, False)])
        if d.kind in AMOUNT_KINDS:
            amount = w.BoundedIntText(value=d.low, min=d.low, max=max(d.low, d.high), description="$",
                                      layout=w.Layout(width="160px"))
            go = w.Button(description=AMOUNT_LABELS[d.kind], button_style="success")
            go.on_click(lambda _b: self._answer_if_current(d, int(amount.value)))
            return w.HBox([amount, go, self._button("Pass", 0)])
        if d.kind == "turn":
            return self._turn_inputs(d)
        return w.HBox([self._button(option_label(self.game, d, o), o) for o in d.options],
                      layout=w.Layout(flex_flow="row wrap"))

    def _turn_inputs(self, d: Decision) -> w.Widget:
        spaces = self.game.edition.board.spaces
        rows: list[w.Widget] = [w.HBox([self._button("Throw the dice", "throw", "success")]
                                       + ([self._button("Propose the Single Tax", "single_tax")]
                                          if "single_tax" in d.options else []))]
        builds = d.context["builds"]
        if builds:
            where = w.Dropdown(options=[(spaces[i].name, i) for i in builds], description="Build on")
            go = w.Button(description="Build a house ($100)")
            go.on_click(lambda _b: self._answer_if_current(d, {"build": where.value}))
            rows.append(w.HBox([where, go]))
        if d.context["can_trade"]:
            rows.append(self._trade_inputs(d))
        return w.VBox(rows)

    def _trade_inputs(self, d: Decision) -> w.Widget:
        g = self.game.engine
        me = d.player
        cards = [(f"{g.board.spaces[i].name} ({g.name(g.state.owner[i])})", i) for i in g.cards
                 if g.state.owner[i] >= 0]
        if not cards:
            return w.HTML("")
        card = w.Dropdown(options=cards, description="Card")
        price = w.BoundedIntText(value=50, min=0, max=10**6, description="for $", layout=w.Layout(width="170px"))
        partner = w.Dropdown(options=[(p.name, p.seat) for p in self.game.state.players if p.seat != me],
                             description="with")
        offer = w.Button(description="Offer the trade")

        def send(_b: w.Button) -> None:
            owner = g.state.owner[card.value]
            side = "sell" if owner == me else "buy"
            other = partner.value if side == "sell" else owner
            terms = {"card": card.value, "with": other, "price": int(price.value), "side": side}
            self._answer_if_current(d, {"trade": terms})

        offer.on_click(send)
        return w.HBox([card, partner, price, offer], layout=w.Layout(flex_flow="row wrap"))
