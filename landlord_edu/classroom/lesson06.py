"""Lesson 6's answer key (lessons/06-your-own-rules.ipynb): every true value is worked out from the
lesson's own games and rules, read when the student answers: the class games ``game`` (the printed
rules), ``game_rich`` (wages of $150) and ``game_poorer`` ($200 each); the experiment's ``seeds``, the
printed rules ``base``, the lesson's ``final_ginis`` (one game per seed, the Gini of its final wealth),
the final Ginis ``ginis`` (printed rules) and ``ginis_rich``, and the edited rules ``poorer``; section
5's ``long`` and ``long_rich`` (the same seeds played to the twentieth wages).
"""

from __future__ import annotations

import math
from statistics import mean

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction

# A count of seeds is "more than chance" outside the middle 95% that a rule change with no effect would
# give (each seed then goes either way with even odds: n/2 ± 1.96 × √n / 2; 14 to 26 of 40).
Z95 = 1.96


def _direction(new: float, old: float) -> str:
    return "lower" if new < old else "higher" if new > old else "same"


def _class_game(o: Objects) -> str:
    from ..metrics import gini

    return _direction(gini(o["game_rich"].wealths()), gini(o["game"].wealths()))


def _poor_house(o: Objects) -> int:
    return sum(1 for e in o["game_poorer"].events if e.kind == "poor_house")


def _how_many(count: int, n: int) -> str:
    """A count of n seeds as the options of exercise 6.3 name it."""
    half_band = Z95 * math.sqrt(n) / 2
    if count == n:
        return "all"
    if count > n / 2 + half_band:
        return "most"
    return "about half" if count >= n / 2 - half_band else "few"


def _wage_seeds_lower(o: Objects) -> str:
    lower = sum(1 for old, new in zip(o["ginis"], o["ginis_rich"], strict=True) if new < old)
    return _how_many(lower, len(o["ginis"]))


def _seed_shift(o: Objects) -> float:
    seeds = list(o["seeds"])
    others = range(max(seeds) + 1, max(seeds) + 1 + len(seeds))  # the next seeds, as many (41-80)
    return mean(o["final_ginis"](o["base"], others)) - mean(o["ginis"])


def _poorer_seeds_higher(o: Objects) -> int:
    return sum(1 for old, new in zip(o["ginis"], o["final_ginis"](o["poorer"]), strict=True) if new > old)


def _supported(o: Objects) -> str:
    """Which claim's paired interval lies wholly on its own side of zero (wages: below; poorer: above)."""
    from ..experiments import paired_stats

    wages = paired_stats(list(o["ginis"]), list(o["ginis_rich"]))["ci_high"] < 0
    poorer = paired_stats(list(o["ginis"]), o["final_ginis"](o["poorer"]))["ci_low"] > 0
    return {(True, True): "both", (True, False): "wages", (False, True): "poorer"}.get((wages, poorer), "neither")


def _long_games(o: Objects) -> str:
    return _direction(mean(o["long_rich"]), mean(o["long"]))


SEEDS_LOWER = {
    "a": Option("Most of them (27 or more): the class game showed the effect, and more games show it again.",
                "Seed 6 was chosen because it was striking (read the confession below the check). Count the "
                "bars below zero: they are not most of the 40.", "most"),
    "b": Option("About half (14 to 26): no more than chance alone would give if wages made no difference.",
                "With no effect at all, each seed would go either way with even odds, and anything from about "
                "14 to 26 of 40 is what chance gives. These seeds do not support the claim; that is not the same "
                "as showing that wages do nothing (the interval below says how large an effect could hide).",
                "about half"),
    "c": Option("Few (13 or fewer): higher wages make nearly every game less equal.",
                "Count again: more seeds went against the claim than for it, but not so many that chance "
                "could not have done it.", "few"),
    "d": Option("All 40: the same seeds throw the same dice, so the same change has the same effect on every "
                "seed.",
                "The same seed gives the same dice, not the same game: once the new wages change one decision "
                "(a purchase, a bid), a player stands on another space and the same throws take him elsewhere. "
                "The bars go both ways.", "all"),
}

WHICH_CLAIM = {
    "a": Option("\"Higher wages make the game more equal\": the class game and several seeds show it.",
                "Several seeds show it and more show the opposite; the paired interval of the wages' difference "
                "reaches both sides of zero, so these 40 games cannot tell the claim from chance. The class game "
                "was a chosen example.", "wages"),
    "b": Option("\"Poorer starts make the game less equal\": its paired interval lies wholly above zero, and "
                "the seeds alone moved the mean far less.",
                "Nearly every seed went the claim's way, the interval of the paired difference lies above zero, "
                "and the mean moved many times as much as changing the seeds alone moved it (exercise 6.4).",
                "poorer"),
    "c": Option("Both: each rule change moved the mean final Gini.",
                "A mean always moves a little, even when only the seeds change (exercise 6.4): judge each move "
                "by its paired interval. Only one of the two lies wholly on its claim's side of zero.", "both"),
    "d": Option("Neither: 40 games can never settle a claim about a game this full of luck.",
                "Whether 40 games are enough depends on how large the effect is next to the luck. A large "
                "effect shows in 40 games (look at the poorer start's interval); a small one needs many more.",
                "neither"),
}

KEY = LessonKey(6, {
    "6.1": Prediction(_class_game, about="the class game's final Gini with wages of $150, against the printed "
                                          "rules ('lower' is more equal)"),
    "6.2": Lookup(_poor_house, hint="count the events of game_poorer.events whose kind is 'poor_house'"),
    "6.3": Choice(SEEDS_LOWER, truth=_wage_seeds_lower),
    "6.4": Lookup(_seed_shift, tolerance=0.0015,
                  hint="the mean of final_ginis for the printed rules on range(41, 81), minus "
                       "the mean of the 40 Ginis you already have under them"),
    "6.5": Explanation(min_words=15),
    "6.6": Lookup(_poorer_seeds_higher, hint="ginis_poorer = final_ginis(poorer), then count the seeds where "
                                             "it is above the printed rules' Gini"),
    "6.7": Choice(WHICH_CLAIM, truth=_supported),
    "6.8": Prediction(_long_games, about="the mean final Gini of the 40 long games with wages of $150, against "
                                         "the printed rules ('lower' is more equal)"),
})
