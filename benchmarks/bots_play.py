"""The shipped bots at play: win shares, wealth per seat, forced sales and building, over many seeded games.

    python benchmarks/bots_play.py --games 500 --lineup landlord,cautious,builder

Prints, for the 1906 rules with four players, the ordinary rules' win shares by strategy, mean final
wealth per seat, forced sales (Rule 16) per game and their mean price per 100 the card counts at the end;
and, under the rules for advanced players, houses built and sections completed (every lot with a house)
per game. Game i uses seed i.
"""

from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from landlord_edu import Game, Options


def lineup(names: list[str], players: int) -> list[str]:
    return [names[i % len(names)] for i in range(players)]


# the switches that replay 0.1's games (tests/fingerprints.py's LEGACY_OPTIONS), for --as-0.1
AS_0_1 = {"random_streams": "one_stream", "settlement": "foreclose", "forced_sale": "auction"}
SWITCHES: dict[str, str] = {}


def ordinary(names: list[str], games: int, players: int) -> None:
    wins: Counter[str] = Counter()
    seats = lineup(names, players)
    wealth = [[] for _ in seats]  # type: list[list[int]]
    sales, prices = 0, []
    for seed in range(games):
        game = Game(players, seed=seed, strategies=seats, options=Options(**SWITCHES))
        game.run()
        result = game.result()
        for k, row in enumerate(result["players"]):
            wealth[k].append(row["wealth"])
        winners = result["winners"]
        for row in result["players"]:
            if row["name"] in winners:
                wins[row["strategy"]] += 1 / len(winners)
        for e in game.events:
            if e.kind == "sale" and e.space >= 0:  # a card sold to a player (Rule 16), not a luxury
                sales += 1
                prices.append(e.amount)
    count = Counter(seats)
    print(f"ordinary rules, {games} games, seats {seats}")
    print("  win share by strategy (per seat of it): " + ", ".join(
        f"{s} {wins[s] / games:.3f} ({wins[s] / games / count[s]:.3f} a seat)" for s in count))
    print("  mean final wealth per seat: " + ", ".join(
        f"{k}:{s} {statistics.mean(w):.0f}" for k, (s, w) in enumerate(zip(seats, wealth, strict=True))))
    mean = statistics.mean(prices) if prices else 0.0
    print(f"  forced sales per game {sales / games:.2f}, mean price {mean:.1f} per 100 the card counts")


def advanced(names: list[str], games: int, players: int) -> None:
    houses, sections = [], []
    for seed in range(games):
        game = Game(players, seed=seed, strategies=lineup(names, players), options=Options(advanced=True, **SWITCHES))
        game.run()
        houses.append(sum(1 for e in game.events if e.kind == "build"))
        st, board = game.state, game.edition.board
        sections.append(sum(1 for lots in board.sections.values() if all(st.houses[i] for i in lots)))
    print(f"advanced rules, {games} games: houses built per game {statistics.mean(houses):.2f}, "
          f"sections complete at the end per game {statistics.mean(sections):.2f}, "
          f"games with one {sum(1 for s in sections if s) / games:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--lineup", default="landlord,cautious,builder")
    parser.add_argument("--as-0.1", dest="as_0_1", action="store_true",
                        help="0.1's random numbers and readings (one stream, foreclosure, auction from $1)")
    args = parser.parse_args()
    if args.as_0_1:
        SWITCHES.update(AS_0_1)
    names = args.lineup.split(",")
    ordinary(names, args.games, args.players)
    advanced(names, args.games, args.players)


if __name__ == "__main__":
    main()
