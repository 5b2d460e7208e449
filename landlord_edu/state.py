"""The mutable state of a game: players, holdings, the two public piles and rule state.

The state holds only plain data (ints, strings, lists), so it round-trips through JSON.
Holdings are kept per space: ``owner[i]`` is the seat of the card holder (``PACK`` when
the card is in the pack), ``houses[i]`` the number of houses and ``house_owner[i]``
whose they are (under the Single Tax a house may stand on another player's lot).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from .rulesets import state_parts

PACK = -1            # card in the pack / nobody
TREASURY_SEAT = -1   # money to or from the first public account (the PUBLIC TREASURY; RuleSet.accounts names it)
MISC_SEAT = -2       # money to or from the second (MISCELLANEOUS, or the edition's bank)
OWN_SEAT = -3        # the first account a rule set keeps of its own, if any (RuleSet.own_accounts)

ON_TRACK = "track"
IN_JAIL = "jail"
IN_POOR_HOUSE = "poor_house"
ON_NATURAL = "natural_opportunity"
ON_ISLAND = "island"          # off the track on an island (a card may send a player there)


class EditionState(Protocol):
    """A rule set's own part of the state (``State.extra``): plain data saved under the key it names."""

    KEY: ClassVar[str]  # the key of the saved state that holds it (unique among the rule sets)

    def to_dict(self) -> dict[str, Any]: ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> EditionState: ...


@dataclass
class Loan:
    """Rule 16 as the engine models it (rulings R-11): a loan secured on a card or on wages.

    ``due`` is the amount (principal plus interest) the borrower repays out of his next wages.
    """

    id: int
    lender: int
    borrower: int
    principal: int
    due: int
    security: int = PACK      # board index of a mortgaged card, or PACK for a loan on wages


@dataclass
class Player:
    """One player's position and possessions (cards and houses are kept in :class:`State`)."""

    name: str
    seat: int
    strategy: str
    cash: int = 0
    position: int = 0
    status: str = ON_TRACK
    natural: int = -1             # index of the Natural Opportunity he stands on
    jail_missed: int = 0
    wages_received: int = 0
    gets_wages: bool = True       # False for the Monarch of the World's landlord
    luxuries: list[str] = field(default_factory=list)
    education: int = 0
    professors: int = 0
    poor_house_visits: int = 0


@dataclass
class State:
    """Everything that changes during a game."""

    players: list[Player]
    owner: list[int]
    houses: list[int]
    house_owner: list[int]
    treasury: int = 0
    misc: int = 0                 # MISCELLANEOUS net balance; negative = money issued (rulings R-12)
    turn: int = 0                 # turns played (one player's turn each)
    round: int = 0                # full rounds completed
    current: int = 0              # seat of the player whose turn is next
    first: int = 0                # seat of the first player (Rule: first player by dice)
    single_tax: bool = False
    single_tax_turn: int = -1
    wage_level: int = 100
    public: list[int] = field(default_factory=list)      # spaces bought out by the public (Single Tax 6)
    colleges: list[int] = field(default_factory=list)    # Free College sites built (Single Tax 6(c))
    improvements: int = 0         # Single Tax Rule 6 steps taken
    trust: list[int] = field(default_factory=list)       # the two seats of a railroad Trust, if formed
    loans: list[Loan] = field(default_factory=list)
    next_loan_id: int = 0
    over: bool = False
    end_reason: str = ""
    agreed_stop: str = ""         # Rule 19 agreement: "next_double", or "this_turn" (ends at this turn's end)
    extra: EditionState | None = None  # the rule set's own part, if it keeps one (saved under its KEY)

    # left out of to_dict() while empty, so that a game's state reads as it did before Rule 19's
    # agreement (saves and recorded games stay byte for byte the same)
    OMITTED_WHEN_EMPTY: ClassVar[tuple[str, ...]] = ("agreed_stop",)

    def to_dict(self) -> dict[str, Any]:
        extra = self.extra
        data = asdict(self if extra is None else replace(self, extra=None))
        del data["extra"]
        for name in self.OMITTED_WHEN_EMPTY:
            if not data[name]:
                del data[name]
        if extra is not None:  # last, under the rule set's own key (saves stay byte for byte the same)
            data[extra.KEY] = extra.to_dict()
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        data = dict(data)
        data["players"] = [Player(**p) for p in data["players"]]
        data["loans"] = [Loan(**loan) for loan in data["loans"]]
        for key, part in state_parts().items():
            saved = data.pop(key, None)
            if saved is not None:
                data["extra"] = part.from_dict(saved)
        return cls(**data)

    if not TYPE_CHECKING:  # state.<KEY>: a rule set's part by the key it is saved under; None in another's game
        def __getattr__(self, name: str) -> Any:
            part = state_parts().get(name) if not name.startswith("__") else None
            if part is None:
                raise AttributeError(f"'State' object has no attribute {name!r}")
            extra = self.__dict__.get("extra")
            return extra if isinstance(extra, part) else None

    def seat_of(self, name: str) -> int:
        for p in self.players:
            if p.name == name:
                return p.seat
        raise KeyError(f"no player called {name!r}; players are {[p.name for p in self.players]}")
