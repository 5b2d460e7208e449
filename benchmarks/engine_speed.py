"""Engine speed and memory: complete 4-player games per second on one core, for each edition, by the rule
set's fast core (landlord_edu.fast) and by the reference engine, side by side.

Run:  python benchmarks/engine_speed.py [--games N] [--edition 1906|1939|all]
Targets (the fast core, one core, 4 bots, default switches): at least 2,000 complete games a second with
summaries only (no event log, no turn rows), 1,000 with the full event log; the reference no slower than
0.2.0's. Figures are printed, never asserted: speed goals live here, not in unit tests. The per-turn figure is
also given as a ratio to gamescomputersplay/monopoly's 11.1 us a player-turn, measured on this machine.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import time
import tracemalloc

from landlord_edu import Game
from landlord_edu.fast import ENGINE_VARIABLE, why_not

PEER_US_PER_TURN = 11.1
MODES = (("summaries only", False, False), ("full event log", True, False), ("log and turn rows", True, True))


def play(n: int, edition: str, record_events: bool, record_turns: bool) -> tuple[float, int, int, int]:
    """Seconds, turns, events and turns the fast core played, for ``n`` games with seeds 0..n-1."""
    turns = events = fast = 0
    gc.collect()
    start = time.perf_counter()
    for seed in range(n):
        game = Game(players=4, seed=seed, record_events=record_events, record_turns=record_turns, edition=edition)
        game.run()
        turns += game.state.turn
        events += len(game.events)
        fast += game.fast_turns
    return time.perf_counter() - start, turns, events, fast


def by(engine: str, n: int, edition: str, record_events: bool, record_turns: bool) -> tuple[float, int, int, int]:
    os.environ[ENGINE_VARIABLE] = engine
    try:
        return play(n, edition, record_events, record_turns)
    finally:
        del os.environ[ENGINE_VARIABLE]


def peak_memory_of_one_game(edition: str) -> int:
    tracemalloc.start()
    game = Game(players=4, seed=1, edition=edition)
    game.run()
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


def report(edition: str, games: int) -> None:
    probe = Game(players=4, seed=0, edition=edition)
    reason = why_not(probe)
    print(f"{games} complete 4-player games of the {edition} rules, one core"
          + ("" if reason is None else f" (no fast core: {reason})"))
    for label, log, rows in MODES:
        engines = ("python",) if reason is not None else ("python", "fast")
        speed: dict[str, float] = {}
        for engine in engines:
            by(engine, max(1, games // 20), edition, log, rows)  # warm up: load and cache the edition
            secs, turns, events, fast = by(engine, games, edition, log, rows)
            speed[engine] = games / secs
            us = secs / turns * 1e6
            print(f"  {label:17} {engine:6}: {games / secs:8.1f} games/s  {us:6.2f} us a turn "
                  f"(x{PEER_US_PER_TURN / us:.2f} of the peer's per-turn speed)  {turns / games:.0f} turns, "
                  f"{events / games:.0f} events a game; fast core played {fast / turns:.0%} of turns")
        if "fast" in speed:
            print(f"  {label:17} fast core x{speed['fast'] / speed['python']:.1f} the reference")
    print(f"  peak traced memory of one game with its log: {peak_memory_of_one_game(edition) / 1024:.0f} KiB")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--edition", choices=("1906", "1939", "all"), default="all")
    args = parser.parse_args()
    for edition in ("1906", "1939") if args.edition == "all" else (args.edition,):
        report(edition, args.games)
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"peak resident memory of this process: {rss:.0f} MiB")


if __name__ == "__main__":
    main()
