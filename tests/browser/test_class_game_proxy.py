"""The class game behind Jupyter's server proxy (jupyter-server-proxy, in the test extra): a class served on one
loopback port, its projector's and students' pages opened through JupyterLab's ``/proxy/<port>/`` on another,
with the Jupyter token, and a few answers played. Every address the pages use (their files, /seats, /join, the
/ws WebSocket) is relative, so each goes through the proxy's prefix: none reaches the class's port directly."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from landlord_edu.class_game import Classroom

from .conftest import ARTIFACTS, Traffic, new_page
from .test_class_game import PHONE, PROJECTOR, answer_if_asked, taken


@pytest.fixture
def classroom(tmp_path: Path) -> Iterator[Classroom]:
    room = Classroom(tmp_path / "class.sqlite", port=0, seats=3, bots=["landlord"], seed=3,
                     options={"max_rounds": 4}, time_limit=None, quiet=True)
    yield room
    room.stop()


def through_proxy(traffic: list[Traffic], prefix: str) -> None:
    """Every request and WebSocket of the pages went through the proxy's prefix."""
    urls = [u for t in traffic for u in t.requests + t.websockets]
    ws_prefix = prefix.replace("http", "ws", 1)
    assert urls and all(u.startswith((prefix, ws_prefix)) for u in urls), \
        [u for u in urls if not u.startswith((prefix, ws_prefix))]
    assert any(u == ws_prefix + "ws" for u in urls) and any(u.startswith(prefix + "seats?") for u in urls)
    assert not [b for t in traffic for b in t.broken()]


def test_the_pages_play_through_jupyters_server_proxy(lab_server: Any, lab_browser: Any,
                                                      classroom: Classroom) -> None:
    prefix = f"{lab_server.base}/proxy/{classroom.port}/"
    login = f"token={lab_server.token}"
    traffic: list[Traffic] = []
    boss_context = lab_browser.new_context(viewport=PROJECTOR, device_scale_factor=1)
    projector, seen = new_page(boss_context)
    traffic.append(seen)
    projector.goto(f"{prefix}projector?{login}#{classroom.room.instructor_token}")
    projector.wait_for_selector("#controls button[data-action=start]")
    assert f"Join: {prefix}" in projector.locator("#join-line").inner_text()  # the address to give the class
    pages = []
    for _ in range(2):
        context = lab_browser.new_context(viewport=PHONE, device_scale_factor=1)
        page, seen = new_page(context)
        traffic.append(seen)
        page.goto(f"{prefix}?code={classroom.room.code}&{login}")
        page.wait_for_selector("#free-seats button")  # /seats answered through the proxy
        page.click("#join-form button")  # /join, a POST through the proxy
        page.wait_for_selector("#me h2")
        pages.append(page)
    projector.wait_for_selector("#players >> text=(1 connected)")
    projector.click("#controls button[data-action=start]")
    game, answered = classroom.room.tables[0].game, 0
    for _ in range(200):
        if answered >= 4 or classroom.room.tables[0].status == "over":
            break
        d, name = game.pending, classroom.room.tables[0].decision_id()
        if d is None or d.player >= len(pages):
            projector.wait_for_timeout(100)
            continue
        asked = pages[d.player]
        asked.wait_for_selector(f'#choices[data-decision="{name}"] button')  # the update came by the /ws
        before = len(game.answers)
        answer_if_asked(asked)
        taken(classroom, asked, before)
        answered += 1
    assert answered >= 1 and len(game.answers) >= answered
    ARTIFACTS.mkdir(exist_ok=True)
    projector.screenshot(path=str(ARTIFACTS / "class-game-proxy-projector-1280.png"))
    through_proxy(traffic, prefix)
