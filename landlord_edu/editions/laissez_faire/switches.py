"""Laissez-faire's own switches: the readings of its text that could go either way (docs/rulings.md, R-38).

Each switch's default is the recommended reading; the ruling (LF-nn) says why.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import DataError
from ...options import Options, Switches, check_choice

OBJECTIVES = ("net_worth", "rounds", "elimination")


@dataclass(frozen=True)
class SwitchesLF(Switches):
    """The switches of the Laissez-faire rules (Options(lf_objective="rounds", max_rounds=30)...)."""

    lf_objective: str = "net_worth"
    """Object of the Game: 1 "net_worth" (first to lf_target, recommended), 2 "rounds" (highest net worth
    after max_rounds rounds: the two hours, LF-04), 3 "elimination" (LF-03)."""
    lf_target: int = 2000
    """Objective 1's net worth (LF-03)."""
    lf_income_tax: str = "capped_10_percent"
    """Income Tax: 10% of worth, at most $200, or a flat $200 (LF-08)."""
    lf_pom_trigger: str = "passing_or_landing"
    """Does landing on Start count as passing it for the POM and utility rolls (LF-14)?"""
    lf_utility_overhead_to: str = "bank"
    """Who is paid a utility's overhead: the bank, or the Petroleum Distribution Co.'s owner (LF-12)."""
    lf_transit_landing: str = "may_stay"
    """Landing on a transportation company: may stay there free, or must move to a city (LF-20)."""
    lf_jail_exit: str = "pay_then_roll"
    """After paying out of jail: roll and move that turn, or wait for the next (LF-32)."""
    lf_house_supply: str = "finite"
    """Anti-Monopoly's 35 houses and 15 apartments, or no limit (LF-37)."""
    lf_demolition: str = "owner_pays"
    """Demolishing a house "for 1/5 what it cost to build": the owner pays the bank, or receives it (LF-25)."""
    lf_moving_houses: bool = False
    """Optional rule (untested by its author), Moving Houses: a player may move a house of his to another of
    his properties by paying the bank half the house price of the target (LF-61)."""
    lf_buying_jail: bool = False
    """Optional rule (untested by its author), Buying Jail: a player who lands on the jail space may buy a
    perpetual lease on the jail for $750 and set room and board (LF-48, LF-62)."""
    lf_zero_sum: bool = False
    """An Alternate Game, Zero-Sum Laissez-faire (not yet play-tested by its author): no banker, every deed
    drafted at the start, taxes and jail fees to the centre, which a player passing Start takes instead of
    $200, net worth in cash only (LF-43, LF-44, LF-63)."""
    lf_site_tax: int = 0
    """NOT IN THE SOURCE, an extension for the tax-incidence experiment: each time a player passes or lands on
    Start he pays the bank this percentage of his properties' mortgage values (0: off; R-38, LF-58)."""
    lf_stalemate_rounds: int = 3
    """Objective 3: rounds in which no remaining player moves or pays anything before a stalemate (LF-42)."""
    lf_contracts: str = "all"
    """Contracts between players: "all" the engine's kinds (income shares, sales of deeds, loans and mortgages,
    service pacts, lease terms, houses sold to be moved), or "income_share" only (the first part's game; LF-64)."""
    lf_loan_default: str = "forfeit"
    """A loan not repaid when due: "forfeit" (a mortgage's deed passes to the lender, the unsecured rest is
    written off) or "jail" (as a payment he cannot make, LF-36, he then goes to jail; LF-68)."""

    def check_switches(self) -> None:
        check_choice(self, "lf_objective", OBJECTIVES)
        check_choice(self, "lf_income_tax", ("capped_10_percent", "flat_200"))
        check_choice(self, "lf_pom_trigger", ("passing_or_landing", "passing_only"))
        check_choice(self, "lf_utility_overhead_to", ("bank", "pdc"))
        check_choice(self, "lf_transit_landing", ("may_stay", "must_move"))
        check_choice(self, "lf_jail_exit", ("pay_then_roll", "pay_and_wait"))
        check_choice(self, "lf_house_supply", ("finite", "unlimited"))
        check_choice(self, "lf_demolition", ("owner_pays", "owner_receives"))
        check_choice(self, "lf_contracts", ("all", "income_share"))
        check_choice(self, "lf_loan_default", ("forfeit", "jail"))
        if self.lf_zero_sum and self.lf_demolition == "owner_receives":
            raise DataError("options", "lf_demolition", "'owner_receives' cannot be played with lf_zero_sum: "
                                                        "there is no banker to pay for a demolition (LF-63)")
        for name, least, most in (("lf_target", 1, 10**7), ("lf_stalemate_rounds", 1, 100), ("lf_site_tax", 0, 100)):
            value = getattr(self, name)
            if type(value) is not int or not least <= value <= most:
                raise DataError("options", name, f"expected a whole number from {least} to {most:,}, found {value!r}")


def switches(options: Options) -> SwitchesLF:
    """The Laissez-faire switches of ``options``, typed."""
    return options.of(SwitchesLF)
