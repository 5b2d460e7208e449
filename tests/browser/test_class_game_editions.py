"""Laissez-faire and Landlord! as class games in a real browser: two students' pages at a phone's size play a
table to its end through the forms the server sends (a quote typed in, a lodging answered by a counter-offer, a
hand's cards played from their menus), each answer the one the form's template makes; the street is drawn anew
on the pages after each change. Screenshots at 390x844 and 1280x720 go to tests/browser/artifacts/."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from landlord_edu.board.svg import centre_texts
from landlord_edu.class_game import Classroom, views

from .._class_forms import fill_json, scripted
from .conftest import ARTIFACTS, new_page
from .test_class_game import PROJECTOR, student, taken

LF, LL = "laissez-faire", "landlord-card-game"
SEEDS = {LF: 9, LL: 0}  # LF seed 9: two quotes, two counter-offers and their answers; LL seed 0: nine plays


@pytest.fixture(params=[LF, LL])
def classroom(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Classroom]:
    room = Classroom(tmp_path / "class.sqlite", port=0, edition=request.param, seats=3, bots=["cautious"],
                     seed=SEEDS[request.param], options={"max_rounds": 3}, time_limit=None, quiet=True)
    yield room
    room.stop()


def act(page: Any, choices: dict[str, Any], how: str, index: int, values: dict[str, Any]) -> Any:
    """Do on the page what the script says; returns the answer the form's JSON makes of it."""
    form = choices["form"]
    if how == "choice":
        page.locator("#choices .form > .buttons button").nth(index).click()
        return form["choices"][index]["answer"]
    row = form["rows"][index]
    shown = page.locator("#choices .form-row").nth(index)
    for field, control in zip(row["fields"], shown.locator("input, select").all(), strict=True):
        if field["type"] == "amount":
            control.fill(str(values[field["name"]]))
        else:
            wanted = [json.dumps(o["value"]) for o in field["options"]].index(json.dumps(values[field["name"]]))
            control.select_option(str(wanted))
    shown.locator("button").click()
    return fill_json(row, values)


def street_status(page: Any) -> str:
    return str(page.locator("#board #le-status").text_content())


def test_students_play_a_table_of_the_new_rules_through_the_forms(lab_browser: Any, classroom: Classroom) -> None:
    edition = classroom.room.config.edition
    short = "lf" if edition == LF else "ll"
    traffic: list[Any] = []
    projector, seen = new_page(lab_browser.new_context(viewport=PROJECTOR, device_scale_factor=1))
    traffic.append(seen)
    projector.goto(classroom.projector_url)
    projector.wait_for_selector("#controls button[data-action=start]")
    assert projector.locator("#controls button[data-action=open_vote]").count() == 0  # no Single Tax vote here
    pages = []
    for _ in range(2):
        page = student(lab_browser, classroom.join_url, traffic)
        page.click("#join-form button")
        page.wait_for_selector("#me h2")
        pages.append(page)
    assert pages[0].locator("h1").inner_text() == ("Laissez-faire" if edition == LF else "Landlord!")
    projector.click("#controls button[data-action=start]")
    table = classroom.room.tables[0]
    game, done, plays, turn, shots, streets = table.game, [], 0, -1, set(), set()
    for _ in range(300):
        if table.status == "over":
            break
        with classroom.room.lock:
            d, name, choices = game.pending, table.decision_id(), views.choices(table)
        if d is None or choices is None:
            projector.wait_for_timeout(100)
            continue
        page = pages[d.player]
        page.wait_for_selector(f'#choices[data-decision="{name}"] .form')
        assert page.locator("#choices .form-rule").inner_text() == f"Rule: {choices['form']['rule']}"
        if edition == LL:  # the street the page shows is the one the game is at now
            assert street_status(page) == centre_texts(game)["le-status"]
            streets.add(street_status(page))
        turn, plays = (game.turn, 0) if game.turn != turn else (turn, plays)
        how, index, values = scripted(choices, plays)
        key = f"{choices['kind']}-{how}"
        if key in ("quote-row", "lodge-row", "play-row") and key not in shots:
            shots.add(key)
            page.screenshot(path=str(ARTIFACTS / f"class-game-{short}-{choices['kind']}-phone.png"))
        before = len(game.answers)
        sent = act(page, choices, how, index, values)
        taken(classroom, page, before)
        assert json.dumps(game.answers[before]) == json.dumps(sent), page.locator("#why").inner_text()
        plays += choices["kind"] == "play" and how == "row"
        done.append(key)
    assert table.status == "over" and game.over
    wanted = {"quote-row", "lodge-row", "accept_counter-choice"} if edition == LF else {"play-row", "play-choice"}
    assert wanted <= set(done), done
    assert done.count("quote-row") >= 2 if edition == LF else done.count("play-row") >= 5
    if edition == LL:
        assert len(streets) >= 4  # the street was drawn anew as the game went on
        projector.wait_for_selector("#status >> text=over")
        assert projector.locator("#board svg.board-svg").count() == 1
        assert street_status(projector) == centre_texts(game)["le-status"]
        # on a phone the street keeps its type legible (at least 720 px wide for 900 units) and scrolls sideways
        street = pages[0].locator("#board svg.board-svg")
        assert street.bounding_box()["width"] >= 720
        pages[0].locator("#board").scroll_into_view_if_needed()
        pages[0].screenshot(path=str(ARTIFACTS / "class-game-ll-street-phone.png"))
    for page in pages:
        page.wait_for_selector("#choices >> text=The table is over.")
    ARTIFACTS.mkdir(exist_ok=True)
    projector.screenshot(path=str(ARTIFACTS / f"class-game-{short}-projector-1280.png"))
    pages[0].screenshot(path=str(ARTIFACTS / f"class-game-{short}-end-phone.png"), full_page=True)
    remote = sorted({url for t in traffic for url in t.remote()})
    assert not remote, f"a page asked another site: {remote}"
    assert not [b for t in traffic for b in t.broken()]
