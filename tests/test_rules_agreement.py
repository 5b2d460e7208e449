"""Rule 19: "Then they may agree to stop, say, at the next double thrown by any of the players"
(rulings R-33): ``Game.agree_to_stop("now" | "next_double")``, its place in the log and in a replay."""

from __future__ import annotations

import pytest

from landlord_edu import EndReason, Game, GameOver
from landlord_edu.persistence import game_from_json, game_to_json
from landlord_edu.strategies import make_strategy

from ._rules import CENTRAL_PARK, events, play, stage


def two_at_the_park(ann_dice=(1, 2), ben_dice=(1, 1), **kw):
    """Ann on Food (17), Ben on Market Place (18), both human. Ann's 1+2 and Ben's 1+1 both reach Central
    Park (20), where nothing is paid or asked; Ben's is a double (from 18 the corner is reached as the count
    ends, so there is no official pass to choose)."""
    return stage({"name": "Ann", "cash": 400, "position": 17}, {"name": "Ben", "cash": 400, "position": 18},
                 current="Ann", dice=[list(ann_dice), list(ben_dice)], **kw)


def test_rule19_agree_to_stop_at_the_next_double():
    game = two_at_the_park()
    game.agree_to_stop("next_double")
    assert game.agreements == [{"answers": 0, "turn": 0, "during_turn": False, "when": "next_double", "votes": 0}]
    [agreed] = events(game, "agreement")
    assert agreed.rule == "1906 Rule 19" and "next double" in agreed.text
    play(game, "throw")                                     # Ann: 1+2, no double: the game goes on
    assert not game.over and game.player("Ann").position == CENTRAL_PARK
    start = len(game.events)
    play(game, "throw")                                     # Ben: 1+1, the double: he finishes his turn
    assert game.over and game.state.end_reason == "agreement"
    assert [e.kind for e in game.events[start:]] == ["throw", "agreement", "move", "free", "end"]
    assert game.player("Ben").position == CENTRAL_PARK
    assert all(e.rule == "1906 Rule 19" for e in game.events[start:] if e.kind in ("agreement", "end"))
    out = game.outcome()
    assert out.reason == EndReason.AGREEMENT == "agreement" and out.turns == 2
    assert game.result()["end_reason"] == "agreement"
    with pytest.raises(GameOver):
        game.step()


def test_rule19_a_double_thrown_in_jail_counts():
    # Ben in Jail throws 5+5: a double serves his time (Rule 17); he leaves from Shelter (10) to Central Park,
    # and the game ends with his turn.
    game = stage({"name": "Ann", "cash": 400, "position": 17}, {"name": "Ben", "cash": 400, "status": "jail"},
                 current="Ben", dice=[[5, 5]])
    game.agree_to_stop("next_double")
    play(game, "throw", ("jail", "throw"))
    assert game.over and game.state.end_reason == "agreement" and game.player("Ben").position == CENTRAL_PARK


def test_rule19_agree_to_stop_now_between_turns_ends_at_once_and_settles_debts():
    # R-11 at the end (settlement="write_off"): Ben owes Ann $50 on his wages and has $30: he pays $30, $20 is
    # written off.
    game = stage({"name": "Ann", "cash": 400, "position": 17}, {"name": "Ben", "cash": 30, "position": 18},
                 current="Ann", dice=[[1, 2]], loans=[{"lender": "Ann", "borrower": "Ben", "principal": 50, "due": 50}],
                 rules={"settlement": "write_off"})
    play(game, "throw")                                     # Ann's turn: to Central Park
    game.agree_to_stop("now")
    assert game.over and game.state.end_reason == "agreement" and game.turn == 1
    end = events(game, "end")
    assert len(end) == 1 and end[0].rule == "1906 Rule 19" and "agree to stop now" in end[0].text
    assert game.player("Ben").cash == 0 and game.player("Ann").cash == 430 and game.state.loans == []
    assert events(game, "forgive")[0].rule == "1906 Rule 18"
    rows = game.rows()
    assert rows[-1][0] == 1 and [r[0] for r in rows].count(1) == 1       # the turn's row shows the settled end
    assert [cash for cash, *_ in rows[-1][5]] == [430, 0]
    with pytest.raises(GameOver):
        game.agree_to_stop("now")


