"""Headless tests of the board widget, GameView and the decision panel (the Python half)."""

from __future__ import annotations

import json
import re

import pytest

from landlord_edu import Game, IllegalAction
from landlord_edu.board.svg import board_svg, centre_texts, describe_board, describe_space, token_positions
from landlord_edu.widgets import BoardWidget, GameView

SYNCED = ("holdings", "texts", "tokens", "focus", "description", "holders")


def test_the_static_board_has_forty_spaces_rules_and_centre() -> None:
    game = Game(players=4, seed=7)
    game.run(max_turns=20)
    svg = board_svg(game)
    assert svg.count('class="le-space') == 40
    assert len(re.findall(r">R\d+</text>", svg)) == 40          # the rule number on every space
    assert "PUBLIC TREASURY" in svg and "MISCELLANEOUS" in svg
    assert f"${game.state.treasury:,}" in svg
    for name in ("TIMBERLAND", "FARMLANDS", "COAL MINES", "OIL FIELDS"):
        assert name in svg
    assert svg.count('class="le-token"') == 4
    assert game._repr_svg_() == svg


def test_owners_are_marked_by_letter_and_shape_not_colour_alone() -> None:
    game = Game(players=["Ann", "Ben", "Abe"], seed=3)
    game.run(max_turns=10)
    svg = board_svg(game)
    assert ">B</text>" in svg and ">A</text>" not in svg
    assert ">An</text>" in svg and ">Ab</text>" in svg                 # clashing initials get two letters
    assert "<circle" in svg and "<rect x=\"-8.1\"" in svg               # seat 0 a circle, seat 1 a square


def test_players_on_one_space_stand_side_by_side() -> None:
    game = Game(players=4, seed=1)
    positions = token_positions(game)                                   # everyone starts on Mother Earth
    assert len(set(positions)) == 4


def test_update_sends_only_what_changed_and_under_a_kilobyte_a_turn() -> None:
    game = Game(players=4, seed=7)
    board = BoardWidget(game)
    sizes = []
    for _ in range(60):
        game.step()
        before = {k: getattr(board, k) for k in SYNCED}
        board.update()
        changed = {k: getattr(board, k) for k in SYNCED if getattr(board, k) != before[k]}
        sizes.append(len(json.dumps(changed)))
    assert sum(sizes) / len(sizes) < 800                               # leaves room for the chart's rows
    assert board.texts["le-treasury"] == f"${game.state.treasury:,}"
    assert board.tokens == [[round(x), round(y)] for x, y in token_positions(game)]


def test_selecting_a_space_shows_what_it_costs_and_why() -> None:
    game = Game(players=2, seed=4)
    game.step()
    board = BoardWidget(game)
    spaces = game.edition.board.spaces
    free = next(s for s in spaces if s.kind == "lot" and game.state.owner[s.index] == -1 and s.rent)
    board.selected = free.index
    assert free.name in board.details and "1906 Rule 7" in board.details
    assert f"${free.rent} now" in board.details and "PUBLIC TREASURY if nobody buys it" in board.details
    board.selected = -2
    assert board.details == describe_board(game)
    assert describe_space(game, 4).startswith("D. F. Hogg's Game Preserves")


def test_the_vote_shows_on_the_board() -> None:
    game = Game(players=4, seed=7)
    game.run(max_turns=30)
    board = BoardWidget(game)
    game.vote_single_tax([0, 1])
    game.run(max_turns=60)
    board.update()
    assert game.state.public, "the treasury bought something out in 60 turns"
    assert ">PUBLIC</text>" in board.holdings                   # in the colour strip of what it bought
    assert board.texts["le-single-tax"].startswith("SINGLE TAX")
    assert centre_texts(game)["le-single-tax"] == board.texts["le-single-tax"]


def test_game_view_steps_votes_and_resets_through_the_engine() -> None:
    view = GameView(players=4, seed=9)
    view.step()                                      # the deal (turn 0)
    view.step()
    assert view.game.turn == 1 and view.board.texts["le-status"].startswith("Turn 2")
    view.vote()
    assert view.game.state.single_tax and view.vote_button.disabled
    view.vote()                                      # a second vote is refused, shown, and changes nothing
    assert "already" in view.status.value
    turn = view.game.turn
    view.reset()
    assert view.game.turn == 0 and not view.game.state.single_tax and turn > 0
    view.new_seed.value = True
    view.reset()
    assert view.game.seed == 10 and view.seed.value == 10


def test_a_human_decision_is_answered_by_the_panel() -> None:
    view = GameView(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=7)
    view.step()
    d = view.game.pending
    assert d is not None and d.kind == "buy_dealt" and view.decision.layout.display == "flex"
    buttons = [c for box in view.decision.children for c in getattr(box, "children", ())]
    buy = next(b for b in buttons if getattr(b, "description", "") == "Buy it")
    card = d.context["space"]
    buy.click()
    assert view.game.state.owner[card] == 0
    view.step()                                      # refused while a decision waits: the message says so
    if view.game.pending is not None:
        assert "waiting for Ann" in view.status.value


def test_reset_during_a_pending_decision_and_play_ticks_are_safe() -> None:
    view = GameView(players=["Ann", "Ben"], strategies=["human", "random"], seed=2)
    view.step()
    assert view.game.pending is not None
    view.play.playing = True
    view.play.value += 1                             # a tick while a human decides stops auto-play
    assert view.play.playing is False
    view.reset()
    assert view.game.pending is None and view.game.turn == 0
    with pytest.raises(IllegalAction):
        view.game.answer(True)


def test_reset_keeps_the_edition_and_a_scenario_view_stages_its_scenario_again() -> None:
    from landlord_edu.edition_edit import edit_edition
    from landlord_edu.scenario import packaged_scenario

    view = GameView(Game(players=3, seed=4, edition=edit_edition(rules={"wages.amount": 150})))
    view.reset()
    assert view.game.edition.id == "1906-edited" and view.game.edition.constants.wages == 150

    monarch = GameView.from_scenario(packaged_scenario("monarch_of_the_world"), seed=14)
    assert monarch.players.disabled and all(d.disabled for d in monarch.strategy_boxes.children)
    first = monarch.game
    monarch.step()
    monarch.reset()
    assert monarch.game is not first and monarch.game.turn == 0 and monarch.game.seed == 14
    lots = monarch.game.engine.lots
    assert {monarch.game.state.owner[i] for i in lots} == {0}   # Ann holds all the land again
    assert monarch.game.state.players[0].gets_wages is False
