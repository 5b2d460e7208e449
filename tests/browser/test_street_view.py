"""The street of Landlord! in a real JupyterLab and chromium: a GameView of the card game draws the street (no
track), redraws it after each Step as the engine says, describes it in words on "D", and its smallest word is
as large as the board's at 1280x720 and 1920x1080, in the default and the projector mode. Screenshots go to
tests/browser/artifacts/board-street_view-<width>x<height>.png (and -projector-)."""

from __future__ import annotations

from landlord_edu.board.status import NOT_STARTED

from .test_board_legibility import _assert_none, _measure

STEPS = 10
PLAYERS = ["Ann", "Ben", "Cal", "Dot"]
# the board's smallest word at 1280x720: 14 units of its 900-unit picture, drawn 800 px wide
BOARD_SMALLEST_PX = 14 * 800 / 900

LABELS = "(gs) => gs.map((g) => g.getAttribute('aria-label'))"


def _street(nb):
    return nb.scope.locator(".landlord-game-view .board-widget svg.le-street")


def test_the_street_is_drawn_and_follows_each_step(open_notebook):
    nb = open_notebook("street_view")
    street = _street(nb)
    assert street.count() == 1 and nb.scope.locator(".board-widget g.le-space").count() == 0
    assert nb.text("le-status") == nb.probe()["status"] == NOT_STARTED
    assert street.locator("g.le-building").count() == 0
    assert "Tab reads the picture" in nb.scope.locator(".board-widget-hint").text_content()
    counts, statuses = [], []
    for _ in range(STEPS):
        nb.click_and_settle("Step")
        counts.append(street.locator("g.le-building").count())
        statuses.append(nb.text("le-status"))
    probe = nb.probe()
    assert nb.text("le-status") == probe["status"] and len(set(statuses)) == STEPS  # redrawn each step
    buildings = probe["buildings"]
    assert counts[0] == 0 < counts[-1] == len(buildings)  # the deal builds nothing; the street grew
    drawn = street.locator("g.le-building").evaluate_all(LABELS)
    assert len(drawn) == len(buildings)
    for bid, owner, _ in buildings:
        assert sum(x.startswith(f"{owner}'s building {bid}:") for x in drawn) == 1, (bid, owner, drawn)
    tenants = [name for _, _, names in buildings for name in names]
    assert tenants, "nobody lives in the street yet"
    for bid, _, names in buildings:
        rooms = street.locator(f"#le-building-{bid} g[class^='le-room-']").evaluate_all(LABELS)
        for name in names:
            shown = {"Mother with child": "Mother & child", "Squatters": "squatters"}.get(name, name)
            assert any(f": {shown}, " in room for room in rooms), (bid, name, rooms)
    for k, cash in enumerate(probe["cash"]):  # each owner's money, as the engine has it
        assert street.locator(f"#le-owner-{k} text.le-owner").text_content() == f"{PLAYERS[k]} · ${cash:,}"


def test_d_describes_the_street_in_words(open_notebook):
    nb = open_notebook("street_view")
    nb.click_and_settle("Step", clicks=6)
    first = _street(nb).locator("g.le-building").first
    first.focus()
    first.press("d")
    details = nb.scope.locator(".board-widget-details")
    nb.wait_until(lambda: "'s building 0:" in (details.text_content() or ""), 10, "the street was described")
    assert "Draw pile" in details.text_content()


def test_the_streets_words_are_as_large_as_the_boards(open_notebook, measures):
    nb = open_notebook("street_view")
    nb.click_and_settle("Step", clicks=STEPS)
    assert _street(nb).locator("g[class^='le-room-']").count() > 0
    _assert_none(_measure(nb, nb.scope.locator(".landlord-game-view"), "street_view", measures))
    found = measures["board_text_px"]
    for mode in ("street_view", "street_view-projector"):
        smallest = found[f"{mode} 1280x720 board 1"]["smallest_px"]
        assert smallest >= BOARD_SMALLEST_PX - 0.05, f"{mode}: {smallest} px, the board's {BOARD_SMALLEST_PX:.1f}"
