"""The fast cores against the reference engine over many random games (tests/fast_differential.py).

Run:  python benchmarks/fast_differential.py [--games 100000] [--workers N] [--seed S] [--edition 1906|1939]

Each game is a random case: edition, 2-6 shipped bots, random switches, log on or off, turn rows, a Single
Tax vote at turn 1, 30 or 80. Every case is played by the reference engine and by the fast core, and
compared on the state, flows, draws, answers, turn rows and the full event log when kept; one case in ten
is also compared on an experiment's summary rows. Cases a fast core refuses (a switch or bot it does not
play) are counted by reason: the reference plays them in real use. Prints every mismatch (its case and first
difference) and exits 1 if there is one.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from fast_differential import difference, random_case, summary_difference

from landlord_edu.fast import why_not

CHUNK = 250


def check_chunk(job: tuple[int, int, str | None]) -> tuple[int, Counter[str], list[str]]:
    """Cases ``start``..``start + CHUNK - 1`` of the run seeded ``seed``: (compared, refused by reason, mismatches)."""
    seed, start, edition = job
    compared, refused, mismatches = 0, Counter[str](), []
    for k in range(start, start + CHUNK):
        case = random_case(random.Random(f"{seed}/{k}"), edition)
        reason = why_not(case.game())
        if reason is not None:
            refused[f"{case.edition}: {reason}"] += 1
            continue
        try:
            found = difference(case) or (summary_difference(case) if k % 10 == 0 else None)
        except RuntimeError as exc:  # refused later in the game (LANDLORD_EDU_ENGINE=fast makes it an error)
            refused[f"{case.edition}: {str(exc).rpartition(': ')[2]} (during the game)"] += 1
            continue
        compared += 1
        if found:
            mismatches.append(found)
    return compared, refused, mismatches


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=100_000, help="cases, each played by both engines")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--edition", choices=("1906", "1939"), default=None)
    args = parser.parse_args()
    jobs = [(args.seed, start, args.edition) for start in range(0, args.games, CHUNK)]
    compared, refused, mismatches = 0, Counter[str](), []
    begin = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        for n, why, found in pool.map(check_chunk, jobs):
            compared += n
            refused.update(why)
            mismatches += found
    secs = time.perf_counter() - begin
    print(f"{compared:,} random games played by both engines and compared ({len(jobs) * CHUNK:,} cases, "
          f"{secs:.0f} s on {args.workers} workers): {len(mismatches)} mismatches")
    for reason, count in refused.most_common():
        print(f"  refused by the fast core, played by the reference: {count:6,}  {reason}")
    for found in mismatches[:20]:
        print(f"MISMATCH {found}")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
