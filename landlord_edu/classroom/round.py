"""A class round: teams play the human seats of one game at the projector and vote on the Single Tax; each
table's result is saved as one small file beside the students' answer files, for :mod:`.tables` to pool.

The round's game: one seat per team (strategy ``"human"``: the game waits for the team's answer), a landlord
bot and a builder bot (both vote against the Single Tax: docs/bots.md), the default edition, eight rounds
(the agreed stop ``max_rounds``), a fixed seed. The class's vote is the rules' own: a team proposes the Single
Tax on its turn and every other seat votes; two votes put it in operation, so the teams' answers decide it.

>>> game = round_game(seed=8)
>>> [p.strategy for p in game.state.players]
['human', 'human', 'landlord', 'builder']
>>> regime_label(game)
'landlord'
"""

from __future__ import annotations

import datetime
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ..decisions import shown
from ..edition import load_edition
from ..errors import DataError
from ..experiments.summary import GAME_COLUMNS, summarise
from ..game import Game
from ..options import Options
from ..rulesets import DEFAULT_EDITION
from ..strategies import Strategy, make_strategy
from .answers import default_folder
from .files import read_checked, write_whole

FORMAT = "landlord_edu class round 1"
TEAMS = ("Team A", "Team B")
BOTS = (("Landlord", "landlord"), ("Builder", "builder"))  # both vote against the Single Tax
ROUNDS = 8      # about 25 minutes at a projector: the deal and some fifty decisions for the teams
SEED = 8
# who answers for the teams in a practice table and sits in their seats in the simulated games: a reading, not
# the class (lessons/instructor/08-a-class-round.md)
STAND_INS = ("landlord", "cautious")
MAX_TEAMS = 6   # with the two bots, the most players the rules allow (eight)
REGIME = re.compile(r"landlord|single tax voted at turn (\d+)")  # a table's regime label
TABLE_NAME = re.compile(r"\w[\w .'()-]{0,39}")
# the columns a table keeps from an experiment's game row (the game's index means nothing for a table)
KEPT = tuple(c for c in GAME_COLUMNS if c != "game")


def round_options() -> Options:
    """The round's rule switches: the rules as printed, stopped after ``ROUNDS`` rounds."""
    return Options(max_rounds=ROUNDS)


def round_game(seed: int = SEED, teams: Sequence[str] = TEAMS) -> Game:
    """The round's game: ``teams`` in the first seats (played by the class), then the two bots."""
    names = _check_teams(teams)
    bots = [name for name, _ in BOTS]
    return Game(players=[*names, *bots], strategies=["human"] * len(names) + [s for _, s in BOTS], seed=seed,
                edition=DEFAULT_EDITION, options=round_options())


def practice_game(seed: int = SEED + 1, single_tax_at: int | None = None,
                  stand_ins: Sequence[str] = STAND_INS) -> Game:
    """A table of the round played to its end with bots answering for the teams (``stand_ins``, one a team; the
    teams are named "Team A (bot)", ...), the teams voting the Single Tax in before turn ``single_tax_at`` if
    given: for practice, or to show the pooling before other tables are saved."""
    game = round_game(seed, [f"{team} (bot)" for team in TEAMS])
    bots = check_stand_ins(stand_ins)
    while not game.over:
        if single_tax_at is not None:
            game.vote_single_tax_before(single_tax_at)
        d = game.pending
        if d is None:
            game.step()
        else:
            game.answer(bots[d.player].decide(d, game))
    return game


def check_stand_ins(stand_ins: Any) -> list[Strategy]:
    """The bots that stand in for the teams, one a team (a DataError names a wrong count or an unknown bot)."""
    if isinstance(stand_ins, str) or not isinstance(stand_ins, Sequence) or len(stand_ins) != len(TEAMS):
        raise DataError("round", "stand_ins", f"one bot for each of the {len(TEAMS)} teams, e.g. {list(STAND_INS)}, "
                                              f"not {shown(stand_ins)}")
    bots = [make_strategy(name) for name in stand_ins]
    if any(bot.name == "human" for bot in bots):
        raise DataError("round", "stand_ins", "a stand-in answers for a team by itself: a bot, not 'human'")
    return bots


def _check_teams(teams: Any) -> list[str]:
    if isinstance(teams, str) or not isinstance(teams, Sequence):
        raise DataError("round", "teams", f"a list of team names, e.g. ['Team A', 'Team B'], not {shown(teams)}")
    names = [t.strip() if isinstance(t, str) else t for t in teams]
    if not 1 <= len(names) <= MAX_TEAMS:
        raise DataError("round", "teams", f"one to {MAX_TEAMS} teams (the two bots take the other seats), "
                                          f"not {len(names)}")
    bad = [n for n in names if not isinstance(n, str) or not n]
    if bad:
        raise DataError("round", "teams", f"each team needs a name in quotes, not {shown(bad[0])}")
    taken = {name for name, _ in BOTS}
    if len(set(names)) < len(names) or taken & set(names):
        raise DataError("round", "teams", f"the names must differ from each other and from the bots' "
                                          f"({', '.join(sorted(taken))}): {names}")
    return names


