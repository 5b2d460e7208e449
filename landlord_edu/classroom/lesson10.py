"""Lesson 10's answer key (lessons/10-rent-without-land.ipynb): every true value is worked out from the
lesson's own objects, read when the student answers: ``example`` (what the example building pays, as the
engine splits it: tenants at printed rents, what their texts add, the empty apartments), ``game`` (the class
game, played to its end: its log has a ``rent`` event per Collect rent and a ``rent_text`` event with the
texts' part) and ``result`` (the many games of section 4, the texts on against off, on the same seeds)."""

from __future__ import annotations

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction

BASELINE = "texts on"  # the regime the games without the texts are compared with, pair by pair


def _example_rent(o: Objects) -> int:
    total: int = sum(o["example"])
    return total


def _winner(o: Objects) -> str:
    winner: str = o["game"].outcome().winners[0]
    return winner


def _texts_to_winner(o: Objects) -> int:
    winner = _winner(o)
    return sum(e.amount for e in o["game"].events if e.kind == "rent_text" and e.payee == winner)


def _who_receives(o: Objects) -> str:
    """Who a Collect rent pays: the building's owner (the ``rent`` events are paid to players, never tenants)."""
    players = {p.name for p in o["game"].state.players}
    payees = {e.payee for e in o["game"].events if e.kind == "rent"}
    return "owner" if payees and payees <= players else "someone else"


def _gini_without_texts(o: Objects) -> str:
    difference = float(o["result"].paired("gini", baseline=BASELINE).difference.mean())
    return "lower" if difference < 0 else "higher" if difference > 0 else "same"


def _pairs_lower(o: Objects) -> int:
    return int((o["result"].paired("gini", baseline=BASELINE).difference < 0).sum())


RECEIVER = {
    "a": Option("The celebrity: the extra rent is the price of her fame, and it is paid to her.",
                "Look at who the rent event pays: the celebrity is a tenant card; she pays $2 less, and nobody "
                "pays her anything.", "celebrity"),
    "b": Option("The neighbours: they pay it, so it is theirs.",
                "They pay it, but paying is not receiving: follow the money in the rent event to its payee.",
                "neighbours"),
    "c": Option("The owner of the building, whoever placed the tenants there.",
                "Every Collect rent pays the building's owner (rulings R-LL19, R-LL41), whoever placed the "
                "tenants, so the neighbours' double rent goes to the landlord, who did nothing to earn it.",
                "owner"),
    "d": Option("The BANK, as a tax on fame.",
                "The BANK only sells cards and takes the jail fee; no rule sends rent there.", "bank"),
}

KEY = LessonKey(10, {
    "10.1": Lookup(_example_rent, hint="students pay $2, then $3; the celebrity pays $4 - $2; everyone else in "
                                       "her building pays double; each empty apartment $1"),
    "10.2": Lookup(_texts_to_winner, hint="add up the amount of the winner's 'rent_text' events (some may be "
                                          "negative: a celebrity alone takes $2 off)"),
    "10.3": Choice(RECEIVER, truth=_who_receives),
    "10.4": Explanation(min_words=15),
    "10.5": Prediction(_gini_without_texts, about="the mean Gini without the tenant texts, against the same "
                                                  "games with them ('lower' is more equal)"),
    "10.6": Lookup(_pairs_lower, hint="(diffs.difference < 0).sum() counts the pairs with a negative difference"),
})
