"""Bad-input corpus, the command line: arguments and files the CLI must refuse.

The CLI runs in this process (``landlord_edu.cli.main(argv)`` with stdout and stderr captured, in a
folder of test files), and a few cases as a real ``python -m landlord_edu`` subprocess. A refusal is
exactly one line on stderr, ``landlord-edu: error: ...``, exit status 2, no traceback, and no file
written or changed; :func:`cli` turns such a refusal into :class:`CliRefused` so that the corpus's
shared check (``refused_cleanly``) applies unchanged.
"""

from __future__ import annotations

import io
import subprocess
import sys
import tempfile
from collections.abc import Callable
from contextlib import chdir, redirect_stderr, redirect_stdout
from functools import cache
from pathlib import Path

import pytest

from landlord_edu.cli import main
from landlord_edu.errors import LandlordError

from . import _support
from ._bad_input import Bad, folder_bytes, refused_cleanly

GOOD_SCENARIO = """\
[scenario]
seed = 3

[[players]]
name = "Ann"
strategy = "landlord"
cash = 300

[[players]]
name = "Ben"
strategy = "cautious"
cash = 200
"""


class CliRefused(LandlordError):
    """The CLI refused cleanly: one line on stderr, exit status 2 (the line is the message)."""


@cache
def folder() -> Path:
    """A folder of files for the cases (made once, when first needed, removed at exit)."""
    where = Path(tempfile.mkdtemp(prefix="landlord-edu-bad-cli-"))
    files: dict[str, bytes | str] = {
        "deep.json": "[" * 100_000 + "]" * 100_000,
        "deep.toml": "a = " + "[" * 100_000 + "]" * 100_000 + "\n",
        "deep_table.json": '{"scenario": ' + '{"a": ' * 50_000 + "1" + "}" * 50_001,
        "latin1.toml": "[scenario]\ntitle = 'caf\xe9'\n".encode("latin-1"),
        "binary.toml": bytes(range(256)),
        "list.json": "[1, 2]",
        "broken.toml": "[scenario\n",
        "broken.json": '{"scenario": ',
        "empty.toml": "",
        "huge_number.json": '{"scenario": {"seed": ' + "9" * 5000 + "}}",
        "treasury.toml": GOOD_SCENARIO.replace('"Ann"', '"PUBLIC TREASURY"'),
        "shark.toml": GOOD_SCENARIO.replace('"landlord"', '"shark"'),
        "human.toml": GOOD_SCENARIO.replace('"landlord"', '"human"'),
        "big_seed.toml": GOOD_SCENARIO.replace("seed = 3", "seed = 99999999999999999999"),
        "rules_word.toml": GOOD_SCENARIO + '\n[rules]\nluxury = "no"\n',
        "a_file.txt": "not a folder",
    }
    for name, content in files.items():
        path = where / name
        path.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    (where / "empty_folder").mkdir()
    return where


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with chdir(folder()), redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as exc:  # argparse's --help; a refusal must return, not exit
            code = exc.code if isinstance(exc.code, int) else 1
    return code, out.getvalue(), err.getvalue()


def check_refusal(code: int, err: str) -> None:
    """Accepted (exit 0) returns; a clean refusal raises CliRefused; anything else fails the case."""
    if code == 0:
        return
    lines = err.splitlines()
    assert "Traceback" not in err, err
    assert len(lines) == 1 and lines[0].startswith("landlord-edu: error: "), f"not one error line: {err!r}"
    assert code == 2, f"exit status {code}, expected 2: {err}"
    raise CliRefused(lines[0])


def cli(*argv: str) -> Callable[[], None]:
    def call() -> None:
        code, _out, err = run_cli(list(argv))
        check_refusal(code, err)
    return call


def subprocess_cli(*argv: str) -> Callable[[], None]:
    def call() -> None:
        proc = _support.run_python(["-m", "landlord_edu", *argv], cwd=folder())
        check_refusal(proc.returncode, proc.stderr.decode("utf-8", "replace"))
    return call


def case(id: str, argv: tuple[str, ...], *names: str, real: bool = False) -> Bad:
    call = subprocess_cli(*argv) if real else cli(*argv)
    return Bad(f"cli-{id}", call, CliRefused, names, lambda: folder_bytes(folder()))


