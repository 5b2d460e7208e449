# cython: language_level=3, boundscheck=False, wraparound=False
"""The 1939 rules' fast core: the reference rules (turn.py, spaces.py, money.py, so_what.py, idle_land.py,
rounds.py) and the shipped bots' answers (bots.py, advice.py, landlord_edu/bots) on flat C state, for games
whose seats are all shipped bots. Function for function a transcription of the reference: each function names
the one it follows; events are made (and their text formatted) only when the log is kept."""

from libc.string cimport memcmp, memcpy

from landlord_edu.events import Event
from landlord_edu.fast import FastRun

_new_tuple = tuple.__new__

include "_fast_board.pxi"
include "_fast_draws.pxi"

cdef enum:
    GOV = -1
    BANK = -2
    BLUEBLOOD = -3
    PACK = -1
    S_TRACK = 0
    S_JAIL = 1
    S_ISLAND = 2
    B_LANDLORD = 0
    B_CAUTIOUS = 1
    B_CARELESS = 2

STATUS_CODES = {"track": S_TRACK, "jail": S_JAIL, "island": S_ISLAND}
STATUS_NAMES = ("track", "jail", "island")
BOT_KINDS = {"landlord": B_LANDLORD, "builder": B_LANDLORD, "bargain_hunter": B_LANDLORD, "cautious": B_CAUTIOUS,
             "cautious_0.1": B_CAUTIOUS, "careless": B_CARELESS, "random": B_CARELESS}
ACCOUNTS = ("GOVERNMENT", "BANK", "LORD BLUEBLOOD")
YES_NO = (True, False)


class TurnOver(Exception):
    """turn_over.TurnOver: the turn ends at once."""


cdef class Run:
    """One game played on from a position between turns."""
    cdef Board39 b
    cdef int n, first, current
    cdef long long turn, round
    cdef long long cash[MAXP]
    cdef int pos[MAXP]
    cdef int status[MAXP]
    cdef long long wages_received[MAXP]
    cdef int owner[MAXS]
    cdef int houses[MAXS]
    cdef int house_owner[MAXS]
    cdef int row_owner[MAXS]
    cdef int row_houses[MAXS]
    cdef int row_house_owner[MAXS]
    cdef long long treasury, misc, blueblood, houses_left
    cdef bint over, frontier_closed, bank_broken
    cdef int frontier_owner
    cdef str end_reason
    cdef int share_owner[MAXSH]
    cdef long long h_rounds[MAXP]
    cdef long long spare[MAXP]
    cdef int count_from[MAXP]
    cdef list checks, idle_land, bought_now, debts, idle_pile, so_what_pile, face_up, so_what_stack
    # switches
    cdef bint build_own_turn, frontier_any_turn, escape_lapses, forgive, idle_holding, fare_on_stopping
    cdef bint per_share, return_shuffle, island_everyone, owner_pays, utilities_only, tax_on_draw
    cdef bint later_always, bank_finite, count_checks, double_house_rent, jail_from_shelter
    cdef long long max_rounds, max_turns
    # bots
    cdef int bot[MAXP]
    cdef long long reserve[MAXP]
    # the record
    cdef bint log
    cdef long long seq
    cdef list events, answers, names
    cdef dict flows, cites
    cdef Draws draws

    # ----- the log and money (engine.py) ----------------------------------------------------------
    cdef str name(self, int seat):
        return self.names[seat] if seat >= 0 else ACCOUNTS[-1 - seat]

    cdef int emit(self, str kind, str rule, str text, long long amount=0, str player="", int space=-1) except -1:
        if self.log:
            self.event(kind, rule, text, amount, "", "", player, space)
        self.seq += 1
        return 0

    cdef int event(self, str kind, str rule, str text, long long amount, str payer, str payee, str player,
                   int space) except -1:
        cite = self.cites.get(rule)
        if cite is None:
            cite = self.cites[rule] = f"{self.b.id} {rule}"
        # Event is a NamedTuple: made as the tuple it is, without its Python-level __new__
        self.events.append(_new_tuple(Event, (self.seq, self.turn, kind, cite, f"{text} ({rule})", amount, payer,
                                              payee, player, space)))
        return 0

    cdef int transfer(self, int payer, int payee, long long amount, str kind, str rule, str text,
                      int space=-1) except -1:
        if amount <= 0 or payer == payee:
            return 0
        if payer >= 0:
            if self.cash[payer] < amount:
                raise AssertionError(f"{self.names[payer]} cannot pay ${amount} with ${self.cash[payer]}")
            self.cash[payer] -= amount
        elif payer == GOV:
            self.treasury -= amount
        elif payer == BLUEBLOOD:
            self.blueblood -= amount
        else:
            self.misc -= amount
        flow = self.flows.get(kind)
        if flow is None:
            flow = self.flows[kind] = [0, 0, 0]
        if payee >= 0:
            self.cash[payee] += amount
            flow[0] += amount
        elif payee == GOV:
            self.treasury += amount
            flow[1] += amount
        else:
            if payee == BLUEBLOOD:
                self.blueblood += amount
            else:
                self.misc += amount
            flow[2] += amount
        if self.log:
            self.event(kind, rule, text, amount, self.name(payer), self.name(payee),
                       self.name(payer if payer >= 0 else payee), space)
        self.seq += 1
        return 0

    # ----- holdings.py ---------------------------------------------------------------------------
    cdef long long section_houses(self, int sec):
        cdef int k, start = self.b.sec_start[sec]
        cdef long long total = 0
        for k in range(start, start + self.b.sec_count[sec]):
            total += self.houses[self.b.sec_lots[k]]
        return total

    cdef bint doubled(self, int sec):
        return self.b.sec_named[sec] and self.section_houses(sec) >= self.b.doubling_at

    cdef bint all_doubled(self):
        cdef int k
        for k in range(self.b.ncheck_secs):
            if not self.doubled(self.b.check_secs[k]):
                return False
        return True

    cdef bint site_tax_in_force(self):
        for pair in self.face_up:
            if self.b.sw_effect[<int>pair[0]] == E_SITE_TAX:
                return True
        return False

    cdef long long land_rent(self, int space):
        if self.b.kind[space] == K_FRONTIER:
            return self.b.rent_closed[space] if self.frontier_closed else 0
        return self.b.rent[space] * 2 if self.doubled(self.b.sec[space]) else self.b.rent[space]

    cdef long long house_rent(self, int space):
        cdef long long rent = self.houses[space] * self.b.house_rent
        if self.double_house_rent and self.doubled(self.b.sec[space]):
            rent *= 2
        return rent

    cdef long long wage_check(self, int space) except? -1:
        if self.b.kind[space] == K_FRONTIER:
            return self.b.wages[space]
        if not self.b.sec_has_check[self.b.sec[space]]:
            raise KeyError(self.b.sec_names[self.b.sec[space]])
        return self.b.sec_check[self.b.sec[space]]

    cdef list cards_held(self, int seat):
        cdef int k, i
        out = [f"deed:{self.b.lots[k]}" for k in range(self.b.nlots) if self.owner[self.b.lots[k]] == seat]
        out += [f"share:{k}" for k in range(self.b.nshares) if self.share_owner[k] == seat]
        out += [f"idle:{n}" for n in self.idle_land[seat]]
        return out

    cdef str card_name(self, str key):
        kind, _, ref = key.partition(":")
        cdef int n = int(ref)
        if kind == "deed":
            return f"the Deed to {self.b.names[n]}"
        if kind == "share":
            return f"a Share in the {self.b.names[self.b.shares[n]]}"
        return f"the Idle Land card {self.b.idle_name[n]} (${self.b.idle_value[n]})"

    cdef int pass_card(self, str key, int seller, int buyer) except -1:
        kind, _, ref = key.partition(":")
        cdef int n = int(ref)
        if kind == "deed":
            self.owner[n] = buyer
            if self.houses[n]:
                self.house_owner[n] = buyer
        elif kind == "share":
            self.share_owner[n] = buyer
        else:
            self.idle_land[seller].remove(n)
            if n in self.bought_now[seller]:
                self.bought_now[seller].remove(n)
            self.idle_land[buyer].append(n)
        return 0

    cdef int shares_of(self, int seat, int space):
        cdef int k, held = 0
        for k in range(self.b.nshares):
            if self.share_owner[k] == seat and self.b.shares[k] == space:
                held += 1
        return held



