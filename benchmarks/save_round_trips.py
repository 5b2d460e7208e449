"""Save and reload random games at random moments: none may fail to load, none may play on differently.

Run:  python benchmarks/save_round_trips.py [N] [--first SEED] [--show K]

Each of N random games (both editions, random switches, 2..max players, some started from a scenario
with dice and scripted answers, human seats answered as a bot would, Single Tax votes at random moments
including turn 0 and during a ``turn`` decision) is played twice from the same seed: once never saved,
once saved to JSON and loaded again at random moments (between turns, at pending decisions, at turn 0,
in a scenario game, after a vote), every time checking that the loaded copy saves byte-identically.
At the end both copies must save byte-identically. Prints "N round trips: X failed to load, Y differed".
tests/test_save_volume.py runs a bounded sample of the same games.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # measure the package in this repository, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from landlord_edu import Game, IllegalAction, Options, SaveError
from landlord_edu.editions.phillips1939.switches import CHOICES_1939
from landlord_edu.persistence import game_from_json, game_to_json
from landlord_edu.scenario import load_scenario, packaged_scenario, scenario_game
from landlord_edu.strategies import make_strategy

BOTS = ("landlord", "cautious", "random")
MAX_ACTIONS = 400  # steps and answers per game: keeps a game to a few milliseconds


@dataclass
class Outcome:
    """One game's round trips: how many loads, and what went wrong (if anything)."""

    seed: int
    round_trips: int = 0
    skipped: bool = False  # the game never saved was refused a scripted answer: nothing to compare
    failed: str = ""      # a save that could not be loaded: the SaveError's message
    differed: str = ""    # a loaded copy (or the game played on from it) that is not the game never saved
    kinds: set[str] = field(default_factory=set)  # what the game was saved at ("turn 0", "pending buy", ...)

    @property
    def ok(self) -> bool:
        return not (self.failed or self.differed)


# ----- random games ----------------------------------------------------------------------------------
def _options_1906(r: random.Random) -> dict[str, Any]:
    return {"advanced": r.random() < 0.3, "beginner": r.random() < 0.25, "luxury": r.random() < 0.7,
            "trust": r.random() < 0.7, "official_pass": r.random() < 0.7,
            "pass_jump": r.choice(("one_step", "no_step")),
            "jail_exit": r.choice(("from_shelter", "shelter_is_first_step")),
            "speculation_doubles": r.choice(("double_first", "total_first")),
            "poor_house_payment": r.choice(("all_cash", "nothing")), "max_rounds": r.randint(3, 25),
            "random_streams": _streams(r)}


def _streams(r: random.Random) -> str:
    return "one_stream" if r.random() < 0.2 else "per_seat"  # 0.1's streams: old saves play on with them


def _options_1939(r: random.Random) -> dict[str, Any]:
    switches: dict[str, Any] = {name: r.choice(choices) for name, choices in CHOICES_1939.items()}
    switches.update(double_house_rent=r.random() < 0.3, site_tax_owner_pays=r.random() < 0.3,
                    count_uncashed_checks=r.random() < 0.3, max_rounds=r.randint(1, 4),
                    so_what_stack=r.choice(((), (17,), (18,), (17, 18), (18, 17))), random_streams=_streams(r))
    return switches


def _seats(r: random.Random, n: int) -> list[str]:
    """Strategies for ``n`` seats: at least one human most of the time, so decisions pause."""
    seats = [r.choice((*BOTS, "human")) for _ in range(n)]
    if r.random() < 0.8:
        seats[r.randrange(n)] = "human"
    return seats


def _scripted(r: random.Random, names: list[str], kinds: tuple[str, ...],
              risky: tuple[tuple[str, Any], ...] = ()) -> list[dict[str, Any]]:
    """A few scripted answers: mostly of kinds whose answer is legal whenever asked ("throw", a pass, a
    refusal), sometimes one the rules may refuse when it comes up (a build, a bid), which skips the game."""
    answers = {"turn": "throw", "bid": 0, "buy": False, "speculate": False, "lend": 0, "privilege_bid": 0,
               "build_here": False, "vote": True}
    script = [{"player": r.choice(names), "kind": (kind := r.choice(kinds)), "answer": answers[kind]}
              for _ in range(r.randint(0, 6))]
    if risky and script and r.random() < 0.5:
        kind, answer = r.choice(risky)
        script.insert(r.randrange(len(script)), {"player": r.choice(names), "kind": kind, "answer": answer})
    return script


