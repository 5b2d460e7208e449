"""Laissez-faire's decisions in the widget: every kind of the rule set gets a form citing its rule; a human seat
answered by clicking each form's first button plays seeded games to their end; a quote, a counter-offer and an
income share go through their forms' fields; a refused answer is said and changes nothing."""

from __future__ import annotations

from typing import Any

import ipywidgets as w
import pytest

from landlord_edu.decisions import Decision
from landlord_edu.editions.laissez_faire.forms import FORMS, form
from landlord_edu.editions.laissez_faire.rule_set import KINDS
from landlord_edu.forms import Amount, Choice, Form, Row, Select, Slot, fill
from landlord_edu.options import Options
from landlord_edu.widgets.view import GameView

from ._rules_lf import lf_game, part

PENNSYLVANIA, GEORGETOWN, CONSTITUTION = 29, 26, 27


def widgets_in(root: w.Widget) -> list[w.Widget]:
    """Every widget under ``root``, in the order drawn."""
    found = [root]
    for child in getattr(root, "children", ()):
        found += widgets_in(child)
    return found


def buttons(view: GameView) -> list[w.Button]:
    return [b for b in widgets_in(view.decision) if isinstance(b, w.Button)]


def button(view: GameView, starts: str) -> w.Button:
    found = [b for b in buttons(view) if b.description.startswith(starts)]
    assert len(found) == 1, f"no single button {starts!r} among {[b.description for b in buttons(view)]}"
    return found[0]


def row_of(view: GameView, label: str) -> list[w.Widget]:
    """The fields of the form's row whose button says ``label``."""
    for box in widgets_in(view.decision):
        if isinstance(box, w.HBox) and any(isinstance(b, w.Button) and b.description == label for b in box.children):
            return [c for c in box.children if not isinstance(c, w.Button)]
    raise AssertionError(f"no row {label!r}")


def test_every_kind_of_the_rule_set_has_a_form() -> None:
    # a new kind falls back to plain_form (a button per option); give it words and its ruling here
    assert set(FORMS) == KINDS, f"kinds without a form of their own: {sorted(KINDS - set(FORMS))}"


def test_a_kind_without_a_form_of_its_own_gets_a_button_for_each_option_and_its_rule() -> None:
    game = lf_game(2)
    d = Decision("a_new_kind", 1, "Let Ann stay another night? (Houses and Apartments)", (True, False))
    made = form(game, d)
    assert made is not None and made.rule == "Houses and Apartments"
    assert [(c.label, c.answer) for c in made.choices] == [("Yes", True), ("No", False)]
    assert form(game, Decision("a_new_kind", 1, "Say a sum", (), 1, 9)) is None  # the panel's own amount box


def test_a_rows_answer_is_its_template_filled() -> None:
    row = Row("Offer", (Select("to", "to", (("Ben", 1),)), Amount("price", "$", 0, 9)),
              {"share": [Slot("to"), {"price": Slot("price")}]})
    assert row.fill({"to": 1, "price": 4}) == {"share": [1, {"price": 4}]}
    assert fill(("a", Slot("x")), {"x": 2}) == ("a", 2)
    assert Form("Rule", choices=(Choice("Yes", True),)).choices[0].answer is True


def click_first_until_the_end(seed: int, seats: list[str], **switches: Any) -> tuple[GameView, set[str]]:
    """A game with human seats, each decision answered by the form's first button (a refusal fails)."""
    view = GameView(players=["Ann", "Ben", "Cal"], strategies=seats, seed=seed, edition="laissez-faire",
                    options=Options(**switches))
    game, kinds = view.game, set[str]()
    for _ in range(20_000):
        if game.over:
            return view, kinds
        d = game.pending
        if d is None:
            view.step()
            continue
        kinds.add(d.kind)
        panel = view.decision.children
        assert d.prompt in panel[0].value and "Rule: " in panel[1].children[0].value, d.kind
        buttons(view)[0].click()
        assert game.pending is not d, f"{d.kind}: the first button was refused: {view.status.value}"
    raise AssertionError(f"seed {seed}: no end after 20,000 clicks")


@pytest.mark.parametrize(("seed", "seats", "switches", "met"), [
    (0, ["human", "landlord", "cautious"], {}, {"turn", "buy", "quote", "lodge", "stay", "transit_city"}),
    (1, ["human", "human", "landlord"], {"lf_zero_sum": True},
     {"draft", "turn", "buy", "quote", "lodge", "jail", "concede"}),
    (0, ["human", "human", "landlord"], {"lf_buying_jail": True, "lf_moving_houses": True},
     {"turn", "buy", "quote", "lodge"}),
])
def test_human_seats_clicking_each_forms_first_button_reach_the_end(seed: int, seats: list[str],
                                                                    switches: dict[str, Any], met: set[str]) -> None:
    view, kinds = click_first_until_the_end(seed, seats, **switches)
    assert view.game.over and met <= kinds, sorted(kinds)


