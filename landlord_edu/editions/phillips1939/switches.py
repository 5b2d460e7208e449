"""The 1939 rules' switches: the readings of their ambiguous text (docs/edition-1939.md section 4)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...decisions import shown
from ...errors import DataError
from ...options import Switches, check_choice

if TYPE_CHECKING:
    from ...options import Options

CHOICES_1939 = {
    "build": ("own_turn", "where_stopped"),                       # R39-07
    "frontier_move": ("any_turn", "emergency_only"),              # R39-13
    "frontier_escape": ("debt_lapses", "debt_stands"),            # R39-14
    "unpaid": ("debt", "forgive"),                                # R39-15
    "idle_land_limit": ("per_visit", "holding"),                  # R39-18
    "railroad_fare": ("on_stopping", "if_riding"),                # R39-20
    "fare_basis": ("per_share", "per_shareholder"),               # R39-21
    "so_what_return": ("bottom", "shuffle"),                      # R39-25
    "island": ("drawer_only", "everyone_while_face_up"),          # R39-26
    "share_tax_cards": ("all_shares", "utilities_only"),          # R39-28
    "share_tax_when": ("round_end", "on_draw"),                   # R39-28
    "later_round_tax": ("if_all_doubled", "always"),              # R39-31
    "bank": ("finite", "unlimited"),                              # R39-34
}
JAIL_EXITS = ("from_shelter", "shelter_is_first_step")            # R39-12


@dataclass(frozen=True)
class Switches1939(Switches):
    """Which reading of the 1939 rules' ambiguous text is used (R39-nn in docs/edition-1939.md).

    They also read two common switches: ``max_rounds`` (Winner: the rounds the last player completes) and
    ``max_turns`` (R39-33: an agreed stop after this many turns).
    """

    # every format 2 saved game lists these after the 1906 rules' (``jail_exit`` among those), in this order
    SAVED_ORDER = ("build", "double_house_rent", "frontier_move", "frontier_escape", "unpaid", "idle_land_limit",
                   "railroad_fare", "fare_basis", "so_what_return", "island", "site_tax_owner_pays",
                   "share_tax_cards", "share_tax_when", "later_round_tax", "bank", "count_uncashed_checks",
                   "so_what_stack", "max_turns", "jail_exit")
    SAVED_WHEN_DEFAULT = True

    jail_exit: str = "from_shelter"
    """R39-12: "from_shelter" counts the move out of Jail from the SO WHAT space beside it, or that space
    is step one ("shelter_is_first_step"); the same switch as the 1906 rules' R-04."""
    build: str = "own_turn"
    """R39-07: Houses are put up in one's turn before throwing, on any lot held ("own_turn"), or only on
    the lot one has just stopped on ("where_stopped")."""
    double_house_rent: bool = False
    """R39-09: Rule 1(c)'s doubling also doubles House rent (False: land rent only)."""
    frontier_move: str = "any_turn"
    """R39-13: a player may move to the open Frontier in any turn instead of throwing ("any_turn"), or
    only when he cannot pay ("emergency_only")."""
    frontier_escape: str = "debt_lapses"
    """R39-14: a payment a player escapes by going to the Frontier lapses, or stands as a debt."""
    unpaid: str = "debt"
    """R39-15: what a player cannot pay becomes a debt ("debt"), or is forgiven ("forgive")."""
    idle_land_limit: str = "per_visit"
    """R39-18: "to the number of five" limits the cards bought or sold in one visit, or the cards held."""
    railroad_fare: str = "on_stopping"
    """R39-20: the railroad fare is due on stopping at the depot, or only if the player rides."""
    fare_basis: str = "per_share"
    """R39-21: fares are paid for each Share another player holds, or once to each other shareholder."""
    so_what_return: str = "bottom"
    """R39-25: a drawn SO WHAT card goes to the bottom of the pack, or is shuffled back in."""
    island: str = "drawer_only"
    """R39-26: only the drawer of SO WHAT 17 may go to the Island, or everyone while it lies face up."""
    site_tax_owner_pays: bool = False
    """R39-27: under SO WHAT 18 a Deed holder on his own lot pays its land rent to the Government too."""
    share_tax_cards: str = "all_shares"
    """R39-28: the $60 under SO WHAT 18 is due on every Share card, or on utility Shares only."""
    share_tax_when: str = "round_end"
    """R39-28: the $60 is due at the end of each round while SO WHAT 18 is in force, or once on drawing it."""
    later_round_tax: str = "if_all_doubled"
    """R39-31: the $500 tax of later rounds is due only when every side's land rent is doubled, or always."""
    bank: str = "finite"
    """R39-34: the Bank holds the edition's package of money and can be broken, or never runs out."""
    count_uncashed_checks: bool = False
    """R39-33: uncashed Wage Checks count toward the winner's money at the end (False: cash only)."""
    so_what_stack: tuple[int, ...] = ()
    """Rule 9-a: SO WHAT card numbers laid on top of the shuffled pack, in order (e.g. (17, 18))."""

    def check_switches(self) -> None:
        check_choice(self, "jail_exit", JAIL_EXITS)
        for name, allowed in CHOICES_1939.items():
            check_choice(self, name, allowed)
        stack = self.so_what_stack
        if not isinstance(stack, (tuple, list)) or len(stack) > 100 or \
                not all(type(n) is int and 1 <= n <= 1000 for n in stack) or len(set(stack)) != len(stack):
            raise DataError("options", "so_what_stack", f"expected distinct SO WHAT card numbers, found "
                                                        f"{shown(stack)}")
        object.__setattr__(self, "so_what_stack", tuple(stack))


def switches(options: Options) -> Switches1939:
    """The 1939 switches a game is played with, as their typed object."""
    return options.of(Switches1939)
