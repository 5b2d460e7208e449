"""A class table in the instructor's notebook, in JupyterLab (class_view.ipynb): the class runs in the notebook's
kernel, ``room.view(0)`` is drawn, and students' WebSocket clients (this test) play table 0; the drawn board
follows each answer with no cell run (the server's thread redraws the view), and its Step and Play are not
offered. Screenshot at 1280x720."""

from __future__ import annotations

import json
from typing import Any

import httpx

from ..test_class_game_server import Page, answer_message
from .conftest import ARTIFACTS
from .test_class_round import run_cell

STEM = "class_view"


def drain(page: Page) -> None:
    """Read every message the page has been sent so far."""
    while True:
        try:
            page.read(timeout=0.3)
        except TimeoutError:
            return


def test_the_notebooks_view_follows_the_students_answers(open_notebook: Any) -> None:
    nb = open_notebook(STEM)
    out = run_cell(nb, 'print("ROOM "')["text"]
    room = json.loads(next(line for line in out.splitlines() if line.startswith("ROOM "))[len("ROOM "):])
    base = room["address"]
    assert nb.probe()["package"].startswith(str(ARTIFACTS.parents[2]))  # the kernel imports this tree
    view = nb.scope.locator(".landlord-class-table")
    assert view.count() == 1 and not view.locator("button", has_text="Step").is_visible()
    shown_before = nb.text("le-status")  # the table not started yet
    teams = []
    for seat in (0, 1):
        joined = httpx.post(base + "join", json={"code": room["code"], "table": 0, "seat": seat}, timeout=10)
        teams.append(Page(base, joined.json()["token"]))
    boss = Page(base, room["boss"], table=0)
    boss.send(type="control", seq=1, table=0, action="start")
    boss.wait_update(lambda m: m["status"] == "running")
    answered = 0
    for _ in range(40):
        if answered >= 4:
            break
        asked = next((p for p in teams if p.last.get("choices")), None)
        if asked is None:  # the decision is the other team's: read what its page was sent
            for page in teams:
                drain(page)
            continue
        asked.ws.send(answer_message(asked.last))
        before = asked.last["choices"]["decision"]
        asked.wait_update(lambda m, before=before: (m.get("choices") or {}).get("decision") != before)
        answered += 1
    engine = nb.probe()  # the engine, read in the kernel: the board must come to show it by itself
    assert answered >= 1 and engine["answers"] >= answered
    assert engine["status"] != shown_before
    nb.wait_until(lambda: nb.text("le-status") == engine["status"], 20, "the view to follow the table")
    assert "Team" in view.inner_text()
    nb.page.set_viewport_size({"width": 1280, "height": 720})
    view.scroll_into_view_if_needed()
    nb.page.screenshot(path=str(ARTIFACTS / "class-game-notebook-view-1280.png"))
    for page in (*teams, boss):
        page.close()
