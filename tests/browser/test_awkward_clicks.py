"""Clicks a class will make: Step twice at once, Reset while a human decides, Vote during Play,
a double click on a decision. Afterwards the board must agree with the engine (the probe cell)."""

from __future__ import annotations

from landlord_edu.board.status import NOT_STARTED

from .twin import twin

ALERT = ".landlord-game-view [role=alert]"

def _agrees(nb):
    """The board's centre line matches the engine (read through the notebook), whatever came before."""
    probe = nb.probe_settled()
    if probe["over"]:
        return probe
    if not probe["started"]:  # before the deal, and while its questions wait, nobody is "to play" yet
        assert probe["status"] == (NOT_STARTED if probe["pending"] is None else "Setting up: Ann to answer"), probe
    else:
        assert probe["status"].startswith(f"Turn {probe['turn'] + 1}: "), probe
    return probe


def _turn_shown(nb) -> int:
    """The turn number in ``#le-status`` ("Turn 7: Cal to play" -> 7)."""
    status = nb.text("le-status")
    return 10**6 if status == "Game over" else int(status.split(":")[0].removeprefix("Turn "))


def _dealt_question(stem: str):
    """The question the notebook's game asks Ann (human) at the deal, from its twin: it must be one."""
    game = twin(stem)
    game.step()
    question = game.pending
    assert question is not None and question.kind == "buy_dealt" and question.player == 0, \
        f"{stem}.ipynb's seed should ask Ann about a dealt card at the deal, not {question}: choose another seed"
    return game, question


def test_step_twice_quickly_then_reset_while_a_decision_waits(open_notebook):
    nb = open_notebook("game_view")
    _game, question = _dealt_question("game_view")
    mark = nb.frame_mark()
    nb.button("Step").dblclick()
    nb.wait_until(lambda: nb.idle_count(mark) >= 2, 20, "both clicks were handled")
    probe = _agrees(nb)
    assert probe["turn"] == 0 and probe["pending"] == {"kind": "buy_dealt", "player": 0}
    assert nb.button("Buy it").count() == 1
    assert "waiting for Ann to answer" in nb.scope.locator(ALERT).inner_text()  # the second Step, refused

    nb.click_and_settle("Reset")
    probe = _agrees(nb)
    assert probe["pending"] is None and probe["turn"] == 0 and probe["started"] is False
    assert nb.scope.locator(".landlord-decision button").count() == 0   # its place kept, no question in it
    assert nb.button("Buy it").count() == 0
    assert nb.scope.locator("#le-holdings > *").count() == 0
    assert nb.chart_marks() == 0

    nb.click_and_settle("Step")  # the same seed: the same question again
    assert question.prompt in nb.scope.locator(".landlord-decision").inner_text()
    _agrees(nb)


def test_reset_clears_a_stale_refusal(open_notebook):
    nb = open_notebook("game_view")
    nb.click_and_settle("Step", clicks=2)  # the second Step is refused: Ann must answer first
    assert nb.scope.locator(ALERT).count() == 1
    nb.click_and_settle("Reset")
    assert nb.scope.locator(ALERT).count() == 0, nb.scope.locator(ALERT).inner_text()


def test_a_double_click_on_a_decision_answers_it_once(open_notebook):
    nb = open_notebook("game_view")
    game, question = _dealt_question("game_view")
    game.answer(True)  # one answer: the card bought, and the next question
    assert game.pending is not None and game.pending.kind == "buy_dealt", \
        f"game_view.ipynb's seed should ask Ann about a second card, not {game.pending}: choose another seed"
    nb.click_and_settle("Step")
    mark = nb.frame_mark()
    nb.button("Buy it").dblclick()
    nb.wait_until(lambda: nb.idle_count(mark) >= 2, 20, "both clicks were handled")
    probe = _agrees(nb)
    bought = [i for i, owner in enumerate(probe["owner"]) if owner == 0]
    assert bought == [question.context["space"]], \
        f"one double click on 'Buy it' bought spaces {bought} ({probe['answers']} answers)"
    assert probe["owner"] == list(game.state.owner)
    assert probe["answers"] == 1


def test_vote_during_play(open_notebook):
    nb = open_notebook("bots_view")
    nb.click_and_settle("Step")
    nb.set_slider("Turns/s", 30)
    play = nb.play_button()
    play.click()
    nb.wait_until(lambda: _turn_shown(nb) >= 6, 20, "Play played a few turns")
    assert play.locator("i.fa-pause").count() == 1  # still playing
    nb.button("Vote the Single Tax").click()
    nb.wait_until(lambda: nb.text("le-single-tax").startswith("SINGLE TAX"), 10, "the board shows the Single Tax")
    nb.page.wait_for_timeout(500)  # a few more turns under the Single Tax
    play.click()  # pause
    probe = _agrees(nb)
    assert probe["single_tax"] is True and probe["turn"] > 6
    assert nb.scope.locator(ALERT).count() == 0
    assert nb.button("Vote the Single Tax").is_disabled()
    assert play.locator("i.fa-play").count() == 1
    nb.wait_until(lambda: nb.scope.locator(".wealth-chart g.mark-rule.role-mark line").count() == 1, 10,
                  "the chart marked the vote")


def test_stop_plays_no_turn(open_notebook):
    nb = open_notebook("bots_view")
    nb.click_and_settle("Step")
    play = nb.play_button()
    play.click()
    nb.wait_until(lambda: _turn_shown(nb) >= 3, 20, "Play played a few turns")
    play.click()  # pause: Play's value stays where it got to
    before = _agrees(nb)["turn"]
    mark = nb.frame_mark()
    nb.scope.locator(".widget-play button").nth(1).click()  # Stop
    nb.wait_until(lambda: nb.idle_count(mark) >= 1, 20, "Stop was handled")
    assert _agrees(nb)["turn"] == before, "Stop played a turn"
