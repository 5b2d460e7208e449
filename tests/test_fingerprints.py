"""Many seeded games of each edition play exactly as recorded (tests/fingerprints.py)."""

from __future__ import annotations

import json

import pytest

from .fingerprints import STORE, fingerprint


@pytest.mark.parametrize("edition", ["1906", "1939"])
def test_seeded_games_play_as_recorded(edition):
    recorded = json.loads(STORE.read_text(encoding="utf-8"))[edition]
    assert fingerprint(edition) == recorded, (
        f"the {edition} games changed; if the rules were meant to change, run "
        "`python -m tests.fingerprints --write` and say why in the commit")
