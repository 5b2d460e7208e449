"""Lesson 9's answer key (lessons/09-who-sets-the-rent.ipynb): every true value is worked out from the lesson's
own objects, read when the student answers: ``nights`` (one row per night a player paid another, read from the
agreed-rent game's event log: rent, overhead, whether the owner held the whole city), ``jail_cost`` (the cost
of one turn in jail from the side of the dearest night), ``share_value`` (the text's income share valued by
the edition's function) and ``result`` (the many games of section 4: competitive owners against extracting
ones, on the same seeds) and ``taxed`` (section 5: the site tax against none)."""

from __future__ import annotations

from typing import Any

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction

BASELINE = "competitive"  # the owners the extracting landlords are compared with, pair by pair
UNTAXED = "no site tax"


def _markups(o: Objects, one_owner: bool) -> list[int]:
    return [n["rent"] - n["overhead"] for n in o["nights"] if n["one_owner"] == one_owner]


def _mean(values: list[int]) -> float:
    return round(sum(values) / len(values), 2) if values else 0.0


def _markup_shared(o: Objects) -> float:
    return _mean(_markups(o, False))


def _markup_one_owner(o: Objects) -> float:
    return _mean(_markups(o, True))


def _highest_rent(o: Objects) -> int:
    return max(int(n["rent"]) for n in o["nights"])


def _against_jail(o: Objects) -> str:
    gap = o["jail_cost"] - _highest_rent(o)
    return "above" if gap < 0 else "just under" if gap <= 5 else "well under"


def _share(o: Objects) -> int:
    value: int = o["share_value"]
    return value


def _rent_sign(o: Objects) -> str:
    diff = float(o["result"].paired("mean_rent", baseline=BASELINE).difference.mean())
    return "higher" if diff > 0 else "lower" if diff < 0 else "same"


def _tax_interval(o: Objects) -> str:
    from ..experiments import paired_stats

    diffs = o["taxed"].paired("mean_rent", baseline=UNTAXED)
    s: dict[str, Any] = paired_stats(list(diffs.baseline_value), list(diffs.value))
    return "up" if s["ci_low"] > 0 else "down" if s["ci_high"] < 0 else "includes zero"


AGAINST_JAIL = {
    "a": Option("Above the jail cost: a lodger will pay anything rather than sleep on the bench.",
                "Look again: no lodger paid more than a turn in jail costs. Jail is his worst way out, and it "
                "is still a way out: an owner who asks more than it loses the night.", "above"),
    "b": Option("Just under the jail cost: the owner asked about as much as the lodger's worst way out.",
                "The extracting owner prices against the lodger's outside options: where there is no cheaper "
                "room, ride or posted price, the cost of jail caps the rent, and he quotes a dollar under it.",
                "just under"),
    "c": Option("Well under the jail cost: competition between owners kept every rent low.",
                "Compare the dearest night with the jail cost of that side: the gap is a few dollars at most. "
                "Where one owner holds the city there is no competitor to keep the rent down.", "well under"),
}

TAX = {
    "a": Option("The paired interval lies above zero: the owners passed the site tax on in higher rents.",
                "Read the interval's ends: it does not lie above zero. The owners' quotes are set by the "
                "lodgers' ways out and by their own overhead, and the tax changes neither.", "up"),
    "b": Option("The paired interval includes zero: in these games the site tax did not clearly move the "
                "rent a night.",
                "Rents here are set by outside options (the bank's price, jail) and by overhead; a tax on "
                "holding the land changes none of them, so the owner bears it. That is what the incidence "
                "argument predicts; more games would narrow the interval.", "includes zero"),
    "c": Option("The paired interval lies below zero: the site tax lowered rents.",
                "Read the interval's ends: it does not lie wholly below zero.", "down"),
}

KEY = LessonKey(9, {
    "9.1": Prediction(_highest_rent, about="the highest rent a player paid another for one night"),
    "9.2": Lookup(_markup_shared, hint="nights[~nights.one_owner].markup.mean(), rounded to cents", tolerance=0.01),
    "9.3": Lookup(_markup_one_owner, hint="nights[nights.one_owner].markup.mean(), rounded to cents",
                  tolerance=0.01),
    "9.4": Choice(AGAINST_JAIL, truth=_against_jail),
    "9.5": Lookup(_share, hint="income_share_value(25, 90): 25% of Locust St.'s $90 mortgage value"),
    "9.6": Prediction(_rent_sign, about="the extracting owners' mean rent a night against the competitive "
                                        "owners' on the same dice"),
    "9.7": Choice(TAX, truth=_tax_interval),
    "9.8": Explanation(min_words=15),
})
