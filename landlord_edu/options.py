"""Rule switches: the optional rules and the readings of ambiguous text (docs/rulings.md).

Examples
--------
>>> from landlord_edu import Options
>>> Options(advanced=True).advanced
True
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any

from .errors import DataError

JAIL_EXITS = ("from_shelter", "shelter_is_first_step")
SPEC_DOUBLES = ("double_first", "total_first")
POOR_HOUSE_PAYMENTS = ("all_cash", "nothing")
PASS_JUMPS = ("one_step", "no_step")


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
    max_rounds: int | None = None
    """Rule 19: play on for a set number of rounds; None uses the edition's agreed stop."""
    wages_to_end: int | None = None
    """Rule 19: how many wage payments to one player end the game; None uses the edition's number."""

    def __post_init__(self) -> None:
        for name, allowed in (("jail_exit", JAIL_EXITS), ("speculation_doubles", SPEC_DOUBLES),
                              ("poor_house_payment", POOR_HOUSE_PAYMENTS), ("pass_jump", PASS_JUMPS)):
            if getattr(self, name) not in allowed:
                raise DataError("options", name, f"{getattr(self, name)!r} is not one of {list(allowed)}")
        for name in ("max_rounds", "wages_to_end"):
            value = getattr(self, name)
            if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
                raise DataError("options", name, f"expected a whole number of at least 1 or None, found {value!r}")

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "options") -> Options:
        known = {f.name: f for f in fields(cls)}
        for key, value in data.items():
            if key not in known:
                raise DataError(source, key, f"unknown rule switch; known switches are {sorted(known)}")
            default = known[key].default
            if isinstance(default, bool) and not isinstance(value, bool):
                raise DataError(source, key, f"expected true or false, found {value!r}")
        try:
            return cls(**data)
        except DataError as exc:
            raise DataError(source, exc.field, exc.problem) from None