PLAY = [
    case("no-command", (), "command"),
    case("unknown-command", ("bogus",), "'bogus'"),
    case("unknown-flag", ("play", "--fast"), "--fast"),
    case("stray-argument", ("play", "extra"), "extra"),
    case("players-word", ("play", "--players", "x"), "--players", "'x'"),
    case("players-missing-value", ("play", "--players"), "--players"),
    case("players-one", ("play", "--players", "1"), "2 to 8"),
    case("players-nine", ("play", "--players", "9"), "2 to 8"),
    case("players-negative", ("play", "--players", "-3"), "2 to 8"),
    case("players-huge", ("play", "--players", "9" * 30), "2 to 8"),
    case("players-too-long-number", ("play", "--players", "9" * 5000), "--players"),
    case("players-1939-two", ("play", "--edition", "1939", "--players", "2"), "3 to 5"),
    case("seed-word", ("play", "--seed", "x"), "--seed"),
    case("seed-float", ("play", "--seed", "1.5"), "--seed"),
    case("seed-past-json", ("play", "--seed", str(2**53)), "seed"),
    case("edition-unknown", ("play", "--edition", "1907"), "'1907'"),
    case("edition-empty", ("play", "--edition", ""), "unknown edition"),
    case("edition-empty-folder", ("play", "--edition", "empty_folder"), "board.toml"),
    case("edition-a-file", ("play", "--edition", "a_file.txt"), "a_file.txt"),
    case("strategies-human", ("play", "--players", "2", "--strategies", "human,cautious"), "bots only"),
    case("strategies-unknown", ("play", "--players", "2", "--strategies", "shark,cautious"), "'shark'"),
    case("strategies-empty-names", ("play", "--strategies", ",,"), "--strategies"),
    case("strategies-too-few", ("play", "--players", "3", "--strategies", "cautious"), "3 strategies"),
    case("single-tax-at-zero", ("play", "--single-tax-at", "0"), "--single-tax-at"),
    case("single-tax-at-negative", ("play", "--single-tax-at", "-4"), "--single-tax-at"),
    case("single-tax-at-word", ("play", "--single-tax-at", "soon"), "--single-tax-at"),
    case("single-tax-at-1939", ("play", "--edition", "1939", "--single-tax-at", "5"), "--single-tax-at", "1939"),
    case("start-unknown", ("play", "--start", "later"), "--start", "'later'"),
    case("start-and-vote", ("play", "--start", "single_tax", "--single-tax-at", "3"), "--single-tax-at", "start"),
    case("start-1939", ("play", "--edition", "1939", "--start", "single_tax"), "--start", "1939"),
    case("start-beginner", ("play", "--start", "single_tax", "--beginner"), "start", "beginners"),
    case("beginner-five", ("play", "--beginner", "--players", "5"), "four average hands"),
    case("beginner-1939", ("play", "--edition", "1939", "--beginner"), "--beginner"),
    case("advanced-1939", ("play", "--edition", "1939", "--advanced"), "--advanced"),
    case("so-what-1906", ("play", "--so-what-stack", "18"), "--so-what-stack"),
    case("so-what-word", ("play", "--edition", "1939", "--so-what-stack", "x"), "--so-what-stack"),
    case("so-what-superscript", ("play", "--edition", "1939", "--so-what-stack", "²"), "--so-what-stack"),
    case("so-what-repeated", ("play", "--edition", "1939", "--so-what-stack", "18,18"), "so_what_stack"),
    case("so-what-zero", ("play", "--edition", "1939", "--so-what-stack", "0"), "so_what_stack"),
    case("max-rounds-zero", ("play", "--max-rounds", "0"), "max_rounds"),
    case("max-rounds-endless", ("play", "--max-rounds", "100000000"), "max_rounds"),
    case("max-rounds-word", ("play", "--max-rounds", "many"), "--max-rounds"),
    case("log-missing-folder", ("play", "--log", "no_such_folder/game.log"), "--log", "no_such_folder"),
    case("log-a-folder", ("play", "--log", "empty_folder"), "--log", "folder"),
    case("save-a-folder", ("play", "--save", "."), "--save", "folder"),
    case("save-missing-folder", ("play", "--save", "missing/game.json"), "--save", "missing"),
    case("scenario-missing", ("play", "--scenario", "missing.toml"), "missing.toml"),
    case("scenario-a-folder", ("play", "--scenario", "empty_folder"), "empty_folder"),
    case("scenario-unknown-name", ("play", "--scenario", "monarch"), "monarch", "monarch_of_the_world"),
    case("scenario-deep-json", ("play", "--scenario", "deep.json"), "deep.json", "nested"),
    case("scenario-deep-toml", ("play", "--scenario", "deep.toml"), "deep.toml", "nested"),
    case("scenario-deep-table", ("play", "--scenario", "deep_table.json"), "deep_table.json", "nested"),
    case("scenario-latin1", ("play", "--scenario", "latin1.toml"), "latin1.toml", "UTF-8"),
    case("scenario-binary", ("play", "--scenario", "binary.toml"), "binary.toml"),
    case("scenario-a-list", ("play", "--scenario", "list.json"), "list.json", "table"),
    case("scenario-broken-toml", ("play", "--scenario", "broken.toml"), "broken.toml", "(file)"),
    case("scenario-broken-json", ("play", "--scenario", "broken.json"), "broken.json", "(file)"),
    case("scenario-empty", ("play", "--scenario", "empty.toml"), "empty.toml"),
    case("scenario-huge-number", ("play", "--scenario", "huge_number.json"), "huge_number.json"),
    case("scenario-treasury-player", ("play", "--scenario", "treasury.toml"), "PUBLIC TREASURY"),
    case("scenario-unknown-strategy", ("play", "--scenario", "shark.toml"), "shark"),
    case("scenario-human", ("play", "--scenario", "human.toml"), "bots only"),
    case("scenario-seed-past-json", ("play", "--scenario", "big_seed.toml"), "seed"),
    case("scenario-rules-word", ("play", "--scenario", "rules_word.toml"), "luxury"),
    case("scenario-strategies-count", ("play", "--scenario", "treasury.toml", "--strategies", "cautious"),
         "strateg"),
]

