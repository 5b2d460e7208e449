"""A rule set's decision forms sent to the student page as JSON (class_game/views.form_json): every kind of
Laissez-faire and Landlord! serialises, every button of the page answers what the notebook's form panel would,
and a seat answering through the forms plays a table to its end."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from landlord_edu.board.view import board_view
from landlord_edu.class_game.views import form_json
from landlord_edu.decisions import Decision
from landlord_edu.errors import IllegalAction
from landlord_edu.forms import Amount, Choice, Form, Row, Select, Slot
from landlord_edu.game import Game
from landlord_edu.options import Options
from landlord_edu.rulesets import rule_set
from landlord_edu.strategies import ask, make_strategy
from landlord_edu.widgets.form_panel import form_widget

from ._class_forms import fill_json, first_values, page_answers
from ._rules_lf import lf_game
from .test_rules_lf_deals import RUSH, play

LF, LL = "laissez-faire", "landlord-card-game"


def as_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True)


def panel_sends(form: Form) -> list[Any]:
    """What the notebook's form panel sends for each of its buttons, in the order drawn, its fields as shown."""
    clicks: list[Any] = []
    sent: list[Any] = []
    form_widget(form, lambda button, act: clicks.append(act) or button, sent.append)
    for act in clicks:
        act()
    return sent


def page_json(form: Form) -> dict[str, Any]:
    """The form as the page receives it: through JSON text."""
    return dict(json.loads(json.dumps(form_json(form))))


def test_every_part_of_a_form_reaches_the_page_and_its_buttons_answer_as_the_panel() -> None:
    form = Form("Taking a Turn", "a note", (Choice("Refuse", 0), Choice("Stay", "stay", primary=True)), (
        Row("Offer", (Amount("price", "Offer $", 5, 9, 12),), {"counter": {"space": 3, "price": Slot("price")}}),
        Row("Share", (Select("to", "to", (("Ben", 1), ("Cal", 2))), Amount("pct", "percent", 1, 50)),
            {"share": [Slot("to"), {"pct": Slot("pct")}, "x"]}),
        Row("Play", (Select("card", "Roof", (("on building 1", {"build": 1, "roof": 7}),)),), Slot("card"))))
    sent = page_json(form)
    assert (sent["rule"], sent["note"]) == ("Taking a Turn", "a note")
    assert [(c["label"], c["primary"]) for c in sent["choices"]] == [("Refuse", False), ("Stay", True)]
    price, = sent["rows"][0]["fields"]
    assert (price["type"], price["low"], price["high"], price["value"]) == ("amount", 5, 9, 9)  # as the panel clamps
    assert sent["rows"][1]["fields"][1]["value"] == 1 and sent["rows"][1]["fields"][0]["options"][1] == \
        {"label": "Cal", "value": 2}
    assert sent["rows"][2]["slots"] == [{"path": [], "field": "card"}]
    assert as_json(page_answers(sent)) == as_json(panel_sends(form))
    assert fill_json(sent["rows"][1], {"to": 2, "pct": 7}) == {"share": [2, {"pct": 7}, "x"]}
    # a key that looks like a slot is the answer's own: the slots are listed apart from the answer
    own = page_json(Form("R", rows=(Row("Go", (Amount("n", "n", 1, 2),), {"slot": "n", "n": Slot("n")}),)))
    assert fill_json(own["rows"][0], {"n": 2}) == {"slot": "n", "n": 2}


def forms_met(edition: str, seeds: range, switches: dict[str, Any]) -> dict[str, list[tuple[Form, Decision, Game]]]:
    """The forms of every decision in seeded games of human seats, each answered by one of its form's buttons
    chosen at random (a button the rules refuse is answered by a bot instead)."""
    met: dict[str, list[tuple[Form, Decision, Game]]] = {}
    for seed in seeds:
        rng = random.Random(seed)
        game = Game(["Ann", "Ben", "Cal"], strategies=["human"] * 3, seed=seed, edition=edition,
                    options=Options(**switches))
        while not game.over:
            d = game.pending
            if d is None:
                game.step()
                continue
            form = board_view(game).form(game, d)  # type: ignore[misc]
            assert form is not None, d.kind
            seen = met.setdefault(d.kind, [])
            if len(seen) < 8 or (form.rows and len(seen) % 10 == 0):  # the panel's widgets are slow to make
                check_on_the_page(form, d)
            seen.append((form, d, game))
            answers = page_answers(page_json(form), rng)
            try:
                game.answer(answers[int(rng.random() * len(answers))])
            except IllegalAction:  # a row's fields may name what the rules refuse now (e.g. a share's percent)
                game.answer(ask(make_strategy("cautious"), d, game))
    return met


def check_on_the_page(form: Form, d: Decision) -> None:
    """The page's buttons send what the panel's send, and each of its plain buttons answers the decision."""
    sent = page_json(form)
    assert as_json(page_answers(sent)) == as_json(panel_sends(form)), d.kind
    for choice in sent["choices"]:
        d.validate(choice["answer"])
    assert all(first_values(r).keys() == {f["name"] for f in r["fields"]} for r in sent["rows"])


def rare_lf(met: dict[str, list[Any]]) -> None:
    # a lease that lets the owner refuse a stay (as in test_rules_lf_deals)
    game = lf_game(dice=[(6, 5)], owner={RUSH: "Ben"}, houses={RUSH: 1})
    play(game, ("quote", 20), ("lodge", {"lease": {"space": RUSH, "may_raise": True, "may_refuse": True}}))
    game.state.current = 0
    game.engine.rng.script = [(1, 2)]  # type: ignore[attr-defined]
    game.step()
    d = game.pending
    assert d is not None and d.kind == "allow_stay"
    form = board_view(game).form(game, d)  # type: ignore[misc]
    assert form is not None
    check_on_the_page(form, d)
    met.setdefault(d.kind, []).append((form, d, game))


def rare_ll(met: dict[str, list[Any]]) -> None:
    # a card asked for under the Variants' trading (ll_trade_any): the holder sells it or not
    game = Game(["Ann", "Ben", "Cal"], strategies=["human"] * 3, seed=0, edition=LL, options=Options(ll_trade_any=True))
    game.step()
    d = Decision("sell_card", 1, "Ann offers $3 for Police: hand it over? (Variants)", ("no", 4),
                 context={"buyer": 0, "buy_card": 1, "name": "Police", "price": 3})
    form = board_view(game).form(game, d)  # type: ignore[misc]
    assert form is not None
    check_on_the_page(form, d)
    met.setdefault(d.kind, []).append((form, d, game))


@pytest.mark.parametrize(("edition", "runs"), [
    (LF, [(range(4), {}), (range(6), {"lf_zero_sum": True, "lf_buying_jail": True, "max_rounds": None})]),
    (LL, [(range(8), {"ll_trade_any": True})]),
])
def test_every_kind_of_both_editions_reaches_the_page_as_the_panel_draws_it(edition: str, runs: list[Any]) -> None:
    met: dict[str, list[Any]] = {}
    for seeds, switches in runs:
        for kind, forms in forms_met(edition, seeds, switches).items():
            met.setdefault(kind, []).extend(forms)
    (rare_lf if edition == LF else rare_ll)(met)
    kinds = rule_set(Game(["A", "B"], edition=edition).edition).kinds
    assert set(met) == set(kinds), sorted(set(kinds) - set(met))
    rows = sum(len(form.rows) for forms in met.values() for form, _d, _g in forms)
    assert rows > 50  # the rows (a quote, a counter-offer, a hand's cards) were met, not only buttons
