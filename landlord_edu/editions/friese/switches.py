"""Landlord!'s switches: the rules' own option to ignore the tenant texts, and readings of the text
(docs/rulings.md, R-numbers cited per switch)."""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import DataError
from ...options import Options, Switches, check_choice


@dataclass(frozen=True)
class SwitchesLL(Switches):
    """Options(ll_tenant_text=False, ...) once the rule set is registered."""

    ll_tenant_text: bool = True
    """Before you start: "you may play the first few games ignoring the text on the tenant cards"."""
    ll_flat_roof_habitable: bool = False
    """Flat roof: the text never calls it habitable (ruling R-LL05); True makes it a roof dwelling."""
    ll_relocate_own_first: bool = False
    """Examine the buildings: False, any suitable empty apartment anywhere (R-LL08); True, his own first."""
    ll_celebrity_doubling: str = "once"
    """The celebrities: "once" (others pay double whatever the number of celebrities) or "per_celebrity"."""
    ll_crime_cards: bool = True
    """NOT IN THE RULES: the project's classroom option. False: Murder, Bomb and Lunatic are never played
    (their cards are still built as apartments), for younger classes."""

    ll_site_charge: int = 0
    """NOT IN THE RULES: the project's extension for an experiment. Dollars each player pays the BANK per
    building he owns at each Collect rent (a charge on the site, whatever its height)."""
    ll_floor_tax: int = 0
    """NOT IN THE RULES: the project's extension. Dollars per floor he owns, paid with the rent (a tax on
    building up), to compare with ``ll_site_charge`` at equal revenue."""

    def check_switches(self) -> None:
        for name in ("ll_site_charge", "ll_floor_tax"):
            value = getattr(self, name)
            if type(value) is not int or not 0 <= value <= 100:
                raise DataError("options", name, f"expected a whole number of dollars from 0 to 100, found {value!r}")
        check_choice(self, "ll_celebrity_doubling", ("once", "per_celebrity"))
        for name in ("ll_tenant_text", "ll_flat_roof_habitable", "ll_relocate_own_first", "ll_crime_cards"):
            if type(getattr(self, name)) is not bool:
                raise DataError("options", name, f"expected true or false, found {getattr(self, name)!r}")


def switches(options: Options) -> SwitchesLL:
    return options.of(SwitchesLL)
