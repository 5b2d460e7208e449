"""The bad-input corpus as a whole: every ``tests/test_bad_*.py`` module's ``CASES``, at least 300."""

from __future__ import annotations

import importlib
from pathlib import Path

from ._bad_input import Bad

MODULES = sorted(p.stem for p in Path(__file__).parent.glob("test_bad_*.py") if p.stem != "test_bad_corpus")


def corpus() -> list[Bad]:
    cases: list[Bad] = []
    for name in MODULES:
        cases += importlib.import_module(f"{__package__}.{name}").CASES
    return cases


def test_the_corpus_holds_at_least_300_distinct_cases():
    cases = corpus()
    ids = [c.id for c in cases]
    assert len(set(ids)) == len(ids), "two cases share an id"
    assert len(cases) >= 300, f"{len(cases)} bad inputs in {MODULES}"
