"""The side-by-side view and the static handout (headless)."""

from __future__ import annotations

import json

import pytest

from landlord_edu.charts import comparison_chart, live_spec
from landlord_edu.charts.live import comparison_spec
from landlord_edu.widgets import CompareView, handout
from landlord_edu.widgets.compare import COMPARE_MEASURES


def test_two_boards_move_in_step_on_the_same_dice_until_the_vote() -> None:
    view = CompareView(players=4, seed=7, single_tax_at=20)
    view.run(60)
    landlord, single_tax = view.games
    assert landlord.turn == single_tax.turn == 59
    assert not landlord.state.single_tax and single_tax.state.single_tax_turn == 19
    before = [e.text for e in landlord.events if e.turn <= 19]
    assert before == [e.text for e in single_tax.events
                      if e.turn <= 19 and e.kind not in ("single_tax", "treasury_emptied")]
    assert [b.texts["le-treasury"] for b in view.boards] == \
        [f"${g.state.treasury:,}" for g in view.games]


def test_the_comparison_chart_streams_one_row_per_regime_per_turn() -> None:
    view = CompareView(players=3, seed=3, single_tax_at=5)
    view.step()                                        # the deal in both games
    rows = len(view.chart.rows)
    view.step()
    assert len(view.chart.rows) == rows + 2 and len(view.chart.rows_patch) == 2
    assert {r["regime"] for r in view.chart.rows_patch} == set(view.labels)
    view.chart.measure = "public_treasury"
    assert all("public_treasury" in r for r in view.chart.rows)
    view.reset(11)
    assert all(g.turn == 0 and g.seed == 11 for g in view.games)


@pytest.mark.parametrize("measure", [*COMPARE_MEASURES, "gini_no_deeds"])
def test_the_chart_sends_the_spec_altair_built(measure: str) -> None:
    """The comparison's spec is built as plain data; byte for byte the one Altair builds."""
    labels = ("Landlord's Game", "Single Tax from turn 30")
    built = json.dumps(live_spec(comparison_chart([], [], labels, measure)))
    assert json.dumps(comparison_spec(labels, measure)) == built
    view = CompareView(players=3, seed=3, single_tax_at=30)
    view.run(3)
    view.chart.measure = measure.removesuffix("_no_deeds")
    view.chart.count_deeds = measure == "gini"  # the scoring's Gini is the switch's other side
    assert view.chart.shown == measure and json.dumps(view.chart.spec) == built


def test_the_comparison_shows_the_gini_without_deeds_and_marks_the_vote() -> None:
    view = CompareView(players=4, seed=7, single_tax_at=20)
    assert view.chart.shown == "gini_no_deeds" and view.chart.deeds_switch and view.chart.note == ""
    assert view.chart.rows == [] and "Press Step" in view.chart.empty_text
    view.run(30)
    assert view.chart.vote == [{"turn": 19, "label": "Single Tax voted"}]
    assert "voted at turn 19" in view.chart.description
    taxed = [r for r in view.chart.rows if r["regime"] == view.labels[1]]
    by_turn = {r["turn"]: r["gini_no_deeds"] for r in taxed}
    view.chart.count_deeds = True  # the scoring's Gini: it jumps at the vote, and the note says why
    scoring = {r["turn"]: r["gini"] for r in view.chart.rows if r["regime"] == view.labels[1]}
    assert "R-17" in view.chart.note
    assert abs(scoring[20] - scoring[19]) > 0.1 > abs(by_turn[20] - by_turn[19])  # the first turn after it


def test_people_cannot_play_two_games_at_once() -> None:
    with pytest.raises(ValueError, match="bots only"):
        CompareView(players=2, strategies=["human", "cautious"])


def test_the_handout_is_plain_svg_without_scripts() -> None:
    from landlord_edu import Game
    game = Game(players=3, seed=2)
    game.run(max_turns=30)
    page = handout(game)
    assert page.count("<svg") >= 2 and "<script" not in page
    assert "board-svg" in page and "PUBLIC TREASURY" in page
