"""The rule constants of an edition (``rules.toml``): every number of its rules, validated."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ._validate import non_negative, require
from .errors import DataError

if TYPE_CHECKING:
    from .edition import Board

@dataclass(frozen=True)
class Constants:
    """Every number of an edition's rules. Field comments name the rule."""

    min_players: int
    starting_cash: dict[int, int]          # opening text; key 0 = "more"
    cards_dealt: int                       # Rule 1
    beginner_cash: int                     # To Beginners
    beginner_hands: tuple[tuple[int, ...], ...]
    wages: int                             # Rule 3
    tax: int                               # Rule 4
    jail_fine: int                         # Rule 6
    jail_max_missed: int                   # Rule 6
    house_cost: int                        # Rule 14
    house_rent: int                        # Rule 14
    franchise_fee: int                     # Rule 9
    cinch_fee: int                         # Rule 9, Municipal Cinch
    railroad_fares: tuple[int, ...]        # Rule 9, Monopoly
    trust_fare: int                        # Rule 9, Trust
    spec_ante: int                         # Rule 8
    spec_double: int
    spec_payouts: dict[int, int]
    spec_skin: tuple[int, ...]
    spec_broker_percent: int
    luxury_price: int                      # Rule 13
    loan_interest_percent: int             # Rule 16 (engine's model)
    end_wages_times: int                   # Rule 19
    max_rounds: int
    per_card: int                          # Object of the game
    per_house: int
    adv_tax_levels: tuple[tuple[int, int], ...]
    adv_max_houses: int
    adv_section_doubling: bool
    st_step: int                           # Single Tax Rule 6
    st_buyout_order: tuple[int, ...]
    st_college_sites: tuple[int, ...]
    st_wage_rise: int
    st_education_for_professor: int        # Single Tax Rule 7
    max_players: int = 8                   # the rules name no limit; the engine's (eight tokens' colours)

    def starting_cash_for(self, players: int) -> int:
        """Opening text: $600 / $500 / $400; the 'more' entry (key 0) beyond the listed counts."""
        return self.starting_cash.get(players) or self.starting_cash[0]


def _int_keys(table: dict[str, Any], src: str, field_name: str) -> dict[int, int]:
    out: dict[int, int] = {}
    for key, value in table.items():
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise DataError(src, f"{field_name}.{key}", f"expected a whole number of dollars, found {value!r}")
        if key == "more":
            out[0] = value
        elif key.isdigit():
            out[int(key)] = value
        else:
            raise DataError(src, f"{field_name}.{key}", "keys must be whole numbers (or 'more')")
    return out


def parse_rules(data: dict[str, Any], src: str, board: Board) -> Constants:
    def sect(name: str) -> dict[str, Any]:
        return require(data, name, dict, src)

    def num(table: str, key: str) -> int:
        return non_negative(require(sect(table), key, int, src, f"{table}."), src, f"{table}.{key}")

    players = sect("players")
    cash = _int_keys(require(players, "starting_cash", dict, src, "players."), src, "players.starting_cash")
    if 0 not in cash:
        raise DataError(src, "players.starting_cash", "needs a 'more' entry for larger player counts")
    hands = []
    for i, hand in enumerate(require(sect("beginner"), "hands", list, src, "beginner.")):
        try:
            hands.append(tuple(board.index_of(name) for name in hand))
        except (KeyError, AttributeError) as exc:
            raise DataError(src, f"beginner.hands[{i}]", str(exc)) from None
    fr = sect("franchises")
    spec = sect("speculation")
    adv = sect("advanced")
    st = sect("single_tax")
    levels = tuple((int(a), int(b)) for a, b in require(adv, "tax_levels", list, src, "advanced."))
    order = tuple(require(st, "buyout_order", list, src, "single_tax."))
    for idx in order:
        if not isinstance(idx, int) or not 0 <= idx < board.size or \
                board.spaces[idx].kind not in ("railroad", "franchise"):
            raise DataError(src, "single_tax.buyout_order", f"{idx!r} is not the index of a railroad or franchise")
    sites = tuple(require(st, "college_sites", list, src, "single_tax."))
    for idx in sites:
        if not isinstance(idx, int) or not 0 <= idx < board.size or board.spaces[idx].kind != "no_trespassing":
            raise DataError(src, "single_tax.college_sites", f"{idx!r} is not the index of a no-trespassing space")
    fares = tuple(require(fr, "railroad_fares", list, src, "franchises."))
    railroads = sum(1 for s in board.spaces if s.kind == "railroad")
    if len(fares) < railroads or not all(isinstance(f, int) and f >= 0 for f in fares):
        raise DataError(src, "franchises.railroad_fares",
                        f"needs one whole-dollar fare for each of 1..{railroads} railroads held, found {fares}")
    return Constants(
        min_players=num("players", "min"), starting_cash=cash, cards_dealt=num("deal", "cards_dealt"),
        beginner_cash=num("beginner", "cash"), beginner_hands=tuple(hands),
        wages=num("wages", "amount"), tax=num("taxes", "amount"),
        jail_fine=num("jail", "fine"), jail_max_missed=num("jail", "max_missed_turns"),
        house_cost=num("houses", "cost"), house_rent=num("houses", "rent"),
        franchise_fee=num("franchises", "fee"), cinch_fee=num("franchises", "cinch_fee"),
        railroad_fares=fares, trust_fare=num("franchises", "trust_fare"),
        spec_ante=num("speculation", "ante"), spec_double=num("speculation", "double_pays"),
        spec_payouts=_int_keys(require(spec, "payouts", dict, src, "speculation."), src, "speculation.payouts"),
        spec_skin=tuple(require(spec, "skin_game", list, src, "speculation.")),
        spec_broker_percent=num("speculation", "broker_share_percent"),
        luxury_price=num("luxury", "price"), loan_interest_percent=num("loans", "interest_percent"),
        end_wages_times=num("end", "wages_times"), max_rounds=num("end", "max_rounds"),
        per_card=num("scoring", "per_card"), per_house=num("scoring", "per_house"),
        adv_tax_levels=levels, adv_max_houses=num("advanced", "max_houses_per_lot"),
        adv_section_doubling=require(adv, "section_doubling", bool, src, "advanced."),
        st_step=num("single_tax", "step"), st_buyout_order=order, st_college_sites=sites,
        st_wage_rise=num("single_tax", "wage_rise"),
        st_education_for_professor=num("single_tax", "education_for_professor"),
    )
