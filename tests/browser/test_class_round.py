"""The class round in a real browser (class_round.ipynb: the library calls of lessons/08-a-class-round.ipynb):
Team A and Team B answer their decisions by the GameView's buttons, Team A proposes the Single Tax and Team B
votes for it by clicks, the game plays on, the projector's table is saved, a cell saves a practice table, and
the pooled table drawn in the page has both tables with their regimes. Screenshots at 1280x720."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from .. import _support
from .conftest import ARTIFACTS

STEM = "class_round"
PANEL = ".landlord-decision"
SHOT = {"width": 1280, "height": 720}   # a classroom laptop, or the projector's usual resolution
MAX_CLICKS = 40


def run_cell(nb: Any, piece: str) -> dict[str, Any]:
    """Run the notebook's cell whose source holds ``piece`` (as a student does: select it, Shift+Enter's
    command) and wait for it; its printed text and the pooled table's header and rows as drawn."""
    return dict(nb.page.evaluate("""async ([name, piece]) => {
        const app = window.jupyterapp;
        const panel = window.__lePanels[name];
        const index = panel.content.widgets.findIndex((c) => c.model.sharedModel.getSource().includes(piece));
        if (index < 0) throw new Error(`no cell holds ${piece}`);
        const cell = panel.content.widgets[index];
        const before = cell.model.executionCount;
        panel.content.activeCellIndex = index;
        await app.commands.execute('notebook:run-cell');
        const kernel = () => panel.sessionContext.session.kernel;
        for (let k = 0; k < 800; k++) {
            if (cell.model.executionCount !== before && kernel().status === 'idle') break;
            await new Promise((r) => setTimeout(r, 25));
        }
        cell.node.scrollIntoView({block: 'start'});
        await new Promise((r) => setTimeout(r, 300));
        const table = cell.node.querySelector('.jp-OutputArea table');
        const cells = (row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent.trim());
        return {
            ran: cell.model.executionCount !== before,
            text: cell.model.outputs.toJSON().map((o) => [].concat(o.text ?? '', o.evalue ?? '').join('')).join(''),
            header: table ? cells(table.querySelector('thead tr')) : [],
            rows: table ? [...table.querySelectorAll('tbody tr')].map(cells) : [],
        };
    }""", [nb.name, piece]))


def asks(nb: Any) -> str:
    """The decision panel's question ("Team A decides: ..."), or "" when none waits (the panel keeps its place)."""
    panel = nb.scope.locator(PANEL)
    text = str(panel.inner_text()) if panel.is_visible() else ""
    return text if " decides:" in text else ""


def shot(nb: Any, name: str, selector: str) -> None:
    """A 1280x720 screenshot with ``selector``'s first element in view (the page is put back afterwards)."""
    page = nb.page
    size = page.viewport_size
    page.set_viewport_size(SHOT)
    try:
        nb.scope.locator(selector).first.scroll_into_view_if_needed()
        page.wait_for_timeout(300)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{name}.png"))
    finally:
        page.set_viewport_size(size)


def answer_the_deal(nb: Any) -> list[str]:
    """Step to deal, then each team answers its dealt cards: Team A buys, Team B returns them to the pack."""
    nb.click_and_settle("Step")
    teams = []
    for _ in range(MAX_CLICKS):
        question = asks(nb)
        if "was dealt" not in question:
            break
        team = question.split(" decides:")[0]
        teams.append(team)
        nb.click_and_settle("Buy it" if team == "Team A" else "Return it to the pack")
    return teams


def answer_plainly(nb: Any) -> None:
    """Step if nobody is asked; else the team throws, or passes on a bid or a loan, or takes the first choice."""
    if not asks(nb):
        nb.click_and_settle("Step")
    elif nb.button("Throw the dice").count():
        nb.click_and_settle("Throw the dice")
    elif nb.button("Pass").count():
        nb.click_and_settle("Pass")
    else:
        mark = nb.frame_mark()
        nb.scope.locator(f"{PANEL} button").first.click()
        nb.wait_until(lambda: nb.idle_count(mark) >= 1, 20, "the team's answer was handled")


