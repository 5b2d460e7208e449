"""The keyed random draws (landlord_edu/dice.py): a player's n-th throw is the same whatever else happened."""

from __future__ import annotations

import pytest

from landlord_edu import Game, Options
from landlord_edu.dice import BLOCK, GameRandom


def turn_throws(rng: GameRandom, seat: int, n: int) -> list[tuple[int, int]]:
    return [rng.throw(seat) for _ in range(n)]


def test_a_seats_throws_do_not_depend_on_the_other_draws() -> None:
    alone = turn_throws(GameRandom(11), 2, 30)
    busy = GameRandom(11)
    mixed = []
    for k in range(30):
        busy.throw(0)
        if k % 3 == 0:
            busy.throw(2, "speculation")  # an extra throw has its own count
            busy.shuffle(list(range(24)), "deal")
            busy.uniform(2)
        mixed.append(busy.throw(2))
    assert mixed == alone
    assert turn_throws(GameRandom(12), 2, 30) != alone, "another seed throws other dice"


def test_one_stream_throws_in_play_order_whoever_throws() -> None:
    rng = GameRandom(11, streams="one_stream")
    played = [rng.throw(0), rng.throw(2)]
    other = GameRandom(11, streams="one_stream")
    assert [other.throw(5), other.throw(5)] == played  # 0.1's dice: the seat is not looked at
    assert GameRandom(11).throw(2) != played[1] or GameRandom(11).throw(0) != played[0]


@pytest.mark.parametrize("made", [0, 5, BLOCK // 2 - 1, BLOCK // 2, BLOCK, 3 * BLOCK + 7])
def test_a_count_of_draws_restores_the_draws_that_follow(made: int) -> None:
    played = GameRandom(3)
    for _ in range(made):
        played.throw(1)
    copy = GameRandom(3)
    copy.setstate(played.getstate())
    assert turn_throws(copy, 1, BLOCK) == turn_throws(played, 1, BLOCK)  # across a block's end too


def test_a_scripted_throw_counts_as_the_seats_throw() -> None:
    scripted = GameRandom(8, script=[(6, 6)])
    assert scripted.throw(1) == (6, 6)
    assert scripted.throw(1) == turn_throws(GameRandom(8), 1, 2)[1]
    assert scripted.throws == 2


@pytest.mark.parametrize("state", [{"draws": {"dice/turn/0": -1}}, {"draws": {"dice/turn/0": 1.5}},
                                   {"draws": {3: 1}}, {"draws": {"dice/turn/0": True}}])
def test_a_bad_count_is_refused_and_changes_nothing(state: dict[str, object]) -> None:
    rng = GameRandom(4)
    rng.throw(0)
    before = rng.getstate()
    with pytest.raises(ValueError):
        rng.setstate({**before, **state})
    assert rng.getstate() == before


def movement_throws(game: Game) -> dict[str, list[int]]:
    """Each player's throws he moved by (Rules 2, 6, 12), in order, from the log."""
    out: dict[str, list[int]] = {}
    for e in game.events:
        if e.kind == "throw" and e.rule.split(" ", 1)[1] in ("Rule 2", "Rule 6", "Rule 12"):
            out.setdefault(e.player, []).append(e.amount)
    return out


def pair(seed: int, streams: str) -> tuple[dict[str, list[int]], dict[str, list[int]]]:
    games = []
    for at in (None, 1):
        game = Game(4, seed=seed, options=Options(random_streams=streams))
        while not game.over:
            if at is not None:
                game.vote_single_tax_before(at)
            game.step()
        games.append(movement_throws(game))
    return games[0], games[1]


def test_the_games_of_a_pair_throw_the_same_dice_for_each_players_nth_throw() -> None:
    for seed in range(3):
        landlord, single_tax = pair(seed, "per_seat")
        for name, throws in landlord.items():
            n = min(len(throws), len(single_tax[name]))
            assert n > 20 and throws[:n] == single_tax[name][:n], name
    # with one stream they part at the first throw made in one game only
    parted = [pair(seed, "one_stream") for seed in range(3)]
    assert any(a[name][:20] != b[name][:20] for a, b in parted for name in a)