def test_rule19_agree_to_stop_now_during_a_turn_ends_it_at_the_end_of_that_turn():
    game = two_at_the_park()
    game.step()
    assert game.pending.kind == "turn"
    game.agree_to_stop("now")
    assert game.agreements[0]["during_turn"] is True and not game.over
    game.answer("throw")                                    # Ann finishes her turn; Ben never plays
    assert game.over and game.turn == 1 and game.player("Ben").position == 18


def test_rule19_now_after_next_double_is_allowed():
    game = two_at_the_park()
    game.agree_to_stop("next_double")
    game.agree_to_stop("now")
    assert game.over and [a["when"] for a in game.agreements] == ["next_double", "now"]


def test_rule19_nobody_agrees_the_bots_game_is_unchanged():
    # A game agreed to stop at the next double after turn 20 plays exactly as the same seed without it,
    # agreement events aside, until the turn in which the double is thrown.
    plain = Game(players=4, seed=9)
    plain.run()
    agreed = Game(players=4, seed=9)
    agreed.run(max_turns=21)
    n = len(agreed.events)
    agreed.agree_to_stop("next_double")
    agreed.run()
    assert agreed.state.end_reason == "agreement" and agreed.turn < plain.turn
    assert agreed.events[:n] == plain.events[:n]

    ended = agreed.events.index(events(agreed, "end")[0])
    after = [e._replace(seq=0) for e in agreed.events[n:ended] if e.kind != "agreement"]
    assert after and after == [e._replace(seq=0) for e in plain.events[n:n + len(after)]]
    other = Game(players=3, seed=4)
    other.run()
    for game in (plain, other):
        assert "agreed_stop" not in game.state.to_dict() and game.agreements == []
        assert not events(game, "agreement")


# ----- replay ---------------------------------------------------------------------------------------------

def replay(game):
    """``game`` replayed from its record (answers, votes, agreements), and saved and loaded: both must agree."""
    copy = Game.replay(game.record())
    loaded = game_from_json(game_to_json(game))
    assert game_to_json(loaded) == game_to_json(game)
    assert copy.state == game.state and copy.events == game.events and copy.pending == game.pending
    assert copy.agreements == game.agreements
    return copy


def human_game(seed=3):
    """Ann is human (answered as the cautious bot would); the game is played to Ann's 6th turn decision."""
    game = Game(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "random"], seed=seed)
    bot = make_strategy("cautious")
    turns = 0
    while not game.over:
        if game.pending is None:
            game.step()
            continue
        if game.pending.kind == "turn":
            turns += 1
            if turns == 6:
                return game, bot
        game.answer(bot.decide(game.pending, game))
    raise AssertionError("the game ended too soon")


def finish(game, bot):
    while not game.over:
        if game.pending is None:
            game.step()
        else:
            game.answer(bot.decide(game.pending, game))


@pytest.mark.parametrize("order", ["agree_then_vote", "vote_then_agree"])
def test_rule19_an_agreement_replays_at_the_same_point_in_its_order_with_a_vote(order):
    game, bot = human_game()
    actions = [lambda: game.agree_to_stop("now"), lambda: game.vote_single_tax(["Ben", "Cal"])]
    for act in actions if order == "agree_then_vote" else actions[::-1]:
        act()
    finish(game, bot)
    assert game.over and game.state.end_reason == "agreement" and game.state.single_tax
    copy = replay(game)
    assert copy.events == game.events and copy.state.to_dict() == game.state.to_dict()
    assert copy.agreements == game.agreements and copy.votes == game.votes


def test_rule19_an_agreement_between_turns_replays():
    game, bot = human_game(seed=5)
    game.answer("throw")
    while game.pending is not None:
        game.answer(bot.decide(game.pending, game))
    game.agree_to_stop("next_double")
    finish(game, bot)
    assert game.state.end_reason in ("agreement", "wages")
    copy = replay(game)
    assert copy.events == game.events and copy.state.to_dict() == game.state.to_dict()
