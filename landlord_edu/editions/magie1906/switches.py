"""The 1906 rules' switches: their optional rules and the readings of their ambiguous text (docs/rulings.md)."""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING

from ...errors import DataError
from ...options import Switches, check_choice, check_stop

if TYPE_CHECKING:
    from ...options import Options

JAIL_EXITS = ("from_shelter", "shelter_is_first_step")
SPEC_DOUBLES = ("double_first", "total_first")
POOR_HOUSE_PAYMENTS = ("all_cash", "nothing")
PASS_JUMPS = ("one_step", "no_step")
SETTLEMENTS = ("foreclose", "face_value", "write_off")     # open loans at the end of the game
FORCED_SALES = ("auction", "seller_accepts")               # a sale to raise money (Rules 1, 12, 13, 16)
STARTS = ("deal", "single_tax")                            # R-35: Rule 1's deal, or begun under the Single Tax
CHOICES_1906 = {"jail_exit": JAIL_EXITS, "speculation_doubles": SPEC_DOUBLES,
                "poor_house_payment": POOR_HOUSE_PAYMENTS, "pass_jump": PASS_JUMPS,
                "settlement": SETTLEMENTS, "forced_sale": FORCED_SALES, "start": STARTS}
MAX_WAGES_TO_END = 10_000  # Rule 19's wage payments: far beyond a classroom game (about 50 rounds)


@dataclass(frozen=True)
class Switches1906(Switches):
    """Which of the 1906 rules' optional rules are on, and which reading of their ambiguous text is used.

    Each field names the rule and the ruling (R-nn in docs/rulings.md) it belongs to. ``beginner``
    (To Beginners: the four average hands plus $75 instead of Rule 1's deal) and ``max_rounds`` (Rule 19:
    play on for a set number of rounds) are common switches (:class:`~landlord_edu.options.CommonSwitches`).
    """

    # every format 2 saved game lists these, in this order (the common switches among them)
    SAVED_ORDER = ("advanced", "beginner", "luxury", "official_pass", "trust", "pass_jump", "jail_exit",
                   "speculation_doubles", "poor_house_payment", "settlement", "forced_sale", "start",
                   "max_rounds", "wages_to_end", "random_streams")
    SAVED_WHEN_DEFAULT = True
    # games saved before these readings were switches were played under the engine's earlier readings
    SAVED_BEFORE = MappingProxyType({"settlement": "foreclose", "forced_sale": "auction", "start": "deal"})

    advanced: bool = False
    """Rules for advanced and scientific players: tax levels, section doubling, three houses a lot."""
    luxury: bool = True
    """Rule 13 Luxury space in play (the OCR copy's rule; a player may decline and move backward)."""
    official_pass: bool = True
    """Rule 17: a double gives the official pass over the nine spaces between the next two corners."""
    trust: bool = True
    """Rule 9 Trust: two players holding every railroad may pool them."""
    pass_jump: str = "one_step"
    """R-07: the official pass's jump to the second corner counts as one step, or as none."""
    jail_exit: str = "from_shelter"
    """R-04: count a move out of Jail from Shelter (land on 10 + throw), or count Shelter as step one.
    The 1939 rules read the same switch (R39-12): it is declared in their switch class too."""
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
    beginner: bool = False
    """A common switch (:class:`~landlord_edu.options.CommonSwitches`), read here to refuse it with ``start``."""
    wages_to_end: int | None = None
    """Rule 19: how many wage payments to one player end the game; None uses the edition's number."""

    def check_switches(self) -> None:
        for name, allowed in CHOICES_1906.items():
            check_choice(self, name, allowed)
        check_stop(self, "wages_to_end", MAX_WAGES_TO_END)
        if self.beginner and self.start == "single_tax":
            raise DataError("options", "start", "a game started under the Single Tax sells no Title Deeds, but the "
                                                "beginners' average hands are bought Title Deeds: use one or the other")


def switches(options: Options) -> Switches1906:
    """The 1906 switches a game is played with, as their typed object."""
    return options.of(Switches1906)
