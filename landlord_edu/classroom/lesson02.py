"""Lesson 2's answer key (lessons/02-the-landlords-game.ipynb): every true value is worked out from the
lesson's own game, ``game`` (four bots, one whole game), read when the student answers."""

from __future__ import annotations

from typing import Any

from .key import Choice, Explanation, LessonKey, Lookup, Objects, Option, Prediction

RENT = ("rent", "house_rent")  # land rent (Rule 7) and a house's extra rent (Rule 14)


def _winner(o: Objects) -> str:
    winner: str = o["game"].outcome().winners[0]
    return winner


def _rent_received(o: Objects) -> int:
    winner = _winner(o)
    return sum(e.amount for e in o["game"].events if e.kind in RENT and e.payee == winner)


def _net_payers(o: Objects) -> frozenset[str]:
    game = o["game"]
    net: dict[str, int] = {p.name: 0 for p in game.state.players}
    for e in game.events:
        if e.kind in RENT:
            net[e.payee] = net.get(e.payee, 0) + e.amount
            net[e.payer] = net.get(e.payer, 0) - e.amount
    return frozenset(name for name in (p.name for p in game.state.players) if net[name] < 0)


def _gini(o: Objects) -> float:
    return float(o["game"].turn_summary()["gini"].iloc[-1])


def _share_in_land(o: Objects) -> str:
    """The winner's share of wealth in cards and houses, to the nearest quarter ("all" only with no cash)."""
    winner = _winner(o)
    row: dict[str, Any] = next(r for r in o["game"].standings() if r["name"] == winner)
    if row["cash"] <= 0:
        return "all"
    quarters = min(3, max(1, round(4 * 100 * (row["cards"] + row["houses"]) / row["wealth"])))
    return {1: "a quarter", 2: "half", 3: "three quarters"}[quarters]


NET_PAYERS = {
    "a": Option("Ben and Dot, the cautious bots: they bought the fewest cards, so they paid the most rent.",
                "Buying less land does not mean paying more rent: what a player pays depends on where the dice "
                "put him and who holds the lots there. Look at the 'net' column: one cautious bot received "
                "more than he paid.", frozenset({"Ben", "Dot"})),
    "b": Option("Ann, Cal and Dot: everyone but the winner.",
                "Rent is a transfer: what one player received net, the others paid net (and part of it went to "
                "the PUBLIC TREASURY, for lots nobody had bought yet). Only the winner lived partly on the "
                "others' payments.", frozenset({"Ann", "Cal", "Dot"})),
    "c": Option("Ann and Cal, the landlord bots, and nobody else: rent is paid by whoever stops, not only by "
                "the poor.",
                "Holding many cards is not the same as collecting much rent: the landlord bots spent their "
                "cash in the deal, and their lots were not where the others stopped most. But they were not "
                "alone: read every row's 'net'.", frozenset({"Ann", "Cal"})),
    "d": Option("Nobody: rent goes round the table, so in a whole game each player's rent received and paid "
                "even out.",
                "Rent does not even out: each lot charges its printed rent to whoever stops on it, whatever its "
                "holder did, so the holders of the lots where players stop most gain from the rest. Read the "
                "'net' column.", frozenset()),
}

SHARE = {
    "a": Option("About a quarter: a cautious bot wins by keeping its cash.",
                "The cautious bot kept cash in the deal, but it spent it later on lots and charters that "
                "came up for sale, and on a house: at the end most of its wealth is in cards. Use the "
                "winner's row of game.standings(): 100 × (cards + houses) ÷ wealth.", "a quarter"),
    "b": Option("About half: cash and property count the same.",
                "They do count the same, dollar for dollar, but the winner holds much more in one than in "
                "the other. Use the winner's row of game.standings(): 100 × (cards + houses) ÷ wealth.",
                "half"),
    "c": Option("About three quarters: most of the winner's wealth is in cards and houses.",
                "Each card and house counts 100 at the end (whatever it cost), and the cash kept in hand "
                "bought the cards that came up later: the winner's wealth is mostly property, the income "
                "of which is rent.", "three quarters"),
    "d": Option("All of it: the winner's wealth is only what he owns, not his cash.",
                "Cash counts too: the rules' object is \"the most in cash, cards and houses\". The winner "
                "ends with cash in hand; it is part of his wealth.", "all"),
}

KEY = LessonKey(2, {
    "2.1": Prediction(_winner, about="who won the game (the most wealth in cash, cards and houses)"),
    "2.2": Lookup(_rent_received, hint="find the winner's row in the table above, column 'received'"),
    "2.3": Choice(NET_PAYERS, truth=_net_payers),
    "2.4": Lookup(_gini, tolerance=0.01, hint="look at the last row of game.turn_summary()"),
    "2.5": Choice(SHARE, truth=_share_in_land),
    "2.6": Explanation(min_words=15),
})
