"""Experiment speed and memory: 10,000 paired games (20,000 games) on all local cores.

Run:  python benchmarks/experiment_speed.py [--pairs N] [--scaling-pairs M]
Target: at most 8 s wall time and 500 MB peak memory for 10,000 pairs on this
2-core machine. Figures are printed, never asserted: speed goals live here, not in unit tests.
"""

from __future__ import annotations

import argparse
import os
import resource
import time

from landlord_edu.experiments import LANDLORD, SINGLE_TAX, run_experiment


def timed(pairs: int, workers: int | None) -> float:
    start = time.perf_counter()
    result = run_experiment([LANDLORD, SINGLE_TAX], games=pairs, workers=workers, progress=False)
    seconds = time.perf_counter() - start
    assert result.complete and len(result.games) == 2 * pairs
    return seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--pairs", type=int, default=10_000)
    parser.add_argument("--scaling-pairs", type=int, default=1_000)
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    timed(20, 1)  # warm up: load and cache the edition
    print(f"Paired games (1906 landlord rules / Single Tax from the start), {cores} cores")
    one = timed(args.scaling_pairs, 1)
    two = timed(args.scaling_pairs, 2)
    print(f"  {args.scaling_pairs} pairs, 1 worker : {2 * args.scaling_pairs / one:7.1f} games/s ({one:.1f} s)")
    print(f"  {args.scaling_pairs} pairs, 2 workers: {2 * args.scaling_pairs / two:7.1f} games/s ({two:.1f} s); "
          f"speed-up {one / two:.2f}x")
    secs = timed(args.pairs, None)
    print(f"  {args.pairs} pairs ({2 * args.pairs} games), all cores: {secs:.1f} s wall, "
          f"{2 * args.pairs / secs:.1f} games/s  (target: at most 8 s)")
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(f"  peak resident memory: parent {own:.0f} MiB, largest worker {worker:.0f} MiB; "
          f"at most {own + cores * worker:.0f} MiB together (target: at most 500 MB)")


if __name__ == "__main__":
    main()
