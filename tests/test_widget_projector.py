"""The views' projector mode: one toggle puts a class on the view (the page's CSS does the rest) and takes it
off again, in GameView (both editions) and CompareView; switching it sends the view's classes once and nothing
a turn; a value the toggle cannot take, sent by a page, is refused and the view stays as it was."""

from __future__ import annotations

from typing import Any

import pytest

from landlord_edu.widgets import CompareView, GameView
from landlord_edu.widgets.projector import PROJECTOR_CLASS

from . import _widget_wire
from ._widget_wire import Browser


@pytest.fixture
def browser(monkeypatch: pytest.MonkeyPatch) -> Any:
    with _widget_wire.connected(monkeypatch) as page:
        yield page


VIEWS = {"1906": lambda: GameView(players=3, seed=2), "1939": lambda: GameView(players=3, seed=2, edition="1939"),
         "compare": lambda: CompareView(players=3, seed=2, single_tax_at=5)}


@pytest.mark.parametrize("which", sorted(VIEWS))
def test_the_projector_toggle_puts_the_class_on_the_view_and_takes_it_off(browser: Browser, which: str) -> None:
    view = VIEWS[which]()
    assert view.projector.description == "Projector mode"   # its name for a screen reader
    assert PROJECTOR_CLASS not in browser.model(view)["_dom_classes"]
    browser.set(view.projector, value=True)
    assert PROJECTOR_CLASS in view._dom_classes and PROJECTOR_CLASS in browser.model(view)["_dom_classes"]
    browser.set(view.projector, value=False)
    assert PROJECTOR_CLASS not in view._dom_classes and PROJECTOR_CLASS not in browser.model(view)["_dom_classes"]
    assert browser.escaped == []


def test_the_projector_mode_costs_nothing_a_turn(browser: Browser, monkeypatch: pytest.MonkeyPatch) -> None:
    view = GameView(players=3, seed=2)
    browser.set(view.projector, value=True)
    sent: list[str] = []
    original = type(view).send_state

    def counting(self: Any, key: Any = None) -> None:
        sent.append(type(self).__name__)
        original(self, key)

    monkeypatch.setattr(type(view), "send_state", counting)
    for _ in range(5):
        view.step()
    assert sent == [], "the view itself re-sent its state during play"
    assert PROJECTOR_CLASS in browser.model(view)["_dom_classes"]


def test_a_projector_value_the_toggle_cannot_take_is_refused(browser: Browser) -> None:
    view = GameView(players=3, seed=2)
    browser.set(view.projector, value="large")
    assert "large" in view.status.value and PROJECTOR_CLASS not in view._dom_classes
    assert browser.model(view.projector)["value"] is False and browser.escaped == []
