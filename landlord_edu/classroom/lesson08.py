"""Lesson 8's answer key (lessons/08-a-class-round.ipynb): the class round. The prediction is worked out from
the lesson's simulated games of the round (``beside``: :func:`~landlord_edu.classroom.tables.beside_simulated`),
the look-up from the class's ``pooled`` tables."""

from __future__ import annotations

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction


def _effect(o: Objects) -> str:
    beside = o["beside"]
    voted = beside[beside["regime"] != "landlord"]
    effect = float(voted["effect vs landlord"].iloc[0])  # the earliest vote's paired effect on the Gini
    return "less equal" if effect > 0 else "more equal" if effect < 0 else "the same"


def _tables_voted(o: Objects) -> int:
    pooled = o["pooled"]
    return int(pooled["single_tax"].astype(bool).sum()) if len(pooled) else 0


ONE_TABLE = {
    "a": Option("It shows that the Single Tax makes wealth more equal: the class saw it happen.",
                "One table is one game: other dice, other choices and another turn for the vote would give "
                "another result. The simulated games under the same rules show how far the Gini moves with luck "
                "alone (their 5% to 95% range), and in these short games the paired effect, by the game's own "
                "scoring, can even go the other way: the Title Deeds stop counting at the vote."),
    "b": Option("On its own, very little: two tables are two games with different dice and choices; the paired "
                "simulated games say how large the effect is and how much luck moves the Gini.",
                "Yes. A difference between two tables mixes the rules with the dice and the teams' choices. "
                "The simulation plays the same dice under both regimes, game by game, so the difference is the "
                "rules' (and the luck they lead to), and its interval says how sure we can be."),
    "c": Option("It shows that the teams at the landlord table played worse.",
                "Perhaps, but two games cannot tell skill from luck: the simulated landlord games, played by "
                "the same bots every time, already spread over a wide range of Gini coefficients."),
    "d": Option("It is impossible: the Single Tax always raises the Gini, because the Title Deeds stop counting.",
                "The deeds do stop counting at the vote, and in these short games that pushes the Gini up on "
                "average; but not in every game (compare the simulated ranges), and a measure that counts the "
                "same things in both regimes (gini_no_deeds) moves much less."),
}

KEY = LessonKey(8, {
    "8.1": Prediction(_effect, about="with the Single Tax voted in, the simulated games of the round ended, on "
                                     "the same dice, on average"),
    "8.2": Lookup(_tables_voted, hint="count the rows of `pooled` whose regime is a Single Tax vote "
                                      "(the column single_tax is True)"),
    "8.3": Choice(ONE_TABLE, right="b"),
    "8.4": Explanation(min_words=15),
})