def voted_label(turn: int | None) -> str:
    """A table's regime: ``"landlord"``, or ``"single tax voted at turn N"`` (N: the turn of the vote)."""
    return "landlord" if turn is None else f"single tax voted at turn {turn}"


def label_vote_turn(label: str) -> int | None:
    """The turn of a regime label's vote (None for ``"landlord"``; a DataError for anything else).

    >>> label_vote_turn(voted_label(12)), label_vote_turn("landlord")
    (12, None)
    """
    match = REGIME.fullmatch(label) if isinstance(label, str) else None
    if match is None:
        raise DataError("table", "regime", f"'landlord' or 'single tax voted at turn N', not {shown(label)}")
    return int(match.group(1)) if match.group(1) else None


def regime_label(game: Game) -> str:
    """``"landlord"``, or ``"single tax voted at turn N"`` (N: the turn under way or last played at the vote)."""
    st = game.state
    return voted_label(st.single_tax_turn if st.single_tax else None)


def round_game_of(game: Any) -> Game:
    """The round's game (a :class:`Game` or the GameView showing it), checked: begun, with at least one team,
    under the round's edition and switches; anything else is refused with a DataError saying why."""
    found = getattr(game, "game", game)
    if not isinstance(found, Game):
        raise DataError("table", "game", f"expected the round's game or its GameView, not {shown(game)}")
    if found.edition.id != load_edition(DEFAULT_EDITION).id or found.options != round_options():
        raise DataError("table", "game", "not a game of the class round (its edition or rule switches differ): "
                                         "make it with round_game(), so that the tables can be compared")
    if not any(p.strategy == "human" for p in found.state.players):
        raise DataError("table", "game", "no team plays in this game (no seat is 'human'): a game of bots is an "
                                         "experiment, not a table of the class round")
    if not found.started:
        raise DataError("table", "game", "the game has not begun: play the round (Step, then the teams' "
                                         "decisions) before saving it")
    return found


def table_file(table: Any, folder: str | Path | None = None) -> Path:
    """Where table ``table`` is saved: ``table-<name>.json`` in the answers folder (:mod:`.answers`)."""
    if not isinstance(table, str) or not TABLE_NAME.fullmatch(table.strip()):
        raise DataError("table", "table", f"a table's name: letters, digits, spaces and - _ . ' ( ), up to "
                                          f"40 characters, in quotes (e.g. \"projector\"), not {shown(table)}")
    safe = re.sub(r"[^\w-]+", "-", table.strip()).strip("-")
    return Path(folder if folder is not None else default_folder()) / f"table-{safe}.json"


def table_entry(game: Any, table: str) -> dict[str, Any]:
    """The file's contents for table ``table``: the experiments' game row of the game as it stands (so a table
    pools with them), the teams' names, whether it was over, and the player rows."""
    played = round_game_of(game)
    record = summarise(played, regime_label(played))
    row = record.row()
    players = [{"name": name, "strategy": strategy, "cash": cash, "wealth": worth, "rank": rank}
               for (*_, name, strategy, cash, _cards, _houses, worth, rank, _wages, _visits) in record.players]
    return {"format": FORMAT, "table": table.strip(), "teams": [p.name for p in played.state.players
                                                                   if p.strategy == "human"],
            "over": played.over, "saved": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
            "game": {k: row[k] for k in KEPT}, "players": players}


def write_table(game: Any, table: str, folder: str | Path | None = None) -> Path:
    """Save table ``table``'s game (a second save of the same table replaces the first); returns the path."""
    path = table_file(table, folder)
    write_whole(path, table_entry(game, table))
    return path


def read_table(path: Path) -> dict[str, Any]:
    """A saved table, checked; a DataError names the file and what is wrong with it."""
    data = read_checked(path, "table file", FORMAT, {"table": str, "teams": list, "over": bool, "game": dict,
                                                     "players": list}, why="not a table of the class round")
    missing = [k for k in KEPT if k not in data["game"]]
    if missing:
        raise DataError(str(path), "game", f"the game row lacks {', '.join(missing[:3])}")
    try:
        label_vote_turn(data["game"]["regime"])
    except DataError as exc:
        raise DataError(str(path), "regime", exc.problem) from None
    return data


def save_table(game: Any, table: Any = "projector") -> None:
    """The student's verb: save the table's game (finished or stopped) for the class's pooled table; says
    what it saved, or what was wrong (it never raises into the notebook)."""
    try:
        path = write_table(game, table)
        saved = read_table(path)
    except DataError as exc:
        print(f"Not saved: {exc}")
        return
    except OSError as exc:
        print(f"Not saved: the file could not be written ({exc}): tell your teacher.")
        return
    row = saved["game"]
    state = "the game is over" if saved["over"] else f"stopped after turn {row['turns']}"
    print(f"Saved table {table.strip()!r} ({row['regime']}; {state}; Gini {row['gini']:.2f}) in {path}.")
