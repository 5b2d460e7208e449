"""The side-by-side view and the static handout (headless)."""

from __future__ import annotations

import pytest

from landlord_edu.widgets import CompareView, handout


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
