"""Lesson 7's answer key (lessons/07-two-land-taxes.ipynb): every true value is worked out from the
lesson's own games, read when the student answers: ``voted`` (the game whose players vote the land tax in
after ``vote_after`` turns), ``card_game`` (the game where the land tax comes on a card), the card's
events ``drawn`` (laid face up) and ``ended`` (sent back into the pack), and ``result`` (the many games
of section 4, shuffled pack against the card on top, on the same seeds)."""

from __future__ import annotations

from typing import Any

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction

BASELINE = "shuffled"  # the regime the card-on-top games are compared with, pair by pair


def _players(game: Any) -> set[str]:
    return {p.name for p in game.state.players}


def _holders_after_vote(o: Objects) -> int:
    game = o["voted"]
    players = _players(game)
    return sum(e.amount for e in game.events if e.kind == "rent" and e.turn > o["vote_after"] and e.payee in players)


def _turns_in_force(o: Objects) -> int:
    turns: int = o["ended"].turn - o["drawn"].turn
    return turns


def _rent_to_public(o: Objects) -> int:
    game, drawn, ended = o["card_game"], o["drawn"], o["ended"]
    players = _players(game)
    return sum(e.amount for e in game.events
               if e.kind == "rent" and drawn.seq < e.seq < ended.seq and e.payee not in players)


def _holders_after_card(o: Objects) -> str:
    """How much of the land rent paid after the card went back reached the Deed holders."""
    game, ended = o["card_game"], o["ended"]
    players = _players(game)
    after = [e for e in game.events if e.kind == "rent" and e.seq > ended.seq]
    to_holders = sum(e.amount for e in after if e.payee in players)
    return "none" if to_holders == 0 else "all" if to_holders == sum(e.amount for e in after) else "part"


def _stats(o: Objects) -> dict[str, float]:
    from ..experiments import paired_stats

    diffs = o["result"].paired("gini", baseline=BASELINE)
    stats: dict[str, float] = paired_stats(list(diffs.baseline_value), list(diffs.value))
    return stats


def _mean_gini(o: Objects) -> str:
    difference = _stats(o)["mean_difference"]
    return "lower" if difference < 0 else "higher" if difference > 0 else "same"


def _pairs_lower(o: Objects) -> int:
    return int((o["result"].paired("gini", baseline=BASELINE).difference < 0).sum())


def _interval(o: Objects) -> str:
    stats = _stats(o)
    return "above" if stats["ci_low"] > 0 else "below" if stats["ci_high"] < 0 else "includes zero"


AFTER_NOTE_X = {
    "a": Option("None: once the land rent is collected for the public it stays public, as after the vote in "
                "section 1.",
                "That is the voted tax: nothing in its rules undoes the vote. The card is another rule: Note X "
                "sends it back into the pack, and with it goes the Law. Count the land rent after Note X.",
                "none"),
    "b": Option("Part of it: the Government goes on collecting the rent of the lots it taxed while the card "
                "lay face up.",
                "The Law taxes no lot in particular, and it leaves nothing behind: while the card lies face up "
                "every land rent goes to the Government, and once it is back in the pack none does.", "part"),
    "c": Option("All of it: once the card is back in the pack, the land rent goes to the Deed holders again, "
                "as before the Law.",
                "Note X returns the card to the pack, and the Deed holders collect again as if nothing had "
                "happened: the Law on a card can be undone by the next stop on a SO WHAT space.", "all"),
}

INTERVAL = {
    "a": Option("The two regimes' intervals overlap, so drawing the Law early has no effect on the Gini.",
                "Two wrong steps. The games are paired, so the interval to read is the paired difference's "
                "(it can exclude zero while the two regimes' intervals overlap); and an interval that includes "
                "zero shows only that these games do not rule out no difference, not that there is none.",
                "overlap"),
    "b": Option("The paired interval includes zero: these games do not rule out no difference, nor an effect "
                "as large as the interval's ends.",
                "Read the paired interval, and read it both ways: zero is inside it, and so are effects as large "
                "as its ends. More games would narrow it (try GAMES = 1000).", "includes zero"),
    "c": Option("The paired interval lies wholly above zero: in these games the early Law makes wealth less "
                "equal.",
                "Look at the interval's lower end: it reaches below zero, so these games do not rule out no "
                "difference. The mean difference is above zero, but a mean always moves a little by chance.",
                "above"),
    "d": Option("The paired interval lies wholly below zero: in these games the early Law makes wealth more "
                "equal.",
                "Look at the sign of the mean difference, and at the interval's ends: moving land rent to the "
                "Government did not make these games more equal.", "below"),
}

KEY = LessonKey(7, {
    "7.1": Prediction(_holders_after_vote, about="the land rent the Deed holders received after the vote"),
    "7.2": Lookup(_turns_in_force, hint="the turn of the 'goes back into the pack' event minus the turn of the "
                                        "'lies face up' event"),
    "7.3": Lookup(_rent_to_public, hint="land_rent(..., drawn.turn, ended.turn - 1) adds the land rent up by "
                                        "receiver: take the Government's entry"),
    "7.4": Choice(AFTER_NOTE_X, truth=_holders_after_card),
    "7.5": Prediction(_mean_gini, about="the mean Gini with card 18 on top, against the shuffled pack on the "
                                        "same dice ('lower' is more equal)"),
    "7.6": Lookup(_pairs_lower, hint="(diffs.difference < 0).sum() counts the pairs with a negative difference"),
    "7.7": Choice(INTERVAL, truth=_interval),
    "7.8": Explanation(min_words=15),
})
