"""The class game in a real browser: one projector page and four student pages (two devices sharing a seat) play a
table to its end with a Single Tax vote; a student page reloaded mid-turn resumes where it was. Screenshots at a
phone's size (390x844) and the projector's (1280x720) go to tests/browser/artifacts/."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from landlord_edu.class_game import Classroom

from .conftest import ARTIFACTS, new_page

PHONE = {"width": 390, "height": 844}
PROJECTOR = {"width": 1280, "height": 720}
SEATS = 3  # students' seats; a landlord bot takes the fourth


@pytest.fixture
def classroom(tmp_path: Path) -> Iterator[Classroom]:
    room = Classroom(tmp_path / "class.sqlite", port=0, seats=SEATS + 1, bots=["landlord"], seed=4,
                     options={"max_rounds": 4}, time_limit=None, quiet=True)
    yield room
    room.stop()


def student(browser: Any, url: str, traffic: list[Any]) -> Any:
    context = browser.new_context(viewport=PHONE, device_scale_factor=1)
    page, seen = new_page(context)
    traffic.append(seen)
    page.goto(url)
    return page


def answer_if_asked(page: Any) -> bool:
    """Click the page's first choice (or Pass for a sum) if the seat must decide; True if it clicked."""
    buttons = page.locator("#choices button")
    if buttons.count() == 0:
        return False
    pass_button = page.locator("#choices button", has_text="Pass")
    (pass_button if pass_button.count() else buttons.first).click()
    return True


def table_over(classroom: Classroom) -> bool:
    return classroom.room.tables[0].status == "over"


def taken(classroom: Classroom, page: Any, before: int) -> None:
    """Wait for the server to take the answer the page sent (the game's answers grow, or the table ends)."""
    for _ in range(200):
        if len(classroom.room.tables[0].game.answers) > before or table_over(classroom):
            return
        page.wait_for_timeout(50)
    raise AssertionError(f"the answer was not taken: {page.locator('#why').inner_text()}")


def join_all(lab_browser: Any, classroom: Classroom, traffic: list[Any]) -> list[Any]:
    """The teams' pages: Team A and Team C take the next free seat, Team B picks its own among the free ones."""
    pages = []
    for n in range(SEATS):
        page = student(lab_browser, classroom.join_url, traffic)
        assert page.locator("#code").input_value() == classroom.room.code  # the QR code's address fills it in
        if n == 1:
            page.wait_for_selector("#free-seats >> text=Table 1 · Team C")
            assert page.locator("#free-seats button").all_inner_texts() == ["Table 1 · Team B", "Table 1 · Team C"]
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "class-game-join-phone.png"))
            page.click("#free-seats >> text=Table 1 · Team B")
        else:
            page.click("#join-form button")
        page.wait_for_selector("#me h2")
        pages.append(page)
    assert [p.locator("#me h2").inner_text() for p in pages] == [f"Team {x} · table 1" for x in "ABC"]
    return pages


def vote(projector: Any, pages: list[Any], teammate: Any) -> None:
    """The instructor opens the vote, Teams A and B vote for it (the teammate's page sees its seat's ballot)."""
    projector.click("#controls button[data-action=open_vote]")
    for page in pages[:2]:
        page.locator("#vote button", has_text="Vote for it").click()
        page.wait_for_selector("#vote >> text=/voted|carried/")
    teammate.wait_for_selector("#vote >> text=/voted|carried/")
    projector.click("#controls button[data-action=close_vote]")
    projector.wait_for_selector("#controls >> text=Open the vote", state="detached")


def reload_and_trade(classroom: Classroom, asked: Any, name: str) -> bool:
    """Reload the page mid-turn: it shows the same decision again. Then offer a trade if its form is there;
    True if it did."""
    prompt = asked.locator("#choices .prompt").inner_text()
    asked.reload()
    asked.wait_for_selector(f'#choices[data-decision="{name}"] .prompt')
    assert asked.locator("#choices .prompt").inner_text() == prompt
    form = asked.locator("#choices details.trade").count() > 0
    if form:
        asked.click("#choices details.trade summary")
    asked.screenshot(path=str(ARTIFACTS / "class-game-student-phone.png"), full_page=False)
    if not form:
        return False
    answers = classroom.room.tables[0].game.answers
    before = len(answers)
    asked.click("#choices >> text=Offer the trade")
    taken(classroom, asked, before)
    assert "trade" in answers[before], asked.locator("#why").inner_text()  # the rules took it as the turn's answer
    return True


