"""How much pairing helps: the correlation of paired final Ginis, and the paired against the unpaired interval.

Run:  python benchmarks/pairing.py [--pairs 1000] [--wages-to-end 20] [--workers 1]

For each way of drawing the random numbers (``random_streams`` "one_stream", 0.1's, and "per_seat", the
default) it plays the 1906 landlord rules and the Single Tax from turn 1, voted before turn 50 and before
turn 100 (4 players, the default line-up, seeds 0..pairs-1, game i of every regime with seed i), and
prints for each comparison with the landlord rules: the correlation of the paired final Ginis, the mean
difference, and the widths of its 95 % intervals, paired (from the game-by-game differences) and unpaired
(Welch, as if the games were independent). A paired interval narrower than Welch's is what pairing buys.
Figures are printed, never asserted (docs/experiments.md, "Common random numbers").
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

if __name__ == "__main__":  # measure the package in this repository, not an installed copy
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from landlord_edu import Options
from landlord_edu.experiments import Regime, run_experiment

Z95 = 1.96  # the normal quantile: with 1,000 pairs the t quantile (1.962) differs in the third digit
VOTES = {"Single Tax from turn 1": 1, "voted at 50": 50, "voted at 100": 100}


def interval_widths(a: list[float], b: list[float]) -> tuple[float, float]:
    """Full widths of the 95 % intervals of mean(b - a): paired, and Welch's (unpaired)."""
    n = len(a)
    paired = 2 * Z95 * statistics.stdev([y - x for x, y in zip(a, b, strict=True)]) / math.sqrt(n)
    welch = 2 * Z95 * math.sqrt(statistics.variance(a) / n + statistics.variance(b) / n)
    return paired, welch


def measure(streams: str, pairs: int, wages_to_end: int | None, workers: int) -> list[dict[str, float | str]]:
    options = Options(random_streams=streams, wages_to_end=wages_to_end)
    regimes = [Regime("landlord", options=options)] + \
        [Regime(name, options=options, single_tax_at=turn) for name, turn in VOTES.items()]
    games = run_experiment(regimes, games=pairs, players=4, seed=0, workers=workers, progress=False).games
    gini = {name: games[games.regime == name].sort_values("game")["gini"].tolist() for name in games.regime.unique()}
    rows: list[dict[str, float | str]] = []
    for name in VOTES:
        base, other = gini["landlord"], gini[name]
        paired, welch = interval_widths(base, other)
        rows.append({"streams": streams, "comparison": name, "r": statistics.correlation(base, other),
                     "mean_diff": statistics.fmean(other) - statistics.fmean(base), "paired": paired,
                     "welch": welch})
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=1_000)
    parser.add_argument("--wages-to-end", type=int, default=None, help="Rule 19's stop (default: the edition's)")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    stop = f"wages_to_end={args.wages_to_end}" if args.wages_to_end else "the edition's stop"
    print(f"1906, 4 players, default line-up, {args.pairs} pairs, {stop}; Gini of final wealth vs landlord rules")
    print(f"{'streams':<11} {'comparison':<23} {'r':>6} {'mean diff':>10} {'paired 95% width':>17} "
          f"{'Welch width':>12} {'ratio':>6}")
    for streams in ("one_stream", "per_seat"):
        start = time.perf_counter()
        for row in measure(streams, args.pairs, args.wages_to_end, args.workers):
            print(f"{row['streams']:<11} {row['comparison']:<23} {row['r']:>6.2f} {row['mean_diff']:>+10.4f} "
                  f"{row['paired']:>17.4f} {row['welch']:>12.4f} {float(row['paired']) / float(row['welch']):>6.2f}")
        print(f"  ({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
