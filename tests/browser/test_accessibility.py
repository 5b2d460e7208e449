"""What assistive technology gets from the views, read from chromium's own accessibility tree (CDP
``Accessibility.getFullAXTree``, the tree a screen reader is given): every control of GameView (1906 and
1939) and of CompareView has a name, and the board's spaces are announced one by one, each with a name
that says what is on it. The decision panel has a place of its own: the board's top does not move when a
decision appears. The counts go to measures.json (``accessibility``).
"""

from __future__ import annotations

from typing import Any

CONTROLS = {"button", "checkbox", "combobox", "listbox", "menuitem", "radio", "slider", "spinbutton", "switch",
            "tab", "textbox", "searchbox", "togglebutton"}


def ax_nodes(nb: Any, selector: str) -> list[dict[str, Any]]:
    """The accessibility tree's nodes (role, name, ignored) of the DOM under the first ``selector``."""
    page = nb.page
    cdp = page.context.new_cdp_session(page)
    try:
        cdp.send("DOM.enable")
        cdp.send("Accessibility.enable")
        root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
        found = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
        assert found, f"nothing on the page matches {selector!r}"
        tree = cdp.send("DOM.describeNode", {"nodeId": found, "depth": -1, "pierce": True})["node"]
        inside: set[int] = set()
        stack = [tree]
        while stack:
            node = stack.pop()
            inside.add(node["backendNodeId"])
            stack += node.get("children", []) + node.get("shadowRoots", [])
        nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    finally:
        cdp.detach()
    return [{"role": str(n.get("role", {}).get("value", "")), "name": str(n.get("name", {}).get("value", "")),
             "ignored": bool(n.get("ignored")), "dom": n.get("backendDOMNodeId")}
            for n in nodes if n.get("backendDOMNodeId") in inside]


def spoken(name: str) -> str:
    """A name as a screen reader says it: an icon font's private-use glyphs (U+E000-U+F8FF) say nothing."""
    return "".join(ch for ch in name if not 0xE000 <= ord(ch) <= 0xF8FF).strip()


def controls(nodes: list[dict[str, Any]]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(named, unnamed) controls among the tree's nodes that a screen reader is given (not ignored); a name
    of icon glyphs only is no name, and a name with a glyph in it is said badly: both count as unnamed."""
    shown = [n for n in nodes if not n["ignored"] and n["role"].lower() in CONTROLS]
    return ([n for n in shown if spoken(n["name"]) and spoken(n["name"]) == n["name"].strip()],
            [n for n in shown if not spoken(n["name"]) or spoken(n["name"]) != n["name"].strip()])


def spaces(nb: Any, nodes: list[dict[str, Any]], scope: Any) -> list[str]:
    """The names announced for the board's spaces (the nodes of the ``g.le-space`` elements, not ignored)."""
    ids = set(scope.evaluate("""(root) => [...root.querySelectorAll('g.le-space')].map((g) => g.dataset.index)"""))
    assert ids, "no board spaces on the page"
    # the spaces' DOM nodes: match them by their accessible names' leading number
    return [n["name"] for n in nodes if not n["ignored"] and n["role"] in ("button", "listitem")
            and n["name"].split(":")[0] in ids]


def _check(nb: Any, scope: Any, selector: str, view: str, boards: int, measures: dict[str, Any]) -> None:
    nodes = ax_nodes(nb, selector)
    named, unnamed = controls(nodes)
    names = spaces(nb, nodes, scope)
    measures.setdefault("accessibility", {})[view] = {"controls_named": len(named), "controls_unnamed": len(unnamed),
                                                      "spaces_announced": len(names)}
    assert not unnamed, f"{view}: {len(unnamed)} controls without a name: {unnamed[:8]}"
    assert len(names) == 40 * boards, f"{view}: {len(names)} spaces announced, not {40 * boards}: {names[:5]}"
    assert all(len(n) > len("12: ") for n in names)
    roles = scope.evaluate("(root) => [...root.querySelectorAll('svg.board-svg')].map((s) => s.getAttribute('role'))")
    assert roles == ["group"] * boards, f"{view}: the board's svg is {roles}: an img's children are not announced"
    held = scope.evaluate("""(root) => [...root.querySelectorAll('#le-holdings use[href^="#le-mark-"]')].length""")
    if held:  # a held space says who holds it
        assert any("'s" in n.split(",", 2)[-1] for n in names), f"{view}: no space says who holds it: {names[:6]}"


def test_game_view_every_control_named_and_spaces_announced(open_notebook, measures):
    nb = open_notebook("game_view")
    nb.click_and_settle("Step", clicks=3)  # the deal and Ann's first decision: its panel is in the tree too
    _check(nb, nb.scope, '[data-le-test="game_view.ipynb"] .landlord-game-view:not([data-le-stale])', "game_view",
           1, measures)


def test_1939_view_every_control_named_and_spaces_announced(open_notebook, measures):
    nb = open_notebook("phillips_view")
    nb.click_and_settle("Step")
    _check(nb, nb.scope, '[data-le-test="phillips_view.ipynb"] .landlord-game-view:not([data-le-stale])',
           "game_view_1939", 1, measures)


def test_compare_view_every_control_named_and_spaces_announced(open_notebook, measures):
    nb = open_notebook("compare_view")
    compare = nb.scope.locator(".landlord-compare-view")
    compare.locator(".board-widget g.le-space").nth(79).wait_for(state="attached")
    _check(nb, compare, '[data-le-test="compare_view.ipynb"] .landlord-compare-view', "compare_view", 2, measures)


def test_the_board_does_not_move_when_a_decision_appears(open_notebook):
    nb = open_notebook("game_view")   # Ann is human: the deal asks her whether to buy each card dealt
    view = nb.scope.locator(".landlord-game-view:not([data-le-stale])")
    board, panel = view.locator(".board-widget svg.board-svg"), view.locator(".landlord-decision")

    def top() -> float:  # the board's top in the view (a click may scroll the notebook: that moves both)
        return float(board.bounding_box()["y"] - view.bounding_box()["y"])

    before = top()
    assert panel.locator("button").count() == 0
    nb.click_and_settle("Step")
    assert nb.probe()["pending"] is not None and panel.locator("button").count() >= 2
    assert top() == before, "the decision pushed the board down"
    nb.click_and_settle("Return it to the pack")
    assert top() == before


def test_reduced_motion_leaves_nothing_moving(open_notebook):
    nb = open_notebook("bots_view")
    nb.page.emulate_media(reduced_motion="reduce")
    try:
        nb.click_and_settle("Step", clicks=2)
        moving = nb.scope.locator(".landlord-game-view:not([data-le-stale])").evaluate("""(root) =>
            [root, ...root.querySelectorAll('*')].map((el) => getComputedStyle(el))
                .filter((css) => parseFloat(css.transitionDuration) > 0 || css.animationName !== 'none').length""")
        assert moving == 0, f"{moving} elements of the view still move under prefers-reduced-motion"
    finally:
        nb.page.emulate_media(reduced_motion="no-preference")