def test_a_class_plays_a_table_to_its_end_with_a_vote(lab_browser: Any, classroom: Classroom) -> None:
    traffic: list[Any] = []
    context = lab_browser.new_context(viewport=PROJECTOR, device_scale_factor=1)
    projector, seen = new_page(context)
    traffic.append(seen)
    projector.goto(classroom.projector_url)
    projector.wait_for_selector("#controls button[data-action=start]")
    assert classroom.room.instructor_token not in projector.url  # a projected address bar shows no token

    pages = join_all(lab_browser, classroom, traffic)
    share = pages[0].locator("#share a").get_attribute("href")
    teammate = student(lab_browser, share, traffic)
    teammate.wait_for_selector("#me h2")
    assert "seat=" not in teammate.url
    assert teammate.locator("#me h2").inner_text() == pages[0].locator("#me h2").inner_text() == "Team A · table 1"
    # (selectors, not wait_for_function: the pages' Content-Security-Policy forbids evaluating strings)
    projector.wait_for_selector("#players >> text=(2 connected)")
    assert projector.locator(".le-space").count() == classroom.room.tables[0].game.edition.board.size

    projector.click("#controls button[data-action=start]")
    devices = [*pages, teammate]
    voted = reloaded = traded = False
    game = classroom.room.tables[0].game
    for step in range(400):
        if table_over(classroom):
            break
        if not voted and game.started and game.turn >= 2:
            voted = True
            vote(projector, pages, teammate)
        d, name = game.pending, classroom.room.tables[0].decision_id()
        if d is None or name is None:
            projector.wait_for_timeout(100)
            continue
        # the seat's page (seat 0: either of its two devices), once it shows this decision
        asked = [pages[0], teammate][step % 2] if d.player == 0 else pages[d.player]
        asked.wait_for_selector(f'#choices[data-decision="{name}"] button')
        if voted and not reloaded:
            reloaded = True
            traded = reload_and_trade(classroom, asked, name)
            continue
        before = len(game.answers)
        answer_if_asked(asked)
        taken(classroom, asked, before)
    table = classroom.room.tables[0]
    assert table.status == "over" and table.game.over and voted and reloaded and traded
    assert table.game.state.single_tax and table.vote_log[0]["carried"]
    projector.wait_for_selector("#status >> text=over")
    assert projector.locator("#chart polyline").count() == SEATS + 1
    for page in devices:
        page.wait_for_selector("#choices >> text=The table is over.")
    ARTIFACTS.mkdir(exist_ok=True)
    projector.screenshot(path=str(ARTIFACTS / "class-game-projector-1280.png"))
    projector.set_viewport_size({"width": 1920, "height": 1080})
    projector.screenshot(path=str(ARTIFACTS / "class-game-projector-1920.png"))
    cash = projector.locator("#players li").first.inner_text()
    first = table.game.state.players[0]
    assert f"cash ${first.cash:,}" in cash and f"wealth ${table.game.wealth(0):,}" in cash
    pages[1].screenshot(path=str(ARTIFACTS / "class-game-student-end-phone.png"), full_page=True)
    remote = sorted({url for t in traffic for url in t.remote()})
    assert not remote, f"a page asked another site: {remote}"
    assert not [b for t in traffic for b in t.broken()]


def test_a_page_reconnects_by_itself_to_a_restarted_server(lab_browser: Any, tmp_path: Path) -> None:
    journal = tmp_path / "class.sqlite"
    room = Classroom(journal, port=0, seats=2, bots=["landlord"], seed=2, time_limit=None, quiet=True)  # Team A
    port = room.port
    page = student(lab_browser, room.join_url, [])
    page.click("#join-form button")
    page.wait_for_selector("body[data-connection=connected]")
    boss = lab_browser.new_context(viewport=PROJECTOR).new_page()
    boss.goto(room.projector_url)
    boss.click("#controls button[data-action=start]")
    page.wait_for_selector("#choices[data-decision] button")  # the one students' seat: every decision is Team A's
    name = room.room.tables[0].decision_id()
    page.wait_for_selector(f'#choices[data-decision="{name}"] button')
    prompt = page.locator("#choices .prompt").inner_text()
    room.stop()
    page.wait_for_selector("body[data-connection=reconnecting]")
    again = Classroom(journal, port=port, time_limit=None, quiet=True)  # the same journal, the same address
    try:
        page.wait_for_selector("body[data-connection=connected]", timeout=30_000)
        page.wait_for_selector(f'#choices[data-decision="{name}"] .prompt')
        assert page.locator("#choices .prompt").inner_text() == prompt
        answer_if_asked(page)
        page.wait_for_selector(f'#choices:not([data-decision="{name}"])')
        assert len(again.room.tables[0].game.answers) > 0
    finally:
        again.stop()
