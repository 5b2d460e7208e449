"""The bad-input corpus for saved games: every broken save is a SaveError naming the field, and the file
is left exactly as it was (``load_game`` never writes).

Each case writes its file on first use (the corpus is built at import, the files only when a case runs),
from a real save: a 1906 game paused at a human's decision after a Single Tax vote during a turn, a
finished game, a scenario game with scripted answers, a 1939 game, and the first one as a version 1 save.
"""

from __future__ import annotations

import atexit
import copy
import functools
import json
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from landlord_edu import Game, Options, SaveError
from landlord_edu.persistence import KEYS, game_to_dict, load_game
from landlord_edu.scenario import scenario_game

from . import _support
from ._bad_input import Bad, folder_bytes, refused_cleanly

FOLDER = Path(tempfile.mkdtemp(prefix="landlord-bad-saves-"))
atexit.register(shutil.rmtree, FOLDER, True)
Edit = Callable[[dict[str, Any]], Any]


# ----- the good saves the cases break --------------------------------------------------------------------
def _paused_after_a_vote(streams: str = "per_seat") -> Game:
    """Ann (human) decides before her throw in turn 6 or later; Ben and Cal vote the Single Tax in
    meanwhile; she throws, and the game is saved at her next decision."""
    game = Game(players=["Ann", "Ben", "Cal"], strategies=["human", "landlord", "random"], seed=21,
                options=Options(max_rounds=30, random_streams=streams))
    while game.pending is None or game.pending.kind != "turn" or game.turn < 6:
        if game.pending is None:
            game.step()
        else:
            game.answer(_support.bot_answer(game))
    game.vote_single_tax(["Ben", "Cal"])
    game.answer("throw")
    while game.pending is None:
        game.step()
    return game


def _scenario() -> Game:
    data = {"scenario": {"seed": 42}, "rules": {"max_rounds": 12}, "position": {"current": "Ben", "treasury": 30},
            "players": [{"name": "Ann", "strategy": "landlord", "cash": 250, "cards": ["Broadway"]},
                        {"name": "Ben", "strategy": "human", "cash": 120, "position": "Easy Street"},
                        {"name": "Cal", "strategy": "cautious", "cash": 90, "status": "jail"}],
            "dice": [[3, 3], [5, 6], [1, 2]],
            "answers": [{"player": "Ben", "kind": "turn", "answer": "throw"},
                        {"player": "Ben", "kind": "turn", "answer": "throw"}]}
    game = scenario_game(data, "<scenario>")
    _support.play_out(game, max_answers=3)
    return game


def _finished() -> Game:
    game = Game(players=3, seed=5, options=Options(max_rounds=8))
    game.run()
    return game


def _game_1939() -> Game:
    game = Game(players=3, seed=5, edition="1939", options=Options(so_what_stack=(17,)))
    game.run(max_turns=8)
    return game


def _agreed() -> Game:
    """Paused at Ann's decision after the players agreed, at her turn decision, to stop at the next double."""
    game = _paused_after_a_vote()
    while game.pending.kind != "turn":
        game.answer(_support.bot_answer(game))
        while game.pending is None:
            game.step()
    game.agree_to_stop("next_double")
    game.answer("throw")
    while game.pending is None and not game.over:
        game.step()
    return game


def _one_stream() -> Game:
    return _paused_after_a_vote("one_stream")


def _version_2() -> dict[str, Any]:
    data = game_to_dict(_one_stream())
    del data["options"]["random_streams"]  # 0.1 had only one stream
    data["version"] = 2
    return data


def _version_1() -> dict[str, Any]:
    data = _version_2()
    del data["library"], data["started"], data["agreements"]
    data.update(version=1, script_remaining=len(data.pop("script")) - data.pop("script_used"), script=[])
    data["votes"] = [{k: v for k, v in vote.items() if k != "turn"} for vote in data["votes"]]
    return data


MAKERS: dict[str, Callable[[], Any]] = {"paused": _paused_after_a_vote, "scenario": _scenario,
                                        "finished": _finished, "1939": _game_1939, "v1": _version_1,
                                        "agreed": _agreed, "one_stream": _one_stream, "v2": _version_2}


@functools.cache
def saved(kind: str) -> dict[str, Any]:
    made = MAKERS[kind]()
    return made if isinstance(made, dict) else game_to_dict(made)


