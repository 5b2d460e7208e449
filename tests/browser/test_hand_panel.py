"""Landlord!'s hand panel in a real JupyterLab and chromium (hand_view.ipynb): Ann, human, plays her turns
through the decision panel: her hand in words, a row per card she can play with its plays and their rules,
Play and Done. She builds (choosing two floors in the Roof's menu), places a tenant in her new building and
ends her play step; the engine's state follows each click. Screenshots at 1280x720 and 1920x1080.

What the page should offer comes from the notebook's game made again here (tests/browser/twin.py), answered
alike; the kernel's engine is read only through the notebook's probe cell."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest

from landlord_edu.editions.friese.hand import form
from landlord_edu.forms import Form
from landlord_edu.game import Game

from .conftest import ARTIFACTS, Notebook
from .twin import twin

STEM = "hand_view"
WINDOWS = ((1280, 720), (1920, 1080))
MIN_PX = 13   # the panel's smallest text: the notebook's own body text
PROJECTOR_PX = 18   # in projector mode


@pytest.fixture
def hand_notebook(lab: Any, notebooks: dict[str, Notebook]) -> Notebook:
    """hand_view.ipynb opened and run (its board has no track: the shared opener waits for one)."""
    nb = notebooks.get(STEM)
    if nb is None:
        nb = notebooks[STEM] = Notebook(lab, f"{STEM}.ipynb")
        nb.open()
    nb.page.evaluate("(name) => window.jupyterapp.shell.activateById(window.__lePanels[name].id)", nb.name)
    nb.page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    nb.scope.locator(".landlord-game-view").first.wait_for(state="visible")
    deadline = time.monotonic() + 60
    while nb.probe()["turn"] != 0 or nb.probe()["answers"] != 0:   # the view's cell has run: a new game
        assert time.monotonic() < deadline, "the notebook did not make a new game"
        nb.page.wait_for_timeout(200)
    return nb


def _settle(nb: Notebook, click: Any) -> None:
    """Click, and wait until the kernel has handled it."""
    mark = nb.frame_mark()
    click()
    nb.wait_until(lambda: nb.idle_count(mark) >= 1, 20, "the click was handled")
    nb.page.wait_for_timeout(150)


def _panel(nb: Notebook) -> Any:
    panel = nb.scope.locator(".landlord-decision")
    panel.wait_for(state="visible")
    return panel


def _row(nb: Notebook, card: str) -> Any:
    """The panel's row whose menu is labelled ``card`` ("Roof ×2", "Student $2")."""
    label = nb.page.locator(".widget-dropdown label", has_text=re.compile(rf"^\s*{re.escape(card)}\s*$"))
    return _panel(nb).locator(".widget-hbox").filter(has=label).last


def _form(game: Game) -> Form:
    assert game.pending is not None
    return form(game, game.pending)


def _first_button(nb: Notebook, game: Game) -> None:
    """Any decision but Ann's play: its first button, in the page and on the twin."""
    first = _form(game).choices[0]
    _settle(nb, lambda: nb.button(first.label).click())
    game.answer(first.answer)


def _to_anns_play(nb: Notebook, game: Game) -> None:
    for _ in range(60):
        d = game.pending
        if d is not None and d.kind == "play" and d.player == 0:
            return
        if d is None:
            nb.click_and_settle("Step")
            game.step()
        else:
            _first_button(nb, game)
    raise AssertionError("hand_view.ipynb's seed should soon give Ann her play step")


def _play(nb: Notebook, game: Game, card: str, option: int) -> None:
    """Choose the ``option``-th play in ``card``'s menu and press its Play, in the page and on the twin."""
    described = next(r for r in _form(game).rows if r.label == "Play" and r.fields[0].label == card)
    answer = described.fields[0].options[option][1]
    row = _row(nb, card)
    shown = [t.replace("\xa0", " ") for t in row.locator("select option").all_text_contents()]  # ipywidgets: nbsp
    assert shown == [o[0] for o in described.fields[0].options]
    row.locator("select").select_option(index=option)
    nb.page.wait_for_timeout(100)
    _settle(nb, lambda: row.locator("button", has_text="Play").click())
    game.answer(answer)


