"""The 1939 edition in GameView, in a real JupyterLab and chromium (phillips_view.ipynb, seed 20): the
reconstructed board is drawn with its 40 spaces and its own centre, Step moves a bot's token, and Ann's
turn and her railroad ride are answered by clicking the decision panel's buttons.

Every check reads the page; the engine is read only through the notebook's probe cell."""

from __future__ import annotations

import re

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
    assert nb.text("le-status") == probe["status"] == "Turn 1: Ann to play"
    assert nb.text("le-misc") == f"${probe['bank']:,}" == "$30,000"
    assert nb.text("le-frontier").startswith("THE FRONTIER (Wayback and Backwoods): open")
    assert nb.button("Vote the Single Tax").is_hidden()                      # the 1939 rules have no vote
    assert nb.scope.locator(".board-widget #le-tokens use.le-token").count() == 4


def test_step_moves_a_token_and_a_human_turn_and_ride_are_answered_by_click(open_notebook):
    nb = open_notebook("phillips_view")
    nb.click_and_settle("Step")                  # the deal (turn 0): nobody moves
    status = nb.text("le-status")
    assert status == "Turn 1: Cal to play", status
    assert nb.text("le-misc") == f"${nb.probe()['bank']:,}" != "$30,000"     # $2,500 dealt to each player
    before = nb.tokens()
    nb.click_and_settle("Step")                  # Cal's turn: his token moves
    after = nb.tokens()
    assert after[2] != before[2] and after[0] == before[0]
    assert nb.spaces_under("#le-tokens use.le-token")[2] == nb.probe()["positions"][2] == 3
    assert nb.scope.locator("#le-focus rect.le-last-move").count() == 1

    nb.click_and_settle("Step")                  # Dot's turn
    nb.click_and_settle("Step")                  # Ann's turn: she is asked before throwing
    panel = nb.scope.locator(".landlord-decision")
    panel.wait_for(state="visible")
    assert re.search(r"Ann decides:.*Ann's turn: throw the dice", panel.inner_text(), re.S)
    assert nb.button("Move to the Frontier (Wayback)").count() == 1
    assert nb.probe()["pending"] == {"kind": "turn", "player": 0}

    nb.click_and_settle("Throw the dice")        # 6 and 4: the Lickety-Cut R. R. (Rule 7)
    probe = nb.probe()
    assert probe["pending"] == {"kind": "ride", "player": 0} and probe["positions"][0] == 10
    assert nb.button("Stay on Lickety-Cut R. R.").count() == 1
    assert nb.spaces_under("#le-tokens use.le-token")[0] == 10

    nb.click_and_settle("Ride to Poverty Place")
    probe = nb.probe()
    assert probe["positions"][0] == 11 and probe["pending"] is None
    assert nb.spaces_under("#le-tokens use.le-token")[0] == 11
    assert panel.is_hidden()
    narrative = nb.scope.locator(".landlord-game-view").inner_text()
    assert "Ann rides the Lickety-Cut R. R. to Poverty Place (Rule 7)" in narrative
    assert nb.text("le-player-0").startswith("Ann · cash $") and "1 Wage Check $350 uncashed" in nb.text("le-player-0")


def test_clicking_a_1939_space_shows_its_facts(open_notebook):
    nb = open_notebook("phillips_view")
    details = nb.scope.locator(".board-widget-details")
    nb.scope.locator('.board-widget g.le-space[data-index="28"]').click()
    details.wait_for(state="visible")
    text = details.inner_text()
    assert text.startswith("English Village (space 28, Section C, governed by 1939 Rule 2).")
    assert "Reconstructed for landlord_edu: its position, its rent." in text