# ----- cases -------------------------------------------------------------------------------------------
def case(name: str, edit: Edit, *names: str, kind: str = "paused") -> Bad:
    """A save of ``kind`` changed by ``edit`` (which changes the data in place, or returns the file's text or
    bytes), loaded from its own folder; the message must name each of ``names``."""
    folder = FOLDER / name
    path = folder / "game.json"

    def ensure() -> None:
        if folder.exists():
            return
        folder.mkdir(parents=True)
        data = copy.deepcopy(saved(kind))
        made = edit(data)  # text or bytes replace the file; anything else: the data was changed in place
        made = made if isinstance(made, str | bytes) else data
        if isinstance(made, bytes):
            path.write_bytes(made)
        else:
            path.write_text(made if isinstance(made, str) else json.dumps(made), encoding="utf-8")

    def watch() -> dict[str, bytes]:
        ensure()
        return folder_bytes(folder)

    def call() -> Game:
        ensure()
        return load_game(path)

    return Bad(f"saves-{name}", call, SaveError, names, watch)


def field(name: str) -> str:
    return f"field '{name}'"


def within(name: str) -> str:
    """A field under ``name`` (the message names the exact place, e.g. ``random_state.dice[1][5]``)."""
    return f"field '{name}"


def text(data: dict[str, Any]) -> str:
    return json.dumps(data)


def put(*path: Any, value: Any) -> Edit:
    """An edit setting ``data[path...] = value``."""
    def edit(data: dict[str, Any]) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return edit


def delete(*path: Any) -> Edit:
    def edit(data: dict[str, Any]) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]
    return edit


def answer_of(kind: type, value: Any) -> Edit:
    """Replace the first recorded answer of type ``kind`` (bool: a yes/no; str: a word) by ``value``."""
    def edit(data: dict[str, Any]) -> None:
        k = next(i for i, a in enumerate(data["answers"]) if type(a) is kind)
        data["answers"][k] = value
    return edit


def nest(depth: int) -> Edit:
    return lambda data: text(data)[:-1] + ',"deep":' + "[" * depth + "]" * depth + "}"


WRONG_TYPES: dict[str, Any] = {
    "format": 7, "version": "2", "library": 2, "edition": [], "options": [], "players": "Ann", "strategies": "human",
    "seed": "5", "dice": {"0": [1, 2]}, "script": {}, "script_used": "0", "record_events": 1, "initial_state": 5,
    "answers": {}, "votes": {}, "agreements": {}, "started": "yes", "random_state": [], "state": [], "events": {},
    "pending": "turn",
}
assert set(WRONG_TYPES) == KEYS

