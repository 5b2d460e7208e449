"""Bad-input corpus, switch classes: a rule set's own switches (the toy edition's) refused by name, and a
switch class that would give one switch two defaults refused when registered, leaving the registry as it was."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from landlord_edu import DataError, Options
from landlord_edu.options import Switches
from landlord_edu.rulesets import register, rule_set_names

from . import _toy_edition
from ._bad_input import Bad, refused_cleanly


@dataclass(frozen=True)
class _LuxuryOff(Switches):
    luxury: bool = False  # the 1906 rules' switch, with another default


@dataclass(frozen=True)
class _EndlessRounds(Switches):
    max_rounds: int | None = 5  # a common switch, with another default


class _NotADataclass(Switches):
    pass


def _registry() -> tuple[tuple[str, ...], tuple[str, ...]]:
    return rule_set_names(), tuple(Options.switch_fields())


def clash(id: str, switches: type, *names: str) -> Bad:
    return Bad(f"switches-register-{id}", lambda: register("house", lambda: _toy_edition.RULES, switches=switches),
               DataError, ("house", *names), watch=_registry)


def toy(id: str, value: object, *names: str) -> Bad:
    return Bad(f"switches-toy-{id}", lambda: Options(toll_percent=value), DataError, ("toll_percent", *names))


CASES: list[Bad] = [
    clash("edition-default", _LuxuryOff, "luxury", "True"),
    clash("common-default", _EndlessRounds, "max_rounds", "None"),
    clash("not-a-dataclass", _NotADataclass, "switches", "dataclass"),
    toy("word", "double", "'double'"),
    toy("negative", -5, "0 to 1000"),
    toy("endless", 10**6, "1000"),
    toy("bool", True, "True"),
    Bad("switches-toy-from-dict-word", lambda: Options.from_dict({"toll_percent": "x"}, "class.toml: rules"),
        DataError, ("class.toml: rules", "toll_percent")),
]


@pytest.mark.parametrize("case", CASES, ids=str)
def test_refused(case: Bad) -> None:
    refused_cleanly(case)
