"""Lesson 4's answer key (lessons/04-the-single-tax-switch.ipynb): every true value is worked out from the
lesson's own games, ``game`` (the landlord rules, then the Single Tax voted in) and ``landlord`` (the same
dice without the vote), and from ``table``, its small robustness table (section 6: paired differences,
Single Tax minus landlord, by line-up and length)."""

from __future__ import annotations

from typing import Any

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction

INTEREST = 0.05  # exercise 4.6's rate of interest, 5% a year, as its question states
LINEUP, LONG = "default line-up", 20  # exercises 4.8 and 4.9 ask about this cell of the table


def _deeds_lost(o: Objects) -> int:
    game = o["game"]
    board, ann = game.edition.board, game.player("Ann")
    lots = sum(1 for i, seat in enumerate(game.state.owner) if seat == ann.seat and board.spaces[i].kind == "lot")
    value: int = lots * game.edition.constants.per_card
    return value


def _before_first_college(o: Objects) -> int:
    constants = o["game"].edition.constants
    total: int = constants.st_step * (len(constants.st_buyout_order) + 1)
    return total


def _wages(o: Objects) -> int:
    wages: int = o["game"].state.wage_level
    return wages


def _rent_to_the_public(o: Objects) -> int:
    game = o["game"]
    return sum(e.amount for e in game.events
               if e.kind == "rent" and e.payee == "PUBLIC TREASURY" and e.turn > game.state.single_tax_turn)


def _more_equal(o: Objects) -> str:
    from ..metrics import gini

    single_tax, landlord = gini(o["game"].wealths()), gini(o["landlord"].wealths())
    return "single tax" if single_tax < landlord else "landlord" if single_tax > landlord else "same"


def _price(o: Objects) -> float:
    board = o["game"].edition.board
    rent: int = board.spaces[board.index_of("Rubeville")].rent
    return rent / INTEREST


def _cell(o: Objects, measure: str) -> Any:
    table = o["table"]
    rows = table[(table.measure == measure) & (table.lineup == LINEUP) & (table.wages_to_end == LONG)]
    return rows.iloc[0]


def _long_games(o: Objects) -> str:
    row = _cell(o, "gini")
    return "lower" if row.ci_high < 0 else "higher" if row.ci_low > 0 else "unclear"


def _poorest_gain(o: Objects) -> float:
    return float(_cell(o, "poorest_cash").mean_difference)


FIRST_COLLEGE = {
    "a": Option("$50: the first step of Rule 6 opens the first college.",
                "Rule 6 spends the treasury in order: (a) and (b) buy out the lighting system, the trolley and "
                "the railroads first; the colleges come only in (c).", 50),
    "b": Option("$100: the two utilities, Soakum and Slambang, are bought out, then the college opens.",
                "The buy-out goes on \"around the board until all the railroads are free\" (Rule 6 b) before "
                "any college: count the railroads too.", 100),
    "c": Option("$350: six buy-outs of $50 (the lighting system, the trolley, the four railroads), then "
                "the college.",
                "Six steps of $50 buy out Soakum, Slambang and the four railroads (Rule 6 a and b); the "
                "seventh builds the college on Lord Blueblood's Estate (c).", 350),
    "d": Option("Nothing: the college sites are public land, so the colleges cost nothing.",
                "The sites are \"reserved by the Government\" (Rule 5), but a college still waits its turn in "
                "Rule 6: the treasury pays for the lines first.", 0),
}

MORE_EQUAL = {
    "a": Option("The Single Tax game: collecting the land rent for the public always makes wealth more equal.",
                "Not always, and not by the game's own scoring in every game: at the vote the Title Deeds stop "
                "counting, and what the players keep (cash, houses, charters) can be shared less equally than "
                "their land was; a short game then leaves the treasury little time to raise wages. Compare the "
                "two Gini coefficients below; section 6 shows that the sign depends on the length of the game, "
                "the measure and the bots.", "single tax"),
    "b": Option("The landlord game: the Title Deeds stop counting at the vote, and what the players keep is "
                "shared less equally.",
                "That is the effect to watch: the deeds stopped counting at the vote (exercise 4.1), and the "
                "rest of the players' wealth can be shared less equally than their land. Compare the two Gini "
                "coefficients below; cash, and longer games, tell another story (section 6).", "landlord"),
    "c": Option("Neither: the same dice give the same ending.",
                "The dice are the same, but the rules differ after the vote, and once a player stands on "
                "another space the same throws take him elsewhere: the two games part at the vote.", "same"),
}

LONG_GAMES = {
    "a": Option("Higher, as in the class game: the Title Deeds stop counting at the vote, and that jump lasts "
                "however long the game goes on.",
                "The jump at the vote is real, but it happens once. In a long game the land rent of fifteen more "
                "rounds of wages goes to the PUBLIC TREASURY instead of to the deed holders, and pays for free "
                "lines, colleges and higher wages. Look at the twenty-wage rows of the table.", "higher"),
    "b": Option("Lower: the jump at the vote happens once, but in a long game the land rent keeps going to the "
                "PUBLIC TREASURY instead of to the deed holders, turn after turn.",
                "The twenty-wage rows show it with both line-ups: the rent the deed holders would have collected "
                "goes to the treasury, which frees the lines, builds the colleges and raises everyone's wages. "
                "The five-wage rows go the other way: the length decides the sign.", "lower"),
    "c": Option("No clear difference: over many games the luck evens out, and the rules make no difference on "
                "average.",
                "Many paired games even out much of the luck, not the rules: after the vote the land rent goes "
                "somewhere else for the rest of the game. Look at the intervals: does either twenty-wage interval "
                "of `gini` include zero?", "unclear"),
}

KEY = LessonKey(4, {
    "4.1": Prediction(_deeds_lost, about="what Ann's wealth lost at the vote (her Title Deeds)"),
    "4.2": Choice(FIRST_COLLEGE, truth=_before_first_college),
    "4.3": Lookup(_wages, hint="paid_in // 50 steps; six buy-outs and two colleges come first; each later step "
                               "adds $10"),
    "4.4": Lookup(_rent_to_the_public, hint="sum(e.amount for e in game.events if e.kind == 'rent' and e.turn > "
                                            "VOTE_AFTER)"),
    "4.5": Choice(MORE_EQUAL, truth=_more_equal),
    "4.6": Lookup(_price, tolerance=0.5, hint="price = rent per year / interest rate per year (write 5% as 0.05)"),
    "4.7": Explanation(min_words=15),
    "4.8": Choice(LONG_GAMES, truth=_long_games),
    "4.9": Lookup(_poorest_gain, tolerance=0.5,
                  hint="the poorest_cash column, row (default line-up, 20): the first number is the mean difference"),
    "4.10": Explanation(min_words=15),
})
