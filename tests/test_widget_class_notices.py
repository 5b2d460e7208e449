"""What a class notices on the view: Mother Earth's wages as the game pays them, a decision panel brought up to
date by a vote, one turn number, narrative numbers that stay put, and words for the view (not for Python)."""

from __future__ import annotations

import re
from typing import Any

from landlord_edu import Game, board_svg
from landlord_edu.decisions import AMOUNT_KINDS
from landlord_edu.edition_edit import edit_edition
from landlord_edu.widgets import GameView
from landlord_edu.widgets.board import BoardWidget
from landlord_edu.widgets.narrative import event_numbers


def _widgets(view: GameView) -> list[Any]:
    out, stack = [], [view.decision]
    while stack:
        widget = stack.pop()
        out.append(widget)
        stack += list(getattr(widget, "children", ()))
    return out


def _buttons(view: GameView) -> list[str]:
    return [x.description for x in _widgets(view) if x.__class__.__name__ == "Button"]


def test_mother_earth_says_the_wages_the_game_pays_now() -> None:
    game = Game(players=4, seed=2, edition=edit_edition(rules={"wages.amount": 150}))
    board = BoardWidget(game)
    assert ">Wages $150<" in board.skeleton and board.texts["le-wages"] == "Wages $150"
    assert re.search(r'<text id="le-wages"[^>]*>Wages \$150<', board_svg.board_svg(game))
    game = Game(players=4, seed=7)
    board = BoardWidget(game)
    game.run(max_turns=10)
    game.vote_single_tax([0, 1])
    for _ in range(200):  # the treasury raises wages (Single Tax Rule 6(d)) by turn 64
        if game.state.wage_level > 100:
            break
        game.step()
    board.update()
    assert game.state.wage_level > 100, "the treasury raised wages (Single Tax Rule 6(d))"
    assert board.texts["le-wages"] == f"Wages ${game.state.wage_level}"
    assert re.search(f'<text id="le-wages"[^>]*>Wages \\${game.state.wage_level}<', board_svg.board_svg(game))


def test_a_vote_takes_the_proposal_off_the_waiting_turn_decision() -> None:
    view = GameView(players=["Ann", "Ben", "Cal"], strategies=["human", "cautious", "cautious"], seed=3)
    for _ in range(200):  # to Ann's first turn: she buys nothing and bids nothing
        d = view.game.pending
        if d is not None and d.kind == "turn":
            break
        view.answer(0 if d is not None and d.kind in AMOUNT_KINDS else False) if d is not None else view.step()
    assert "Propose the Single Tax" in _buttons(view)
    view.vote()
    assert view.game.state.single_tax and view.game.pending.kind == "turn"
    assert "Propose the Single Tax" not in _buttons(view) and "Throw the dice" in _buttons(view)


def test_one_turn_number_and_narrative_numbers_that_stay_put() -> None:
    view = GameView(players=4, seed=9)
    for _ in range(3):
        view.step()
    assert view.board.texts["le-status"] in view.narrative.value    # the board's centre and the narrative agree
    assert f"Turn {view.game.turn + 1}:" in view.narrative.value
    assert view.board.description.endswith(f"{view.board.texts['le-status']}.")   # and the screen reader's words
    quoted = dict(re.findall(r"<b>([\d.]+)</b> ([^<]+)</li>", view.narrative.value))
    view.step()
    later = dict(re.findall(r"<b>([\d.]+)</b> ([^<]+)</li>", view.narrative.value))
    kept = set(quoted) & set(later)
    assert kept and all(quoted[n] == later[n] for n in kept)
    events = view.game.events
    numbers = event_numbers(events, len(events))
    assert numbers[0] == "0.1" and len(set(numbers)) == len(events)
    for e, n in zip(events, numbers, strict=True):   # turn.k: the k-th event of its turn
        turn, k = map(int, n.split("."))
        assert turn == e.turn and sum(x.turn == e.turn for x in events[:e.seq]) == k - 1
    assert event_numbers(events, 5) == numbers[-5:] and event_numbers(events, 0) == []


def test_a_waiting_decision_is_answered_below_not_in_python() -> None:
    view = GameView(players=["Ann", "Ben"], strategies=["human", "cautious"], seed=7)
    view.step()
    assert view.game.pending is not None
    view.step()
    assert "choose below" in view.status.value and "game.answer" not in view.status.value
    assert "waiting for Ann" in view.status.value


def test_a_pass_in_a_bidding_is_said_on_the_message_line() -> None:
    view = GameView(players=["Ann", "Ben", "Cal"], strategies=["human", "cautious", "cautious"], seed=3)
    for _ in range(200):  # to Ann's first bid in a sale of a card from the pack (Rule 7's procedure)
        d = view.game.pending
        if d is not None and d.kind == "bid":
            break
        view.answer(False) if d is not None else view.step()
    bid = view.game.pending
    next(b for b in _widgets(view) if getattr(b, "description", "") == "Pass").click()
    assert view.game.pending is not bid and "Ann passed: no bid" in view.status.value
    view.step()
    assert "passed" not in view.status.value          # said once, for the click it answers
