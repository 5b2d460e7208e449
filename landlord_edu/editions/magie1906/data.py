"""The rule constants of an edition (``rules.toml``): every number of its rules, validated."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..._validate import reject_unknown, require
from ...edition_checks import MAX_COUNT, MAX_DOLLARS, distinct, in_range, int_list, space_ref, whole
from ...errors import DataError

if TYPE_CHECKING:
    from ...edition import Board

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
        return self.starting_cash.get(players, self.starting_cash[0])


TABLES = {  # rules.toml: every table and key the 1906 rules read (a misspelt key is refused, not ignored)
    "players": {"min", "starting_cash"}, "deal": {"cards_dealt"}, "beginner": {"cash", "hands"},
    "wages": {"amount"}, "taxes": {"amount"}, "jail": {"fine", "max_missed_turns"}, "houses": {"cost", "rent"},
    "franchises": {"fee", "cinch_fee", "railroad_fares", "trust_fare"},
    "speculation": {"ante", "double_pays", "payouts", "skin_game", "broker_share_percent"},
    "luxury": {"price"}, "loans": {"interest_percent"}, "end": {"wages_times", "max_rounds"},
    "scoring": {"per_card", "per_house"}, "advanced": {"tax_levels", "max_houses_per_lot", "section_doubling"},
    "single_tax": {"step", "buyout_order", "college_sites", "wage_rise", "education_for_professor"},
}
MAX_PLAYERS = 8             # the engine's limit (eight tokens' colours); the rules name none
MAX_ROUNDS = 10_000         # an agreed stop beyond this is no stop: a game must end
MAX_HOUSES = 10             # the advanced rules' houses a lot (the text says three)
HOUSE_COST_SHARE = 100      # a house costs at least 1/100 of any sum paid out at once (see _check_house_cost)
DICE = range(2, 13)


def parse_rules(data: dict[str, Any], src: str, board: Board) -> Constants:
    """The :class:`Constants` of a 1906-rules ``rules.toml``, every number in its range."""
    reject_unknown(data, set(TABLES), src)
    for table, keys in TABLES.items():
        reject_unknown(require(data, table, dict, src), keys, src, f"{table}.")

    def num(table: str, key: str, low: int = 0, high: int = MAX_DOLLARS) -> int:
        return whole(data[table], key, src, f"{table}.", low, high)

    low = num("players", "min", 2, MAX_PLAYERS)
    cards = sum(s.is_card for s in board.spaces)
    spec, st = data["speculation"], data["single_tax"]
    payouts = _int_keys(require(spec, "payouts", dict, src, "speculation."), src, "speculation.payouts", DICE)
    skin = tuple(int_list(spec, "skin_game", src, "speculation.", 2, 12))
    distinct(skin, src, "speculation.skin_game", "total")
    both = sorted(set(skin) & set(payouts))
    if both:
        raise DataError(src, "speculation.skin_game", f"{both[0]} is also in speculation.payouts; a total is either "
                                                      f"a skin game or a win (Rule 8)")
    constants = Constants(
        min_players=low, starting_cash=_starting_cash(data, src, low), cards_dealt=num("deal", "cards_dealt", 0, cards),
        beginner_cash=num("beginner", "cash"), beginner_hands=_hands(data, src, board, low),
        wages=num("wages", "amount"), tax=num("taxes", "amount"),
        jail_fine=num("jail", "fine"), jail_max_missed=num("jail", "max_missed_turns", 0, MAX_COUNT),
        house_cost=num("houses", "cost", 1), house_rent=num("houses", "rent"),
        franchise_fee=num("franchises", "fee"), cinch_fee=num("franchises", "cinch_fee"),
        railroad_fares=_fares(data, src, board), trust_fare=num("franchises", "trust_fare"),
        spec_ante=num("speculation", "ante"), spec_double=num("speculation", "double_pays"),
        spec_payouts=payouts, spec_skin=skin, spec_broker_percent=num("speculation", "broker_share_percent", 0, 100),
        luxury_price=num("luxury", "price"), loan_interest_percent=num("loans", "interest_percent", 0, 100),
        end_wages_times=num("end", "wages_times", 1, MAX_COUNT), max_rounds=num("end", "max_rounds", 1, MAX_ROUNDS),
        per_card=num("scoring", "per_card"), per_house=num("scoring", "per_house"),
        adv_tax_levels=_tax_levels(data, src), adv_max_houses=num("advanced", "max_houses_per_lot", 1, MAX_HOUSES),
        adv_section_doubling=require(data["advanced"], "section_doubling", bool, src, "advanced."),
        st_step=num("single_tax", "step", 1),
        st_buyout_order=_spaces(st, "buyout_order", src, board, ("railroad", "franchise"), "a railroad or franchise"),
        st_college_sites=_spaces(st, "college_sites", src, board, ("no_trespassing",), "a no-trespassing space"),
        st_wage_rise=num("single_tax", "wage_rise"),
        st_education_for_professor=num("single_tax", "education_for_professor", 1, MAX_COUNT),
    )
    _check_house_cost(constants, src)
    return constants


def _int_keys(table: dict[str, Any], src: str, field: str, keys: range) -> dict[int, int]:
    """A table keyed by whole numbers in ``keys`` (or 'more', stored as 0) of sums of money."""
    out: dict[int, int] = {}
    for key, value in table.items():
        if key == "more":
            out[0] = in_range(value, src, f"{field}.{key}")
        elif key.isdecimal() and key.isascii() and int(key) in keys:
            out[int(key)] = in_range(value, src, f"{field}.{key}")
        else:
            raise DataError(src, f"{field}.{key}", f"keys must be whole numbers from {keys.start} to "
                                                    f"{keys.stop - 1}{' (or more)' if field.endswith('cash') else ''}")
    return out


def _starting_cash(data: dict[str, Any], src: str, low: int) -> dict[int, int]:
    cash = _int_keys(require(data["players"], "starting_cash", dict, src, "players."), src, "players.starting_cash",
                     range(low, MAX_PLAYERS + 1))
    if 0 not in cash:
        raise DataError(src, "players.starting_cash", "needs a 'more' entry for larger player counts")
    return cash


def _hands(data: dict[str, Any], src: str, board: Board, low: int) -> tuple[tuple[int, ...], ...]:
    """To Beginners: hands of cards named as on the board, no card in two hands, a hand for each of
    at least ``players.min`` players (else beginner=True could never be played)."""
    hands: list[tuple[int, ...]] = []
    dealt: dict[int, int] = {}
    listed = require(data["beginner"], "hands", list, src, "beginner.")
    for i, hand in enumerate(listed):
        if not isinstance(hand, list) or not hand:
            raise DataError(src, f"beginner.hands[{i}]", f"expected a list of space names, found {hand!r}")
        out = []
        for k, name in enumerate(hand):
            field = f"beginner.hands[{i}][{k}]"
            index = board.by_name.get(name.casefold(), -1) if isinstance(name, str) else -1
            if index < 0 or not board.spaces[index].is_card:
                raise DataError(src, field, f"{name!r} is not a card of this board (a lot, railroad, franchise or "
                                            f"Speculation, named as on the board)")
            if index in dealt:
                raise DataError(src, field, f"{name!r} is already in hand {dealt[index]}")
            dealt[index] = i
            out.append(index)
        hands.append(tuple(out))
    if len(hands) < low:
        raise DataError(src, "beginner.hands", f"{len(hands)} hands for at least {low} players (players.min)")
    return tuple(hands)


def _fares(data: dict[str, Any], src: str, board: Board) -> tuple[int, ...]:
    fares = tuple(int_list(data["franchises"], "railroad_fares", src, "franchises."))
    railroads = sum(1 for s in board.spaces if s.kind == "railroad")
    if len(fares) != railroads:
        raise DataError(src, "franchises.railroad_fares", f"needs one whole-dollar fare for each of 1..{railroads} "
                                                          f"railroads held (Rule 9), found {len(fares)}")
    return fares


def _tax_levels(data: dict[str, Any], src: str) -> tuple[tuple[int, int], ...]:
    """Advanced rules: [houses on the board, tax] pairs, the house counts rising."""
    levels: list[tuple[int, int]] = []
    for i, pair in enumerate(require(data["advanced"], "tax_levels", list, src, "advanced.")):
        field = f"advanced.tax_levels[{i}]"
        if not isinstance(pair, list) or len(pair) != 2:
            raise DataError(src, field, f"expected a pair [houses on the board, tax], found {pair!r}")
        houses, tax = in_range(pair[0], src, field, 1, MAX_COUNT * 10), in_range(pair[1], src, field)
        if levels and houses <= levels[-1][0]:
            raise DataError(src, field, f"list the levels by rising house counts; {houses} follows {levels[-1][0]}")
        levels.append((houses, tax))
    return tuple(levels)


def _spaces(table: dict[str, Any], key: str, src: str, board: Board, kinds: tuple[str, ...],
            what: str) -> tuple[int, ...]:
    field = f"single_tax.{key}"
    out = tuple(space_ref(v, board, src, f"{field}[{k}]", kinds, what)
                for k, v in enumerate(require(table, key, list, src, "single_tax.")))
    distinct(out, src, field, "space")
    return out


def _check_house_cost(c: Constants, src: str) -> None:
    """A bot builds a house for every ``house_cost`` it can spare, one event each, and the ordinary rules
    set no limit (Rule 14): a house far cheaper than the sums the game pays out makes turns of
    thousands of events. So a house costs at least 1/100 of any sum paid to a player at once."""
    paid = {"players.starting_cash": max(c.starting_cash.values()), "beginner.cash": c.beginner_cash,
            "wages.amount": c.wages, "speculation.double_pays": c.spec_double,
            "speculation.payouts": max(c.spec_payouts.values(), default=0), "single_tax.wage_rise": c.st_wage_rise}
    field, most = max(paid.items(), key=lambda kv: kv[1])
    if most > largest_payment(c):
        raise DataError(src, "houses.cost", f"${c.house_cost} is less than 1/{HOUSE_COST_SHARE} of {field} "
                                            f"(${most:,}); raise the cost of a house or lower {field}")


def largest_payment(c: Constants) -> int:
    """The largest sum the game may pay a player at once, for the decks and the board to check theirs."""
    return c.house_cost * HOUSE_COST_SHARE
