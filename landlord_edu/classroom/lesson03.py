"""Lesson 3's answer key (lessons/03-monarch-of-the-world.ipynb): every true value is worked out from the
lesson's own objects, read when the student answers: the scenario and the class seed (``scenario``,
``seed``: the key plays its own copy of the class game), and the tables of many games the lesson plays,
one row per game (``many``: the scenario as staged; ``trust_off``: without the Trust; ``mine``: the
student's own rule), with the columns ``richest`` (the landlord ends richest by the game's scoring),
``squeezed`` (the tenants paid her more rent than they earned in wages), ``tenants' wages`` and
``rent to Ann``."""

from __future__ import annotations

from typing import Any

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction

RENT = ("rent", "house_rent", "part_payment")  # what a tenant pays the landlord for her land (Rules 1, 14, 12)
MONARCH = 0.5  # "monarch" in the lesson: the tenants pay more rent than they earn in more than half the games


def _class_game(o: Objects) -> Any:
    """A copy of the class game, played to its end (the student's own ``game`` may stand anywhere)."""
    from ..scenario import load_scenario

    game = load_scenario(o["scenario"], seed=o["seed"])
    game.run()
    return game


def _richest_at_start(o: Objects) -> str:
    from ..scenario import load_scenario

    game = load_scenario(o["scenario"], seed=o["seed"])
    wealth = dict(zip((p.name for p in game.state.players), game.wealths(), strict=True))
    top = max(wealth.values())
    leaders = [name for name, w in wealth.items() if w == top]
    return leaders[0] if len(leaders) == 1 else "equal"


def _more_cash(o: Objects) -> bool:
    return bool(_class_game(o).player("Ann").cash > 100)


def _rent_to_ann(o: Objects) -> int:
    return sum(e.amount for e in _class_game(o).events if e.kind in RENT and e.payee == "Ann")


def _share(column: str, table: str) -> Any:
    def truth(o: Objects) -> float:
        return round(float(o[table][column].mean()), 4)
    return truth


def _monarch(o: Objects) -> str:
    return "yes" if float(o["many"]["squeezed"].mean()) > MONARCH else "no"


def _larger_flow(o: Objects) -> str:
    many = o["many"]
    return "wages" if many["tenants' wages"].mean() > many["rent to Ann"].mean() else "rent"


RICHEST = {
    "a": Option("Nobody: everyone starts with $100, so they are equal.",
                "Cash is equal, but the scoring counts \"cash, cards and houses\", and every card 100: "
                "look at the cards column of the standings.", "equal"),
    "b": Option("Ann: each of her 22 Title Deeds counts 100.",
                "She leads by the scoring before anyone throws: $100 in cash and 22 cards at 100 each. "
                "Keep that in mind when you ask who ends richest.", "Ann"),
    "c": Option("Cal: he holds the Broker's License and two railroads, the cards that earn the most.",
                "Cal's cards do earn, but the scoring counts every card 100, whatever it earns: count the "
                "cards of each player.", "Cal"),
}

MONARCH_YET = {
    "a": Option("Yes: she ends the richest in (nearly) every game, so the demonstration works.",
                "She was the richest before the first throw: the scoring counts her 22 cards. Ending richest "
                "says nothing about whether the game moved wealth to her. Look at the flows instead.", "yes"),
    "b": Option("No: her lead is the 22 cards she was given; in most games the tenants earn more in wages "
                "than they pay her in rent, and no card reaches her.",
                "The scoring hides it, the flows show it: the tenants keep up with her rent out of their "
                "wages, so nothing they hold ever has to pass to her.", "no"),
    "c": Option("Yes: her cash grows every game, as rent comes in and she earns nothing.",
                "Look at her cash at the end in the table: it stays close to her $100, because she pays taxes, "
                "fines, Trust fares and houses out of the rent.", "cash grows"),
}

WHY = {
    "a": Option("Rents against wages: a tenant earns $100 at each lap, while a stop on one of her lots costs "
                "$0 to $22, so the wages cover the rent.",
                "Yes: compare the two columns' means. Section 6 lets you test it: change the rent side (houses "
                "on her lots, higher rents) or the wage side, and watch the share of squeezed games.", "wages"),
    "b": Option("The Trust: Ben and Cal charge her $40 a railroad, and that drains her.",
                "The Trust does cost her (the column \"fares Ann paid\"), but that is money leaving her, not "
                "rent the tenants fail to pay. Test it in section 6: trust=False.", "trust"),
    "c": Option("Luck: in these games the dice happened to favour the tenants.",
                "Luck differs from game to game, but over 400 games it averages out: the mean of the flows is "
                "not luck. That is why we play many games.", "luck"),
    "d": Option("No capital: with $100 and no wages she cannot build houses to raise her rents.",
                "Capital is part of the story, and you can test it in section 6 (landlord_cash=1000, or houses "
                "on her lots). But the question is about these games: what do the two columns say?", "capital"),
}

KEY = LessonKey(3, {
    "3.1": Choice(RICHEST, truth=_richest_at_start),
    "3.2": Prediction(_more_cash, about="whether Ann ends the class game with more than her $100 in cash"),
    "3.3": Lookup(_rent_to_ann, hint="add the 'rent', 'house_rent' and 'part_payment' rows of Ann's column "
                                     "in the 'received' table"),
    "3.4": Prediction(_share("richest", "many"), tolerance=0.05,
                      about="the share of the games in which Ann ends richest by the game's scoring"),
    "3.5": Choice(MONARCH_YET, truth=_monarch),
    "3.6": Lookup(_share("squeezed", "many"), tolerance=0.01,
                  hint="many[\"squeezed\"].mean() is the share of games whose squeezed column is True"),
    "3.7": Choice(WHY, truth=_larger_flow),
    "3.8": Prediction(_share("squeezed", "trust_off"), tolerance=0.05,
                      about="the share of the games without the Trust in which the tenants paid more rent "
                            "than they earned"),
    "3.9": Prediction(_share("squeezed", "mine"), tolerance=0.1,
                      about="the share of the games under your rule in which the tenants paid more rent "
                            "than they earned"),
    "3.10": Explanation(min_words=20),
})