def _scenario_1906(r: random.Random) -> Game:
    names = ["Ann", "Ben", "Cal", "Dot", "Eve"][:r.randint(2, 5)]
    cards = [1, 3, 5, 6, 7, 9, 11, 12, 13, 14, 15, 16, 18, 19, 21, 23, 24]
    r.shuffle(cards)
    players = []
    for k, name in enumerate(names):
        row = {"name": name, "strategy": r.choice((*BOTS, "human")), "cash": r.randint(0, 400),
               "status": r.choice(("track", "track", "jail", "poor_house")),
               "cards": cards[3 * k:3 * k + r.randint(0, 3)]}
        if row["status"] == "track":  # a prisoner's or a pauper's place is beside his corner
            row["position"] = r.randrange(40)
        players.append(row)
    data: dict[str, Any] = {
        "scenario": {"seed": r.randrange(10_000)},
        "rules": {**_options_1906(r), "beginner": False},
        "position": {"current": r.choice(names), "treasury": r.randint(0, 60), "turn": r.randint(0, 9),
                     "single_tax": r.random() < 0.2},
        "players": players,
        "dice": [[r.randint(1, 6), r.randint(1, 6)] for _ in range(r.randint(0, 6))],
        "answers": _scripted(r, names, ("turn", "bid", "buy", "speculate", "lend", "vote"),
                             (("turn", {"build": r.choice(cards[:3])}), ("bid", r.randint(1, 60)))),
    }
    return scenario_game(data, "<random 1906 scenario>")


def _scenario_1939(r: random.Random) -> Game:
    names = ["Ann", "Ben", "Cal", "Dot", "Eve"][:r.randint(3, 5)]
    players = [{"name": name, "strategy": r.choice((*BOTS, "human")), "cash": r.randint(50, 2500),
                "position": r.randrange(40)} for name in names]
    players[0]["deeds"] = r.sample([3, 4, 6, 8, 9, 11, 12], r.randint(0, 3))
    data: dict[str, Any] = {
        "scenario": {"edition": "1939", "seed": r.randrange(10_000)},
        "rules": _options_1939(r),
        "position": {"current": r.choice(names), "turn": r.randint(0, 9)},
        "players": players,
        "dice": [[r.randint(1, 6), r.randint(1, 6)] for _ in range(r.randint(0, 6))],
        "answers": _scripted(r, names, ("turn",)),
    }
    return scenario_game(data, "<random 1939 scenario>")


def random_game(r: random.Random) -> Game:
    """A random game from ``r``: the edition, the start, the seats and the switches."""
    start = r.random()
    if start < 0.08:
        return load_scenario(packaged_scenario("monarch_of_the_world"),
                             strategies=[r.choice((*BOTS, "human")) for _ in range(3)], seed=r.randrange(10_000))
    if start < 0.18:
        return _scenario_1906(r)
    if start < 0.26:
        return _scenario_1939(r)
    seed = r.randrange(1_000_000)
    if start < 0.55:
        n = r.randint(3, 5)
        return Game(n, strategies=_seats(r, n), seed=seed, edition="1939", options=Options(**_options_1939(r)))
    options = _options_1906(r)
    n = r.randint(2, 4 if options["beginner"] else 8)
    dice = [(r.randint(1, 6), r.randint(1, 6)) for _ in range(r.randint(0, 4) if r.random() < 0.2 else 0)]
    return Game(n, strategies=_seats(r, n), seed=seed, options=Options(**options), dice=dice)


# ----- playing ---------------------------------------------------------------------------------------
def _may_vote(game: Game) -> bool:
    return (game.rules.single_tax_vote and game.started and not game.state.single_tax and not game.over
            and (game.pending is None or game.pending.kind == "turn"))


def _may_agree(game: Game) -> bool:
    return (game.rules.agree_to_stop is not None and game.started and not game.over and not game.state.agreed_stop
            and (game.pending is None or game.pending.kind == "turn"))