include "_fast_bots.pxi"
include "_fast_money.pxi"
include "_fast_spaces.pxi"
include "_fast_turn.pxi"
include "_fast_setup.pxi"
include "_fast_io.pxi"


cdef class Core1939:
    """The 1939 rules' FastCore (landlord_edu.fast): it plays the setting up too."""
    cdef public long long setups   # games it has set up (for the tests: the reference's setup.py played none)

    plays_setup = True

    def refuses(self, game):
        return refusal(game)

    def play(self, game, until_turn):
        cdef Run run = Run()
        cdef bint setup = not game.started
        read(run, game)
        if setup:
            self.setups += 1
        return play(run, game, -1 if until_turn is None else until_turn, setup)


# the switches it plays (so_what_stack acts only in the setting up; beginner is refused by the 1939 rules); a
# switch added to the rules later is refused, until the core reads it, whenever it is not at its default
PLAYED_SWITCHES = frozenset({
    "build", "frontier_move", "frontier_escape", "unpaid", "idle_land_limit", "railroad_fare", "fare_basis",
    "so_what_return", "island", "share_tax_cards", "share_tax_when", "later_round_tax", "bank", "jail_exit",
    "double_house_rent", "site_tax_owner_pays", "count_uncashed_checks", "so_what_stack", "beginner",
    "max_rounds", "max_turns", "random_streams"})


def refusal(game):
    """What in ``game`` this core does not play (then the reference plays it), or None."""
    why = board_refusal(game.edition) or switches_of(game.options).refusal
    if why is not None:
        return why
    st = game.state
    if len(st.players) > MAXP:
        return f"{len(st.players)} players"
    from .holdings import part_or_none
    if part_or_none(st) is None:
        return "the game has no 1939 state"
    for p in st.players:
        if p.status not in STATUS_CODES:
            return f"{p.name}'s status {p.status!r}"
    if st.single_tax or st.loans or st.agreed_stop:
        return "a 1906 rule's state (Single Tax, loans or an agreement to stop)"
    for strategy in game.strategies:
        if strategy.name not in BOT_KINDS:
            return f"bot {strategy.name!r}"
    if not game.started:
        return setup_refusal(game)
    return None


def setup_refusal(game):
    """What in a game not yet set up this core does not set up (the reference's setting up would fail)."""
    cdef Board39 b = board_of(game.edition)
    st = game.state
    if b.idle_dealt[len(st.players)] < 0:
        return f"no Idle Land deal for {len(st.players)} players"
    if _switches(game.options).bank == "finite" and st.misc < b.starting_cash * len(st.players):
        return "a Bank that cannot pay the starting cash"
    return None


def switch_refusal(options):
    from dataclasses import fields
    from landlord_edu.options import CommonSwitches
    from .switches import Switches1939
    for cls in (Switches1939, CommonSwitches):
        part = options.of(cls)
        for f in fields(cls):
            if f.name not in PLAYED_SWITCHES and getattr(part, f.name) != f.default:
                return f"switch {f.name}={getattr(part, f.name)!r}"
    return None
