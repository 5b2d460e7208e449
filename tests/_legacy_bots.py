"""The bots of version 0.1 under the names 0.1 gave them, to replay the games 0.1 played.

0.1's ``landlord`` plays on as ``bargain_hunter`` and its ``cautious`` as ``cautious_0.1``; its ``random`` is
still ``random`` (the careless player's old name). A game's result names each seat's strategy, so to
reproduce 0.1's games to the byte (the legacy fingerprints, the recorded games) these bots must also carry
the names they played under then.
"""

from __future__ import annotations

from landlord_edu.strategies import Strategy, make_strategy

NAMED_AT_0_1 = {"bargain_hunter": "landlord", "cautious_0.1": "cautious"}
"""The bots kept from 0.1, and the name each had then."""

PLAYS_AS_AT_0_1 = {old: kept for kept, old in NAMED_AT_0_1.items()}
"""0.1's names of its bots, and the bot that plays as each did."""


def named_as_at_0_1(name: str) -> Strategy:
    """The bot ``name`` (one kept from 0.1), carrying the name it had at 0.1."""
    bot = make_strategy(name)
    old = NAMED_AT_0_1.get(name)
    if old is None:
        return bot
    return type(type(bot).__name__, (type(bot),), {"name": old})()


def played_as_at_0_1(old_name: str) -> Strategy:
    """The bot that plays as 0.1's ``old_name`` did, under that name."""
    return named_as_at_0_1(PLAYS_AS_AT_0_1.get(old_name, old_name))
