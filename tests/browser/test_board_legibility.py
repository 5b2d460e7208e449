"""The board read from the back of a classroom: in a 1280x720 and a 1920x1080 window (JupyterLab, default
zoom), every word drawn on the board of GameView (1906 and 1939) and of CompareView is at least 12 px on
screen, and no owner's mark, house count or checker covers a space's name or amounts.

A word's size on screen is its computed font size times the scale the page draws it at (the SVG's
screen matrix): what the eye gets, whatever the viewBox. Screenshots at both sizes go to
tests/browser/artifacts/board-<view>-<width>x<height>.png; the sizes found go to measures.json.
"""

from __future__ import annotations

from typing import Any

from .conftest import ARTIFACTS

MIN_PX = 12.0
STEPS = 12
WINDOWS = ((1280, 720), (1920, 1080))
LAB_WINDOW = {"width": 1500, "height": 1500}  # the shared page's size (conftest.py), put back afterwards

# Every <text> of each board under `root`, with its size on screen; the boxes of the holders' marks, the
# houses and the checkers; the boxes of the spaces' names and amounts.
MEASURE = """(root) => {
    const boxOf = (el) => { const r = el.getBoundingClientRect();
                            return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
    return [...root.querySelectorAll('.board-widget svg.board-svg')].map((svg) => {
        const scale = (m) => Math.hypot(m.a, m.b);
        const texts = [];
        for (const t of svg.querySelectorAll('text')) {
            if (!t.textContent.trim()) continue;  // a centre slot with nothing to say now
            // words in <defs> (the checkers' and marks' letters) are drawn by <use>, at the board's scale
            const matrix = t.closest('defs') ? svg.getScreenCTM() : t.getScreenCTM();
            const px = parseFloat(getComputedStyle(t).fontSize) * scale(matrix);
            texts.push({text: t.textContent.trim(), cls: t.getAttribute('class') || '', px});
        }
        const marks = [...svg.querySelectorAll(
            '#le-tokens use, #le-holdings use[href^="#le-mark-"], #le-holdings .le-houses')].map((m) =>
            ({what: m.getAttribute('href') || m.getAttribute('class'), ...boxOf(m)}));
        const words = [...svg.querySelectorAll('.le-space text.le-name, .le-space text.le-small')].map((t) =>
            ({text: t.textContent, space: t.closest('.le-space').dataset.index, ...boxOf(t)}));
        return {width: svg.getBoundingClientRect().width, texts, marks, words};
    });
}"""


def _overlaps(a: dict[str, Any], b: dict[str, Any], slack: float = 0.5) -> bool:
    return (a["left"] < b["right"] - slack and b["left"] < a["right"] - slack
            and a["top"] < b["bottom"] - slack and b["top"] < a["bottom"] - slack)


def _measure(nb, root: Any, view: str, measures: dict[str, Any]) -> list[str]:
    """The boards under ``root`` at each window size, in the default mode and in projector mode: what is wrong
    with them (an empty list if nothing)."""
    smallest: dict[str, float] = {}
    problems = _measure_mode(nb, root, view, measures, smallest)
    _projector(nb, root, on=True)
    try:
        problems += _measure_mode(nb, root, f"{view}-projector", measures, smallest)
    finally:
        _projector(nb, root, on=False)
    for key, px in smallest.items():
        if not key.startswith(f"{view}-projector "):
            big = smallest[key.replace(view, f"{view}-projector", 1)]
            if big <= px:
                problems.append(f"{key}: the smallest word is {big:.1f} px in projector mode, {px:.1f} px without")
    return problems


def _projector(nb, root: Any, on: bool) -> None:
    """Press the view's Projector mode toggle; wait until the view has (or has lost) the projector class."""
    toggle = root.get_by_role("button", name="Projector mode").first
    toggle.scroll_into_view_if_needed()
    toggle.click()
    nb.wait_until(lambda: root.evaluate("(el) => el.classList.contains('landlord-projector')") == on, 10,
                  f"projector mode {'on' if on else 'off'}")
    nb.wait_until(lambda: toggle.get_attribute("aria-pressed") == str(on).lower(), 10,
                  "the toggle says whether it is pressed")
    nb.page.wait_for_timeout(300)


