"""Laissez-faire in GameView, in a real JupyterLab and chromium (lf_view.ipynb): the board drawn from the edition's
data (its eight cities, the transportation companies, the two off-board companies, the Property Overhead
Multiplier and the utilities' overheads in the centre), its words measured as the 1906 board's are (at least 12 px
at 1280x720 and 1920x1080, in projector mode larger), and a lodging played by two human players through the
decision panel's forms: Ann's quote, Ben's one counter-offer, Ann's refusal, Ben's choice of her quote.

What the page should show comes from the notebook's game made again here (tests/browser/twin.py), answered alike;
the kernel's engine is read only through the notebook's probe cell."""

from __future__ import annotations

import re
from typing import Any

from landlord_edu.board_svg import centre_texts
from landlord_edu.editions.laissez_faire.forms import FORMS
from landlord_edu.forms import Amount, Select
from landlord_edu.game import Game

from .conftest import ARTIFACTS
from .test_board_legibility import LAB_WINDOW, WINDOWS, _assert_none, _measure
from .twin import twin

CITIES = ("NEW ORLEANS", "LOS ANGELES", "CHICAGO", "PHILADELPHIA", "BOSTON", "WASHINGTON", "SAN FRANCISCO", "NEW YORK")
WILSHIRE = 8  # Ann's property in Los Angeles (board.toml)


def _first_button(game: Game) -> tuple[str, Any]:
    """The label and answer of the first button of the pending decision's form (its first choice, or its first
    row with the values the row shows first)."""
    d = game.pending
    assert d is not None
    form = FORMS[d.kind](game.engine, d)
    if form.choices:
        return form.choices[0].label, form.choices[0].answer
    row = form.rows[0]
    values = {f.name: (f.low if f.value is None else f.value) if isinstance(f, Amount) else f.options[0][1]
              for f in row.fields if isinstance(f, Amount | Select)}
    return row.label, row.fill(values)


def _play_until(nb, game: Game, kind: str, player: int, lodger: int | None = None) -> None:
    """Step and click each form's first button, in the page and on the twin, until ``player`` is asked a
    decision of ``kind`` (a quote: for ``lodger``)."""
    for _ in range(40):
        d = game.pending
        if d is not None and d.kind == kind and d.player == player and d.context.get("lodger") == lodger:
            return
        if d is None:
            nb.click_and_settle("Step")
            game.step()
        else:
            label, answer = _first_button(game)
            nb.click_and_settle(label)
            game.answer(answer)
    raise AssertionError(f"lf_view.ipynb's seed should soon ask seat {player} for a {kind}: choose another seed")


def _panel(nb) -> Any:
    panel = nb.scope.locator(".landlord-decision")
    panel.wait_for(state="visible")
    return panel


def _row(nb, row_button: str) -> Any:
    """The form's row whose button says ``row_button``."""
    button = nb.page.locator("button").filter(has_text=re.compile(rf"^\s*{re.escape(row_button)}\s*$"))
    return _panel(nb).locator(".widget-hbox").filter(has=button).last


def _field(nb, row_button: str, k: int = 0) -> Any:
    """The k-th number field of the form's row whose button says ``row_button``."""
    return _row(nb, row_button).locator("input[type=number]").nth(k)


def _enter(nb, row_button: str, value: int, k: int = 0) -> None:
    """Type ``value`` into the k-th number field of the form's row whose button says ``row_button``."""
    field = _field(nb, row_button, k)
    field.fill(str(value))
    field.press("Enter")


