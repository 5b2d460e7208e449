"""Fixtures for the rule tests. The plain helpers (``stage``, ``play``, ``events``...) live in
tests/_rules.py; the fixtures ``stage`` and ``play`` below hand out the same functions."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from . import _rules


@pytest.fixture
def play():
    """``play(game, *answers)``: play the current turn giving ``answers`` to its decisions in order
    (``(kind, value)`` asserts the kind); the turn must end when they run out. See tests/_rules.py."""
    return _rules.play


@pytest.fixture
def stage():
    """``stage(*players, current=..., dice=..., rules=..., **position)``: a Game from a staged position."""
    return _rules.stage


@pytest.fixture
def chance_edition(tmp_path):
    """A factory: a copy of the 1906 edition whose red pack holds just the given card (TOML text),
    so each Chance effect can be tested exactly. Returns the folder's path."""
    made = {"n": 0}

    def make(card_toml: str) -> Path:
        made["n"] += 1
        folder = tmp_path / f"edition{made['n']}"
        shutil.copytree(_rules.EDITION_1906, folder)
        (folder / "chance.toml").write_text('[deck]\nname = "one card"\n\n[[cards]]\nid = "only"\n'
                                            'title = "The Only Card"\ntext = "For the tests."\n' + card_toml,
                                            encoding="utf-8")
        return folder

    return make


@pytest.fixture(scope="session")
def lab_browser() -> Iterator[Any]:
    """Debian's chromium for the whole run (tests/browser/conftest.py: launch_chromium)."""
    from .browser.conftest import launch_chromium
    yield from launch_chromium()
