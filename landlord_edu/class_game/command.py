"""``landlord-edu classroom``: start a class game on this computer (docs/class-game.md) and serve it until Ctrl+C.

The room's settings are the command's options; a journal that exists is resumed (its own settings kept).
"""

from __future__ import annotations

import argparse
from typing import Any

from ..rulesets import DEFAULT_EDITION
from .config import DEFAULT_OPTIONS, MAX_TIME_LIMIT
from .launch import DEFAULT_PORT


def add_classroom_parser(sub: Any) -> None:
    """The ``classroom`` command's options."""
    room = sub.add_parser("classroom", help="start a class game: students play from their own devices, the "
                                            "projector shows the board (needs the 'class' extra)",
                          description="Serve a class game from this computer: students join from a browser with "
                                      "the room's code; the projector's page holds the instructor's controls. "
                                      "Everything is kept in the journal: run the same command again to resume.")
    room.add_argument("--journal", default="class-game.sqlite", metavar="FILE",
                      help="the SQLite file that keeps the class (default ./class-game.sqlite; resumed if it exists)")
    room.add_argument("--host", default="127.0.0.1",
                      help="the address to listen on (default 127.0.0.1, this computer only; 0.0.0.0 for the "
                           "students' devices on the room's network)")
    room.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT})")
    room.add_argument("--tables", type=int, default=1, help="games played side by side (default 1)")
    room.add_argument("--seats", type=int, default=4, help="players at each table, students and bots (default 4)")
    room.add_argument("--bots", default="", help="the bots in the last seats of each table, comma-separated, "
                                                 "e.g. landlord,builder (docs/bots.md)")
    room.add_argument("--edition", default=DEFAULT_EDITION, help=f"the rules (default {DEFAULT_EDITION})")
    room.add_argument("--rounds", type=int, default=DEFAULT_OPTIONS["max_rounds"],
                      help=f"stop after this many rounds (default {DEFAULT_OPTIONS['max_rounds']}; 0: play to the "
                           f"rules' own end)")
    room.add_argument("--seed", type=int, default=0, help="table t plays with seed SEED + t (default 0)")
    room.add_argument("--time-limit", type=int, default=60, metavar="SECONDS",
                      help=f"a bot answers for a seat with nobody connected after this long (5-{MAX_TIME_LIMIT}; "
                           f"0: wait; default 60)")
    room.add_argument("--stand-in", default="cautious", help="the bot that answers for an absent seat "
                                                             "(default cautious)")
    room.add_argument("--instructor-opens-vote", action="store_true",
                      help="students may not propose the Single Tax on their turn; only the instructor opens a vote")


def classroom(args: argparse.Namespace, out: Any) -> int:
    """Start the class game and serve it until interrupted."""
    from .launch import Classroom
    options: dict[str, Any] = {"max_rounds": args.rounds} if args.rounds else {}
    room = Classroom(args.journal, host=args.host, port=args.port, tables=args.tables, seats=args.seats,
                     bots=[b.strip() for b in args.bots.split(",") if b.strip()], edition=args.edition,
                     options=options, seed=args.seed, time_limit=args.time_limit or None, stand_in=args.stand_in,
                     students_propose=not args.instructor_opens_vote, quiet=True)
    try:
        print(room.invitation(), file=out, flush=True)
        print("Press Ctrl+C to stop (the journal keeps the class).", file=out, flush=True)
        while room.thread.is_alive():  # a timed join, so that Ctrl+C reaches this thread
            room.thread.join(0.5)
    except KeyboardInterrupt:  # Ctrl+C is how a class ends: no error
        print("Stopped. The journal keeps the class: run the same command again to resume it.", file=out, flush=True)
    finally:
        room.stop()
    return 0