def test_the_stay_rent_form_offers_up_to_the_last_rent_or_nothing() -> None:
    game = lf_game(2, owner={PENNSYLVANIA: "Ben"})
    d = Decision("stay_rent", 1, "Ann stays another night", (28,), 1, 28,
                 context={"space": PENNSYLVANIA, "lodger": 0, "lease": 28, "overhead": 34})
    form = FORMS["stay_rent"](game.engine, d)
    assert form.rule.startswith("Houses and Apartments") and "your overhead $34" in form.note
    assert form.choices[0].answer == 0 and d.validate(form.rows[0].fill({"rent": 28})) == 28
    field = form.rows[0].fields[0]
    assert isinstance(field, Amount) and (field.low, field.high, field.value) == (1, 28, 28)


def view_of(game: Any) -> GameView:
    view = GameView(game)
    view.refresh()
    return view


def test_a_quote_and_a_counter_offer_are_answered_by_the_forms_fields() -> None:
    # Ben owns Washington's three properties; Ann throws 1+2 from Harvard Sq. to Georgetown and must lodge there
    game = lf_game(2, dice=[(1, 2)], owner={GEORGETOWN: "Ben", CONSTITUTION: "Ben", PENNSYLVANIA: "Ben"})
    game.state.players[0].position = 23
    view = view_of(game)
    view.step()  # Ann owns nothing and cannot build: no turn form, she throws
    quote = game.pending
    assert quote is not None and quote.kind == "quote" and quote.player == 1
    text = view.decision.children[1].children[0].value
    assert "Rule: Taking a Turn" in text and f"your overhead ${quote.context['overhead']}" in text
    amount = row_of(view, "Quote this price")[0]
    assert (amount.min, amount.max) == (quote.low, quote.high)
    while game.pending is not None and game.pending.kind == "quote":   # Ben quotes his three properties high
        row_of(view, "Quote this price")[0].value = game.pending.high
        button(view, "Quote this price").click()
    lodge = game.pending
    assert lodge is not None and lodge.kind == "lodge" and lodge.context["counter"]
    labels = [b.description for b in buttons(view)]
    assert any(label.startswith("Georgetown") and " · Ben · $" in label for label in labels), labels
    assert "Sleep on a park bench (jail)" in labels
    low, high = lodge.context["counter"][str(GEORGETOWN)]
    price = row_of(view, "Counter-offer for Georgetown")[0]
    assert (price.min, price.max) == (low, high)
    price.value = low
    button(view, "Counter-offer for Georgetown").click()
    counter = game.pending
    assert counter is not None and counter.kind == "accept_counter" and counter.player == 1
    button(view, f"Accept ${counter.context['price']}").click()
    assert part(game).lodged[0] == counter.context["space"] and part(game).lease[0] == counter.context["price"]


def test_an_income_share_is_offered_through_the_turn_form_and_a_refusal_changes_nothing() -> None:
    game = lf_game(2, owner={PENNSYLVANIA: "Ann"})
    view = view_of(game)
    view.step()  # Ann's turn: she owns a property, so she is asked before her throw
    d = game.pending
    assert d is not None and d.kind == "turn"
    space, partner, percent, price = row_of(view, "Offer the share")
    space.value, partner.value, percent.value, price.value = PENNSYLVANIA, 1, 25, 1500
    cash = [p.cash for p in game.state.players]
    game.state.players[1].cash -= 1  # Ben cannot pay $1,500 now: the engine refuses, the form says why
    game.state.misc += 1
    button(view, "Offer the share").click()
    assert game.pending is d and "must be from 0 to 1,499" in view.status.value
    assert [p.cash for p in game.state.players] == [cash[0], cash[1] - 1]
    price.value = 100
    button(view, "Offer the share").click()
    offer = game.pending
    assert offer is not None and offer.kind == "accept_contract"
    note = view.decision.children[1].children[0].value
    assert "Rule: Contracts" in note and "Pennsylvania" in note and "25%" in note and "$100" in note
    button(view, "Accept the contract").click()
    assert part(game).contracts == [[PENNSYLVANIA, 1, 25]]


def test_the_share_form_offers_only_what_is_left_of_a_propertys_income() -> None:
    game = lf_game(2, owner={PENNSYLVANIA: "Ann"})
    part(game).contracts.append([PENNSYLVANIA, 1, 93])  # Ben holds 93% already
    view = view_of(game)
    view.step()
    d = game.pending
    assert d is not None and d.kind == "turn"
    made = form(game, d)
    assert made is not None
    row = next(r for r in made.rows if r.label == "Offer the share")
    space, _to, percent, _price = row.fields
    assert [label for label, _ in space.options] == ["Pennsylvania Ave. (7% left)"] and percent.high == 7
    part(game).contracts[-1][2] = 100  # all of it sold: no share row at all
    assert not any(r.label == "Offer the share" for r in form(game, d).rows)