def _shots(nb, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    try:
        for width, height in WINDOWS:
            nb.page.set_viewport_size({"width": width, "height": height})
            nb.page.wait_for_timeout(400)
            _panel(nb).scroll_into_view_if_needed()
            nb.page.screenshot(path=str(ARTIFACTS / f"{name}-{width}x{height}.png"))
    finally:
        nb.page.set_viewport_size(LAB_WINDOW)


def test_the_lf_board_shows_its_cities_companies_and_overheads_legibly(open_notebook, measures):
    nb = open_notebook("lf_view")
    game = twin("lf_view")
    _play_until(nb, game, "quote", 0, lodger=1)  # Ann is asked to quote Ben a night
    board = nb.scope.locator(".board-widget svg.board-svg")
    assert board.locator("g.le-space").count() == 40
    assert sorted(board.locator("text.le-lf-city").all_text_contents()) == sorted(CITIES)
    names = " ".join(board.locator("text.le-name").all_text_contents())
    for company in ("U.S. RAILROAD", "U.S. BUS COMPANY", "U.S. AIR LINE", "U.S. TRUCKING COMPANY",
                    "U.S. ELECTRIC COMPANY", "U.S. GAS COMPANY"):
        assert all(word in names for word in company.split()), company
    centre = centre_texts(game)
    assert game.state.owner[WILSHIRE] == 0 and nb.text(f"le-lf-now-{WILSHIRE}").startswith("overhead $")  # bought
    for key in ("le-lf-pom", "le-lf-utilities", "le-lf-companies", "le-lf-contracts", f"le-lf-now-{WILSHIRE}"):
        assert nb.text(key) == centre[key], key
    assert nb.text("le-lf-pom").startswith("Property Overhead Multiplier ")
    assert "Home Maintenance Co.: " in nb.text("le-lf-companies") and "Petroleum Distribution Co.: " in \
        nb.text("le-lf-companies")
    _assert_none(_measure(nb, nb.scope.locator(".landlord-game-view"), "game_view_lf", measures))


def test_a_lodging_and_an_income_share_are_played_through_the_forms(open_notebook):
    nb = open_notebook("lf_view")
    game = twin("lf_view")
    _play_until(nb, game, "quote", 0, lodger=1)  # Ann is asked to quote Ben a night
    quote = game.pending
    assert quote is not None
    text = _panel(nb).inner_text()
    assert "Ann decides:" in text and "Rule: Taking a Turn (the quotes, LF-22)" in text
    assert f"your overhead ${quote.context['overhead']} (no quote below ${quote.low})" in text
    price = min(quote.high, max(quote.low, 60))
    _enter(nb, "Quote this price", price)
    nb.click_and_settle("Quote this price")
    game.answer(price)

    lodge = game.pending
    assert lodge is not None and lodge.kind == "lodge" and lodge.player == 1, lodge
    low, high = lodge.context["counter"][str(WILSHIRE)]
    nb.button(f"Wilshire Blvd. · Ann · ${price}").wait_for(state="visible")  # the lodger's form has come
    assert nb.button("Sleep on a park bench (jail)").count() == 1
    assert "Rule: Taking a Turn (lodging in Los Angeles, LF-22, LF-60)" in _panel(nb).inner_text()
    field = _field(nb, "Counter-offer for Wilshire Blvd.")
    assert (field.get_attribute("min"), field.get_attribute("max")) == (str(low), str(high))
    _shots(nb, "lf-lodging")
    offer = max(low, price // 2)
    _enter(nb, "Counter-offer for Wilshire Blvd.", offer)
    nb.click_and_settle("Counter-offer for Wilshire Blvd.")
    game.answer({"counter": {"space": WILSHIRE, "price": offer}})

    assert nb.probe()["pending"] == {"kind": "accept_counter", "player": 0}
    nb.button(f"Refuse (your ${price} stands)").wait_for(state="visible")
    assert f"Ben offers ${offer} for a night at Wilshire Blvd." in _panel(nb).inner_text()
    nb.click_and_settle(f"Refuse (your ${price} stands)")
    game.answer(False)

    nb.button("Counter-offer for Wilshire Blvd.").wait_for(state="detached")  # one counter-offer a lodging
    nb.click_and_settle(f"Wilshire Blvd. · Ann · ${price}")
    game.answer(WILSHIRE)
    probe = nb.probe()
    lf = game.state.extra
    assert probe["lodged"][1] == WILSHIRE == lf.lodged[1] and probe["lease"][1] == price == lf.lease[1]
    assert probe["cash"] == [p.cash for p in game.state.players]
    assert probe["positions"] == [p.position for p in game.state.players]
    assert nb.spaces_under("#le-tokens use.le-token")[1] == WILSHIRE
    narrative = nb.scope.locator(".landlord-game-view").inner_text()
    assert f"Ben rents a night at Wilshire Blvd. for ${price}" in narrative

    # Ann's next turn: she owns Wilshire Blvd., so she may build or offer an income share (Contracts)
    _play_until(nb, game, "turn", 0)
    nb.button("Offer the share").wait_for(state="visible")
    assert "Rule: Taking a Turn (before the throw, LF-38; Contracts)" in _panel(nb).inner_text()
    _shots(nb, "lf-turn")
    _row(nb, "Offer the share").locator("select").nth(1).select_option(label="Ben")
    _enter(nb, "Offer the share", 25, k=0)
    _enter(nb, "Offer the share", 40, k=1)
    nb.click_and_settle("Offer the share")
    game.answer({"income_share": {"space": WILSHIRE, "to": 1, "percent": 25, "price": 40}})
    nb.button("Accept the contract").wait_for(state="visible")
    terms = _panel(nb).inner_text()
    assert "Ben decides:" in terms and "Rule: Contracts" in terms and "percent 25%" in terms and "price $40" in terms
    nb.click_and_settle("Accept the contract")
    game.answer(True)
    probe = nb.probe()
    assert probe["contracts"] == [[WILSHIRE, 1, 25]] == game.state.extra.contracts
    assert probe["cash"] == [p.cash for p in game.state.players]
    assert nb.text("le-lf-contracts") == "Contracts recorded: 1 income share(s), 0 loan(s), 0 pact(s)"