EXPERIMENT = [
    case("experiment-games-zero", ("experiment", "--games", "0"), "games"),
    case("experiment-games-negative", ("experiment", "--games", "-1"), "games"),
    case("experiment-games-word", ("experiment", "--games", "x"), "--games"),
    case("experiment-games-endless", ("experiment", "--games", "100000000000"), "games"),
    case("experiment-workers-zero", ("experiment", "--games", "1", "--workers", "0"), "workers"),
    case("experiment-players-one", ("experiment", "--games", "1", "--players", "1"), "2 to 8"),
    case("experiment-seed-word", ("experiment", "--seed", "x"), "--seed"),
    case("experiment-seeds-past-json", ("experiment", "--games", "2", "--seed", str(2**53 - 1)), "seed"),
    case("experiment-regime-unknown", ("experiment", "--games", "1", "--regime", "zzz"), "'zzz'"),
    case("experiment-regime-empty", ("experiment", "--games", "1", "--regime", "late="), "empty"),
    case("experiment-regime-players-zero", ("experiment", "--games", "1", "--regime", "players:0"), "players"),
    case("experiment-regime-superscript", ("experiment", "--games", "1", "--regime", "max-rounds:²"), "max-rounds"),
    case("experiment-regime-edition", ("experiment", "--games", "1", "--regime", "edition:nope"), "'nope'"),
    case("experiment-regime-scenario", ("experiment", "--games", "1", "--regime", "scenario:missing.toml"),
         "missing.toml"),
    case("experiment-regime-scenario-name", ("experiment", "--games", "1", "--regime", "x=scenario:monarch"),
         "monarch", "monarch_of_the_world"),
    case("experiment-regime-switch", ("experiment", "--games", "1", "--regime", "bank:infinite"), "bank"),
    case("experiment-regime-start-and-vote", ("experiment", "--games", "1", "--regime", "single-tax+start:single_tax"),
         "single_tax_at", "start"),
    case("experiment-format", ("experiment", "--format", "xml"), "--format"),
    case("experiment-out-a-file", ("experiment", "--games", "1", "--out", "a_file.txt"), "--out", "a_file.txt"),
]

