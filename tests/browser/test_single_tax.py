"""The Single Tax voted by a click changes the board: the treasury starts empty, fills with land
rent, and buys a utility out for the public (bots_view.ipynb, seed 6: on the 12th turn after the vote)."""

from __future__ import annotations

MAX_STEPS = 20


def test_the_single_tax_vote_changes_the_board(open_notebook):
    nb = open_notebook("bots_view")
    nb.click_and_settle("Step")  # the deal: a vote needs a running game
    assert nb.text("le-single-tax") == ""
    vote = nb.button("Vote the Single Tax")
    assert vote.is_enabled()

    nb.click_and_settle("Vote the Single Tax")
    assert nb.text("le-single-tax").startswith("SINGLE TAX · wages $")
    assert nb.text("le-treasury") == "$0"  # Single Tax Rule 2: the PUBLIC TREASURY begins empty
    assert vote.is_disabled()
    assert nb.scope.locator(".landlord-game-view [role=alert]").count() == 0
    rule = nb.scope.locator(".wealth-chart g.mark-rule.role-mark line")
    nb.wait_until(lambda: rule.count() == 1, 10, "the chart marked the vote")

    public = nb.scope.locator("#le-holdings text.le-public")
    treasury = ["$0"]
    for _ in range(MAX_STEPS):
        nb.click_and_settle("Step")
        treasury.append(nb.text("le-treasury"))
        if public.count():
            break
    assert public.count() == 1, f"nothing was bought out for the public in {MAX_STEPS} turns; treasury: {treasury}"
    assert public.text_content() == "PUBLIC"                       # on the colour strip of what it bought
    assert len(set(treasury)) > 2, f"the treasury text never changed: {treasury}"
    probe = nb.probe()
    assert probe["single_tax"] is True
    assert probe["public"] and nb.spaces_under("#le-holdings text.le-public") == probe["public"]
    assert nb.text("le-treasury") == f"${probe['treasury']:,}"
    assert nb.text("le-status") == probe["status"]
