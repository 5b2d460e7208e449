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
               "edition's name or a folder), strategies:a,b,c,d, players:N, max-rounds:N, scenario:FILE-OR-NAME, "
               "or any rule switch as SWITCH:VALUE (e.g. start:single_tax to begin under the Single Tax, "
               "settlement:foreclose, so-what-stack:18, bank:unlimited)")


def add_experiment_parser(sub: Any) -> None:
    ex = sub.add_parser("experiment", help="play many seeded games under several rule regimes on the same dice",
                        description="Game i of every regime uses seed SEED+i: each player's n-th throw and "
                                    "each deck's n-th card are the same in every regime (docs/experiments.md).")
    ex.add_argument("--games", type=int, default=100, help="games per regime (default 100)")
    ex.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    ex.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    ex.add_argument("--regime", action="append", default=None, metavar="SPEC", help=REGIME_HELP)
    ex.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    ex.add_argument("--out", metavar="FOLDER", help="write games, players (and turns, turn_wealth) tables into FOLDER")
    ex.add_argument("--format", choices=("csv", "parquet"), default="csv", help="table format (default csv)")
    ex.add_argument("--time-series", action="store_true", help="also keep one row per game, regime and turn "
                                                                   "(and one per player and turn: turn_wealth)")
    ex.add_argument("--no-progress", action="store_true", help="no progress bar")


def experiment(args: argparse.Namespace, out: Any) -> int:
    from .runner import run_experiment
    if args.out and Path(args.out).exists() and not Path(args.out).is_dir():  # refuse before hours of games
        raise DataError("--out", args.out, "is a file; give a folder for the tables")
    if args.format == "parquet":  # name the missing extra now, not after the games
        from ..extras import need
        need("pyarrow", "experiments", "--format parquet")
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
              f"{'' if result.complete else ' (interrupted)'}; {result.fast_core_share:.0%} of turns played by the "
              f"fast core\n")
    for row in table.itertuples():
        out.write(f"  {row.regime:<16} {row.measure:<14} mean {row.mean:10.3f}   95% interval "
                  f"{row.ci_low:10.3f} .. {row.ci_high:10.3f}\n")
    if args.out:
        paths = result.to_csv(args.out) if args.format == "csv" else result.to_parquet(args.out)
        out.write("wrote " + ", ".join(str(p) for p in paths) + "\n")
    return 0 if result.complete else 130


def add_robustness_parser(sub: Any) -> None:
    from .factorial import MEASURES
    rb = sub.add_parser("robustness", help="a robustness factorial: regimes x line-ups x game lengths x switches",
                        description="Every cell (a line-up, a length, a value of each switch) plays the baseline "
                                    "and every other regime with seeds SEED..SEED+GAMES-1; writes the table of "
                                    "paired differences (CSV) and its chart (HTML, opens offline).")
    rb.add_argument("--games", type=int, default=100, help="pairs per cell (default 100)")
    rb.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    rb.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    rb.add_argument("--regime", action="append", default=None, metavar="SPEC",
                    help=REGIME_HELP.replace("default: landlord and single-tax", "the first is the baseline; "
                                             "default: landlord and single-tax"))
    rb.add_argument("--baseline", metavar="NAME", help="the regime the others are compared with (default: the first)")
    rb.add_argument("--lineup", action="append", default=None, metavar="NAME=a,b,c,d",
                    help="a line-up of strategies, one per player (repeat; default: the game's own mix)")
    rb.add_argument("--length", action="append", type=int, default=None, metavar="WAGES",
                    help="a game length: wages to one player that end it (Rule 19; repeat; default 5 and 20)")
    rb.add_argument("--switch", action="append", default=None, metavar="SWITCH=VALUE",
                    help="a rule switch's value to vary (repeat for each value, e.g. --switch luxury=true "
                         "--switch luxury=false)")
    rb.add_argument("--measure", action="append", default=None, metavar="COLUMN",
                    help=f"a column of the games table (repeat; default {', '.join(MEASURES)})")
    rb.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    rb.add_argument("--out", metavar="FOLDER", default="robustness",
                    help="write robustness.csv and robustness.html into FOLDER (default ./robustness)")
    rb.add_argument("--no-progress", action="store_true", help="no progress bar")


def robustness(args: argparse.Namespace, out: Any) -> int:
    from ..charts.robustness import robustness_page
    from .factorial import MEASURES
    from .factorial import robustness as run_factorial
    folder = Path(args.out)
    if folder.exists() and not folder.is_dir():  # refuse before the games
        raise DataError("--out", args.out, "is a file; give a folder for the table and the chart")
    regimes = [parse_regime(s) for s in args.regime or ["landlord", "single-tax"]]
    table = run_factorial(regimes, _lineups(args.lineup), tuple(args.length or (5, 20)), _switches(args.switch),
                          tuple(args.measure or MEASURES), baseline=args.baseline, games=args.games,
                          players=args.players, seed=args.seed, workers=args.workers, progress=not args.no_progress)
    folder.mkdir(parents=True, exist_ok=True)
    csv, html = folder / "robustness.csv", folder / "robustness.html"
    table.to_csv(csv, index=False)
    html.write_text(robustness_page(table, "Robustness of the paired differences"), encoding="utf-8")
    out.write(f"{table.attrs['games']} pairs a cell, seeds {args.seed}..{args.seed + args.games - 1}; "
              f"95% intervals by Student's t; {table.attrs['fast_core_share']:.0%} of turns played by the fast "
              f"core\nwrote {csv}, {html}\n")
    return 0 if table.attrs["complete"] else 130


def _lineups(specs: list[str] | None) -> dict[str, tuple[str, ...]] | None:
    if not specs:
        return None
    lineups = {}
    for spec in specs:
        name, _, strategies = spec.rpartition("=")
        names = tuple(s.strip() for s in strategies.split(",") if s.strip())
        if not name.strip() or not names:
            raise DataError("--lineup", spec, "write NAME=strategy,strategy,... (one per player)")
        lineups[name.strip()] = names
    return lineups


def _switches(specs: list[str] | None) -> dict[str, list[Any]] | None:
    from ..options import Options
    from .regimes import _switch_value
    known = Options.switch_fields()
    if not specs:
        return None
    switches: dict[str, list[Any]] = {}
    for spec in specs:
        key, sep, value = spec.partition("=")
        switch = key.strip().replace("-", "_")
        if not sep or switch not in known:
            raise DataError("--switch", spec, f"write SWITCH=VALUE with a rule switch, one of {sorted(known)}")
        try:
            switches.setdefault(switch, []).append(_switch_value(switch, value.strip(), spec))
        except DataError as exc:
            raise DataError("--switch", spec, exc.problem) from None
    return switches