ROBUSTNESS = [
    case("robustness-games-zero", ("robustness", "--games", "0"), "games"),
    case("robustness-length-zero", ("robustness", "--games", "1", "--length", "0"), "wages_to_end"),
    case("robustness-length-word", ("robustness", "--length", "five"), "--length"),
    case("robustness-lineup-no-name", ("robustness", "--games", "1", "--lineup", "landlord,cautious"), "--lineup"),
    case("robustness-lineup-short", ("robustness", "--games", "1", "--lineup", "two=landlord,cautious"), "'two'"),
    case("robustness-lineup-bot", ("robustness", "--games", "1", "--lineup", "x=shark,shark,shark,shark"), "shark"),
    case("robustness-switch-unknown", ("robustness", "--games", "1", "--switch", "fast=true"), "fast=true"),
    case("robustness-switch-no-value", ("robustness", "--games", "1", "--switch", "luxury"), "luxury"),
    case("robustness-switch-bad-value", ("robustness", "--games", "1", "--switch", "luxury=maybe"), "maybe"),
    case("robustness-measure", ("robustness", "--games", "1", "--measure", "happiness"), "happiness"),
    case("robustness-one-regime", ("robustness", "--games", "1", "--regime", "landlord"), "regimes"),
    case("robustness-baseline", ("robustness", "--games", "1", "--baseline", "nope"), "'nope'"),
    case("robustness-regime-unknown", ("robustness", "--games", "1", "--regime", "zzz"), "'zzz'"),
    case("robustness-out-a-file", ("robustness", "--games", "1", "--out", "a_file.txt"), "--out", "a_file.txt"),
]

LESSONS = [  # the folder of test files is not empty: nothing may be written into it, nor over a file
    case("lessons-not-empty", ("lessons", "."), "not empty", "--force"),
    case("lessons-a-file", ("lessons", "a_file.txt"), "a_file.txt", "is a file"),
    case("lessons-a-file-forced", ("lessons", "a_file.txt", "--force"), "a_file.txt", "is a file"),
    case("lessons-two-folders", ("lessons", "a", "b"), "unrecognized arguments: b"),
]

REAL = [  # as a user runs it: the entry point, the interpreter's own error handling, real streams
    case("real-players-word", ("play", "--players", "x"), "--players", real=True),
    case("real-unknown-command", ("bogus",), "'bogus'", real=True),
    case("real-scenario-deep", ("play", "--scenario", "deep.json"), "nested", real=True),
    case("real-scenario-latin1", ("play", "--scenario", "latin1.toml"), "UTF-8", real=True),
    case("real-experiment-games-zero", ("experiment", "--games", "0"), "games", real=True),
]

CASES: list[Bad] = [*PLAY, *EXPERIMENT, *ROBUSTNESS, *LESSONS, *REAL]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)


def test_a_good_command_still_runs() -> None:
    """The capture used above does see a success (so an accepted case would fail, not pass)."""
    code, out, err = run_cli(["play", "--players", "2", "--max-rounds", "2", "--json"])
    assert (code, err) == (0, "") and '"turns"' in out


def test_a_bug_is_one_line_too_unless_the_traceback_is_asked_for(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(args: object, out: object) -> int:
        raise RuntimeError("a bug\nover two lines")

    monkeypatch.setattr("landlord_edu.cli.play", broken)
    code, _out, err = run_cli(["play"])
    assert code == 1 and err == "landlord-edu: error: internal error (RuntimeError: a bug over two lines); " \
                                "please report it with the command\n"
    monkeypatch.setenv("LANDLORD_EDU_TRACEBACK", "1")
    with pytest.raises(RuntimeError, match="a bug"):
        run_cli(["play"])


def test_an_interrupt_is_one_line_and_status_130(monkeypatch: pytest.MonkeyPatch) -> None:
    def interrupted(args: object, out: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr("landlord_edu.cli.play", interrupted)
    assert run_cli(["play"])[::2] == (130, "landlord-edu: error: interrupted\n")


def test_a_reader_that_goes_away_is_not_an_error() -> None:
    """``landlord-edu play | true``: no traceback and no complaint when the pipe closes. (The reader goes away
    before the first line: the game is played before its narrative is written, so a reader of one line would
    race the whole narrative into the pipe's buffer.)"""
    proc = subprocess.Popen([sys.executable, "-m", "landlord_edu", "play", "--players", "4"], cwd=folder(),
                            env=_support.subprocess_env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()
    err = proc.stderr.read()
    assert proc.wait(timeout=60) == 1 and err == b"", err