CASES: list[Bad] = [
    # the file itself
    *(case(f"truncated-{k}", lambda d, k=k: text(d)[:len(text(d)) * k // 13], field("(file)"), "not valid JSON")
      for k in range(13)),
    case("not-utf8", lambda d: b"\xff\xfe" + text(d).encode("utf-16-le"), field("(file)"), "UTF-8"),
    case("latin1-name", lambda d: text(d).replace('"Ann"', '"\u00c5nn"').encode("latin-1"), field("(file)"),
         "UTF-8"),
    case("deep-nesting", nest(5000), field("(top)"), "nested"),
    case("nesting-over-the-limit", nest(80), field("(top)"), "nested"),
    case("huge-int-text", lambda d: text(d)[:-1] + ',"x":' + "9" * 5000 + "}", field("(file)")),
    case("empty-file", lambda d: "", field("(file)"), "not valid JSON"),
    case("a-list", lambda d: "[]", field("format"), "not a landlord_edu saved game"),
    case("a-string", lambda d: '"saved game"', field("format")),
    case("a-scenario", put("format", value="landlord-edu/scenario"), field("format")),
    # the header
    case("version-99", put("version", value=99), field("version"), "version 99"),
    case("version-true", put("version", value=True), field("version")),
    case("version-0", put("version", value=0), field("version")),
    # every key: missing, of the wrong type, and one unknown
    *(case(f"missing-{key}", delete(key), field(key), "is missing") for key in sorted(KEYS - {"format", "version"})),
    *(case(f"wrong-type-{key}", put(key, value=value), field(key)) for key, value in sorted(WRONG_TYPES.items())),
    case("unknown-key", put("notes", value="hello"), field("notes"), "unknown key"),
    # the record
    case("answer-refused", answer_of(bool, "banana"), "field 'answers[", "the rules refuse it"),
    case("answer-of-wrong-kind", answer_of(str, True), "field 'answers[", "the rules refuse it"),
    case("answer-a-float", answer_of(bool, 1.5), "field 'answers[", "whole number"),
    case("answer-a-list", answer_of(bool, [True]), "field 'answers["),
    case("answer-null", answer_of(bool, None), "field 'answers["),
    case("answer-huge-int", answer_of(bool, 10**30), "field 'answers["),
    case("answers-cut-short", lambda d: d.update(answers=d["answers"][:-3]), field("answers"), "ends too soon",
         kind="finished"),
    case("answers-none", put("answers", value=[]), field("answers"), kind="finished"),
    case("answers-beyond-the-end", lambda d: d["answers"].extend(["throw", True]), "field 'answers[",
         "never asks for it", kind="finished"),
    case("answers-in-a-paused-game-beyond", lambda d: d["answers"].append("throw"), "field 'answers["),
    case("vote-voter-not-a-seat", put("votes", 0, "voters", value=[1, 7]), field("votes[0].voters[1]")),
    case("vote-one-voter", put("votes", 0, "voters", value=[1]), field("votes[0]"), "at least two"),
    case("vote-beyond-the-answers", put("votes", 0, "answers", value=10_000), field("votes[0].answers")),
    case("vote-at-another-turn", put("votes", 0, "turn", value=2), field("votes[0]"), "never reached"),
    case("vote-without-turn", delete("votes", 0, "turn"), field("votes[0].turn"), "is missing"),
    case("vote-added", lambda d: d["votes"].append({"answers": 3, "turn": 0, "during_turn": False, "voters": [0, 1]}),
         field("votes[1].answers")),
    case("vote-removed", put("votes", value=[]), "field '"),
    case("agreement-when-unknown", put("agreements", 0, "when", value="never"), field("agreements[0]"),
         "the rules refuse it", kind="agreed"),
    case("agreement-when-a-number", put("agreements", 0, "when", value=3), field("agreements[0].when"), kind="agreed"),
    case("agreement-at-another-turn", put("agreements", 0, "turn", value=2), field("agreements[0]"), "never reached",
         kind="agreed"),
    case("agreement-after-votes-never-made", put("agreements", 0, "votes", value=5), field("agreements[0].votes"),
         kind="agreed"),
    case("agreement-without-when", delete("agreements", 0, "when"), field("agreements[0].when"), "is missing",
         kind="agreed"),
    case("agreement-removed", put("agreements", value=[]), "field '", kind="agreed"),
    case("agreement-in-a-1939-game", lambda d: d["agreements"].append(
        {"answers": 0, "turn": 1, "during_turn": False, "when": "now", "votes": 0}), field("agreements[0]"),
        kind="1939"),
    case("seed-huge", put("seed", value=10**30), field("seed")),
    case("seed-changed", put("seed", value=22), "field '"),
    case("dice-bad-throw", put("dice", value=[[7, 1]]), field("dice[0]"), "two dice"),
    case("strategy-unknown", put("strategies", 1, value="genius"), field("strategies[1]"), "unknown strategy"),
    case("strategies-too-few", put("strategies", value=["human"]), field("strategies")),
    case("players-twins", put("players", value=["Ann", "Ann", "Cal"]), field("players[1]"), "two players"),
    case("players-nine", put("players", value=[f"P{i}" for i in range(9)]), field("players")),
    case("players-renamed", put("players", 0, value="Zoe"), field("state.players")),
    case("options-unknown-switch", put("options", "teleport", value=True), field("options.teleport")),
    case("options-bad-reading", put("options", "jail_exit", value="tunnel"), field("options.jail_exit")),
    case("options-bool-as-int", put("options", "luxury", value=1), field("options.luxury")),
    case("edition-bad-space", put("edition", "board", "spaces", 6, "kind", value="hotel"), field("edition"),
         "spaces[6].kind"),
    case("edition-file-missing", delete("edition", "chance"), field("edition"), "chance"),
    case("edition-board-a-list", put("edition", "board", value=[]), field("edition")),
    case("edition-wages-changed", put("edition", "rules", "wages", "amount", value=150), "field '"),
    case("script-used-beyond", put("script_used", value=5), field("script_used")),
    case("record-events-changed", put("record_events", value=False), field("events")),
    case("started-flipped", put("started", value=False), field("started")),
    case("random-throws", put("random_state", "throws", value=0), field("random_state.throws")),
    case("options-random-streams", put("options", "random_streams", value="dice"), field("options.random_streams")),
    # the random draws: a count per key (per_seat), or 0.1's three generators (one_stream)
    case("random-draws-changed", lambda d: d["random_state"]["draws"].update({"dice/turn/0": 3}),
         field("random_state.draws.dice/turn/0")),
    case("random-draws-card-added", put("random_state", "draws", "cards/chance", value=2000),
         field("random_state.draws.cards/chance")),
    case("random-draws-unknown-key", put("random_state", "draws", "dice/turn/x", value=2),
         field("random_state.draws.dice/turn/x"), "not a key"),
    case("random-draws-negative", put("random_state", "draws", "choices/2", value=-1),
         field("random_state.draws.choices/2")),
    case("random-draws-a-float", put("random_state", "draws", "choices/2", value=1.5),
         field("random_state.draws.choices/2")),
    case("random-draws-huge", put("random_state", "draws", "choices/2", value=2**60),
         field("random_state.draws.choices/2")),
    case("random-draws-a-list", put("random_state", "draws", value=[]), field("random_state.draws")),
    case("random-draws-seat-beyond", put("random_state", "draws", "choices/7", value=2),
         field("random_state.draws.choices/7"), "3 players"),
    case("random-layout-of-the-other-switch", put("options", "random_streams", value="one_stream"),
         field("random_state"), "'per_seat'"),
    case("random-dice-changed", lambda d: d["random_state"]["dice"][1].__setitem__(5, 12345),
         within("random_state.dice"), kind="one_stream"),
    case("random-words-short", lambda d: d["random_state"]["cards"][1].pop(), field("random_state.cards[1]"),
         kind="one_stream"),
    case("random-word-negative", put("random_state", "choices", 1, 0, value=-1), field("random_state.choices[1][0]"),
         kind="one_stream"),
    case("random-version", put("random_state", "dice", 0, value=2), field("random_state.dice"), kind="one_stream"),
    case("random-one-stream-draws", put("random_state", "draws", value={}), field("random_state.draws"),
         "unknown key", kind="one_stream"),
    # the saved position
    case("state-cash", lambda d: d["state"]["players"][0].update(cash=d["state"]["players"][0]["cash"] + 1),
         field("state.players[0].cash")),
    case("state-treasury", put("state", "treasury", value=777), field("state.treasury")),
    case("state-turn-negative", put("state", "turn", value=-1), field("state.turn")),
    case("state-turn-later", lambda d: d["state"].update(turn=d["state"]["turn"] + 5), field("answers"),
         "ends too soon"),
    case("state-position-off-board", put("state", "players", 1, "position", value=99),
         field("state.players[1].position")),
    case("state-status-unknown", put("state", "players", 1, "status", value="flying"),
         field("state.players[1].status")),
    case("state-owner-not-a-seat", put("state", "owner", 1, value=5), field("state.owner[1]")),
    case("state-owner-short", lambda d: d["state"]["owner"].pop(), field("state.owner")),
    case("state-cash-a-string", put("state", "players", 2, "cash", value="100"), field("state.players[2].cash")),
    case("state-unknown-key", put("state", "bonus", value=1), field("state.bonus"), "unknown key"),
    case("state-missing-key", delete("state", "treasury"), field("state.treasury"), "is missing"),
    case("state-loan-bad", put("state", "loans", value=[{"id": 0}]), within("state.loans[0].")),
    case("events-not-objects", put("events", 3, value="Ann threw"), field("events[3]"), "expected an object"),
    case("event-text", put("events", 10, "text", value="Ann received $1000 wages (Rule 3)"),
         field("events[10].text")),
    case("event-removed", lambda d: d["events"].pop(), field("events")),
    case("event-extra-key", put("events", 0, "mood", value="happy"), field("events[0].mood")),
    case("event-amount-a-float", put("events", 0, "amount", value=1.5), field("events[0].amount")),
    case("pending-prompt", put("pending", "prompt", value="Buy everything?"), field("pending.prompt")),
    case("pending-removed", put("pending", value=None), field("pending"), "no pending decision"),
    case("pending-player", put("pending", "player", value=2), field("pending.player")),
    case("pending-options", put("pending", "options", value=[True]), field("pending.options")),
    case("pending-added", lambda d: d.update(pending={"kind": "turn", "player": 0, "prompt": "?", "options": [],
                                                      "low": 0, "high": 0, "context": {}}),
         field("pending"), kind="finished"),
    # a scenario game: its staged position and scripted answers
    case("scenario-initial-position", put("initial_state", "players", 0, "position", value=999),
         field("initial_state.players[0].position"), kind="scenario"),
    case("scenario-initial-cash", put("initial_state", "players", 0, "cash", value=-5),
         field("initial_state.players[0].cash"), kind="scenario"),
    case("scenario-initial-treasury", put("initial_state", "treasury", value=1000), "field '", kind="scenario"),
    case("scenario-script-player", put("script", 0, "player", value="Zoe"), field("script[0].player"),
         kind="scenario"),
    case("scenario-script-extra-key", put("script", 0, "why", value="x"), field("script[0].why"), kind="scenario"),
    case("scenario-initial-removed", put("initial_state", value=None), "field '", kind="scenario"),
    # the 1939 edition's own state
    case("1939-face-up", put("state", "phillips", "face_up", value=[[18, 0]]), within("state.phillips.face_up"),
         kind="1939"),
    case("1939-blueblood", lambda d: d["state"]["phillips"].update(blueblood=d["state"]["phillips"]["blueblood"] + 1),
         field("state.phillips.blueblood"), kind="1939"),
    case("1939-checks", lambda d: d["state"]["phillips"]["holders"][0]["checks"].append(5000),
         within("state.phillips.holders[0].checks"), kind="1939"),
    case("1939-holders-a-dict", put("state", "phillips", "holders", value={}), field("state.phillips.holders"),
         kind="1939"),
    case("1939-phillips-removed", delete("state", "phillips"), field("state.phillips"), "missing", kind="1939"),
    case("state-turn-earlier", lambda d: d["state"].update(turn=d["state"]["turn"] - 1), "field 'answers[",
         "where the save says it stands", kind="finished"),
    # version 1 and 2 saves (0.1's one stream)
    case("v2-streams-named", put("options", "random_streams", value="per_seat"), field("options.random_streams"),
         "no such switch", kind="v2"),
    case("v2-random-draws", lambda d: d.update(random_state=saved("paused")["random_state"]), field("random_state"),
         "'one_stream'", kind="v2"),
    case("v2-state", put("state", "treasury", value=777), field("state.treasury"), kind="v2"),
    case("v1-script-remaining", put("script_remaining", value=3), field("script_remaining"), kind="v1"),
    case("v1-vote-with-turn", put("votes", 0, "turn", value=6), field("votes[0].turn"), "unknown key", kind="v1"),
    case("v1-library", put("library", value="0.1.0"), field("library"), "unknown key", kind="v1"),
    case("v1-answer-refused", answer_of(bool, "banana"), "field 'answers[", kind="v1"),
    case("v1-state", put("state", "treasury", value=777), field("state.treasury"), kind="v1"),
]


def _not_a_file(name: str, make: Callable[[Path], None]) -> Bad:
    folder = FOLDER / name

    def watch() -> dict[str, bytes]:
        if not folder.exists():
            folder.mkdir(parents=True)
            make(folder)
        return folder_bytes(folder)

    def call() -> Game:
        watch()
        return load_game(folder / "game.json")

    return Bad(f"saves-{name}", call, SaveError, (field("(file)"),), watch)


CASES += [
    _not_a_file("a-directory", lambda folder: (folder / "game.json").mkdir()),
    _not_a_file("no-such-file", lambda folder: None),
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)


def test_the_saves_corpus_is_large_and_its_base_saves_load() -> None:
    assert len(CASES) >= 70
    for kind in MAKERS:
        path = FOLDER / f"good-{kind}.json"
        path.write_text(json.dumps(saved(kind)), encoding="utf-8")
        load_game(path)  # the saves the cases break are good saves
    assert saved("paused")["pending"] and saved("paused")["votes"] and saved("scenario")["initial_state"]
