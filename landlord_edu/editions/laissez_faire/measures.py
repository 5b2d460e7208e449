"""Laissez-faire's measures: each night's rent counted as it is paid, and a finished game's experiment columns
(``RuleSet.columns``; docs/experiments.md, "own columns"; readings LF-85..LF-87 of R-38)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .state import ELIMINATED, part
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine

# shown by the experiment command; COLUMNS is what columns() fills, in its order
MEASURES = ("mean_rent", "markup", "markup_one_owner", "markup_shared", "hhi", "bench_nights", "jail_nights")
COLUMNS = ("mean_rent", "markup", "markup_ratio", "markup_one_owner", "markup_shared", "nights_one_owner", "hhi",
           "nights_players", "nights_bank", "rent_players", "rent_bank", "bench_nights", "jail_nights", "rides",
           "stays", "eliminated", "final_pom", "objective", "contracts", "defaults")


def city_hhi(g: Engine, space: int) -> int:
    """The Herfindahl index, in ten-thousandths, of who holds the properties of ``space``'s city, the bank
    counting as one holder (its posted price competes for the lodger like an owner's quote; LF-86)."""
    city = g.c.cities[g.c.city[space]]
    holders: dict[int, int] = {}
    for i in city:
        holders[g.state.owner[i]] = holders.get(g.state.owner[i], 0) + 1
    return sum(n * n for n in holders.values()) * 10000 // (len(city) ** 2)


def one_owner(g: Engine, space: int, owner: int) -> bool:
    """Does ``owner`` hold every property of ``space``'s city (a city monopoly; LF-86)?"""
    return all(g.state.owner[i] == owner for i in g.c.cities[g.c.city[space]])


def count_night(g: Engine, space: int, owner: int, rent: int, overhead: int) -> None:
    """One night paid to a player owner: its rent and the overhead he paid for it (LF-85), split by whether he
    holds the whole city, and the city's concentration then."""
    lf = part(g.state)
    lf.nights, lf.rent_paid, lf.overhead_paid = lf.nights + 1, lf.rent_paid + rent, lf.overhead_paid + overhead
    lf.hhi_sum += city_hhi(g, space)
    if one_owner(g, space, owner):
        lf.nights_one, lf.margin_one = lf.nights_one + 1, lf.margin_one + rent - overhead


def _per(total: int, count: int) -> float | None:
    return total / count if count else None


def columns(g: Engine) -> dict[str, Any]:
    """A finished game's experiment columns (docs/experiments.md); a mean over no nights is None."""
    lf, st = part(g.state), g.state
    margin = lf.rent_paid - lf.overhead_paid
    shared = lf.nights - lf.nights_one
    return {
        "mean_rent": _per(lf.rent_paid, lf.nights), "markup": _per(margin, lf.nights),
        "markup_ratio": _per(margin, lf.overhead_paid), "markup_one_owner": _per(lf.margin_one, lf.nights_one),
        "markup_shared": _per(margin - lf.margin_one, shared), "nights_one_owner": lf.nights_one,
        "hhi": _per(lf.hhi_sum, lf.nights * 10000), "nights_players": lf.nights, "nights_bank": lf.bank_nights,
        "rent_players": lf.rent_paid, "rent_bank": lf.bank_rent, "bench_nights": lf.bench,
        "jail_nights": lf.jail_nights, "rides": lf.rides, "stays": lf.stays,
        "eliminated": sum(p.status == ELIMINATED for p in st.players), "final_pom": lf.pom / 10,
        "objective": switches(g.options).lf_objective, "contracts": lf.deals, "defaults": lf.defaults}

