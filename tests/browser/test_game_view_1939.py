"""The 1939 edition in GameView, in a real JupyterLab and chromium (phillips_view.ipynb): the
reconstructed board is drawn with its 40 spaces and its own centre, Step moves a bot's token, and Ann's
turn and her railroad ride are answered by clicking the decision panel's buttons.

Every check reads the page; the kernel's engine is read only through the notebook's probe cell. What the
page should show comes from the notebook's game made again here (tests/browser/twin.py), given the same
Steps and answers."""

from __future__ import annotations

import re

from landlord_edu.board.status import NOT_STARTED
from landlord_edu.board_svg import centre_texts
from landlord_edu.widgets.labels import option_label

from .twin import new_event_texts, twin

PLAYERS = ["Ann", "Ben", "Cal", "Dot"]


def test_the_1939_board_draws_40_spaces_its_centre_and_its_marks(open_notebook):
    nb = open_notebook("phillips_view")
    board = nb.scope.locator(".board-widget svg.board-svg")
    spaces = board.locator("g.le-space")
    assert spaces.count() == 40
    assert sorted(int(i) for i in spaces.evaluate_all("gs => gs.map((g) => g.dataset.index)")) == list(range(40))
    kinds = set(spaces.evaluate_all("gs => gs.map((g) => [...g.classList].find((c) => c.startsWith('le-kind-')))"))
    assert {f"le-kind-{k}" for k in ("go", "frontier", "lot", "foreign_lot", "no_trespassing", "real_estate_office",
                                     "railroad", "utility", "so_what", "hotel")} == kinds
    assert board.locator("text.le-recon").count() > 20                       # the reconstructed spaces' "r"
    assert "r = reconstructed for landlord_edu" in board.text_content()
    labels = board.locator("text.le-label").all_text_contents()
    for account in ("GOVERNMENT", "BANK", "LORD BLUEBLOOD"):
        assert account in labels, labels
    assert "PUBLIC TREASURY" not in labels and "MISCELLANEOUS" not in labels
    probe = nb.probe()
    assert probe["edition"] == "1939" and probe["pending"] is None
    assert nb.text("le-status") == probe["status"] == NOT_STARTED  # no player named before the deal
    assert nb.text("le-misc") == f"${probe['bank']:,}" == "$30,000"
    assert nb.text("le-frontier").startswith("THE FRONTIER (Wayback and Backwoods): open")
    assert nb.button("Vote the Single Tax").is_hidden()                      # the 1939 rules have no vote
    assert nb.scope.locator(".board-widget #le-tokens use.le-token").count() == 4


def _step_both(nb, game) -> None:
    """Step the notebook's game (by click) and its twin alike."""
    nb.click_and_settle("Step")
    game.step()


def _ride(game):
    """Ann's first turn, played on the twin: her throw must stop on a railroad she may ride (Rule 7)."""
    question = game.pending
    assert question is not None and question.kind == "turn" and question.player == 0 \
        and "frontier:1" in question.options, f"phillips_view.ipynb's seed should ask Ann for her turn, with the " \
        f"Frontier open, once the bots before her have played, not {question}: choose another seed"
    game.answer("throw")
    ride = game.pending
    assert ride is not None and ride.kind == "ride" and ride.player == 0, \
        f"phillips_view.ipynb's seed should stop Ann's first throw on a railroad, not {ride}: choose another seed"
    return ride


def test_step_moves_a_token_and_a_human_turn_and_ride_are_answered_by_click(open_notebook):
    nb = open_notebook("phillips_view")
    game = twin("phillips_view")  # the same game here: who plays first, the throws, the ride
    _step_both(nb, game)                         # the deal (turn 0): nobody moves
    first = game.state.first
    assert first != 0, "phillips_view.ipynb's seed should let a bot play first, not Ann: choose another seed"
    status = nb.text("le-status")
    assert status == f"Turn 1: {PLAYERS[first]} to play" == centre_texts(game)["le-status"], status
    assert nb.text("le-misc") == f"${nb.probe()['bank']:,}" != "$30,000"     # $2,500 dealt to each player
    before = nb.tokens()
    _step_both(nb, game)                         # the first bot's turn: its token moves
    after = nb.tokens()
    assert after[first] != before[first] and after[0] == before[0]
    moved_to = game.state.players[first].position
    assert nb.spaces_under("#le-tokens use.le-token")[first] == nb.probe()["positions"][first] == moved_to != 0
    assert nb.scope.locator("#le-focus rect.le-last-move").count() == 1

    while game.pending is None:                  # the other bots before Ann; then Ann is asked before throwing
        assert game.turn < 4, "Ann was not asked for her first turn"
        _step_both(nb, game)
    panel = nb.scope.locator(".landlord-decision")
    panel.wait_for(state="visible")
    assert re.search(r"Ann decides:.*Ann's turn: throw the dice", panel.inner_text(), re.S)
    assert nb.button("Move to the Frontier (Wayback)").count() == 1
    assert nb.probe()["pending"] == {"kind": "turn", "player": 0}

    ride = _ride(game)
    railroad = ride.context["space"]
    nb.click_and_settle("Throw the dice")        # the twin's throw: onto a railroad (Rule 7)
    probe = nb.probe()
    assert probe["pending"] == {"kind": "ride", "player": 0} and probe["positions"][0] == railroad
    stay = option_label(game, ride, "stay")
    assert stay.startswith("Stay on ") and nb.button(stay).count() == 1
    assert nb.spaces_under("#le-tokens use.le-token")[0] == railroad

    to = railroad + 1 if railroad + 1 in ride.options else next(o for o in ride.options if o != "stay")
    seen = len(game.events)
    game.answer(to)
    ridden = new_event_texts(game, seen)
    assert ridden[0].startswith("Ann rides the ") and ridden[0].endswith("(Rule 7)"), ridden
    assert any("Wage Check" in text for text in ridden), \
        f"phillips_view.ipynb's seed should end Ann's ride where she takes a Wage Check, not {ridden}"
    nb.click_and_settle(option_label(game, ride, to))
    probe = nb.probe()
    assert probe["positions"][0] == to == game.state.players[0].position and probe["pending"] is None
    assert probe["cash"] == [p.cash for p in game.state.players]
    assert nb.spaces_under("#le-tokens use.le-token")[0] == to
    assert panel.locator("button").count() == 0   # the panel keeps its place, empty
    narrative = nb.scope.locator(".landlord-game-view").inner_text()
    for text in ridden:                          # the ride, and what Ann paid and took where it ended
        assert text in narrative, text
    assert nb.text("le-player-0") == centre_texts(game)["le-player-0"]
    assert nb.text("le-player-0").startswith("Ann · cash $") and "1 Wage Check $" in nb.text("le-player-0")


def test_clicking_a_1939_space_shows_its_facts(open_notebook):
    nb = open_notebook("phillips_view")
    details = nb.scope.locator(".board-widget-details")
    nb.scope.locator('.board-widget g.le-space[data-index="28"]').click()
    details.wait_for(state="visible")
    text = details.inner_text()
    assert text.startswith("English Village (space 28, Section C, governed by 1939 Rule 2).")
    assert "Reconstructed for landlord_edu: its position, its rent." in text
