"""``landlord-edu experiment``: many paired games from the command line, written to CSV or Parquet."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

from ..errors import DataError
from ..rulesets import rule_set
from .regimes import parse_regime

REGIME_HELP = ("a rule regime, NAME=PART+PART (repeat for each arm; default: landlord and single-tax). Parts: "
               "landlord, single-tax, single-tax-at:TURN, advanced, beginner, edition:NAME-OR-FOLDER (an "
               "edition's name or a folder), strategies:a,b,c,d, players:N, max-rounds:N, scenario:FILE, or any "
               "rule switch as SWITCH:VALUE (e.g. so-what-stack:18, bank:unlimited)")


def add_experiment_parser(sub: Any) -> None:
    ex = sub.add_parser("experiment", help="play many seeded games under several rule regimes on the same dice",
                        description="Game i of every regime uses seed SEED+i: the same dice and cards, so "
                                    "differences come from the rules alone.")
    ex.add_argument("--games", type=int, default=100, help="games per regime (default 100)")
    ex.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    ex.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    ex.add_argument("--regime", action="append", default=None, metavar="SPEC", help=REGIME_HELP)
    ex.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    ex.add_argument("--out", metavar="FOLDER", help="write games, players (and turns) tables into FOLDER")
    ex.add_argument("--format", choices=("csv", "parquet"), default="csv", help="table format (default csv)")
    ex.add_argument("--time-series", action="store_true", help="also keep one row per game, regime and turn")
    ex.add_argument("--no-progress", action="store_true", help="no progress bar")


def experiment(args: argparse.Namespace, out: Any) -> int:
    from .runner import run_experiment
    if args.out and Path(args.out).exists() and not Path(args.out).is_dir():  # refuse before hours of games
        raise DataError("--out", args.out, "is a file; give a folder for the tables")
    specs = args.regime or ["landlord", "single-tax"]
    regimes = [parse_regime(s) for s in specs]
    result = run_experiment(regimes, games=args.games, players=args.players,
                            seed=args.seed, workers=args.workers, time_series=args.time_series,
                            progress=not args.no_progress)
    measures: tuple[str, ...] = ("gini", "richest_share", "turns", "rent_private", "rent_public")
    for rules in dict.fromkeys(rule_set(r.played_edition()) for r in regimes):  # each rule set's own columns
        measures += tuple(m for m in rules.measures if m not in measures)
    table = result.summary(measures)
    out.write(f"{result.games_finished} games per regime, seeds {args.seed}..{args.seed + args.games - 1}"
              f"{'' if result.complete else ' (interrupted)'}\n")
    for row in table.itertuples():
        out.write(f"  {row.regime:<16} {row.measure:<14} mean {row.mean:10.3f}   95% interval "
                  f"{row.ci_low:10.3f} .. {row.ci_high:10.3f}\n")
    if args.out:
        paths = result.to_csv(args.out) if args.format == "csv" else result.to_parquet(args.out)
        out.write("wrote " + ", ".join(str(p) for p in paths) + "\n")
    return 0 if result.complete else 130
