"""The engine's core: money transfers, the event log and the rule queries every rule uses.

Rules themselves live in each edition's package (``landlord_edu.editions``); they are generators that read and
change an :class:`Engine` and ``yield`` a :class:`~landlord_edu.decisions.Decision`
whenever a player must choose.
"""

from __future__ import annotations

from .dice import GameRandom
from .edition import Board, Edition
from .events import Event
from .options import Options
from .rulesets import rule_set
from .state import TREASURY_SEAT, State

_Kinds = tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...], tuple[int, ...], int]
_BY_KIND: dict[int, tuple[Board, _Kinds]] = {}  # per board (keyed by id, the board kept alive with its tables)


def _spaces_by_kind(board: Board) -> _Kinds:
    """The board's railroads, franchises, lots, card spaces and speculation space (-1: none), worked out once
    per board (a board is frozen) rather than once per game."""
    held = _BY_KIND.get(id(board))
    if held is None or held[0] is not board:
        kinds = [s.kind for s in board.spaces]
        held = (board, (tuple(i for i, k in enumerate(kinds) if k == "railroad"),
                        tuple(i for i, k in enumerate(kinds) if k == "franchise"),
                        tuple(i for i, k in enumerate(kinds) if k == "lot"),
                        tuple(s.index for s in board.spaces if s.is_card),
                        next((i for i, k in enumerate(kinds) if k == "speculation"), -1)))
        if len(_BY_KIND) > 64:  # editions made on the fly (an instructor's edits): keep the cache small
            _BY_KIND.clear()
        _BY_KIND[id(board)] = held
    return held[1]


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
        # every seat's (cash, cards, houses, wealth) just before an end-of-game settlement of debts, for
        # experiments; None until a rule set that settles at the end calls before_settlement()
        self.unsettled: list[tuple[int, int, int, int]] | None = None
        self.railroads, self.franchises, self.lots, self.cards, self.speculation = _spaces_by_kind(edition.board)
        self.rules = rule_set(edition)
        self.accounts = self.rules.accounts  # the names of seats -1, -2 and -3 in the log
        self._public_payment = self.rules.public_payment  # called after each payment into the public account
        self._own = self.rules.own_accounts  # the rule set's own accounts (seats below -2), kept in its state

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

    def take_events(self, events: list[Event], seq: int) -> None:
        """Take in the log of turns a fast core played (landlord_edu.fast): its events, and the count of
        events after them (counted with the log off too)."""
        self.events.extend(events)
        self._seq = seq

    def before_settlement(self) -> None:
        """Called by a rule set just before it settles the players' debts at the end of a game: keeps
        the scores of that moment in ``unsettled`` (not logged, not saved: the log stays as it was)."""
        st = self.state
        self.unsettled = self.rules.scoreboard(self, [p.cash for p in st.players], st.owner, st.houses,
                                               st.house_owner, self.rules.score_extra(self), st.single_tax)

    # ----- money ---------------------------------------------------------------
    def balance(self, seat: int) -> int:
        if seat >= 0:
            return self.state.players[seat].cash
        own = self._own.get(seat)
        if own is not None:
            return own.balance(self.state)
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
        elif payer in self._own:
            self._own[payer].change(st, -amount)
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
        else:  # MISCELLANEOUS, or an account of the rule set's own (counted in the same column of the flows)
            if payee in self._own:
                self._own[payee].change(st, amount)
            else:
                st.misc += amount
            flow[2] += amount
        if self.record_events:
            self.emit(kind, rule, text, amount, self.name(payer), self.name(payee),
                      self.name(payer if payer >= 0 else payee), space)
        else:
            self._seq += 1
        if payee == TREASURY_SEAT and self._public_payment is not None:
            self._public_payment(self)

    def money_total(self) -> int:
        """Players' cash plus the public piles and the rule set's own accounts: constant through the game
        (MISCELLANEOUS may be negative)."""
        st = self.state
        own = sum(account.balance(st) for account in self._own.values())
        return sum(p.cash for p in st.players) + st.treasury + st.misc + own

    # ----- holdings ------------------------------------------------------------
    def cards_of(self, seat: int) -> list[int]:
        owner = self.state.owner
        return [i for i in self.cards if owner[i] == seat]

    def houses_on_board(self) -> int:
        return sum(self.state.houses)

    def mortgaged(self, space: int) -> bool:
        return any(loan.security == space for loan in self.state.loans)

    def others(self, seat: int) -> list[int]:
        """The other seats in playing order, starting with the player to the left."""
        n = len(self.state.players)
        return [(seat + k) % n for k in range(1, n)]

    # ----- what a space costs: the rule set's answer ----------------------------
    def landing_cost(self, seat: int, space: int) -> tuple[int, str]:
        """What ``seat`` must pay on stopping at ``space`` now (optional purchases excluded), and why.

        The edition's rule set answers, citing its rules.
        """
        return self.rules.landing_cost(self, seat, space)

    def land_rent(self, space: int) -> int:
        """The land rent of the lot ``space`` now, as the edition's rules reckon it."""
        return self.rules.land_rent(self, space)
