"""The engine's core: money transfers, the event log and the rule queries every rule uses.

Rules themselves live in :mod:`landlord_edu.editions.magie1906`; they are generators that read and
change an :class:`Engine` and ``yield`` a :class:`~landlord_edu.decisions.Decision`
whenever a player must choose.
"""

from __future__ import annotations

from .dice import GameRandom
from .edition import Edition
from .events import Event
from .options import Options
from .rulesets import rule_set
from .state import BLUEBLOOD_SEAT, PACK, TREASURY_SEAT, State


class Engine:
    """Holds the edition, the switches, the state, the random streams and the log."""

    def __init__(self, edition: Edition, options: Options, state: State, rng: GameRandom,
                 record_events: bool = True) -> None:
        self.edition = edition
        self.board = edition.board
        self.c = edition.constants
        self.options = options
        self.state = state
        self.rng = rng
        self.record_events = record_events
        self.events: list[Event] = []
        self._seq = 0
        self._cites: dict[str, str] = {}
        # dollars moved by kind of payment, to [players, PUBLIC TREASURY, MISCELLANEOUS]: kept even
        # with the log off, so experiments can report rent collected privately and publicly
        self.flows: dict[str, list[int]] = {}
        kinds = [s.kind for s in self.board.spaces]
        self.railroads = tuple(i for i, k in enumerate(kinds) if k == "railroad")
        self.franchises = tuple(i for i, k in enumerate(kinds) if k == "franchise")
        self.lots = tuple(i for i, k in enumerate(kinds) if k == "lot")
        self.cards = tuple(s.index for s in self.board.spaces if s.is_card)
        self.speculation = next((i for i, k in enumerate(kinds) if k == "speculation"), -1)
        self.accounts = rule_set(edition).accounts  # the names of seats -1, -2 and -3 in the log

    # ----- names and citations -------------------------------------------------
    def name(self, seat: int) -> str:
        if seat >= 0:
            return self.state.players[seat].name
        return self.accounts[-1 - seat]

    def emit(self, kind: str, rule: str, text: str, amount: int = 0, payer: str = "", payee: str = "",
             player: str = "", space: int = -1) -> None:
        """Append one event; ``rule`` is e.g. ``"Rule 7"``, cited with the edition."""
        if self.record_events:
            cite = self._cites.get(rule)
            if cite is None:
                cite = self._cites[rule] = f"{self.edition.id} {rule}"
            self.events.append(Event(self._seq, self.state.turn, kind, cite, f"{text} ({rule})", amount, payer,
                                     payee, player, space))
        self._seq += 1

    # ----- money ---------------------------------------------------------------
    def balance(self, seat: int) -> int:
        if seat >= 0:
            return self.state.players[seat].cash
        if seat == BLUEBLOOD_SEAT and self.state.phillips is not None:
            return self.state.phillips.blueblood
        return self.state.treasury if seat == TREASURY_SEAT else self.state.misc

    def transfer(self, payer: int, payee: int, amount: int, kind: str, rule: str, text: str,
                 space: int = -1) -> None:
        """Move ``amount`` dollars. A player never goes below zero: callers raise funds first."""
        if amount <= 0 or payer == payee:
            return
        st = self.state
        if payer >= 0:
            p = st.players[payer]
            if p.cash < amount:  # a rule bug, not a player's mistake
                raise AssertionError(f"{p.name} cannot pay ${amount} with ${p.cash}")
            p.cash -= amount
        elif payer == TREASURY_SEAT:
            st.treasury -= amount
        elif payer == BLUEBLOOD_SEAT and st.phillips is not None:
            st.phillips.blueblood -= amount
        else:
            st.misc -= amount
        flow = self.flows.get(kind)
        if flow is None:
            flow = self.flows[kind] = [0, 0, 0]
        if payee >= 0:
            st.players[payee].cash += amount
            flow[0] += amount
        elif payee == TREASURY_SEAT:
            st.treasury += amount
            flow[1] += amount
        elif payee == BLUEBLOOD_SEAT and st.phillips is not None:  # 1939: out of play, counted as MISC's slot
            st.phillips.blueblood += amount
            flow[2] += amount
        else:
            st.misc += amount
            flow[2] += amount
        if self.record_events:
            self.emit(kind, rule, text, amount, self.name(payer), self.name(payee),
                      self.name(payer if payer >= 0 else payee), space)
        else:
            self._seq += 1
        if payee == TREASURY_SEAT and st.single_tax and st.treasury >= self.c.st_step:
            from .editions.magie1906.single_tax import public_improvements
            public_improvements(self)

    def money_total(self) -> int:
        """Players' cash plus the public piles: constant through the game (MISCELLANEOUS may be negative)."""
        st = self.state
        foreign = st.phillips.blueblood if st.phillips is not None else 0
        return sum(p.cash for p in st.players) + st.treasury + st.misc + foreign

    # ----- holdings ------------------------------------------------------------
    def cards_of(self, seat: int) -> list[int]:
        owner = self.state.owner
        return [i for i in self.cards if owner[i] == seat]

    def houses_on_board(self) -> int:
        return sum(self.state.houses)

    def max_houses(self) -> int | None:
        """Advanced rules: three a lot. The ordinary rules set no limit (Rule 14)."""
        return self.c.adv_max_houses if self.options.advanced else None

    def mortgaged(self, space: int) -> bool:
        return any(loan.security == space for loan in self.state.loans)

    def others(self, seat: int) -> list[int]:
        """The other seats in playing order, starting with the player to the left."""
        n = len(self.state.players)
        return [(seat + k) % n for k in range(1, n)]

    # ----- what a space costs ---------------------------------------------------
    def tax_amount(self) -> int:
        """Rule 4, raised by the advanced rules' tax table; nothing under Single Tax Rule 1."""
        if self.state.single_tax:
            return 0
        tax = self.c.tax
        if self.options.advanced:
            houses = self.houses_on_board()
            for threshold, level in self.c.adv_tax_levels:
                if houses >= threshold:
                    tax = level
        return tax

    def section_level(self, space: int) -> int:
        """Advanced rules: the fewest houses on any lot of this lot's section (0..3)."""
        if not (self.options.advanced and self.c.adv_section_doubling):
            return 0
        houses = self.state.houses
        return min(3, min(houses[i] for i in self.board.sections[self.board.spaces[space].section]))

    def land_rent(self, space: int) -> int:
        """Rule 7 land rent, doubled per the advanced rules' land-rent table."""
        return self.board.spaces[space].rent << self.section_level(space)

    def house_rent(self, space: int) -> int:
        """Rule 14: $10 a house, in addition to the land rent."""
        return self.state.houses[space] * self.c.house_rent

    def trust_active(self) -> bool:
        st = self.state
        return bool(st.trust) and all(st.owner[r] in st.trust for r in self.railroads)

    def franchise_charge(self, space: int, lander: int) -> tuple[int, str]:
        """Rule 9: what the holder of a franchise or railroad charges ``lander``, and why."""
        st = self.state
        holder = st.owner[space]
        if space in st.public:
            return 0, "free: owned by the public (Single Tax Rule 3)"
        if holder == PACK:
            return self.c.franchise_fee, "unowned: the fee goes to the PUBLIC TREASURY (Rule 9)"
        if holder == lander:
            return 0, "the player's own (Rule 9)"
        if self.board.spaces[space].kind == "franchise":
            if all(st.owner[f] == holder for f in self.franchises) and len(self.franchises) > 1:
                return self.c.cinch_fee, "Municipal Cinch: one owner holds both franchises (Rule 9)"
            return self.c.franchise_fee, "franchise rate (Rule 9)"
        if self.options.trust and self.trust_active():
            if lander in st.trust:
                return 0, "the Trust's members ride free on their pooled lines (Rule 9)"
            return self.c.trust_fare, "Trust fare (Rule 9)"
        held = sum(1 for r in self.railroads if st.owner[r] == holder and r not in st.public)
        fare = self.c.railroad_fares[held - 1]
        why = f"Monopoly: one owner holds {held} railroads (Rule 9)" if held > 1 else "railroad fare (Rule 9)"
        return fare, why

    def lot_cost(self, seat: int, space: int) -> tuple[int, str]:
        """Rule 7 and Rule 14 (or Single Tax Rules 2 and 4) for a lot."""
        st = self.state
        if st.single_tax:
            rent = self.land_rent(space)
            extra = self.house_rent(space) if st.house_owner[space] not in (seat, PACK) else 0
            return rent + extra, "land rent to the PUBLIC TREASURY (Single Tax Rules 2, 4)" + \
                (" plus house rent to the house owner" if extra else "")
        owner = st.owner[space]
        if owner == seat:
            return 0, "the player's own lot (Rule 7)"
        rent = self.land_rent(space) + self.house_rent(space)
        why = "land rent" + (" plus $10 a house (Rule 14)" if st.houses[space] else "")
        level = self.section_level(space)
        if level:
            why += f", doubled {level} time{'s' * (level > 1)} for the improved section (advanced rules)"
        to = "to the PUBLIC TREASURY if nobody buys it" if owner == PACK else f"to {self.name(owner)}"
        return rent, f"{why} {to} (Rule 7)"

    def landing_cost(self, seat: int, space: int) -> tuple[int, str]:
        """What ``seat`` must pay on stopping at ``space`` now (optional purchases excluded), and why."""
        s = self.board.spaces[space]
        st = self.state
        if s.kind == "lot":
            return self.lot_cost(seat, space)
        if s.kind == "tax":
            tax = self.tax_amount()
            return tax, ("no taxes on necessities (Single Tax Rule 1)" if st.single_tax else "tax (Rule 4)")
        if s.kind in ("railroad", "franchise"):
            return self.franchise_charge(space, seat)
        if s.kind == "speculation":
            return self.c.spec_ante, "the ante, if he plays (Rule 8)"
        if s.kind == "no_trespassing":
            if space in st.colleges:
                return 0, "a Free College: he takes an Education card (Single Tax Rule 7)"
            return 0, "trespassing: he goes to JAIL (Rule 5)"
        if s.kind == "central_park":
            return 0, "free: maintained by public funds (Rule 10)"
        if s.kind == "chance":
            return 0, "draw a Chance card (Rule 11)"
        if s.kind == "luxury":
            return 0, f"${self.c.luxury_price} if he buys the luxury, else he moves backward (Rule 13)"
        return 0, "wages on reaching or passing (Rule 3)"
