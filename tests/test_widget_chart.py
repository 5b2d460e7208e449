"""The live wealth chart widget, headless: the spec goes once, then only each turn's new rows.

The browser half (widgets/wealth-chart.js) is checked here for what can be checked without a
browser: one self-contained module, nothing fetched from the network, valid JavaScript."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
import traitlets

from landlord_edu import Game, Options
from landlord_edu.chart_data import PLAYER_FIELDS, WORDS
from landlord_edu.charts import live_spec, wealth_chart, wealth_titles
from landlord_edu.charts.bundle import VEGA_BUNDLE
from landlord_edu.charts.live import SCHEMA_URL, wealth_spec
from landlord_edu.history import history_records
from landlord_edu.widgets import WealthChart
from landlord_edu.widgets._static import static_path, static_text
from landlord_edu.widgets.chart import rows_from_wire

from . import _support

CDN = re.compile(r"cdn\.|jsdelivr|unpkg|esm\.sh|cdnjs|skypack|googleapis", re.I)


class Wire:
    """Records the state updates a widget sends to the browser."""

    def __init__(self, widget: WealthChart, monkeypatch: pytest.MonkeyPatch) -> None:
        self.messages: list[dict[str, Any]] = []
        monkeypatch.setattr(widget, "_send", lambda msg, buffers=None: self.messages.append(msg))

    def states(self) -> list[dict[str, Any]]:
        return [m["state"] for m in self.messages if m.get("method") == "update"]

    def take(self) -> list[dict[str, Any]]:
        out, self.messages = self.states(), []
        return out


def player_rows(game: Game, no_deeds: bool = False) -> list[dict[str, Any]]:
    """history_records(game) in the columns the chart sends; ``no_deeds``: scored without Title Deeds (the
    default chart's, the experiments' measure), cards and wealth both without them."""
    if not no_deeds:
        return [{k: r[k] for k in PLAYER_FIELDS} for r in history_records(game)]
    names = [p.name for p in game.state.players]
    return [{"turn": turn, "round": rnd, "player": name, "cash": cash, "cards": cards, "houses": houses,
             "wealth_no_deeds": worth}
            for turn, rnd, *_, scores in game.rows(without_deeds=True)
            for name, (cash, cards, houses, worth) in zip(names, scores, strict=True)]


def new_game(**kw: Any) -> Game:
    return Game(players=4, seed=kw.pop("seed", 5), options=Options(max_rounds=kw.pop("rounds", 30)), **kw)


def test_rows_grow_and_the_patch_holds_only_the_new_turns() -> None:
    game = new_game()
    chart = WealthChart(game)
    assert chart.rows == [] and chart.rows_patch == []
    assert chart.spec["data"] == {"name": "rows"}  # the spec carries no rows
    game.step()  # setting up: turn 0
    chart.update()
    assert len(chart.rows) == 4 and chart.rows_patch == chart.rows
    for _ in range(3):
        game.step()
    chart.update()
    assert [r["turn"] for r in chart.rows_patch] == [1] * 4 + [2] * 4 + [3] * 4
    assert chart.rows == player_rows(game, no_deeds=True)
    game.step()
    chart.update()
    assert {r["turn"] for r in chart.rows_patch} == {4}
    assert chart.rows == player_rows(game, no_deeds=True)


def test_updates_send_the_patch_and_never_the_whole_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game()
    game.run(max_turns=10)
    chart = WealthChart(game)
    wire = Wire(chart, monkeypatch)
    chart.update()
    assert wire.take() == []  # nothing new: nothing sent
    game.step()
    chart.update()
    (state,) = wire.take()
    assert set(state) <= {"rows_patch", "description", "vote"} and "rows_patch" in state
    assert [r["turn"] for r in rows_from_wire(state["rows_patch"])] == [11] * 4
    assert state["rows_patch"]["columns"][0] == "turn"  # compact: the names once, then the values
    chart.update()
    assert wire.take() == []


def test_rows_per_turn_stay_well_under_a_kilobyte(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(seed=8)
    chart = WealthChart(game)
    wire = Wire(chart, monkeypatch)
    patch_bytes, compact_bytes, message_bytes = [], [], []
    while not game.over:
        if game.started and game.turn == 40:
            game.vote_single_tax([0, 1])
        game.step()
        chart.update()
        for state in wire.take():
            patch_bytes.append(len(json.dumps(state.get("rows_patch", []))))
            assert rows_from_wire(state.get("rows_patch", [])) == chart.rows[-len(rows_from_wire(
                state.get("rows_patch", []))):] or "rows_patch" not in state
            compact_bytes.append(len(json.dumps(state.get("rows_patch", []), separators=(",", ":"))))
            message_bytes.append(len(json.dumps(state)))
    turns = len(patch_bytes)
    print(f"\n4 players, {turns} turns: rows_patch {min(patch_bytes)}-{max(patch_bytes)} bytes a turn "
          f"(mean {sum(patch_bytes) / turns:.0f}; {max(compact_bytes)} at most as compact JSON); "
          "whole update message with description "
          f"{min(message_bytes)}-{max(message_bytes)} bytes (mean {sum(message_bytes) / turns:.0f}); "
          f"all rows at the end {len(json.dumps(chart.rows)):,} bytes")
    assert turns == game.turn + 1
    assert max(patch_bytes) < 250  # compact: the column names once
    assert max(message_bytes) < 1000  # the promise: at most 1 KB of widget traffic a turn


def test_the_description_is_resent_only_with_news(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(seed=8)
    game.step()
    chart = WealthChart(game)
    wire = Wire(chart, monkeypatch)
    told = []
    for _ in range(40):
        game.step()
        chart.update()
        told += [(game.turn, game.state.round, s["description"]) for s in wire.take() if "description" in s]
    rounds = {r for _t, r, _d in told}
    # every round, not every turn (and in round 0 when the lead changes, as deeds bought leave the measure)
    assert len(told) < 40 and set(range(1, game.state.round + 1)) <= rounds <= set(range(game.state.round + 1))
    for turn, _round, text in told:
        assert f"At turn {turn} " in text  # up to date when sent
    assert chart.description == told[-1][2]


def test_an_open_table_keeps_its_description_current(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game(seed=8)
    game.step()
    chart = WealthChart(game)
    chart.table_open = True  # as the page sets it when the table is opened
    wire = Wire(chart, monkeypatch)
    for _ in range(6):
        game.step()
        chart.update()
        (state,) = wire.take()
        assert f"At turn {game.turn} " in state["description"]  # every turn, while the table is open


def test_switching_the_measure_sends_a_new_spec() -> None:
    game = new_game()
    game.run(max_turns=12)
    chart = WealthChart(game)
    assert chart.spec["layer"][0]["encoding"]["y"]["field"] == "wealth_no_deeds"
    chart.count_deeds = True
    assert chart.spec["layer"][0]["encoding"]["y"]["field"] == "wealth" and chart.rows == player_rows(game)
    chart.measure = "cash"
    assert chart.spec["layer"][0]["encoding"]["y"]["field"] == "cash"
    assert chart.rows == player_rows(game)
    chart.measure = "gini"
    assert chart.spec["layer"][0]["encoding"]["y"]["field"] == "gini"
    assert [r["turn"] for r in chart.rows] == list(range(13)) and "gini" in chart.rows[0]
    assert chart.rows_patch == []
    game.step()
    chart.update()
    assert len(chart.rows_patch) == 1 and chart.rows_patch[0]["turn"] == 13
    chart.measure = "wealth"
    assert chart.rows == player_rows(game)
    chart.count_deeds = False
    assert chart.rows == player_rows(game, no_deeds=True)
    with pytest.raises(traitlets.TraitError, match="measure must be one of"):
        chart.measure = "rent"
    assert chart.measure == "wealth"


def test_switching_between_wealth_and_cash_resends_no_rows(monkeypatch: pytest.MonkeyPatch) -> None:
    game = new_game()
    game.run(max_turns=12)
    chart = WealthChart(game, count_deeds=True)  # the scoring's wealth and cash: the same rows
    wire = Wire(chart, monkeypatch)
    chart.measure = "cash"
    sent = {key for state in wire.take() for key in state}
    assert "spec" in sent and "rows" not in sent  # the same rows: only the spec changes


def test_the_vote_is_sent_when_it_happens() -> None:
    game = new_game()
    game.run(max_turns=8)
    chart = WealthChart(game)
    assert chart.vote == []
    game.vote_single_tax([0, 1])
    chart.update()  # between turns: no new rows, but the vote
    assert chart.vote == [{"turn": 8, "label": "Single Tax voted"}]
    assert chart.description.endswith("The Single Tax was voted at turn 8.")
    assert WealthChart(game).vote == chart.vote


def test_reset_follows_another_game() -> None:
    game = new_game()
    game.run(max_turns=12)
    chart = WealthChart(game)
    other = Game(players=["Amy", "Bo", "Cy"], seed=3)
    other.run(max_turns=5)
    chart.reset(other)
    assert chart.rows == player_rows(other, no_deeds=True) and chart.rows_patch == []
    assert chart.spec["layer"][0]["encoding"]["color"]["scale"]["domain"] == ["Amy", "Bo", "Cy"]
    other.step()
    chart.update()
    assert [r["turn"] for r in chart.rows_patch] == [6] * 3


def test_an_instructors_chart_is_used_for_its_measure() -> None:
    game = new_game()
    game.run(max_turns=6)
    mine = wealth_chart(game).properties(width=777, title="Our game")
    chart = WealthChart(game, chart=mine)
    assert chart.spec["width"] == 777 and chart.spec["title"] == "Our game"
    assert "values" not in json.dumps(chart.spec["data"])
    chart.measure = "gini"
    assert chart.spec["width"] != 777
    chart.measure = "wealth"
    assert chart.spec["width"] == 777


def test_a_played_game_shows_every_turn_at_once() -> None:
    game = new_game()
    _support.play_out(game, single_tax_at=30)
    chart = WealthChart(game, measure="gini")
    assert len(chart.rows) == game.turn + 1 and chart.vote[0]["turn"] == game.state.single_tax_turn
    assert "WealthChart(measure='gini'" in repr(chart) and "0x" not in repr(chart)
    json.dumps(chart.get_state())  # everything synced is plain JSON


# ----- the spec without Altair ---------------------------------------------------------------------
NAMES = ("Ann", "Ben", "Cal", "Dot", "Eve", "Fay", "Gus", "Hal", "Ida")


@pytest.mark.parametrize("measure", ["wealth", "cash", "gini"])
@pytest.mark.parametrize("titles", [(None, None), ("Our game", "Money (cash less debts)")])
def test_the_plain_spec_is_altairs_byte_for_byte(measure: str, titles: tuple[str | None, str | None]) -> None:
    title, axis = titles
    for n in range(1, len(NAMES) + 1):  # past eight players the palette, shapes and dashes repeat
        players = list(NAMES[:n])
        theirs = live_spec(wealth_chart([], measure, title=title, axis_title=axis, players=players))
        ours = wealth_spec(measure, title, axis, players)
        assert json.dumps(ours) == json.dumps(theirs), (measure, titles, n)


def test_the_plain_spec_names_altairs_and_the_bundles_vega_lite() -> None:
    import altair as alt

    assert SCHEMA_URL == alt.SCHEMA_URL, "Altair was upgraded: rerun scripts/bundle_vega.py, update charts/live.py"
    vega_lite = re.search(r"vega-lite (\d+\.\d+)", static_text(VEGA_BUNDLE)[:1000])
    assert vega_lite is not None and f"/vega-lite/v{vega_lite.group(1)}." in SCHEMA_URL  # the browser draws it


def spec_built_by_altair(game: Game, measure: str) -> dict[str, Any]:
    """What the live chart sent when it built its spec with Altair: the reference for the plain spec."""
    title, axis = wealth_titles(game, measure)
    players = [p.name for p in game.state.players]
    spec = live_spec(wealth_chart([], measure, title=title, axis_title=axis, players=players))
    spec.update(width="container", autosize={"type": "fit-x", "contains": "padding"})
    spec["description"] = f"Live line chart of {WORDS[measure]} by turn; a text description follows it."
    return spec


@pytest.mark.parametrize("edition", ["1906", "1939"])
def test_the_chart_sends_the_spec_altair_built(edition: str) -> None:
    game = Game(players=["Amy", "Bo", "Cy"], seed=3, edition=edition)
    game.run(max_turns=4)
    chart = WealthChart(game)
    for measure, count_deeds in (("wealth", False), ("cash", False), ("gini", False), ("gini", True),
                                 ("wealth", True), ("wealth", False)):
        chart.measure, chart.count_deeds = measure, count_deeds
        assert json.dumps(chart.spec) == json.dumps(spec_built_by_altair(game, chart.shown)), (edition, measure)


# ----- the browser half -------------------------------------------------------------------------
def test_the_static_files_are_found() -> None:
    for name in ("wealth-chart.js", "wealth-chart.css", VEGA_BUNDLE):
        assert static_path(name).is_file()
    with pytest.raises(FileNotFoundError):
        static_path("no-such-file.js")
    header = static_text(VEGA_BUNDLE)[:1000]
    for tool in ("vl-convert-python", "vega ", "vega-lite", "vega-embed", "GENERATED by scripts/bundle_vega.py"):
        assert tool in header


def test_the_module_is_self_contained_and_fetches_nothing() -> None:
    esm = WealthChart._esm
    assert isinstance(esm, str) and len(esm) > 500_000  # Vega inlined, not imported
    assert not re.search(r"^\s*import\b", esm, re.M), "a top-level import cannot be resolved from a string"
    assert "./vendor/" not in esm and "export default { initialize, render }" in esm
    assert not CDN.search(esm)
    assert not CDN.search(static_text("wealth-chart.js"))
    css = static_text("wealth-chart.css")
    classes = set(re.findall(r"\.([a-zA-Z][\w-]*)", re.sub(r"/\*.*?\*/", "", css, flags=re.S)))
    assert classes - {"vscode-dark"} and all(c.startswith("wealth-chart") for c in classes - {"vscode-dark"})


def test_the_module_is_valid_javascript(tmp_path: Path) -> None:
    node = shutil.which("node")
    assert node is not None, "node is needed for this syntax check (every machine of this project has it)"
    module = tmp_path / "wealth-chart.mjs"
    module.write_text(WealthChart._esm, encoding="utf-8")
    proc = subprocess.run([node, "--check", str(module)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    # and the module imports (no DOM needed until render): initialize and render are exported
    probe = tmp_path / "probe.mjs"
    probe.write_text(f"const m = (await import({json.dumps(module.as_uri())})).default;\n"
                     "console.log(typeof m.initialize, typeof m.render);\n", encoding="utf-8")
    proc = subprocess.run([node, str(probe)], capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.split() == ["function", "function"]


# ----- which wealth: without Title Deeds by default, the game's scoring one click away ----------------------
def test_the_default_wealth_does_not_jump_at_the_vote() -> None:
    """Title Deeds count nothing under the Single Tax (rulings R-17): the scoring's Gini jumps at the vote,
    wealth without Title Deeds (the chart's default, the experiments' gini_no_deeds) keeps its rule."""
    game = Game(players=4, seed=7)
    game.run(max_turns=40)
    chart = WealthChart(game, "gini")
    assert chart.shown == "gini_no_deeds" and chart.deeds_switch and chart.note == ""
    game.vote_single_tax([0, 1, 2, 3])
    game.step()
    chart.update()
    no_deeds = {r["turn"]: r["gini_no_deeds"] for r in chart.rows}
    chart.count_deeds = True
    scoring = {r["turn"]: r["gini"] for r in chart.rows}
    assert "R-17" in chart.note and chart.spec["layer"][0]["encoding"]["y"]["field"] == "gini"
    assert scoring[41] - scoring[40] > 0.2 > abs(no_deeds[41] - no_deeds[40])
    assert no_deeds[41] == scoring[41]  # after the vote the two measures are one
    chart.count_deeds = False
    assert chart.note == "" and [c[0] for c in chart.table_columns][2] == "gini_no_deeds"


def test_the_1939_rules_have_no_switch_of_wealth() -> None:
    """The 1939 scoring counts money (no Title Deed counts, and there is no vote): one measure, no switch."""
    game = Game(players=3, seed=3, edition="1939")
    game.run(max_turns=5)
    chart = WealthChart(game)
    assert chart.shown == "wealth" and not chart.deeds_switch and chart.note == ""
    assert "wealth_no_deeds" not in [field for field, _ in chart.table_columns]
    no_deeds = [w for *_, scores in game.rows(without_deeds=True) for *_, w in scores]
    assert [r["wealth"] for r in chart.rows] == no_deeds  # the same numbers either way


def test_the_chart_says_what_to_do_at_turn_0_and_names_its_table() -> None:
    chart = WealthChart(new_game())
    assert chart.rows == [] and chart.empty_text.startswith("Press Step or Play")
    assert chart.description.endswith("no turns played yet.")
    assert [field for field, _ in chart.table_columns] == ["turn", "round", "player", "cash", "cards", "houses",
                                                          "wealth_no_deeds"]
    assert WealthChart(new_game(), "wealth_no_deeds").count_deeds is False
    assert WealthChart(new_game(), "gini_no_deeds").measure == "gini"


@pytest.mark.parametrize("single_tax_at", [None, 30])
def test_the_gini_without_deeds_is_the_experiments_measure(single_tax_at: int | None) -> None:
    """The chart's last Gini without Title Deeds is the experiments' gini_no_deeds of the same game, ended."""
    from landlord_edu.experiments.summary import GAME_COLUMNS, summarise

    game = new_game(seed=12, rounds=20)
    while not game.over:
        if single_tax_at is not None:
            game.vote_single_tax_before(single_tax_at)
        game.step()
    chart = WealthChart(game, "gini")
    row = dict(zip(GAME_COLUMNS, summarise(game, "any").game, strict=True))
    assert chart.rows[-1]["gini_no_deeds"] == round(row["gini_no_deeds"], 4)
    assert (row["gini_no_deeds"] == row["gini"]) == (single_tax_at is not None)  # one measure after a vote
