"""Engine speed and memory: complete 4-player games per second on one core, for each edition.

Run:  python benchmarks/engine_speed.py [--games N] [--edition 1906|1939|all]
Target (issue 2): at least 1,000 complete 4-player games a second with the event log on.
Figures are printed, never asserted: speed goals live here, not in unit tests.
"""

from __future__ import annotations

import argparse
import gc
import resource
import time
import tracemalloc

from landlord_edu import Game


def play(n: int, record_events: bool, edition: str = "1906") -> tuple[float, int, int]:
    """Seconds, turns and events for ``n`` games with seeds 0..n-1."""
    turns = events = 0
    gc.collect()
    start = time.perf_counter()
    for seed in range(n):
        game = Game(players=4, seed=seed, record_events=record_events, edition=edition)
        game.run()
        turns += game.state.turn
        events += len(game.events)
    return time.perf_counter() - start, turns, events


def peak_memory_of_one_game(edition: str) -> int:
    tracemalloc.start()
    game = Game(players=4, seed=1, edition=edition)
    game.run()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--edition", choices=("1906", "1939", "all"), default="all")
    args = parser.parse_args()
    for edition in ("1906", "1939") if args.edition == "all" else (args.edition,):
        Game(players=4, seed=0, edition=edition).run()  # warm up: load and cache the edition
        print(f"{args.games} complete 4-player games of the {edition} rules, one core")
        for label, log in (("event log on ", True), ("event log off", False)):
            secs, turns, events = play(args.games, log, edition)
            print(f"  {label}: {args.games / secs:8.1f} games/s  {turns / secs:10.0f} turns/s  "
                  f"({turns / args.games:.0f} turns, {events / args.games:.0f} events a game; {secs:.2f} s)")
        print(f"  peak traced memory of one game with its log: {peak_memory_of_one_game(edition) / 1024:.0f} KiB")
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"  peak resident memory of this process: {rss:.0f} MiB")


if __name__ == "__main__":
    main()
