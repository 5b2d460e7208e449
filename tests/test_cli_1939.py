"""``landlord-edu play --edition 1939`` and the 1939 experiments, run as a user runs them."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from .test_cli import cli, ok, play_json, refused


def test_a_narrated_1939_game_names_the_government_the_bank_and_lord_blueblood(tmp_path: Path) -> None:
    out = ok(cli(tmp_path, "play", "--edition", "1939", "--seed", "1"))
    assert out.startswith("Setting up\n") and "(Rule 1(a))" in out
    summary = out[out.index("Final standings"):]
    assert "rounds completed: Ann " in summary.splitlines()[0]
    assert "GOVERNMENT $" in summary and "; BANK $" in summary and "; LORD BLUEBLOOD $" in summary
    assert "PUBLIC TREASURY" not in summary and "MISCELLANEOUS" not in summary
    assert "money $" in summary and "count nothing" in summary and "Winner:" in summary
    assert "The game ended: " in summary


def test_the_1939_json_result(tmp_path: Path) -> None:
    result = play_json(tmp_path, "--edition", "1939", "--seed", "2", "--players", "5")
    assert result["edition"] == "1939" and len(result["players"]) == 5
    assert result["end_reason"] in ("rounds", "bank", "turns")
    accounts = result["accounts"]
    assert accounts["government"] == result["public_treasury"] and accounts["bank"] == result["miscellaneous"]
    assert isinstance(result["bank_broken"], bool)
    for row in result["players"]:
        assert row["wealth"] == row["cash"] - row["debts"]        # "the most money", debts deducted (R39-15)
        assert {"rounds", "uncashed_checks"} <= set(row)
    cash = sum(r["cash"] for r in result["players"])
    assert cash + accounts["government"] + accounts["bank"] + accounts["lord_blueblood"] == 30_000
    assert play_json(tmp_path, "--edition", "1939", "--seed", "2", "--players", "5") == result  # reproducible


@pytest.mark.parametrize("players", ["3", "5"])
def test_three_to_five_players(tmp_path: Path, players: str) -> None:
    assert len(play_json(tmp_path, "--edition", "1939", "--players", players)["players"]) == int(players)


def test_so_what_stack_lays_cards_on_top(tmp_path: Path) -> None:
    result = play_json(tmp_path, "--edition", "1939", "--seed", "4", "--so-what-stack", "18")
    assert result["options"]["so_what_stack"] == [18]
    narrative = ok(cli(tmp_path, "play", "--edition", "1939", "--seed", "4", "--so-what-stack", "17,18"))
    assert "The dealer lays SO WHAT 17, 18 on top of the pack" in narrative


@pytest.mark.parametrize(("args", "fragments"), [
    (["--single-tax-at", "5"], ["--single-tax-at", "1939 rules have no Single Tax vote", "--so-what-stack 18"]),
    (["--beginner"], ["--beginner", "1939 rules have no beginners' hands"]),
    (["--advanced"], ["--advanced", "1939 rules have no rules for advanced players"]),
    (["--players", "2"], ["2 players", "3 to 5"]),
    (["--players", "6"], ["6 players", "3 to 5"]),
    (["--so-what-stack", "19"], ["so_what_stack", "no SO WHAT card numbered 19"]),
    (["--so-what-stack", "eighteen"], ["--so-what-stack", "card numbers"]),
])
def test_1906_switches_and_bad_counts_are_refused_for_1939(tmp_path: Path, args: list[str],
                                                           fragments: list[str]) -> None:
    err = refused(cli(tmp_path, "play", "--edition", "1939", *args), *fragments)
    assert err.startswith("landlord-edu: ")


def test_the_1906_rules_refuse_a_so_what_stack(tmp_path: Path) -> None:
    refused(cli(tmp_path, "play", "--so-what-stack", "18"), "1906 rules have no SO WHAT cards")


def test_a_1939_experiment_from_the_command_line(tmp_path: Path) -> None:
    out = ok(cli(tmp_path, "experiment", "--games", "6", "--workers", "1", "--no-progress",
                 "--regime", "as dealt=edition:1939", "--regime", "site tax=edition:1939+so-what-stack:18",
                 "--out", "results"))
    assert "6 games per regime" in out
    for regime in ("as dealt", "site tax"):
        for measure in ("gini", "rent_private", "rent_public", "rent_foreign", "bank_broken"):
            assert any(line.split()[:len(regime.split()) + 1] == [*regime.split(), measure]
                       for line in out.splitlines()), (regime, measure)
    with (tmp_path / "results" / "games.csv").open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert {r["edition"] for r in rows} == {"1939"} and len(rows) == 12
    meta = json.loads((tmp_path / "results" / "experiment.json").read_text(encoding="utf-8"))
    assert meta["regimes"][1]["options"]["so_what_stack"] == [18] and meta["regimes"][1]["edition"] == "1939"


def test_a_1939_regime_refuses_the_single_tax(tmp_path: Path) -> None:
    refused(cli(tmp_path, "experiment", "--games", "2", "--no-progress", "--regime", "x=edition:1939+single-tax"),
            "1939 rules have no Single Tax vote")