def _act(game: Game, r: random.Random) -> None:
    """One move of the players: maybe a Single Tax vote or an agreement to stop (Rule 19), then a step or
    an answer a bot would give."""
    early = game.turn == 0 or not game.answers  # turn 0, or where a scenario starts: votes there are rarer
    if _may_vote(game) and r.random() < (0.15 if early else 0.03):
        game.vote_single_tax(r.sample(range(len(game.state.players)), r.randint(2, len(game.state.players))))
    if _may_agree(game) and r.random() < 0.004:
        game.agree_to_stop(r.choice(("now", "next_double", "next_double")))
        if game.over:
            return
    if game.pending is None:
        game.step()
    else:
        game.answer(make_strategy(r.choice(BOTS)).decide(game.pending, game))


def _moments(game: Game) -> set[str]:
    """What a save is taken at, for the tallies: the edition and the moment, and the start and votes."""
    edition = game.edition.id
    if not game.started:
        where = "turn 0, setting up" + (f", pending {game.pending.kind}" if game.pending else "")
    elif game.over:
        where = "the end"
    elif game.pending is not None:
        where = f"pending {game.pending.kind}"
    else:
        where = "turn 0, set up" if game.turn == 0 else "between turns"
    found = {f"{edition}: {where}"}
    if game.record().initial_state is not None:
        found.add(f"{edition}: scenario start" if not game.answers and not game.events else f"{edition}: scenario")
    if game.votes:
        found.add("after a vote during a turn" if any(v["during_turn"] for v in game.votes) else "after a vote")
    if game.agreements:
        found.add("after an agreement to stop")
    return found


def play(seed: int, saves: float = 0.0) -> tuple[Game, Outcome]:
    """Game ``seed`` played to the end (or MAX_ACTIONS moves), saved and loaded before a move with
    probability ``saves``; the moves are the same whatever is saved (the two generators are separate)."""
    game = random_game(random.Random(seed))
    moves, saving = random.Random(seed * 7919 + 1), random.Random(seed * 104729 + 3)
    outcome = Outcome(seed)
    for move in range(MAX_ACTIONS):
        if saves and saving.random() < (saves if move > 1 else 0.3):  # more often at the start
            text = game_to_json(game)
            try:
                loaded = game_from_json(text, source=f"game {seed}")
            except SaveError as exc:
                outcome.failed = f"at {sorted(_moments(game))}: {exc}"
                return game, outcome
            outcome.round_trips += 1
            outcome.kinds |= _moments(game)
            if game_to_json(loaded) != text:
                outcome.differed = f"at {sorted(_moments(game))}: the loaded copy saves differently"
                return game, outcome
            game = loaded
        if game.over:
            break
        _act(game, moves)
    return game, outcome


def check(seed: int, saves: float = 0.08) -> Outcome:
    """Game ``seed`` never saved against the same game saved and loaded at random moments."""
    try:
        reference, _ = play(seed)
    except IllegalAction:
        return Outcome(seed, skipped=True)  # a scripted answer the rules refuse: not a game to round-trip
    try:
        game, outcome = play(seed, saves)
    except Exception as exc:  # a loaded copy that cannot play on differs from the original
        return Outcome(seed, differed=f"the loaded copy fails to play on: {type(exc).__name__}: {exc}\n"
                                      f"{traceback.format_exc(limit=-4)}")
    if outcome.ok and game_to_json(game) != game_to_json(reference):
        outcome.differed = "played on after loading, it ends unlike the game never saved"
    return outcome


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("n", type=int, nargs="?", default=5000, help="how many round trips, at least")
    parser.add_argument("--first", type=int, default=0, help="the first game's seed")
    parser.add_argument("--show", type=int, default=5, help="how many failures to describe")
    args = parser.parse_args()
    start, trips, failed, differed, games, skipped = time.perf_counter(), 0, [], [], 0, 0
    seed = args.first
    while trips < args.n:
        outcome = check(seed)
        trips += outcome.round_trips
        games += 1
        skipped += outcome.skipped
        (failed if outcome.failed else differed if outcome.differed else []).append(outcome)
        seed += 1
    print(f"{trips} round trips: {len(failed)} failed to load, {len(differed)} differed "
          f"({games} games, seeds {args.first}..{seed - 1}, {skipped} skipped for a refused scripted answer, "
          f"{time.perf_counter() - start:.0f} s)")
    for o in (failed + differed)[:args.show]:
        print(f"  game {o.seed}: {o.failed or o.differed}")


if __name__ == "__main__":
    main()
