"""Many seeded games of each edition play exactly as recorded (tests/fingerprints.py)."""

from __future__ import annotations

import json

import pytest

from .fingerprints import EDITIONS, STORE, fingerprint


@pytest.mark.parametrize("edition", EDITIONS)
def test_seeded_games_play_as_recorded(edition):
    recorded = json.loads(STORE.read_text(encoding="utf-8"))[edition]
    assert fingerprint(edition) == recorded, (
        f"the {edition} games changed; if the rules were meant to change, run "
        "`python -m tests.fingerprints --write` and say why in the commit")


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_legacy_switches_play_the_old_games(edition):
    recorded = json.loads(STORE.read_text(encoding="utf-8"))["legacy"][edition]
    assert fingerprint(edition, legacy=True) == recorded, (
        f"with tests/fingerprints.py's LEGACY_OPTIONS and LEGACY_STRATEGIES the {edition} games no longer "
        "play as the library played them at 0.1; a new reading must leave the old one reachable by a switch")
