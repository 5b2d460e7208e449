"""Lesson 5's answer key (lessons/05-many-games.ipynb): every true value is worked out from the lesson's
own experiment, ``result`` (the landlord and the Single Tax regimes on the same seeds), read when the
student answers."""

from __future__ import annotations

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction

BASELINE = "landlord"  # the regime the lesson's other regime is compared with, game by game
FEW = 0.1  # exercise 5.5's "a few": at most this share of the games


def _landlord_wins(o: Objects) -> int:
    games = o["result"].games
    baseline = games[games.regime == BASELINE]
    return int((baseline.winner_strategy == "landlord").sum())


def _all_held(o: Objects) -> float:
    from ..metrics import gini

    return gini([0, 0, 0, 400])


def _closer_to_equality(o: Objects) -> str:
    mean = o["result"].games.groupby("regime")["gini"].mean()
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

KEY = LessonKey(5, {
    "5.1": Lookup(_landlord_wins, hint="count the rows where winner_strategy is 'landlord' (try .value_counts())"),
    "5.2": Prediction(_all_held, about="the Gini coefficient of [0, 0, 0, 400]", tolerance=0.01),
    "5.3": Choice(CLOSER, truth=_closer_to_equality),
    "5.4": Lookup(_share_lower, tolerance=0.01,
                  hint="(diffs.difference < 0).mean() is the share of games with a negative difference"),
    "5.5": Choice(ALL_LAND, truth=_all_land),
    "5.6": Explanation(min_words=15),
})
