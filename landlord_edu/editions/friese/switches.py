"""Landlord!'s switches: the rules' own option to ignore the tenant texts, its Variants, and readings of the text
(docs/rulings.md, R-numbers cited per switch)."""

from __future__ import annotations

from dataclasses import dataclass

from ...errors import DataError
from ...options import Options, Switches, check_choice

LIMIT = {"ll_end_rounds": 10_000, "ll_end_money": 1_000_000}


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

    # The rule sheet's Variants, each off by default (R-LL66..R-LL70).
    ll_end_rounds: int = 0
    """Variants: "Change the end game to a specified number of rounds": 0 keeps Ending the Game; n ends the game
    after n rounds, the discard pile shuffled into a new draw pile whenever the draw pile runs out (R-LL66)."""
    ll_end_money: int = 0
    """Variants: "... or amount of money earned": 0 off; n ends the game at the end of the round in which a
    player holds n dollars or more, the piles reshuffled as for ``ll_end_rounds`` (R-LL66)."""
    ll_all_respond: bool = False
    """Variants: "Allow all players to respond to cards played against a player": the others may answer
    (Police, Broker, Lunatic) in turn clockwise from the victim (R-LL67)."""
    ll_trade_any: bool = False
    """Variants: "Allow players to buy or trade any card on their turn": an offer for any card by name, for
    dollars or a card in exchange (R-LL68)."""
    ll_dollars_x100: bool = False
    """Variants: "You may multiply all dollar amounts by 100": a display switch (the final table shows money
    x100); it changes no play, since every amount and every comparison scales alike (R-LL69)."""

    ll_site_charge: int = 0
    """NOT IN THE RULES: the project's extension for an experiment. Dollars each player pays the BANK per
    building he owns at each Collect rent (a charge on the site, whatever its height)."""
    ll_floor_tax: int = 0
    """NOT IN THE RULES: the project's extension. Dollars per floor he owns, paid with the rent (a tax on
    building up), to compare with ``ll_site_charge`` at equal revenue."""

    def check_switches(self) -> None:
        for name in ("ll_end_rounds", "ll_end_money"):
            value = getattr(self, name)
            if type(value) is not int or not 0 <= value <= LIMIT[name]:
                raise DataError("options", name, f"expected a whole number from 0 (off) to {LIMIT[name]:,}, "
                                                 f"found {value!r}")
        for name in ("ll_site_charge", "ll_floor_tax"):
            value = getattr(self, name)
            if type(value) is not int or not 0 <= value <= 100:
                raise DataError("options", name, f"expected a whole number of dollars from 0 to 100, found {value!r}")
        check_choice(self, "ll_celebrity_doubling", ("once", "per_celebrity"))
        for name in ("ll_tenant_text", "ll_flat_roof_habitable", "ll_relocate_own_first", "ll_crime_cards",
                     "ll_all_respond", "ll_trade_any", "ll_dollars_x100"):
            if type(getattr(self, name)) is not bool:
                raise DataError("options", name, f"expected true or false, found {getattr(self, name)!r}")


def switches(options: Options) -> SwitchesLL:
    return options.of(SwitchesLL)
