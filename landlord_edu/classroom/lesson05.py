"""Lesson 5's answer key (lessons/05-many-games.ipynb): every true value is worked out from the lesson's
own experiments, read when the student answers: ``result`` (the landlord and the Single Tax regimes on
the same seeds), ``longer`` (the same two regimes played to the twentieth wages), ``dose`` (landlord
rules with the land rents x1, x0 and x2) and ``other`` (another line-up, the game begun under the
Single Tax against landlord rules)."""

from __future__ import annotations

from typing import Any

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction

BASELINE = "landlord"  # the regime the lesson's other regime is compared with, game by game
FEW = 0.1  # exercise 5.5's "a few": at most this share of the games
NO_RENT = "land rent x0"  # exercise 5.10's regime: the printed land rents x0 (scale_rents(0))


def _landlord_wins(o: Objects) -> int:
    games = o["result"].games
    baseline = games[games.regime == BASELINE]
    return int((baseline.winner_strategy == "landlord").sum())


def _all_held(o: Objects) -> float:
    from ..metrics import gini

    return gini([0, 0, 0, 400])


def _closer_to_equality(o: Objects) -> str:
    mean = o["result"].games.groupby("regime", observed=True)["gini"].mean()
    if mean.min() == mean.max():
        return "same"
    name: str = mean.idxmin()
    return name


def _share_lower(o: Objects) -> float:
    diffs = o["result"].paired("gini", baseline=BASELINE)
    return float((diffs.difference < 0).mean())


def _all_land(o: Objects) -> str:
    games = o["result"].games
    held = int(games.all_land_turn.notna().sum())
    return "none" if held == 0 else "a few" if held <= FEW * len(games) else "many"


def _sign(result: Any, measure: str) -> str:
    """"lower", "higher" or "unclear": where the 95% interval of the mean paired difference lies."""
    from ..experiments import paired_stats

    diffs = result.paired(measure, baseline=BASELINE)
    stats = paired_stats(list(diffs.baseline_value), list(diffs.value))
    return "lower" if stats["ci_high"] < 0 else "higher" if stats["ci_low"] > 0 else "unclear"


def _longer_sign(o: Objects) -> str:
    return _sign(o["longer"], "gini")


def _poorest_gain(o: Objects) -> float:
    diffs = o["longer"].paired("poorest_cash", baseline=BASELINE)
    return float(diffs.difference.mean())


def _no_rent_gini(o: Objects) -> float:
    games = o["dose"].games
    return float(games[games.regime == NO_RENT].gini.mean())


def _other_sign(o: Objects) -> str:
    return _sign(o["other"], "gini")


CLOSER = {
    "a": Option("\"single tax\": collecting the land rent for the public always makes wealth more equal.",
                "Not in these games, by the game's own scoring: the Title Deeds bought in the deal stop "
                "counting at the vote, and a game that ends at the fifth wages leaves too little time to undo "
                "that jump. Compare the two curves (and the mean Gini in the summary).", "single tax"),
    "b": Option("\"landlord\": at the vote the Title Deeds stop counting, and what the players keep is "
                "shared less equally.",
                "That is what these short games show: the Title Deeds count 100 each under landlord rules and "
                "nothing under the Single Tax, so the Gini jumps at the vote. Longer games, other measures "
                "(cash, the poorest player) tell another story: see below.", "landlord"),
    "c": Option("Neither: both regimes play the same dice, so the curves are the same.",
                "The dice are the same, but the rules differ, and once a player stands on another space the "
                "same throws take him elsewhere: the games part, and so do the curves.", "same"),
}

ALL_LAND = {
    "a": Option("Many of the landlord games: the rules themselves say that one player will own everything.",
                "The rules say \"if the game be continued long enough\": these games end at the fifth wages "
                "(Rule 19), long before that, and some lots are never sold at all.", "many"),
    "b": Option("A few: it happens, but rarely.",
                "Look again at `all_land_turn`: count the games where it is not empty "
                "(games.all_land_turn.notna().sum()).", "a few"),
    "c": Option("None: the games end at the fifth wages before anyone holds every lot.",
                "The Monarch of the World is the end point of landlordism, not a likely game: with these bots "
                "some lots are never sold, and Rule 19 ends the game first.", "none"),
}

LONGER = {
    "a": Option("Higher, as in the five-wage games: the Title Deeds stop counting at the vote, and that jump "
                "stays.",
                "The jump at the vote is real, but it happens once, on turn 1. After it the land rent goes to "
                "the PUBLIC TREASURY instead of to the deed holders, game turn after game turn: watch the two "
                "curves in the chart below cross.", "higher"),
    "b": Option("Lower: the jump happens once, while the land rent goes to the public treasury for the whole of "
                "a long game.",
                "The curves cross: the landlord curve climbs as the rent flows to the deed holders, while the "
                "Single Tax curve falls once the treasury has bought the lines and begins to raise everyone's "
                "wages. Five-wage games end before the crossing.", "lower"),
    "c": Option("No clear difference: with enough games, luck evens out and so do the rules.",
                "Pairing evens out much of the luck, not the rules: look at the interval of the paired "
                "difference below. Is zero inside it?", "unclear"),
}

LINEUP = {
    "a": Option("Higher: with or without a vote, the Single Tax raises the five-wage Gini.",
                "Not for a game begun under it: no Title Deed is ever sold, so none loses its value at a vote. "
                "What is left is the rules' own effect, and with these bots it goes the other way.", "higher"),
    "b": Option("Lower: with no Title Deeds sold there is no jump at a vote, and the land rent goes to the "
                "public from the first turn.",
                "That is the reasoning; the interval below says whether these games bear it out. On the results "
                "page the sign of this regime depends on the line-up: lower with the careless player and with "
                "all cautious bots, no clear difference with the default line-up, higher with all landlord "
                "bots.", "lower"),
    "c": Option("No clear difference: the line-up of bots cannot change what the rules do.",
                "The bots decide what is bought and built, so they can change the sign: the results page finds "
                "this regime lower with some line-ups and higher with another. Check the interval below.",
                "unclear"),
}

KEY = LessonKey(5, {
    "5.1": Lookup(_landlord_wins, hint="count the rows where winner_strategy is 'landlord' (try .value_counts())"),
    "5.2": Prediction(_all_held, about="the Gini coefficient of [0, 0, 0, 400]", tolerance=0.01),
    "5.3": Choice(CLOSER, truth=_closer_to_equality),
    "5.4": Lookup(_share_lower, tolerance=0.01,
                  hint="(diffs.difference < 0).mean() is the share of games with a negative difference"),
    "5.5": Choice(ALL_LAND, truth=_all_land),
    "5.6": Explanation(min_words=15),
    "5.7": Choice(LONGER, truth=_longer_sign),
    "5.8": Lookup(_poorest_gain, tolerance=0.5,
                  hint="longer.paired('poorest_cash', baseline='landlord').difference.mean()"),
    "5.9": Explanation(min_words=15),
    "5.10": Prediction(_no_rent_gini, about="the mean Gini of final wealth with no land rent (x0)", tolerance=0.02),
    "5.11": Choice(LINEUP, truth=_other_sign),
})