def _same(nb: Notebook, game: Game) -> dict[str, Any]:
    """The kernel's game and the twin agree on the street, the hands, the money and the question."""
    probe = nb.probe()
    own = game.state.extra
    assert probe["buildings"] == [[b.id, b.owner, b.height, len(b.tenants())] for b in own.buildings]
    assert probe["hands"] == [len(h) for h in own.hands] and probe["cash"] == [p.cash for p in game.state.players]
    assert probe["answers"] == len(game.answers)
    return probe


def _shots(nb: Notebook, name: str) -> dict[str, float]:
    """Screenshots of the panel at each window size; the smallest text size in the panel at each."""
    ARTIFACTS.mkdir(exist_ok=True)
    smallest = {}
    try:
        for width, height in WINDOWS:
            nb.page.set_viewport_size({"width": width, "height": height})
            nb.page.wait_for_timeout(400)
            _panel(nb).scroll_into_view_if_needed()
            nb.page.evaluate("() => window.scrollBy(0, 0)")
            nb.page.wait_for_timeout(200)
            nb.page.screenshot(path=str(ARTIFACTS / f"{name}-{width}x{height}.png"))
            smallest[f"{width}x{height}"] = _panel(nb).evaluate("""(panel) => Math.min(...[...panel.querySelectorAll(
                'button, select, label, .widget-html-content')].filter((e) => e.textContent.trim() && e.offsetParent)
                .map((e) => parseFloat(getComputedStyle(e).fontSize)))""")
    finally:
        nb.page.set_viewport_size({"width": 1500, "height": 1500})
    return smallest


def test_ann_builds_places_a_tenant_and_ends_her_play_step(hand_notebook: Notebook) -> None:
    nb = hand_notebook
    assert nb.probe()["package"].endswith("landlord_edu/__init__.py")
    game = twin(STEM)
    _to_anns_play(nb, game)
    panel = _panel(nb)
    described = _form(game)
    text = panel.inner_text()
    assert "Rule: Play cards" in text and described.note in text   # her whole hand in words
    held = [game.engine.c.deck[c].name for c in game.state.extra.hands[0]]
    assert all(name in text for name in held)
    assert nb.button("Done: end the play step (Play cards)").count() == 1
    menus = [r.fields[0].label for r in described.rows if r.label == "Play"]
    roof = next(m for m in menus if m.startswith("Roof"))
    buildings = len(game.state.extra.buildings)

    _play(nb, game, roof, 1)   # two floors under her roof
    probe = _same(nb, game)
    assert len(probe["buildings"]) == buildings + 1 and probe["buildings"][-1][1:3] == [0, 2]
    shown = _shots(nb, "hand-panel-after-build")
    tenant = next(r.fields[0].label for r in _form(game).rows if r.label == "Play" and "$" in r.fields[0].label)
    rows = {r.fields[0].label: r for r in _form(game).rows if r.label == "Play"}
    mine = next(i for i, (label, _) in enumerate(rows[tenant].fields[0].options)
                if label.startswith(f"Ann's building {probe['buildings'][-1][0]}"))
    assert "(Place a tenant in an apartment)" in rows[tenant].fields[0].options[mine][0]
    _play(nb, game, tenant, mine)
    probe = _same(nb, game)
    assert probe["buildings"][-1][3] == 1, "the tenant lives in Ann's new building"

    _settle(nb, lambda: nb.button("Done: end the play step (Play cards)").click())
    game.answer("done")
    probe = _same(nb, game)
    assert probe["pending"] != {"kind": "play", "player": 0}
    _to_anns_play(nb, game)   # her next turn: the panel asks again, with her new hand
    _same(nb, game)
    assert _form(game).note in _panel(nb).inner_text()
    shown.update({f"next turn {k}": v for k, v in _shots(nb, "hand-panel-next-turn").items()})
    assert min(shown.values()) >= MIN_PX, shown
    _settle(nb, lambda: nb.button("Projector mode").click())
    try:
        projected = _shots(nb, "hand-panel-projector")
    finally:
        _settle(nb, lambda: nb.button("Projector mode").click())
    assert min(projected.values()) >= PROJECTOR_PX, projected
