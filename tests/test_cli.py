"""The command line, run as a user runs it: in a subprocess, from an empty folder."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from landlord_edu.scenario import packaged_scenario

from . import _support

PLAYER_KEYS = {"name", "cash", "cards", "houses", "wealth"}
RESULT_KEYS = {"seed", "edition", "options", "turns", "end_reason", "winners", "players", "public_treasury",
               "miscellaneous"}

SMALL_SCENARIO = """\
[scenario]
title = "Two landlords and a tenant"
seed = 3

[rules]
max_rounds = 8

[position]
current = "Cal"
treasury = 40

[[players]]
name = "Ann"
strategy = "landlord"
cash = 300
cards = ["Broadway", "Fifth Avenue", "Madison Square"]
houses = { "Broadway" = 1 }

[[players]]
name = "Bea"
strategy = "cautious"
cash = 200
cards = ["Royal Rusher R. R."]

[[players]]
name = "Cal"
strategy = "random"
cash = 50
position = "Easy Street"
"""


def cli(tmp_path: Path, *args: str, entry_point: str | None = None) -> subprocess.CompletedProcess[bytes]:
    if entry_point is None:
        return _support.run_python(["-m", "landlord_edu", *args], cwd=tmp_path)
    return subprocess.run([entry_point, *args], cwd=tmp_path, env=_support.subprocess_env(), capture_output=True,
                          timeout=60, check=False)


def ok(proc: subprocess.CompletedProcess[bytes]) -> str:
    assert proc.returncode == 0, proc.stderr.decode("utf-8", "replace")
    assert proc.stderr == b""
    return proc.stdout.decode("utf-8")


def play_json(tmp_path: Path, *args: str) -> dict:
    return json.loads(ok(cli(tmp_path, "play", *args, "--json")))


def refused(proc: subprocess.CompletedProcess[bytes], *fragments: str) -> str:
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2, (proc.returncode, err)
    assert "Traceback" not in err, err
    for fragment in fragments:
        assert fragment in err, err
    return err


# ----- narrative and JSON ------------------------------------------------------------------------
def test_a_narrated_game(tmp_path: Path) -> None:
    out = ok(cli(tmp_path, "play", "--players", "4", "--seed", "7"))
    assert out.startswith("Setting up\n")
    assert "Turn 1\n" in out
    assert "Final standings" in out and "Winner:" in out
    assert "(Rule 3)" in out and "PUBLIC TREASURY" in out
    assert list(tmp_path.iterdir()) == [], "the CLI writes nothing unless asked"


def test_the_json_result(tmp_path: Path) -> None:
    result = play_json(tmp_path, "--players", "4", "--seed", "7")
    assert set(result) >= RESULT_KEYS
    assert result["seed"] == 7 and result["edition"] == "1906"
    assert result["end_reason"] in ("wages", "rounds") and result["turns"] > 0
    assert len(result["players"]) == 4
    owed = {row["name"]: 0 for row in result["players"]}  # open loans count at face value (rulings R-11)
    for debt in result.get("debts", []):
        owed[debt["lender"]] += debt["due"]
        owed[debt["borrower"]] -= debt["due"]
    for row in result["players"]:
        assert set(row) >= PLAYER_KEYS
        assert row["wealth"] == row["cash"] + 100 * (row["cards"] + row["houses"]) + owed[row["name"]]
    best = max(row["wealth"] for row in result["players"])
    assert result["winners"] == [row["name"] for row in result["players"] if row["wealth"] == best]
    assert sum(r["cash"] for r in result["players"]) + result["public_treasury"] + result["miscellaneous"] == 0
    assert result["single_tax"] is False and result["options"]["advanced"] is False


@pytest.mark.parametrize("args", [["--players", "4", "--seed", "7"], ["--players", "3", "--seed", "7", "--json"]])
def test_two_runs_print_byte_identical_output(tmp_path: Path, args: list[str]) -> None:
    first = cli(tmp_path, "play", *args)
    second = cli(tmp_path, "play", *args)
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout
    assert b"\r\n" not in first.stdout


def test_different_seeds_print_different_games(tmp_path: Path) -> None:
    assert ok(cli(tmp_path, "play", "--seed", "1")) != ok(cli(tmp_path, "play", "--seed", "2"))


# ----- switches ------------------------------------------------------------------------------------
def test_single_tax_at(tmp_path: Path) -> None:
    result = play_json(tmp_path, "--players", "4", "--seed", "7", "--single-tax-at", "10")
    assert result["single_tax"] is True
    assert result["single_tax_turn"] == 9  # voted in before turn 10, after 9 turns were played
    narrative = ok(cli(tmp_path, "play", "--players", "4", "--seed", "7", "--single-tax-at", "10"))
    assert "The Single Tax is voted in by Ann and Ben" in narrative
    assert narrative.index("The Single Tax is voted in") > narrative.index("Turn 9\n")


def test_advanced(tmp_path: Path) -> None:
    result = play_json(tmp_path, "--seed", "7", "--advanced")
    assert result["options"]["advanced"] is True
    assert result != play_json(tmp_path, "--seed", "7")


def test_beginner(tmp_path: Path) -> None:
    result = play_json(tmp_path, "--players", "3", "--seed", "7", "--beginner")
    assert result["options"]["beginner"] is True
    narrative = ok(cli(tmp_path, "play", "--players", "3", "--seed", "7", "--beginner"))
    assert "takes $75 from MISCELLANEOUS" in narrative and "from average hand 1" in narrative


def test_max_rounds(tmp_path: Path) -> None:
    result = play_json(tmp_path, "--players", "5", "--seed", "3", "--max-rounds", "4")
    assert result["options"]["max_rounds"] == 4
    assert result["rounds"] <= 4


def test_strategies(tmp_path: Path) -> None:
    result = play_json(tmp_path, "--players", "3", "--seed", "7", "--strategies", "random,random,cautious")
    assert [p["strategy"] for p in result["players"]] == ["random", "random", "cautious"]


def test_log_file(tmp_path: Path) -> None:
    result = play_json(tmp_path, "--players", "3", "--seed", "5", "--log", "game.log")
    lines = (tmp_path / "game.log").read_text(encoding="utf-8").splitlines()
    assert len(lines) > 50
    events = [json.loads(line) for line in lines]
    assert [e["seq"] for e in events] == list(range(len(events)))
    for event in events:
        assert event["rule"].startswith("1906 ")
        assert event["text"].endswith(f"({event['rule'].removeprefix('1906 ')})")
    assert events[-1]["kind"] == "end" or any(e["kind"] == "end" for e in events)
    assert result["turns"] == events[-1]["turn"]


def test_save_file_loads(tmp_path: Path) -> None:
    from landlord_edu.persistence import load_game
    result = play_json(tmp_path, "--players", "3", "--seed", "5", "--save", "game.json")
    game = load_game(tmp_path / "game.json")
    assert game.over and game.result() == result


# ----- scenarios -----------------------------------------------------------------------------------
def test_the_packaged_monarch_of_the_world(tmp_path: Path) -> None:
    path = str(packaged_scenario("monarch_of_the_world"))
    result = play_json(tmp_path, "--scenario", path)
    assert play_json(tmp_path, "--scenario", "monarch_of_the_world") == result   # by name, as pip users have it
    assert [p["name"] for p in result["players"]] == ["Ann", "Ben", "Cal"]
    assert result["options"]["max_rounds"] is None and result["end_reason"] == "wages"   # Rule 19's end
    narrative = ok(cli(tmp_path, "play", "--scenario", path))
    assert "Ann, the landlord, gets no wages" in narrative
    assert "Final standings" in narrative


def test_a_scenario_without_seed_uses_the_seed_in_its_file(tmp_path: Path) -> None:
    """The packaged scenario says ``seed = 1906``; --seed overrides it only when given."""
    path = str(packaged_scenario("monarch_of_the_world"))
    assert play_json(tmp_path, "--scenario", path)["seed"] == 1906
    assert play_json(tmp_path, "--scenario", path, "--seed", "5")["seed"] == 5


@pytest.mark.parametrize("suffix", [".toml", ".json"])
def test_a_small_scenario_file(tmp_path: Path, suffix: str) -> None:
    path = tmp_path / f"small{suffix}"
    if suffix == ".toml":
        path.write_text(SMALL_SCENARIO, encoding="utf-8")
    else:
        import tomllib
        path.write_text(json.dumps(tomllib.loads(SMALL_SCENARIO)), encoding="utf-8")
    result = play_json(tmp_path, "--scenario", path.name, "--seed", "3")
    assert [p["name"] for p in result["players"]] == ["Ann", "Bea", "Cal"]
    assert result["rounds"] <= 8
    assert sum(r["cash"] for r in result["players"]) + result["public_treasury"] + result["miscellaneous"] == 0
    narrative = ok(cli(tmp_path, "play", "--scenario", path.name))
    assert narrative.splitlines()[0] == "Turn 1" and "Final standings" in narrative


# ----- bad input -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("args", "fragments"), [
    (["--players", "1"], ["1 players", "2 to 8"]),
    (["--players", "9"], ["9 players", "2 to 8"]),
    (["--players", "5", "--beginner"], ["5 players", "four average hands"]),
    (["--edition", "1907"], ["unknown edition", "1907"]),
    (["--strategies", "landlord,greedy,cautious,random"], ["greedy"]),
    (["--strategies", "landlord,cautious"], ["4 players need 4 strategies"]),
    (["--scenario", "missing.toml"], ["missing.toml", "cannot be read"]),
    (["--max-rounds", "0"], ["max_rounds"]),
])
def test_bad_input_exits_2_naming_the_problem(tmp_path: Path, args: list[str], fragments: list[str]) -> None:
    err = refused(cli(tmp_path, "play", *args), *fragments)
    assert err.startswith("landlord-edu: ")


@pytest.mark.parametrize(("text", "fragments"), [
    ("[scenario\ntitle = 'x'\n", ["bad.toml", "(file)", "not valid TOML"]),
    (SMALL_SCENARIO.replace('cash = 200', 'cash = "lots"'), ["bad.toml", "players[1].cash", "expected int"]),
    (SMALL_SCENARIO.replace('cash = 200', 'cassh = 200'), ["bad.toml", "players[1].cassh", "unknown key"]),
    (SMALL_SCENARIO.replace('"Fifth Avenue"', '"Sixth Avenue"'), ["bad.toml", "players[0].cards[1]",
                                                                 "Sixth Avenue"]),
    (SMALL_SCENARIO.replace('max_rounds = 8', 'max_round = 8'), ["bad.toml", "max_round", "unknown rule switch"]),
    (SMALL_SCENARIO.replace('current = "Cal"', 'current = "Dan"'), ["bad.toml", "position.current", "Dan"]),
    (SMALL_SCENARIO.replace('max_rounds = 8', 'max_rounds = 0'), ["bad.toml", "max_rounds", "at least 1"]),
], ids=["syntax", "wrong-type", "unknown-key", "unknown-space", "unknown-switch", "unknown-player", "bad-switch-value"])
def test_a_malformed_scenario_exits_2_naming_file_field_and_problem(tmp_path: Path, text: str,
                                                                    fragments: list[str]) -> None:
    (tmp_path / "bad.toml").write_text(text, encoding="utf-8")
    refused(cli(tmp_path, "play", "--scenario", "bad.toml"), *fragments)


def test_argparse_errors_exit_2(tmp_path: Path) -> None:
    refused(cli(tmp_path, "play", "--players", "four"), "--players")
    refused(cli(tmp_path, "dance"))
    refused(cli(tmp_path))


# ----- the installed command -----------------------------------------------------------------------
@pytest.mark.skipif(shutil.which("landlord-edu") is None and not _support.EXPECT_INSTALLED,
                    reason="the landlord-edu command is installed with the package")
def test_the_landlord_edu_command(tmp_path: Path) -> None:
    command = shutil.which("landlord-edu")
    assert command is not None, "the installed package must provide the landlord-edu command"
    args = ["play", "--players", "4", "--seed", "7"]
    out = cli(tmp_path, *args, entry_point=command)
    assert out.returncode == 0 and b"Final standings" in out.stdout
    assert out.stdout == cli(tmp_path, *args).stdout
    refused(cli(tmp_path, "play", "--players", "1", entry_point=command), "1 players")


# ----- lessons -------------------------------------------------------------------------------------------------
def test_the_lessons_command_copies_a_checkouts_lessons(tmp_path: Path) -> None:
    """From a checkout (no lessons_data in the package) the command copies ``lessons/`` itself; the wheel's copy is
    tested in tests/test_install.py."""
    said = ok(cli(tmp_path, "lessons", "my class"))
    assert "jupyter lab 'my class'" in said
    repo = Path(__file__).resolve().parents[1] / "lessons"
    for name in ("01-meet-the-board.ipynb", "instructor/08-a-class-round.md", "glossary.md", "rule-sheet.html"):
        assert (tmp_path / "my class" / name).read_bytes() == (repo / name).read_bytes()


def test_a_package_without_lessons_says_how_to_get_them(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from landlord_edu import lesson_files
    from landlord_edu.errors import DataError
    monkeypatch.setattr(lesson_files, "__file__", str(tmp_path / "pkg" / "lesson_files.py"))
    with pytest.raises(DataError, match=r"holds no lessons.*landlord-edu\[lessons\]"):
        lesson_files.copy_lessons(tmp_path / "out")
    assert not (tmp_path / "out").exists()