def _measure_mode(nb, root: Any, view: str, measures: dict[str, Any], smallest_px: dict[str, float]) -> list[str]:
    """The boards under ``root`` at each window size, as the view is now."""
    problems = []
    found = measures.setdefault("board_text_px", {})
    try:
        for width, height in WINDOWS:
            nb.page.set_viewport_size({"width": width, "height": height})
            nb.page.wait_for_timeout(400)  # the notebook lays itself out again
            board = root.locator(".board-widget svg.board-svg").first
            board.scroll_into_view_if_needed()
            nb.page.wait_for_timeout(200)
            nb.page.screenshot(path=str(_artifact(f"board-{view}-{width}x{height}.png")))
            boards = root.evaluate(MEASURE)
            assert boards, f"no board drawn in {view}"
            for k, b in enumerate(boards):
                smallest = min(b["texts"], key=lambda t: t["px"])
                smallest_px[f"{view} {width}x{height} board {k + 1}"] = smallest["px"]
                found[f"{view} {width}x{height} board {k + 1}"] = {
                    "board_px": round(b["width"]), "smallest_px": round(smallest["px"], 1),
                    "smallest_text": smallest["text"][:40]}
                problems += [f"{view} at {width}x{height}, board {k + 1} ({b['width']:.0f} px wide): "
                             f"{t['text'][:30]!r} ({t['cls']}) is {t['px']:.1f} px"
                             for t in b["texts"] if t["px"] < MIN_PX]
                problems += [f"{view} at {width}x{height}: {m['what']} covers {w['text']!r} on space {w['space']}"
                             for m in b["marks"] for w in b["words"] if _overlaps(m, w)]
    finally:
        nb.page.set_viewport_size(LAB_WINDOW)
    return problems


def _artifact(name: str) -> Any:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS / name


def _assert_none(problems: list[str]) -> None:
    assert not problems, f"{len(problems)} problems, the first ones:\n" + "\n".join(problems[:15])


def test_game_view_board_words_are_12_px_and_uncovered(open_notebook, measures):
    nb = open_notebook("bots_view")
    nb.click_and_settle("Step", clicks=STEPS)  # the deal and some turns: bought lots carry their holders' marks
    assert nb.scope.locator('#le-holdings use[href^="#le-mark-"]').count() > 0, "nobody holds a card yet"
    _assert_none(_measure(nb, nb.scope.locator(".landlord-game-view"), "game_view", measures))


def test_1939_board_words_are_12_px_and_uncovered(open_notebook, measures):
    nb = open_notebook("phillips_view")
    nb.click_and_settle("Step")  # the deal: the Deeds and Shares are marked
    assert nb.scope.locator('#le-holdings use[href^="#le-mark-"]').count() > 0
    _assert_none(_measure(nb, nb.scope.locator(".landlord-game-view"), "game_view_1939", measures))


def test_compare_view_boards_words_are_12_px_and_uncovered(open_notebook, measures):
    nb = open_notebook("compare_view")
    compare = nb.scope.locator(".landlord-compare-view")
    compare.locator(".board-widget g.le-space").nth(79).wait_for(state="attached")
    for _ in range(STEPS):  # the deal and some turns: bought lots carry their holders' marks
        compare.get_by_role("button", name="Step both").click()
    statuses = compare.locator("#le-status")
    nb.wait_until(lambda: all(t.startswith(f"Turn {STEPS}:") for t in statuses.all_text_contents()), 20,
                  "both boards showed the steps")
    assert compare.locator(".board-widget svg.board-svg").count() == 2
    assert compare.locator('#le-holdings use[href^="#le-mark-"]').count() > 0, "nobody holds a card yet"
    _assert_none(_measure(nb, compare, "compare_view", measures))


def test_crowded_corners_keep_their_names_uncovered(open_notebook, measures):
    nb = open_notebook("crowded_view")  # a scenario: four checkers on Shelter, four on Central Park
    root = nb.scope.locator(".landlord-game-view")
    on_corners = nb.spaces_under("#le-tokens use")
    assert on_corners == [10] * 4 + [20] * 4, f"the checkers stand by spaces {on_corners}"
    _assert_none(_measure(nb, root, "crowded_corners", measures))
