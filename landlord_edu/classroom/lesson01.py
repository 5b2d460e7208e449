"""Lesson 1's answer key (lessons/01-meet-the-board.ipynb): every true value is worked out from the
lesson's own games, ``game`` (the hand game) and ``bots`` (the 60-turn bot game)."""

from __future__ import annotations

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction


def _lots(o: Objects) -> int:
    return sum(s.kind == "lot" for s in o["game"].edition.board.spaces)


def _rubeville_rent(o: Objects) -> int:
    game = o["game"]
    cost: int = game.engine.landing_cost(game.player("Ben").seat, game.edition.board.index_of("Rubeville"))[0]
    return cost


def _estate_rule(o: Objects) -> int:
    board = o["game"].edition.board
    rule: int = board.spaces[board.index_of("Lord Blueblood's Estate")].rule
    return rule


def _taxes(o: Objects) -> int:
    return sum(e.amount for e in o["bots"].events if e.kind == "tax" and e.payee == "PUBLIC TREASURY")


def _wages_payer(o: Objects) -> str:
    payer: str = next(e.payer for e in o["bots"].events if e.kind == "wages")
    return payer


ESTATE = {
    "a": Option("He may buy it: like Rubeville, it is a lot for sale (Rule 7).",
                "Lord Blueblood's Estate is not a lot: it has no Title Deed and nobody can buy it. Read its "
                "kind and its rule in the table.", 7),
    "b": Option("He pays a fare to Lord Blueblood, as on a railroad (Rule 9).",
                "Only the railroads and the franchises charge a fare (Rule 9). The Estate asks no money: what "
                "it costs is worse. Read its rule in the table.", 9),
    "c": Option("He is trespassing, and goes to Jail (Rule 5).",
                "Rule 5: the Estate and Hogg's Game Preserves are \"property held out of use\"; whoever stops "
                "there is trespassing and goes to JAIL. Land held idle keeps everyone else out.", 5),
    "d": Option("Nothing: it is open land, like Central Park (Rule 10).",
                "Central Park is \"maintained by public funds\" and free to all. The Estate is private land "
                "held out of use, and its owner keeps everyone off it. Read its rule in the table.", 10),
}

WAGES = {
    "a": Option("The PUBLIC TREASURY, out of the taxes and fines it collects.",
                "Under these rules nothing is ever paid out of the PUBLIC TREASURY: it only fills. Look at the "
                "table of what MISCELLANEOUS paid out. (The Single Tax rules spend the treasury: lesson 4.)",
                "PUBLIC TREASURY"),
    "b": Option("MISCELLANEOUS, the bank.",
                "Rule 3: the wages are \"paid to him from MISCELLANEOUS pile\". MISCELLANEOUS is the bank: it "
                "pays the wages and takes the price of houses and luxuries; taxes and fines go to the PUBLIC "
                "TREASURY instead.", "MISCELLANEOUS"),
    "c": Option("The landlords, out of the rent they collect.",
                "Nobody at this table employs anybody. Rent goes from the player who stops to the lot's owner, "
                "and the wages come from one of the two piles. (Henry George's point is that rent and wages "
                "share the same product, not that one pays the other.)", "landlords"),
    "d": Option("The owner of Mother Earth.",
                "Mother Earth is a corner, not a lot: it has no Title Deed and nobody owns it. The wages come "
                "from one of the two piles in the middle of the board.", "MOTHER EARTH"),
}

KEY = LessonKey(1, {
    "1.1": Lookup(_lots, hint="count the rows whose kind is 'lot' (the green spaces)"),
    "1.2": Prediction(_rubeville_rent, about="what Ben must pay if he stops on Rubeville (Rule 7)"),
    "1.3": Choice(ESTATE, truth=_estate_rule),
    "1.4": Lookup(_taxes, hint="look for the kind 'tax' in the PUBLIC TREASURY table"),
    "1.5": Choice(WAGES, truth=_wages_payer),
    "1.6": Explanation(min_words=15),
})
