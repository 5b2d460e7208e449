"""Lessons 6 and 7's answer keys pick the right option whatever the games give, not only for the shipped seeds:
each multiple choice's options cover every verdict its truth can reach, one option each (made-up games and
results here; tests/test_lessons.py runs the keys on the lessons' own games)."""

from __future__ import annotations

import random
from types import SimpleNamespace
from typing import Any

import pandas as pd
import pytest

from landlord_edu.classroom import lesson06, lesson07
from landlord_edu.classroom.key import Choice, Objects


def _noise(n: int, seed: int) -> list[float]:
    draw = random.Random(seed)
    return [0.1 + 0.2 * draw.random() for _ in range(n)]


def _choice(key: Any, exercise: str) -> Choice:
    found = key.KEY.exercises[exercise]
    assert isinstance(found, Choice)
    return found


@pytest.mark.parametrize(("lower", "verdict", "letter"), [
    (40, "all", "d"), (39, "most", "a"), (27, "most", "a"), (26, "about half", "b"), (20, "about half", "b"),
    (14, "about half", "b"), (13, "few", "c"), (0, "few", "c"),
])
def test_6_3_reads_the_count_of_seeds_against_what_chance_gives(lower: int, verdict: str, letter: str) -> None:
    # with no effect each seed goes either way with even odds: 20 ± 1.96 × √40 / 2 is 14 to 26 of 40
    ginis = _noise(40, 1)
    rich = [g - 0.01 if i < lower else g + 0.01 for i, g in enumerate(ginis)]
    objects = Objects(6, {"ginis": ginis, "ginis_rich": rich})
    assert lesson06.KEY.exercises["6.3"].truth(objects) == verdict  # type: ignore[union-attr]
    assert _choice(lesson06, "6.3").right_option(objects) == letter


@pytest.mark.parametrize(("wages", "poorer", "letter"), [
    (-0.1, 0.1, "c"), (-0.1, 0.0, "a"), (0.0, 0.1, "b"), (0.0, 0.0, "d"), (0.1, -0.1, "d"),
])
def test_6_7_supports_a_claim_only_when_its_paired_interval_lies_on_its_side_of_zero(
        wages: float, poorer: float, letter: str) -> None:
    ginis, wobble = _noise(40, 2), _noise(40, 3)
    rich = [g + wages + 0.05 * (w - 0.2) for g, w in zip(ginis, wobble, strict=True)]
    poorer_ginis = [g + poorer + 0.05 * (w - 0.2) for g, w in zip(ginis, reversed(wobble), strict=True)]
    objects = Objects(6, {"ginis": ginis, "ginis_rich": rich, "poorer": "poorer rules",
                          "final_ginis": lambda edition, seeds=None: poorer_ginis if edition == "poorer rules" else []})
    assert _choice(lesson06, "6.7").right_option(objects) == letter


def _game(rents: list[tuple[int, str, int]]) -> SimpleNamespace:
    """A made-up game: its players and its land-rent events (seq, payee, amount)."""
    players = [SimpleNamespace(name=name) for name in ("Ann", "Ben")]
    events = [SimpleNamespace(kind="rent", seq=seq, turn=seq, payee=payee, amount=amount)
              for seq, payee, amount in rents]
    return SimpleNamespace(state=SimpleNamespace(players=players), events=events)


@pytest.mark.parametrize(("after", "letter"), [
    ([(11, "Ann", 300), (12, "Ben", 200)], "c"), ([(11, "GOVERNMENT", 300)], "a"),
    ([(11, "Ann", 300), (12, "GOVERNMENT", 200)], "b"),
])
def test_7_4_reads_where_the_land_rent_went_after_note_x(after: list[tuple[int, str, int]], letter: str) -> None:
    game = _game([(2, "Ann", 100), (5, "GOVERNMENT", 400), *after])
    objects = Objects(7, {"card_game": game, "drawn": SimpleNamespace(seq=3, turn=3),
                          "ended": SimpleNamespace(seq=10, turn=10)})
    assert _choice(lesson07, "7.4").right_option(objects) == letter
    assert lesson07.KEY.exercises["7.3"].truth(objects) == 400  # type: ignore[union-attr]
    assert lesson07.KEY.exercises["7.2"].truth(objects) == 7  # type: ignore[union-attr]


@pytest.mark.parametrize(("shift", "letter", "sign"), [(0.05, "c", "higher"), (-0.05, "d", "lower"), (0.0, "b", None)])
def test_7_7_reads_the_paired_interval_and_never_the_overlap(shift: float, letter: str, sign: str | None) -> None:
    baseline, wobble = _noise(200, 4), _noise(200, 5)
    value = [b + shift + 0.2 * (w - 0.2) for b, w in zip(baseline, wobble, strict=True)]
    diffs = pd.DataFrame({"baseline_value": baseline, "value": value})
    diffs["difference"] = diffs["value"] - diffs["baseline_value"]
    result = SimpleNamespace(paired=lambda measure, baseline: diffs)
    objects = Objects(7, {"result": result})
    assert _choice(lesson07, "7.7").right_option(objects) == letter != "a"
    if sign is not None:
        assert lesson07.KEY.exercises["7.5"].truth(objects) == sign  # type: ignore[union-attr]
