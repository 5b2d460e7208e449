"""The command line: ``landlord-edu play ...``, ``experiment``, ``robustness``, ``lessons`` and ``classroom`` (also
``python -m landlord_edu``).

The same arguments print byte-identical output on any machine: no clocks, no
machine-dependent ordering, UTF-8 output.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import os
import shlex
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from . import __version__
from .class_game.command import add_classroom_parser
from .edition import Edition, available_editions, load_edition
from .errors import DataError, IllegalAction, LandlordError
from .experiments.command import add_experiment_parser, add_robustness_parser
from .fast import play_out, why_not
from .game import Game
from .options import Options
from .results import write_standings
from .rulesets import DEFAULT_EDITION, rule_set, rule_set_named, rule_set_names
from .strategies import STRATEGIES


class Refused(LandlordError):
    """A command-line argument the command cannot use (argparse's own complaints included)."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line on stderr and exit status 2, like every other refusal."""

    def error(self, message: str) -> NoReturn:
        raise Refused(f"{message} (see {self.prog} --help)")


def only(switch: str) -> str:
    """Which rule sets have ``switch`` (the others refuse it, saying what to use instead), for its help."""
    having = [name for name in rule_set_names() if switch not in rule_set_named(name).refusals]
    return f" (the {', '.join(having)} rules)" if having else " (no rule set has it)"


def build_parser() -> argparse.ArgumentParser:
    editions = available_editions()
    parser = _Parser(prog="landlord-edu",
                     description=f"Play The Landlord's Game under one of its editions' rules: {', '.join(editions)} "
                                 f"(--edition; default {DEFAULT_EDITION}), or an edition of your own in a folder.")
    parser.add_argument("--version", action="version", version=f"landlord-edu {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    play = sub.add_parser("play", help="play one game with bots and print what happens")
    play.add_argument("--players", type=int, default=4,
                      help="number of players (default 4), within the edition's rules' range")
    play.add_argument("--seed", type=int, default=None,
                      help="the game's seed (default 0, or the scenario file's own seed)")
    play.add_argument("--edition", default=DEFAULT_EDITION,
                      help=f"edition: one of {', '.join(editions)} (default {DEFAULT_EDITION}), or a folder")
    play.add_argument("--strategies", default=None,
                      help=f"comma-separated, one per player, from {sorted(set(STRATEGIES) - {'human'})} "
                           f"(docs/bots.md)")
    play.add_argument("--json", action="store_true", help="print the final result as JSON instead")
    play.add_argument("--single-tax-at", type=int, metavar="TURN",
                      help=f"vote in the Single Tax before turn TURN (as if the first two players voted for it)"
                           f"{only('single_tax_at')}")
    play.add_argument("--start", choices=("deal", "single_tax"), default=None,
                      help=f"begin with the deal (default), or under the Single Tax (no Title Deed sold, "
                           f"the PUBLIC TREASURY empty: Single Tax Rule 2){only('start')}")
    play.add_argument("--advanced", action="store_true",
                      help=f"the rules for advanced and scientific players{only('advanced')}")
    play.add_argument("--beginner", action="store_true",
                      help=f"deal the beginners' average hands{only('beginner')}")
    play.add_argument("--so-what-stack", metavar="N,N", default=None,
                      help=f"lay these SO WHAT cards on top of the shuffled pack, e.g. 18 or 17,18"
                           f"{only('so_what_stack')}")
    play.add_argument("--max-rounds", type=int, default=None,
                      help="stop after this many rounds (the edition's rules say when a round is complete)")
    play.add_argument("--switch", metavar="SWITCH:VALUE", action="append", default=[],
                      help="any rule switch of the edition's rules, e.g. ll-tenant-text:false or lf-site-tax:5 "
                           "(repeat for more; docs/editions' Switches tables; a bare name means true)")
    play.add_argument("--log", metavar="FILE", help="write the full event log as JSON lines")
    play.add_argument("--scenario", metavar="FILE-OR-NAME",
                      help="start from a position described in a TOML or JSON file, or a packaged scenario's name "
                           "(e.g. monarch_of_the_world)")
    play.add_argument("--save", metavar="FILE", help="save the finished game (rules, state, log) as JSON")
    add_experiment_parser(sub)
    add_robustness_parser(sub)
    lessons = sub.add_parser("lessons", help="copy the lessons (notebooks, instructor notes, rule sheet, glossary) "
                                             "into a folder",
                             description="Copy the lesson notebooks, their instructor notes (instructor/), "
                                         "the rule sheet, the glossary and the lessons' README out of the installed "
                                         "package, to open in Jupyter (pip install \"landlord-edu[lessons]\").")
    lessons.add_argument("folder", nargs="?", default="landlord-lessons", metavar="DIR",
                         help="the folder to copy them into (default ./landlord-lessons)")
    lessons.add_argument("--force", action="store_true",
                         help="write into a folder that is not empty, overwriting the lessons' files in it")
    add_classroom_parser(sub)
    return parser


def lessons(args: argparse.Namespace, out: Any) -> int:
    """Copy the lessons out of the package and say how to open them."""
    from .lesson_files import copy_lessons
    written = copy_lessons(args.folder, force=args.force)
    notebooks = sum(p.suffix == ".ipynb" for p in written)
    out.write(f"copied {notebooks} lessons and their notes ({len(written)} files) into {args.folder}; the "
              f"instructor notes are in {Path(args.folder) / 'instructor'}, apart from the students' notebooks\n"
              f"open them with: jupyter lab {shlex.quote(args.folder)}\n")
    from importlib.util import find_spec
    if find_spec("jupyterlab") is None or find_spec("pandas") is None:  # the plain install: say what else to get
        out.write('the lessons need JupyterLab and the packages they use: pip install "landlord-edu[lessons]"\n')
    return 0


def make_game(args: argparse.Namespace) -> Game:
    check_play_args(args)
    switches: dict[str, Any] = {}
    if args.advanced:
        switches["advanced"] = True
    if args.beginner:
        switches["beginner"] = True
    if args.start is not None:
        switches["start"] = args.start
    if args.max_rounds is not None:
        switches["max_rounds"] = args.max_rounds
    if args.so_what_stack is not None:
        switches["so_what_stack"] = _card_numbers(args.so_what_stack)
    from .experiments.regimes import switch_from_words
    for words in args.switch:
        name, value = switch_from_words(words)
        switches[name] = value
    strategies = _bots(args.strategies) if args.strategies is not None else None
    if args.scenario:
        from .scenario import read_scenario_file, scenario_game, scenario_path
        path = scenario_path(args.scenario)
        game = scenario_game(read_scenario_file(path), str(path), seed=args.seed, options=switches,
                             strategies=strategies)
        check_switches(args, game.edition)
        humans = [p.name for p, s in zip(game.state.players, game.strategies, strict=True) if s.human]
        if humans:
            raise Refused(f"{args.scenario}: {', '.join(humans)} would be played by a human, but the command line "
                          f"plays bots only: give --strategies")
        return game
    edition = load_edition(args.edition)
    check_switches(args, edition)
    return Game(players=args.players, strategies=strategies, seed=args.seed or 0, edition=edition,
                options=Options(**switches))


def check_play_args(args: argparse.Namespace) -> None:
    """What argparse's types do not check: ranges, and files to write that cannot be written."""
    if args.single_tax_at is not None and args.single_tax_at < 1:
        raise Refused(f"argument --single-tax-at: a turn number of at least 1, not {args.single_tax_at}")
    if args.single_tax_at is not None and args.start == "single_tax":
        raise Refused("argument --single-tax-at: the game begins under the Single Tax (--start single_tax): there "
                      "is no vote to make; give one or the other")
    for flag, path in (("--log", args.log), ("--save", args.save)):
        if path is not None:
            writable(flag, path)


def writable(flag: str, path: str) -> None:
    """Refuse, before any game is played, a file that cannot be written (so nothing is half done)."""
    target = Path(path)
    folder = target.parent
    if not path or target.is_dir():
        raise Refused(f"argument {flag}: {path!r} is a folder, not a file")
    if not folder.is_dir():
        raise Refused(f"argument {flag}: the folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        raise Refused(f"argument {flag}: {path!r} cannot be written (permission denied)")


def _bots(text: str) -> list[str]:
    names = [part.strip() for part in text.split(",")]
    bots = sorted(set(STRATEGIES) - {"human"})
    for name in names:
        if name not in bots:
            why = "the command line plays bots only" if name == "human" else "unknown strategy"
            raise Refused(f"argument --strategies: {name!r}: {why}; use names from {bots} separated by commas")
    return names


def _card_numbers(text: str) -> tuple[int, ...]:
    parts = [part.strip() for part in text.split(",")]
    if not all(part.isascii() and part.isdigit() and len(part) <= 6 for part in parts):
        raise DataError("--so-what-stack", text, "expected SO WHAT card numbers separated by commas, e.g. 17,18")
    return tuple(int(part) for part in parts)


def check_switches(args: argparse.Namespace, edition: Edition) -> None:
    """Refuse a switch the edition's rules do not have, saying why (rather than ignoring it)."""
    given = {"single_tax_at": args.single_tax_at is not None, "beginner": args.beginner, "advanced": args.advanced,
             "so_what_stack": args.so_what_stack is not None, "start": args.start not in (None, "deal")}
    for switch, refusal in rule_set(edition).refusals.items():
        if given.get(switch):
            raise IllegalAction(f"--{switch.replace('_', '-')}: the {edition.id} rules {refusal.cli}")


def play(args: argparse.Namespace, out: Any) -> int:
    game = make_game(args)
    if not game.started:  # the setting up (a scenario's game starts at its own position)
        game.step()
    fast_reason = why_not(game)
    for _ in play_out(game, args.single_tax_at):
        pass
    if args.json:
        out.write(json.dumps(game.result(), indent=2) + "\n")
    else:
        narrate(game, 0, out)
        standings(game, out)
        out.write(f"Played by {'the fast core' if game.fast_turns else 'the Python engine'}"
                  f"{'' if game.fast_turns or fast_reason is None else f' ({fast_reason})'}.\n")
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
    """The final table, in the words of the edition's rules (a rule set may write its own)."""
    if game.rules.standings is not None:
        game.rules.standings(game, out)
        return
    write_standings(game, out)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; bad input is one line on stderr, ``landlord-edu: error: ...``, and exit status 2."""
    if hasattr(sys.stdout, "reconfigure"):
        sys.stdout.reconfigure(encoding="utf-8", newline="\n")
    try:
        args = build_parser().parse_args(argv)
        if args.command == "experiment":
            from .experiments.command import experiment
            return experiment(args, sys.stdout)
        if args.command == "lessons":
            return lessons(args, sys.stdout)
        if args.command == "classroom":
            from .class_game.command import classroom
            return classroom(args, sys.stdout)
        if args.command == "robustness":
            from .experiments.command import robustness
            return robustness(args, sys.stdout)
        return play(args, sys.stdout)
    except BrokenPipeError:  # the reader went away (`| head`): nothing is wrong with the input
        _quiet_stdout()
        return 1
    except (LandlordError, OSError) as exc:
        return _refuse(exc, 2)
    except KeyboardInterrupt:
        return _refuse("interrupted", 130)
    except Exception as exc:  # a bug, not bad input: still one line (LANDLORD_EDU_TRACEBACK=1 shows it all)
        if os.environ.get("LANDLORD_EDU_TRACEBACK"):
            raise
        return _refuse(f"internal error ({type(exc).__name__}: {exc}); please report it with the command", 1)


def _quiet_stdout() -> None:
    """Point stdout at the null device, so that flushing it at exit cannot fail again (Python's advice)."""
    with contextlib.suppress(OSError, ValueError, io.UnsupportedOperation):  # a capture has no file: nothing to do
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _refuse(problem: object, status: int) -> int:
    """One line on stderr, whatever the problem's text holds (newlines, a huge value)."""
    if isinstance(problem, OSError) and problem.filename is not None:
        problem = f"{problem.filename}: {problem.strerror or problem}"
    text = " ".join(str(problem).split())
    if len(text) > 1000:
        text = text[:1000] + " ..."
    sys.stderr.write(f"landlord-edu: error: {text}\n")
    return status


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
