"""The command line: ``landlord-edu play ...`` and ``landlord-edu experiment ...`` (also ``python -m landlord_edu``).

The same arguments print byte-identical output on any machine: no clocks, no
machine-dependent ordering, UTF-8 output.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from .errors import LandlordError
from .experiments.command import add_experiment_parser
from .game import Game
from .options import Options
from .strategies import STRATEGIES


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="landlord-edu",
                                     description="Play Elizabeth Magie's 1906 The Landlord's Game.")
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play one game with bots and print what happens")
    play.add_argument("--players", type=int, default=4, help="number of players (2-8; default 4)")
    play.add_argument("--seed", type=int, default=None,
                      help="the game's seed (default 0, or the scenario file's own seed)")
    play.add_argument("--edition", default="1906", help="edition name or folder (default 1906)")
    play.add_argument("--strategies", default=None,
                      help=f"comma-separated, one per player, from {sorted(set(STRATEGIES) - {'human'})}")
    play.add_argument("--json", action="store_true", help="print the final result as JSON instead")
    play.add_argument("--single-tax-at", type=int, metavar="TURN",
                      help="vote in the Single Tax before turn TURN (as if the first two players voted for it)")
    play.add_argument("--advanced", action="store_true", help="the rules for advanced and scientific players")
    play.add_argument("--beginner", action="store_true", help="deal the four average hands plus $75")
    play.add_argument("--max-rounds", type=int, default=None, help="stop after this many rounds (Rule 19)")
    play.add_argument("--log", metavar="FILE", help="write the full event log as JSON lines")
    play.add_argument("--scenario", metavar="FILE", help="start from a position described in a TOML or JSON file")
    play.add_argument("--save", metavar="FILE", help="save the finished game (rules, state, log) as JSON")
    add_experiment_parser(sub)
    return parser


def make_game(args: argparse.Namespace) -> Game:
    switches: dict[str, Any] = {}
    if args.advanced:
        switches["advanced"] = True
    if args.beginner:
        switches["beginner"] = True
    if args.max_rounds is not None:
        switches["max_rounds"] = args.max_rounds
    strategies = args.strategies.split(",") if args.strategies else None
    if args.scenario:
        from .scenario import load_scenario
        return load_scenario(args.scenario, seed=args.seed, options=switches, strategies=strategies)
    return Game(players=args.players, strategies=strategies, seed=args.seed or 0, edition=args.edition,
                options=Options(**switches))


def play(args: argparse.Namespace, out: Any) -> int:
    game = make_game(args)
    shown = 0
    while not game.over:
        if args.single_tax_at is not None:
            game.vote_single_tax_before(args.single_tax_at)
        game.step()
        if not args.json:
            shown = narrate(game, shown, out)
    if args.json:
        out.write(json.dumps(game.result(), indent=2) + "\n")
    else:
        narrate(game, shown, out)
        standings(game, out)
    if args.log:
        with open(args.log, "w", encoding="utf-8", newline="\n") as fh:
            for event in game.events:
                fh.write(json.dumps(event.to_dict(), ensure_ascii=False) + "\n")
    if args.save:
        from .persistence import save_game
        save_game(game, args.save)
    return 0


def narrate(game: Game, shown: int, out: Any) -> int:
    turn = -1
    for event in game.events[shown:]:
        if event.turn != turn:
            turn = event.turn
            out.write("Setting up\n" if turn == 0 else f"Turn {turn}\n")
        if event.kind != "card":
            out.write(f"  {event.text}\n")
    return len(game.events)


def standings(game: Game, out: Any) -> None:
    st = game.state
    out.write(f"\nFinal standings after {st.turn} turns ({st.round} rounds):\n")
    for rank, row in enumerate(game.standings(), 1):
        out.write(f"  {rank}. {row['name']:<8} {row['strategy']:<9} wealth ${row['wealth']:>5}  = cash "
                  f"${row['cash']} + {row['cards']} cards + {row['houses']} houses at $100\n")
    out.write(f"  PUBLIC TREASURY ${st.treasury}; MISCELLANEOUS balance ${st.misc}\n")
    outcome = game.outcome()
    if outcome:
        out.write(f"  Winner: {' and '.join(outcome.winners)}\n")


def main(argv: Sequence[str] | None = None) -> int:
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8", newline="\n")
    args = build_parser().parse_args(argv)
    try:
        if args.command == "experiment":
            from .experiments.command import experiment
            return experiment(args, sys.stdout)
        return play(args, sys.stdout)
    except (LandlordError, ValueError, OSError) as exc:
        sys.stderr.write(f"landlord-edu: {exc}\n")
        return 2


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
