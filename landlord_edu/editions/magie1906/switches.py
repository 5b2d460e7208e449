"""The 1906 rules' switches: their optional rules and the readings of their ambiguous text (docs/rulings.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...options import Switches, check_choice, check_stop

if TYPE_CHECKING:
    from ...options import Options

JAIL_EXITS = ("from_shelter", "shelter_is_first_step")
SPEC_DOUBLES = ("double_first", "total_first")
POOR_HOUSE_PAYMENTS = ("all_cash", "nothing")
PASS_JUMPS = ("one_step", "no_step")
CHOICES_1906 = {"jail_exit": JAIL_EXITS, "speculation_doubles": SPEC_DOUBLES,
                "poor_house_payment": POOR_HOUSE_PAYMENTS, "pass_jump": PASS_JUMPS}
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
                   "speculation_doubles", "poor_house_payment", "max_rounds", "wages_to_end")
    SAVED_WHEN_DEFAULT = True

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
    wages_to_end: int | None = None
    """Rule 19: how many wage payments to one player end the game; None uses the edition's number."""

    def check_switches(self) -> None:
        for name, allowed in CHOICES_1906.items():
            check_choice(self, name, allowed)
        check_stop(self, "wages_to_end", MAX_WAGES_TO_END)


def switches(options: Options) -> Switches1906:
    """The 1906 switches a game is played with, as their typed object."""
    return options.of(Switches1906)
