"""Rule switches: the optional rules and the readings of ambiguous text (docs/rulings.md).

Examples
--------
>>> from landlord_edu import Options
>>> Options(advanced=True).advanced
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields
from typing import Any

from .decisions import shown as _shown
from .dice import STREAMS
from .errors import DataError

JAIL_EXITS = ("from_shelter", "shelter_is_first_step")
SPEC_DOUBLES = ("double_first", "total_first")
POOR_HOUSE_PAYMENTS = ("all_cash", "nothing")
PASS_JUMPS = ("one_step", "no_step")
SETTLEMENTS = ("foreclose", "face_value", "write_off")     # open loans at the end of the game
FORCED_SALES = ("auction", "seller_accepts")               # a sale to raise money (Rules 1, 12, 13, 16)
STARTS = ("deal", "single_tax")                            # R-35: Rule 1's deal, or begun under the Single Tax
# What a game saved before a switch existed was played under: a save without the switch reads as this value
# (not the default of today), so that it replays as it was played.
SAVED_BEFORE = {"settlement": "foreclose", "forced_sale": "auction", "start": "deal"}
# 1939 edition (docs/edition-1939.md section 4): the readings of its ambiguous text
CHOICES_1939 = {
    "build": ("own_turn", "where_stopped"),                       # R39-07
    "frontier_move": ("any_turn", "emergency_only"),              # R39-13
    "frontier_escape": ("debt_lapses", "debt_stands"),            # R39-14
    "unpaid": ("debt", "forgive"),                                # R39-15
    "idle_land_limit": ("per_visit", "holding"),                  # R39-18
    "railroad_fare": ("on_stopping", "if_riding"),                # R39-20
    "fare_basis": ("per_share", "per_shareholder"),               # R39-21
    "so_what_return": ("bottom", "shuffle"),                      # R39-25
    "island": ("drawer_only", "everyone_while_face_up"),          # R39-26
    "share_tax_cards": ("all_shares", "utilities_only"),          # R39-28
    "share_tax_when": ("round_end", "on_draw"),                   # R39-28
    "later_round_tax": ("if_all_doubled", "always"),              # R39-31
    "bank": ("finite", "unlimited"),                              # R39-34
}
# Upper bounds on the agreed stops, so that every game ends in a bounded number of turns (run() never
# plays for hours on a typo); each is far beyond a classroom game (1906: about 50 rounds; 1939: 2 rounds).
LIMITS = {"max_rounds": 10_000, "wages_to_end": 10_000, "max_turns": 1_000_000}


@dataclass(frozen=True)
class Options:
    """Which optional rules are on, and which reading of ambiguous text is used.

    Each field names the rule and the ruling (R-nn in docs/rulings.md) it belongs to.
    """

    advanced: bool = False
    """Rules for advanced and scientific players: tax levels, section doubling, three houses a lot."""
    beginner: bool = False
    """To Beginners: deal the four average hands plus $75 instead of Rule 1's deal."""
    luxury: bool = True
    """Rule 13 Luxury space in play (the OCR copy's rule; a player may decline and move backward)."""
    official_pass: bool = True
    """Rule 17: a double gives the official pass over the nine spaces between the next two corners."""
    trust: bool = True
    """Rule 9 Trust: two players holding every railroad may pool them."""
    pass_jump: str = "one_step"
    """R-07: the official pass's jump to the second corner counts as one step, or as none."""
    jail_exit: str = "from_shelter"
    """R-04: count a move out of Jail from Shelter (land on 10 + throw), or count Shelter as step one."""
    speculation_doubles: str = "double_first"
    """R-06: at Speculation any double wins $100 ("double_first"), or the table by totals comes first
    ("total_first": 2+2 is a skin game, 3+3 wins $40, 4+4 $60, 5+5 $80; only 1+1 and 6+6 win $100)."""
    poor_house_payment: str = "all_cash"
    """R-10: a player sent to the Poor House hands over what cash he has, or nothing."""
    settlement: str = "face_value"
    """R-11: at the end an open loan is paid in cash as far as it goes, then the rest is counted at face value
    against the borrower and for the lender, no card changing hands ("face_value"), or its mortgaged card is
    foreclosed ("foreclose", the earlier default), or the rest is written off ("write_off")."""
    forced_sale: str = "seller_accepts"
    """R-34: the seller of a card or luxury sold to raise money may refuse the highest bid and keep it
    ("seller_accepts"), or it goes to the highest bid, however low ("auction", the earlier default)."""
    start: str = "deal"
    """R-35: begin with Rule 1's deal ("deal"), or begin under the Single Tax ("single_tax": no Title Deed is
    sold at the deal, the PUBLIC TREASURY begins empty, the Single Tax is in operation from the first turn)."""
    max_rounds: int | None = None
    """Rule 19: play on for a set number of rounds; None uses the edition's agreed stop."""
    wages_to_end: int | None = None
    """Rule 19: how many wage payments to one player end the game; None uses the edition's number."""
    # Not a rule: how the game's random numbers are drawn, for both editions (docs/engine.md, Randomness).
    random_streams: str = "per_seat"
    """Each player's n-th throw, each deck's draws and each seat's random choices come from draws keyed to
    them ("per_seat": the games of an experiment's pair keep their dice), or from one dice, one card and one
    choice stream read in play order ("one_stream": as landlord_edu 0.2 drew them; old games replay)."""

    # The 1939 edition's switches (ignored by the 1906 rules). ``jail_exit`` and ``max_rounds`` serve
    # both: under the 1939 rules "from_shelter" counts the move out of Jail from the SO WHAT space beside
    # it (R39-12), and ``max_rounds`` is the number of rounds the last player completes (Winner).
    build: str = "own_turn"
    """R39-07: Houses are put up in one's turn before throwing, on any lot held ("own_turn"), or only on
    the lot one has just stopped on ("where_stopped")."""
    double_house_rent: bool = False
    """R39-09: Rule 1(c)'s doubling also doubles House rent (False: land rent only)."""
    frontier_move: str = "any_turn"
    """R39-13: a player may move to the open Frontier in any turn instead of throwing ("any_turn"), or
    only when he cannot pay ("emergency_only")."""
    frontier_escape: str = "debt_lapses"
    """R39-14: a payment a player escapes by going to the Frontier lapses, or stands as a debt."""
    unpaid: str = "debt"
    """R39-15: what a player cannot pay becomes a debt ("debt"), or is forgiven ("forgive")."""
    idle_land_limit: str = "per_visit"
    """R39-18: "to the number of five" limits the cards bought or sold in one visit, or the cards held."""
    railroad_fare: str = "on_stopping"
    """R39-20: the railroad fare is due on stopping at the depot, or only if the player rides."""
    fare_basis: str = "per_share"
    """R39-21: fares are paid for each Share another player holds, or once to each other shareholder."""
    so_what_return: str = "bottom"
    """R39-25: a drawn SO WHAT card goes to the bottom of the pack, or is shuffled back in."""
    island: str = "drawer_only"
    """R39-26: only the drawer of SO WHAT 17 may go to the Island, or everyone while it lies face up."""
    site_tax_owner_pays: bool = False
    """R39-27: under SO WHAT 18 a Deed holder on his own lot pays its land rent to the Government too."""
    share_tax_cards: str = "all_shares"
    """R39-28: the $60 under SO WHAT 18 is due on every Share card, or on utility Shares only."""
    share_tax_when: str = "round_end"
    """R39-28: the $60 is due at the end of each round while SO WHAT 18 is in force, or once on drawing it."""
    later_round_tax: str = "if_all_doubled"
    """R39-31: the $500 tax of later rounds is due only when every side's land rent is doubled, or always."""
    bank: str = "finite"
    """R39-34: the Bank holds the edition's package of money and can be broken, or never runs out."""
    count_uncashed_checks: bool = False
    """R39-33: uncashed Wage Checks count toward the winner's money at the end (False: cash only)."""
    so_what_stack: tuple[int, ...] = ()
    """Rule 9-a: SO WHAT card numbers laid on top of the shuffled pack, in order (e.g. (17, 18))."""
    max_turns: int | None = None
    """R39-33: an agreed stop after this many turns; None uses the edition's number."""

    def __new__(cls, *args: Any, **kwargs: Any) -> Options:
        # The generated __init__ would raise TypeError for an unknown switch: refuse it here, by name.
        known = [f.name for f in fields(cls)]
        if len(args) > len(known):
            raise DataError("options", "(arguments)", f"give switches by name: Options(advanced=True, ...); "
                                                      f"{len(args)} values were given without names")
        for key in kwargs:
            if key not in known:
                raise DataError("options", key, f"unknown rule switch; known switches are {sorted(known)}")
            if known.index(key) < len(args):
                raise DataError("options", key, "given twice, by position and by name")
        return super().__new__(cls)

    def __post_init__(self) -> None:
        for f in fields(self):
            if isinstance(f.default, bool) and not isinstance(getattr(self, f.name), bool):
                raise DataError("options", f.name, f"expected True or False, found {_shown(getattr(self, f.name))}")
        for name, allowed in (("jail_exit", JAIL_EXITS), ("speculation_doubles", SPEC_DOUBLES),
                              ("poor_house_payment", POOR_HOUSE_PAYMENTS), ("pass_jump", PASS_JUMPS),
                              ("random_streams", STREAMS),
                              ("settlement", SETTLEMENTS), ("forced_sale", FORCED_SALES), ("start", STARTS),
                              *CHOICES_1939.items()):
            if getattr(self, name) not in allowed:
                raise DataError("options", name, f"{_shown(getattr(self, name))} is not one of {list(allowed)}")
        if self.beginner and self.start == "single_tax":
            raise DataError("options", "start", "a game started under the Single Tax sells no Title Deeds, but the "
                                                "beginners' average hands are bought Title Deeds: use one or the other")
        stack = self.so_what_stack
        if not isinstance(stack, (tuple, list)) or len(stack) > 100 or \
                not all(type(n) is int and 1 <= n <= 1000 for n in stack) or len(set(stack)) != len(stack):
            raise DataError("options", "so_what_stack", f"expected distinct SO WHAT card numbers, found "
                                                        f"{_shown(stack)}")
        object.__setattr__(self, "so_what_stack", tuple(stack))
        for name, most in LIMITS.items():
            value = getattr(self, name)
            if value is not None and (type(value) is not int or not 1 <= value <= most):
                raise DataError("options", name, f"expected a whole number of at least 1 and at most {most:,}, "
                                                 f"or None; found {_shown(value)}")

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON data (the card stack as a list, as JSON reads it back)."""
        return dict(asdict(self), so_what_stack=list(self.so_what_stack))

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], source: str = "options") -> Options:
        """Options from plain data (a scenario's [rules] table, a saved game); errors name ``source``."""
        if not isinstance(data, Mapping):
            raise DataError(source, "(top)", f"expected a table of rule switches, found {_shown(data)}")
        known = {f.name: f for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise DataError(source, _shown(key).strip("'"), f"unknown rule switch; known switches are "
                                                                f"{sorted(known)}")
            default = known[key].default
            if isinstance(default, bool) and not isinstance(value, bool):
                raise DataError(source, key, f"expected true or false, found {_shown(value)}")
        try:
            return cls(**data)
        except DataError as exc:
            raise DataError(source, exc.field, exc.problem) from None
