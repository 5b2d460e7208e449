"""Measures, reported (terminal summary and tests/browser/artifacts/measures.json), not pass/fail:
(a) bytes the kernel sends the browser per turn, (b) turns per second the view keeps up with in
auto-play, (c) seconds from running the cell to the drawn board (recorded by the open_notebook fixture).

The tests fail only if the thing measured does not work at all (no Step, no Play) or if the widgets
send again what they should send once (the board's skeleton, the chart's spec or all its rows)."""

from __future__ import annotations

import json
import time
from collections import Counter
from typing import Any

STEPS = 10
PLAY_SECONDS = 5
SPEED = 30
TARGET_BYTES = 1024  # the target for the board's changes plus the chart's rows, per turn
SENT_ONCE = {"skeleton", "spec", "rows", "_esm", "_css"}


def _size(value: Any) -> int:
    return len(json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode())


def _widget_names(messages: list[tuple[int, dict[str, Any]]]) -> dict[str, str]:
    """comm id -> a readable name (the anywidget class, or the ipywidgets model), from the comm_open messages."""
    names = {}
    for _bytes, m in messages:
        if m["header"].get("msg_type") == "comm_open":
            state = m["content"].get("data", {}).get("state", {})
            name = state.get("_anywidget_id") or state.get("_model_name") or "?"
            names[m["content"]["comm_id"]] = str(name).rsplit(".", 1)[-1]
    return names


def _turn_shown(nb) -> int:
    return int(nb.text("le-status").split(":")[0].removeprefix("Turn ")) - 1


def test_bytes_per_turn(open_notebook, measures):
    nb = open_notebook("bots_view")
    nb.click_and_settle("Step")  # the deal
    nb.click_and_settle("Step")  # turn 1: the chart's first rows after the deal's
    mark = nb.frame_mark()
    round_trips = []
    for _ in range(STEPS):
        start = time.monotonic()
        nb.click_and_settle("Step")
        round_trips.append(time.monotonic() - start)
    messages = nb.kernel_messages(mark)
    names = _widget_names(nb.kernel_messages())
    assert nb.probe()["turn"] == STEPS + 1

    by_type: Counter[str] = Counter()
    by_trait: Counter[str] = Counter()
    patches = []
    for size, m in messages:
        by_type[m["header"].get("msg_type", "?")] += size
        if m["header"].get("msg_type") != "comm_msg":
            continue
        data = m["content"].get("data", {})
        widget = names.get(m["content"].get("comm_id"), "?")
        for key, value in data.get("state", {}).items():
            by_trait[f"{widget}.{key}"] += _size(value)
            assert key not in SENT_ONCE, f"{widget}.{key} was sent again during a turn"
            if key == "rows_patch":
                patches.append(value)
    board_and_chart = sum(v for k, v in by_trait.items() if k.split(".")[0] in ("BoardWidget", "WealthChart"))
    total = sum(size for size, _m in messages)
    measures["bytes_per_turn"] = {
        "turns": STEPS,
        "all_frames": round(total / STEPS),
        "by_message_type": {k: round(v / STEPS) for k, v in by_type.most_common()},
        "messages": round(len(messages) / STEPS, 1),
        "widget_state_payload": round(sum(by_trait.values()) / STEPS),
        "board_and_chart_payload": round(board_and_chart / STEPS),
        "by_widget_trait": {k: round(v / STEPS) for k, v in by_trait.most_common()},
        "step_round_trip_ms_median": round(1000 * sorted(round_trips)[STEPS // 2]),
        "target_board_and_chart": TARGET_BYTES,
        "within_target": board_and_chart / STEPS <= TARGET_BYTES,
    }
    assert len(patches) == STEPS and all(len(rows["rows"]) == 4 for rows in patches), "one row per player per turn"
    assert board_and_chart / STEPS <= TARGET_BYTES, f"{board_and_chart / STEPS:.0f} B a turn: {by_trait.most_common(6)}"
    assert by_trait["BoardWidget.tokens"] > 0


def test_autoplay_turns_per_second(open_notebook, measures):
    nb = open_notebook("bots_view")
    nb.click_and_settle("Step")
    nb.set_slider("Turns/s", SPEED)
    nb.scope.locator("#le-status").evaluate("""(node) => {
        window.__leRedraws = 0;
        new MutationObserver(() => { window.__leRedraws += 1; })
            .observe(node, {childList: true, characterData: true, subtree: true});
    }""")
    first = _turn_shown(nb)
    play = nb.play_button()
    play.click()
    start = time.monotonic()
    nb.page.wait_for_timeout(PLAY_SECONDS * 1000)
    shown = _turn_shown(nb)
    elapsed = time.monotonic() - start
    redraws = nb.page.evaluate("window.__leRedraws")
    play.click()  # pause
    played = nb.probe_settled()["turn"]  # the kernel has worked through the ticks still queued
    measures["autoplay"] = {
        "requested_turns_per_s": SPEED,
        "seconds": round(elapsed, 2),
        "turns_shown": shown - first,
        "turns_per_s_shown": round((shown - first) / elapsed, 1),
        "status_redraws": redraws,
        "turns_played_by_pause": played - first,
        "lag_at_pause_turns": played - shown,
    }
    assert shown > first, "Play played nothing"