def until_team_a_may_propose(nb: Any) -> list[str]:
    """Play by clicks until Team A's turn asks whether to throw or propose; the questions the teams answered
    on the way (the cards Team B returned to the pack are auctioned: the teams may bid)."""
    answered = []
    for _ in range(MAX_CLICKS):
        question = asks(nb)
        if question.startswith("Team A decides:") and "propose the Single Tax" in question:
            return answered
        if question:
            answered.append(question)
        answer_plainly(nb)
    raise AssertionError(f"Team A was never asked to throw or propose in {MAX_CLICKS} clicks: {answered}")


def play_on(nb: Any, turns: int) -> None:
    """Play on by clicks until the engine has played turn ``turns``."""
    for _ in range(MAX_CLICKS):
        if nb.probe()["turn"] >= turns:
            return
        answer_plainly(nb)
    raise AssertionError(f"turn {turns} not reached in {MAX_CLICKS} clicks")


def test_two_teams_play_vote_the_single_tax_and_the_tables_are_pooled(open_notebook, measures) -> None:
    start = time.monotonic()
    nb = open_notebook(STEM)
    probe = nb.probe()
    if not _support.EXPECT_INSTALLED:  # the kernel imports this tree, not an installed copy
        assert Path(probe["package"]).resolve().is_relative_to(_support.REPO), probe["package"]

    assert answer_the_deal(nb) == ["Team A"] * 6 + ["Team B"] * 6   # seed 8: six dealt cards a team
    until_team_a_may_propose(nb)
    assert nb.probe()["turn"] == 3                   # seed 8: Team A's first turn
    nb.click_and_settle("Propose the Single Tax")
    assert asks(nb).startswith("Team B decides: Team A proposes the Single Tax")
    shot(nb, "class-round-the-vote", PANEL)
    nb.click_and_settle("Vote for it")               # the bots vote against: Team B's vote carries it
    assert nb.text("le-single-tax").startswith("SINGLE TAX")
    assert nb.text("le-treasury") == "$0"
    assert asks(nb).startswith("Team A decides:")    # the proposal came before Team A's throw
    nb.click_and_settle("Throw the dice")
    play_on(nb, 8)
    probe = nb.probe()
    assert probe["single_tax"] is True and probe["started"] and not probe["over"]
    assert nb.scope.locator(".landlord-game-view [role=alert]").count() == 0
    shot(nb, "class-round-playing", ".landlord-game-view .board-widget")

    saved = run_cell(nb, "save_table(view, TABLE)")
    assert saved["ran"] and "Saved table 'projector' (single tax voted at turn 3; stopped after turn" in saved["text"]
    practice = run_cell(nb, 'save_table(practice_game(')
    assert "Saved table 'practice (bots)' (single tax voted at turn 10; the game is over" in practice["text"]
    pooled = run_cell(nb, "pooled = pool_tables()")
    assert pooled["ran"] and pooled["text"] == "", pooled["text"]   # nothing left out, nothing wrong
    header = pooled["header"]
    assert header[1:4] == ["table", "teams", "over"] and "regime" in header, header
    rows = {row[header.index("table")]: row for row in pooled["rows"]}
    assert sorted(rows) == ["practice (bots)", "projector"]
    regime = header.index("regime")
    assert rows["projector"][regime] == "single tax voted at turn 3"
    assert rows["practice (bots)"][regime] == "single tax voted at turn 10"
    assert rows["projector"][header.index("teams")] == "Team A & Team B"
    assert rows["projector"][header.index("turns")] == str(probe["turn"])
    nb.page.set_viewport_size(SHOT)
    try:
        nb.page.wait_for_timeout(300)
        ARTIFACTS.mkdir(exist_ok=True)
        nb.page.screenshot(path=str(ARTIFACTS / "class-round-pooled.png"))
    finally:
        nb.page.set_viewport_size({"width": 1500, "height": 1500})
    measures["class_round_s"] = round(time.monotonic() - start, 1)
