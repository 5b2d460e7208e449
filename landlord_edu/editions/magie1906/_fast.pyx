# cython: language_level=3
"""The 1906 rules' fast core: the reference rules (this package's Python modules) and the shipped bots' answers,
played turn after turn on flat C state, without decision objects, generators or text nobody reads.

Layout: ``Tables`` holds an edition's numbers read once from ``game.edition`` (cached per edition object);
``Core`` reads a game's position into a C struct (``S``), plays whole turns on it and writes it back. Each
turn starts from a copy of the struct: a turn that meets something this core does not play (``_Bail``) is
undone and played by the reference engine, then the core reads the position in again and plays on. The
Python modules are the reference: every function below names the one it follows.
"""

import random

from landlord_edu.events import Event
from landlord_edu.fast import FastRun
from landlord_edu.state import Loan

_new_tuple = tuple.__new__

DEF MAXS = 64      # spaces on the board
DEF MAXP = 8       # players
DEF MAXL = 48      # open loans
DEF MAXLUX = 32    # luxury cards in the edition
DEF MAXK = 48      # kinds of payment in the flows
DEF MAXKEY = 40    # keyed random streams this core draws from
DEF BLOCK = 1024
DEF PACK = -1
DEF TREASURY = -1
DEF MISC = -2

# statuses
DEF TRACK = 0
DEF JAIL = 1
DEF POOR = 2
DEF NATURAL = 3   # on a Natural Opportunity (Single Tax Rule 8)

# bots
DEF LANDLORD = 0
DEF BUILDER = 1
DEF CAUTIOUS = 2
DEF CARELESS = 3
DEF BARGAIN = 4     # bargain_hunter: 0.1's landlord
DEF OLD_CAUTIOUS = 5  # cautious_0.1

# space kinds
DEF K_OTHER = 0
DEF K_LOT = 1
DEF K_TAX = 2
DEF K_RAIL = 3
DEF K_FRAN = 4
DEF K_TRESPASS = 5
DEF K_CHANCE = 6
DEF K_SPEC = 7
DEF K_PARK = 8
DEF K_LUX = 9

NOT_YET = ()  # shipped bots this core does not play yet
STATUS_NAMES = ("track", "jail", "poor_house", "natural_opportunity")
BOT_CODES = {"landlord": LANDLORD, "builder": BUILDER, "cautious": CAUTIOUS, "careless": CARELESS,
             "random": CARELESS, "bargain_hunter": BARGAIN, "cautious_0.1": OLD_CAUTIOUS}
RESERVES = {LANDLORD: 75, BUILDER: 75, CAUTIOUS: 150, CARELESS: 0, BARGAIN: 50, OLD_CAUTIOUS: 150}
KIND_CODES = {"lot": K_LOT, "tax": K_TAX, "railroad": K_RAIL, "franchise": K_FRAN, "no_trespassing": K_TRESPASS,
              "chance": K_CHANCE, "speculation": K_SPEC, "central_park": K_PARK, "luxury": K_LUX}
CHANCE_CODES = {"collect": 0, "pay_treasury": 1, "pay_miscellaneous": 2, "collect_from_each": 3, "pay_each": 4,
                "move_to": 5, "move_by": 6, "go_to_jail": 7}
YES_NO = (True, False)


class _Bail(Exception):
    """A turn reached something this core does not play: the reference plays that turn."""


cdef struct LoanC:
    long id
    int lender
    int borrower
    long principal
    long due
    int security


cdef struct S:
    int n
    long cash[MAXP]
    int position[MAXP]
    int status[MAXP]
    int jail_missed[MAXP]
    int wages_received[MAXP]
    int gets_wages[MAXP]
    int poor_visits[MAXP]
    int natural[MAXP]
    long education[MAXP]
    long professors[MAXP]
    int nlux[MAXP]
    int lux[MAXP][MAXLUX]
    int owner[MAXS]
    int houses[MAXS]
    int house_owner[MAXS]
    long treasury
    long misc
    long turn
    long round
    int current
    int first
    int over
    int single_tax
    long single_tax_turn
    long wage_level
    long improvements
    int npublic
    int public[MAXS]
    int ncolleges
    int colleges[MAXS]
    int agreed        # 0 "", 1 "next_double", 2 "this_turn"
    int ntrust
    int trust[2]
    int nloans
    LoanC loans[MAXL]
    long next_loan_id
    long seq
    long throws
    long flows[MAXK][3]
    int norder
    int order[MAXK]
    int seen[MAXK]
    long draws[MAXKEY]


cdef class Tables:
    """An edition's board, constants and decks as C numbers (read from ``game.edition`` once)."""

    cdef public object edition
    cdef int size
    cdef int kind[MAXS]
    cdef int price[MAXS]
    cdef int rent[MAXS]
    cdef int is_card[MAXS]
    cdef int section[MAXS]        # index into sections, -1 if none
    cdef int nsec
    cdef int sec_len[MAXS]
    cdef int sec[MAXS][MAXS]
    cdef int ncorners
    cdef int corners[MAXS]
    cdef int chance_low
    cdef int chance_high
    cdef int jail_beside
    cdef int poor_beside
    cdef int nrail
    cdef int rails[MAXS]
    cdef int nfran
    cdef int frans[MAXS]
    cdef int nlots
    cdef int lots[MAXS]
    cdef int ncards
    cdef int cards[MAXS]
    cdef public list names
    cdef public list rules          # "Rule n" of each space
    cdef public tuple luxuries
    cdef public tuple chance
    cdef int nchance
    cdef int ch_effect[1000]
    cdef long ch_amount[1000]
    cdef int ch_space[1000]
    cdef int ch_steps[1000]
    cdef public object c
    cdef int nfares
    cdef long fares[MAXS]
    cdef public object payouts
    cdef public tuple skin
    cdef public tuple tax_levels
    cdef public str eid
    cdef long st_step, st_wage_rise, st_edu
    # the constants the rules read on every turn, as C numbers
    cdef long house_cost, per_card, per_house, franchise_fee, tax, spec_double, spec_broker_percent, spec_ante, luxury_price, house_rent, trust_fare, loan_interest_percent, jail_max_missed, jail_fine, cinch_fee
    cdef int nbuyout, ncollege_sites, nnat
    cdef int buyout[MAXS]
    cdef int college_sites[MAXS]
    cdef int nat_corner[MAXS]
    cdef long nat_wages[MAXS]
    cdef long nat_rent[MAXS]
    cdef public list nat_names

    def __init__(self, edition):
        cdef int i, k
        self.edition = edition
        board = edition.board
        spaces = board.spaces
        self.size = len(spaces)
        self.eid = edition.id
        self.names = [s.name for s in spaces]
        self.rules = [f"Rule {s.rule}" for s in spaces]
        section_names = list(board.sections)
        self.nsec = len(section_names)
        for k, name in enumerate(section_names):
            members = board.sections[name]
            self.sec_len[k] = len(members)
            for i in range(len(members)):
                self.sec[k][i] = members[i]
        self.nrail = self.nfran = self.nlots = self.ncards = 0
        for i, s in enumerate(spaces):
            self.kind[i] = KIND_CODES.get(s.kind, K_OTHER)
            self.price[i] = s.price
            self.rent[i] = s.rent
            self.is_card[i] = bool(s.is_card)
            self.section[i] = section_names.index(s.section) if s.section in board.sections else -1
            if s.kind == "railroad":
                self.rails[self.nrail] = i
                self.nrail += 1
            elif s.kind == "franchise":
                self.frans[self.nfran] = i
                self.nfran += 1
            elif s.kind == "lot":
                self.lots[self.nlots] = i
                self.nlots += 1
            if s.is_card:
                self.cards[self.ncards] = i
                self.ncards += 1
        self.ncorners = len(board.corners)
        for i, corner in enumerate(board.corners):
            self.corners[i] = corner
        self.chance_low, self.chance_high = board.chances
        self.jail_beside = board.jail_beside
        self.poor_beside = board.poor_house_beside
        self.luxuries = tuple(edition.luxuries)
        self.chance = tuple(edition.chance)
        self.nchance = len(self.chance)
        for i, card in enumerate(self.chance):
            self.ch_effect[i] = CHANCE_CODES[card.effect]
            self.ch_amount[i] = card.amount
            self.ch_space[i] = card.space
            self.ch_steps[i] = card.steps
        c = edition.constants
        self.c = c
        self.house_cost = c.house_cost
        self.per_card = c.per_card
        self.per_house = c.per_house
        self.franchise_fee = c.franchise_fee
        self.tax = c.tax
        self.spec_double = c.spec_double
        self.spec_broker_percent = c.spec_broker_percent
        self.spec_ante = c.spec_ante
        self.luxury_price = c.luxury_price
        self.house_rent = c.house_rent
        self.trust_fare = c.trust_fare
        self.loan_interest_percent = c.loan_interest_percent
        self.jail_max_missed = c.jail_max_missed
        self.jail_fine = c.jail_fine
        self.cinch_fee = c.cinch_fee
        self.nfares = len(c.railroad_fares)
        for i, fare in enumerate(c.railroad_fares):
            self.fares[i] = fare
        self.payouts = dict(c.spec_payouts)
        self.skin = tuple(c.spec_skin)
        self.tax_levels = tuple(c.adv_tax_levels)
        self.st_step, self.st_wage_rise, self.st_edu = c.st_step, c.st_wage_rise, c.st_education_for_professor
        self.nbuyout = len(c.st_buyout_order)
        for i, k in enumerate(c.st_buyout_order):
            self.buyout[i] = k
        self.ncollege_sites = len(c.st_college_sites)
        for i, k in enumerate(c.st_college_sites):
            self.college_sites[i] = k
        naturals = board.natural_opportunities
        self.nnat = len(naturals)
        self.nat_names = [n.name for n in naturals]
        for i, n in enumerate(naturals):
            self.nat_corner[i], self.nat_wages[i], self.nat_rent[i] = n.corner, n.wages, n.rent

    def problem(self):
        """Why this core cannot play the edition, or None."""
        if self.size > MAXS:
            return f"a board of more than {MAXS} spaces"
        if len(self.luxuries) > MAXLUX:
            return f"more than {MAXLUX} luxury cards"
        if self.nchance > 1000:
            return "more than 1000 Chance cards"
        if self.nbuyout > MAXS or self.ncollege_sites > MAXS or self.nnat > MAXS:
            return "more Single Tax improvements or Natural Opportunities than spaces"
        for i in range(self.nlots):
            if self.section[self.lots[i]] < 0:
                return f"a lot outside any section ({self.names[self.lots[i]]})"
        return None


_TABLES = {}


def tables(edition):
    """The edition's tables, made once per edition object."""
    key = id(edition)
    held = _TABLES.get(key)
    if held is None or held.edition is not edition:
        held = _TABLES[key] = Tables(edition)
    return held


def refuses(game):
    """Why this core will not play ``game`` on from here (what it does not play yet), or None."""
    st = game.state
    opts = game.options
    if st.extra is not None:
        return "the state has a part of its own"
    if len(st.players) > MAXP:
        return f"more than {MAXP} players"
    for strategy in game.strategies:
        if strategy.name not in BOT_CODES or strategy.name in NOT_YET:
            return f"bot {strategy.name!r}"
    if game.engine.rng.script:
        return "scripted throws"
    for p in st.players:
        if p.status not in STATUS_NAMES:
            return f"{p.name} is off the track ({p.status})"
        if any(name not in game.edition.luxuries for name in p.luxuries):
            return f"{p.name} holds a luxury the edition does not list"
    if len(st.loans) >= MAXL // 2:
        return f"{len(st.loans)} open loans"
    return tables(game.edition).problem()


cdef class Core:
    """Plays one game's turns (see the module's docstring)."""

    cdef S s
    cdef S snap
    cdef Tables t
    cdef object game
    cdef int log
    cdef int keep_rows
    cdef int bots[MAXP]
    cdef long reserve[MAXP]
    cdef bint saver[MAXP]     # the cautious savers (cautious, cautious_0.1); else the landlords' family
    cdef list pnames
    cdef list answers
    cdef list events
    cdef list rows
    cdef list kinds
    cdef dict kind_ids
    cdef dict cites
    cdef list keys
    cdef dict key_ids
    cdef list gens
    cdef list legacy          # one_stream: the game's three live streams (dice, cards, choices)
    cdef list legacy_saved    # their states at the start of the turn under way
    cdef int key_stream[MAXKEY]
    cdef long held[MAXKEY]
    cdef long seed
    cdef dict draws_in
    cdef object all_land
    cdef long fast_turns
    cdef bint stuck
    # switches
    cdef int sw_official_pass, sw_one_step, sw_shelter_first, sw_double_first, sw_all_cash, sw_luxury, sw_trust
    cdef int sw_advanced, sw_doubling, cap
    cdef int sw_seller_accepts, sw_settlement   # 0 face_value, 1 foreclose, 2 write_off
    cdef long wages_to_end, max_rounds
    cdef long k_dice[MAXP]
    cdef long k_spec[MAXP]
    cdef long k_choice[MAXP]
    cdef long k_first[MAXP]
    cdef long k_chance, k_luxury, k_deal
    cdef bint sw_beginner, sw_start_single_tax

    def __init__(self, game):
        self.game = game
        self.t = tables(game.edition)
        self.log = bool(game.engine.record_events)
        self.keep_rows = bool(game._rows.keep)
        self.answers = []
        self.events = []
        self.rows = []
        self.cites = {}
        self.kinds = []
        self.kind_ids = {}
        self.keys = []
        self.key_ids = {}
        self.gens = []
        self.all_land = None
        self.fast_turns = 0
        self.seed = game.engine.rng.seed
        rng = game.engine.rng
        self.legacy = [rng._legacy[name] for name in ("dice", "cards", "choices")] if rng._legacy else None
        opts = game.options
        self.sw_official_pass = bool(opts.official_pass)
        self.sw_one_step = opts.pass_jump == "one_step"
        self.sw_shelter_first = opts.jail_exit == "shelter_is_first_step"
        self.sw_double_first = opts.speculation_doubles == "double_first"
        self.sw_all_cash = opts.poor_house_payment == "all_cash"
        self.sw_luxury = bool(opts.luxury)
        self.sw_trust = bool(opts.trust)
        self.sw_advanced = bool(opts.advanced)
        self.sw_doubling = self.sw_advanced and bool(self.t.c.adv_section_doubling)
        self.cap = self.t.c.adv_max_houses if self.sw_advanced else 1 << 30
        self.sw_seller_accepts = opts.forced_sale == "seller_accepts"
        self.sw_settlement = ("face_value", "foreclose", "write_off").index(opts.settlement)
        c = self.t.c
        self.wages_to_end = opts.wages_to_end or c.end_wages_times
        self.max_rounds = opts.max_rounds or c.max_rounds
        n = len(game.state.players)
        for k in range(n):
            self.k_dice[k] = self.key(f"dice/turn/{k}")
            self.k_spec[k] = self.key(f"dice/speculation/{k}")
            self.k_choice[k] = self.key(f"choices/{k}")
            self.bots[k] = BOT_CODES[game.strategies[k].name]
            self.reserve[k] = RESERVES[self.bots[k]]
            self.saver[k] = self.bots[k] in (CAUTIOUS, OLD_CAUTIOUS)
        self.k_chance = self.key("cards/chance")
        self.k_luxury = self.key("cards/luxury")
        self.sw_beginner = bool(opts.beginner)
        self.sw_start_single_tax = opts.start == "single_tax"
        if not game.started:  # the setting up's draws (setup.py): each seat's throws for first turn, the deal
            for k in range(n):
                self.k_first[k] = self.key(f"dice/first/{k}")
            self.k_deal = self.key("cards/deal")

    cdef long key(self, str name):
        i = len(self.keys)
        self.key_stream[i] = ("dice", "cards", "choices").index(name.split("/")[0])
        self.keys.append(name)
        self.key_ids[name] = i
        self.gens.append(None)
        self.held[i] = -1
        return i

    # ----- reading in and writing back ------------------------------------------------------------------
    cdef void read_in(self):
        cdef int i, k
        game = self.game
        st = game.state
        eng = game.engine
        players = st.players
        self.pnames = [p.name for p in players]
        self.s.n = len(players)
        for k, p in enumerate(players):
            self.s.cash[k] = p.cash
            self.s.position[k] = p.position
            self.s.status[k] = STATUS_NAMES.index(p.status)
            self.s.jail_missed[k] = p.jail_missed
            self.s.wages_received[k] = p.wages_received
            self.s.gets_wages[k] = bool(p.gets_wages)
            self.s.poor_visits[k] = p.poor_house_visits
            self.s.natural[k] = p.natural
            self.s.education[k] = p.education
            self.s.professors[k] = p.professors
            self.s.nlux[k] = len(p.luxuries)
            for i, name in enumerate(p.luxuries):
                self.s.lux[k][i] = self.t.luxuries.index(name)
        for i in range(self.t.size):
            self.s.owner[i] = st.owner[i]
            self.s.houses[i] = st.houses[i]
            self.s.house_owner[i] = st.house_owner[i]
        self.s.treasury = st.treasury
        self.s.misc = st.misc
        self.s.turn = st.turn
        self.s.round = st.round
        self.s.current = st.current
        self.s.first = st.first
        self.s.over = st.over
        self.s.single_tax = st.single_tax
        self.s.single_tax_turn = st.single_tax_turn
        self.s.improvements = st.improvements
        self.s.npublic = len(st.public)
        for i, space in enumerate(st.public):
            self.s.public[i] = space
        self.s.ncolleges = len(st.colleges)
        for i, space in enumerate(st.colleges):
            self.s.colleges[i] = space
        self.s.agreed = ("", "next_double", "this_turn").index(st.agreed_stop)
        self.s.ntrust = len(st.trust)
        for i, seat in enumerate(st.trust):
            self.s.trust[i] = seat
        if len(st.loans) > MAXL - 8:  # far beyond any game: the reference plays on
            self.stuck = True
            return
        self.stuck = False
        self.s.nloans = len(st.loans)
        for i, loan in enumerate(st.loans):
            self.s.loans[i].id = loan.id
            self.s.loans[i].lender = loan.lender
            self.s.loans[i].borrower = loan.borrower
            self.s.loans[i].principal = loan.principal
            self.s.loans[i].due = loan.due
            self.s.loans[i].security = loan.security
        self.s.next_loan_id = st.next_loan_id
        self.s.wage_level = st.wage_level
        self.s.seq = eng._seq
        self.s.throws = eng.rng.throws
        self.s.norder = 0
        for k in range(MAXK):
            self.s.seen[k] = 0
        for name, flow in eng.flows.items():
            k = self.kind(name)
            self.s.flows[k][0] = flow[0]
            self.s.flows[k][1] = flow[1]
            self.s.flows[k][2] = flow[2]
            self.s.order[self.s.norder] = k
            self.s.seen[k] = 1
            self.s.norder += 1
        self.draws_in = dict(eng.rng.draws)
        for i, name in enumerate(self.keys):
            self.s.draws[i] = self.draws_in.get(name, 0)

    cdef int kind(self, str name) except -1:
        k = self.kind_ids.get(name)
        if k is None:
            if len(self.kinds) >= MAXK:
                raise _Bail()
            k = self.kind_ids[name] = len(self.kinds)
            self.kinds.append(name)
            self.s.flows[k][0] = self.s.flows[k][1] = self.s.flows[k][2] = 0
        return k

    cdef void write_back(self):
        cdef int i, k
        game = self.game
        st = game.state
        eng = game.engine
        for k, p in enumerate(st.players):
            p.cash = self.s.cash[k]
            p.position = self.s.position[k]
            p.status = STATUS_NAMES[self.s.status[k]]
            p.jail_missed = self.s.jail_missed[k]
            p.wages_received = self.s.wages_received[k]
            p.poor_house_visits = self.s.poor_visits[k]
            p.natural = self.s.natural[k]
            p.education = self.s.education[k]
            p.professors = self.s.professors[k]
            p.luxuries[:] = [self.t.luxuries[self.s.lux[k][i]] for i in range(self.s.nlux[k])]
        st.owner[:] = [self.s.owner[i] for i in range(self.t.size)]
        st.houses[:] = [self.s.houses[i] for i in range(self.t.size)]
        st.house_owner[:] = [self.s.house_owner[i] for i in range(self.t.size)]
        st.treasury = self.s.treasury
        st.misc = self.s.misc
        st.turn = self.s.turn
        st.round = self.s.round
        st.current = self.s.current
        st.first = self.s.first
        st.wage_level = self.s.wage_level
        if self.s.single_tax:
            st.single_tax = True
            st.single_tax_turn = self.s.single_tax_turn
            st.improvements = self.s.improvements
            st.public[:] = [self.s.public[i] for i in range(self.s.npublic)]
            st.colleges[:] = [self.s.colleges[i] for i in range(self.s.ncolleges)]
        st.trust[:] = [self.s.trust[i] for i in range(self.s.ntrust)]
        st.loans[:] = [Loan(self.s.loans[i].id, self.s.loans[i].lender, self.s.loans[i].borrower,
                            self.s.loans[i].principal, self.s.loans[i].due, self.s.loans[i].security)
                       for i in range(self.s.nloans)]
        st.next_loan_id = self.s.next_loan_id
        st.agreed_stop = ("", "next_double", "this_turn")[self.s.agreed]
        if self.s.over and not st.over:
            st.over = True
            st.end_reason = self.end_reason
            eng.unsettled = self.unsettled
        flows = eng.flows
        flows.clear()
        for i in range(self.s.norder):
            k = self.s.order[i]
            flows[self.kinds[k]] = [self.s.flows[k][0], self.s.flows[k][1], self.s.flows[k][2]]
        if self.legacy is not None:  # the live streams were drawn from: only the count of throws is kept here
            eng.rng.throws = self.s.throws
            return
        draws = dict(self.draws_in)
        for i, name in enumerate(self.keys):
            if self.s.draws[i] or name in draws:
                draws[name] = self.s.draws[i]
        eng.rng.setstate({"draws": draws, "script": [], "throws": self.s.throws})

    cdef object end_reason
    cdef object unsettled

    cdef void flush(self):
        """Hand the turns played so far to the game (before the reference plays one)."""
        game = self.game
        game.answers.extend(self.answers)
        game.engine.take_events(self.events, self.s.seq)
        game._rows.extend(self.rows)
        self.answers = []
        self.events = []
        self.rows = []

    # ----- playing ------------------------------------------------------------------------------------
    def play(self, until_turn):
        cdef long target = -1 if until_turn is None else until_turn
        cdef long answers_at, events_at
        self.read_in()
        if not self.game.started:  # turn 0 (FastCore.plays_setup), with its row
            self.setup()
            if self.keep_rows:
                self.add_row()
            if self.one_holds_all():
                self.all_land = 0
        while not self.s.over and (target < 0 or self.s.turn < target):
            if self.stuck:
                self.reference_turn()
                continue
            self.snap = self.s
            if self.legacy is not None:
                self.legacy_saved = [gen.getstate() for gen in self.legacy]
            answers_at, events_at = len(self.answers), len(self.events)
            try:
                self.one_turn()
            except _Bail:
                self.s = self.snap
                if self.legacy is not None:
                    for gen, saved in zip(self.legacy, self.legacy_saved):
                        gen.setstate(saved)
                del self.answers[answers_at:]
                del self.events[events_at:]
                self.reference_turn()
                continue
            self.fast_turns += 1
        self.write_back()
        run = FastRun(int(self.fast_turns), self.answers, self.events, int(self.s.seq), self.rows, self.all_land)
        return run

    # ----- the setting up (setup.py) -------------------------------------------------------------------------
    cdef void setup(self) except *:
        cdef int k
        cdef long cash
        c = self.t.c
        cash = c.beginner_cash if self.sw_beginner else c.starting_cash_for(self.s.n)
        for k in range(self.s.n):
            self.transfer(MISC, k, cash, "starting_cash", "Opening rules",
                          f"{self.pnames[k]} takes ${cash} from MISCELLANEOUS to begin" if self.log else "")
        self.first_player()
        if self.sw_beginner:
            self.deal_beginner_hands()
        else:
            self.deal()
        if self.sw_start_single_tax:
            self.begin_under_single_tax()

    cdef void first_player(self) except *:
        """'Determine first player by throwing dice': the highest throw begins; ties throw again."""
        cdef int seat, d1, d2, best
        contenders = list(range(self.s.n))
        while len(contenders) > 1:
            totals = {}
            for seat in contenders:
                self.s.throws += 1
                d1 = <int>(self.draw(self.k_first[seat]) * 6) + 1
                d2 = <int>(self.draw(self.k_first[seat]) * 6) + 1
                totals[seat] = d1 + d2
                self.emit("throw", "Opening rules", f"{self.pnames[seat]} threw {d1 + d2} for first turn"
                          if self.log else "", d1 + d2, "", "", self.pnames[seat], -1)
            best = max(totals.values())
            contenders = [seat for seat in contenders if totals[seat] == best]
        self.s.first = self.s.current = contenders[0]
        self.emit("first", "Opening rules", f"{self.pnames[self.s.first]} plays first" if self.log else "", 0, "", "",
                  self.pnames[self.s.first], -1)

    cdef void deal(self) except *:
        """Rule 1: the green cards dealt one around to the left, each player may buy his at the printed price; none
        of the Title Deeds in a game begun under the Single Tax (rulings R-35)."""
        cdef int i, j, k, n = self.s.n, seat, card
        cdef long price
        pack = [self.t.cards[i] for i in range(self.t.ncards)]
        for i in range(len(pack) - 1, 0, -1):  # dice.fisher_yates on cards/deal
            j = <int>(self.draw(self.k_deal) * (i + 1))
            pack[i], pack[j] = pack[j], pack[i]
        dealt = [[] for k in range(n)]
        for k, card in enumerate(pack[:self.t.c.cards_dealt]):
            dealt[(self.s.first + k) % n].append(card)
        for k in range(n):
            seat = (self.s.first + k) % n
            for card in dealt[seat]:
                price = self.t.price[card]
                if self.s.cash[seat] < price or (self.sw_start_single_tax and self.t.kind[card] == K_LOT):
                    continue
                if self.ask_buy(seat, card, price, True):
                    self.s.owner[card] = seat
                    self.transfer(seat, TREASURY, price, "buy", "Rule 1",
                                  f"{self.pnames[seat]} bought {self.t.names[card]} for ${price}, paid into the PUBLIC "
                                  f"TREASURY" if self.log else "", card)
        self.emit("deal_done", "Rule 1", "The cards not bought are returned to the pack", 0, "", "", "", -1)

    cdef void deal_beginner_hands(self) except *:
        cdef int k
        for k in range(self.s.n):
            for card in self.t.c.beginner_hands[k]:
                self.s.owner[card] = k
                self.emit("hand", "To Beginners", f"{self.pnames[k]} takes {self.t.names[card]} from average hand "
                          f"{k + 1}" if self.log else "", 0, "", "", self.pnames[k], card)

    cdef void begin_under_single_tax(self) except *:
        """single_tax.begin_under_single_tax (Single Tax Rule 2, rulings R-35)."""
        self.s.single_tax = 1
        self.s.single_tax_turn = self.s.turn
        self.emit("single_tax", "Single Tax", "The game begins under the Single Tax: land rent goes to the PUBLIC "
                  "TREASURY and Title Deeds are of no value, so none was sold at the deal", 0, "", "", "", -1)
        if self.s.treasury:
            self.transfer(TREASURY, MISC, self.s.treasury, "treasury_emptied", "Single Tax Rule 2",
                          f"The PUBLIC TREASURY's ${self.s.treasury} from the charters sold at the deal goes to "
                          f"MISCELLANEOUS: the game begins with the treasury empty" if self.log else "")

    cdef void reference_turn(self) except *:
        """One turn played by the reference engine, between the core's turns."""
        if not self.stuck:
            self.write_back()
        self.flush()
        game = self.game
        game._drive()
        self.read_in()
        self.s.over = game.state.over
        self.s.turn = game.state.turn
        if self.all_land is None and self.one_holds_all():
            self.all_land = int(self.s.turn)

    cdef void one_turn(self) except *:
        cdef int seat
        self.s.turn += 1
        seat = self.s.current
        self.play_turn(seat)
        self.s.current = (seat + 1) % self.s.n
        if self.s.current == self.s.first:
            self.s.round += 1
        self.check_end()
        if self.keep_rows:
            self.add_row()
        if self.all_land is None and self.one_holds_all():
            self.all_land = int(self.s.turn)

    cdef bint one_holds_all(self):
        cdef int i, first
        if self.t.nlots == 0:
            return False
        first = self.s.owner[self.t.lots[0]]
        if first == PACK:
            return False
        for i in range(self.t.nlots):
            if self.s.owner[self.t.lots[i]] != first:
                return False
        return True

    cdef void add_row(self):
        cdef int k, i
        n = self.s.n
        claims = self.claims()
        self.rows.append((int(self.s.turn), int(self.s.round), bool(self.s.single_tax), int(self.s.treasury),
                          int(self.s.misc),
                          tuple([int(self.s.cash[k]) for k in range(n)]),
                          tuple([self.s.owner[i] for i in range(self.t.size)]),
                          tuple([self.s.houses[i] for i in range(self.t.size)]),
                          tuple([self.s.house_owner[i] for i in range(self.t.size)]),
                          tuple([(self.s.nlux[k] + int(self.s.professors[k]), claims[k]) for k in range(n)])))

    cdef list claims(self):
        cdef int i
        net = [0] * self.s.n
        if self.s.over:
            for i in range(self.s.nloans):
                net[self.s.loans[i].lender] += self.s.loans[i].due
                net[self.s.loans[i].borrower] -= self.s.loans[i].due
        return net

    # ----- draws (dice.py) ------------------------------------------------------------------------------
    cdef double draw(self, long key) except -1.0:
        cdef long n = self.s.draws[key]
        cdef long block, offset, j
        if self.legacy is not None:  # one_stream: 0.1's three streams, read in play order (dice.py)
            return self.legacy[self.key_stream[key]].random()
        self.s.draws[key] = n + 1
        gen = self.gens[key]
        if gen is None or self.held[key] != n or n % BLOCK == 0:
            block = n // BLOCK
            offset = n % BLOCK
            gen = random.Random(f"landlord-edu/{self.seed}/{self.keys[key]}/{block}")
            for j in range(offset):
                gen.random()
            self.gens[key] = gen
        self.held[key] = n + 1
        return gen.random()

    cdef int pick(self, int seat, int count) except -1:
        """The careless player's choice of one of ``count`` options (choices/<seat>)."""
        return <int>(self.draw(self.k_choice[seat]) * count)

    cdef long careless_amount(self, int seat, long low, long high) except -1:
        cdef long top
        if high < low or self.draw(self.k_choice[seat]) < 0.5:
            return 0
        top = min(high, low + 50)
        return low + <long>(self.draw(self.k_choice[seat]) * (top - low + 1))

    # ----- the log and money (engine.py) ----------------------------------------------------------------
    cdef str name(self, int seat):
        if seat >= 0:
            return self.pnames[seat]
        return "PUBLIC TREASURY" if seat == TREASURY else "MISCELLANEOUS"

    cdef void emit(self, str kind, str rule, str text, long amount, str payer, str payee, str player, int space):
        if self.log:
            cite = self.cites.get(rule)
            if cite is None:
                cite = self.cites[rule] = f"{self.t.eid} {rule}"
            # the tuple an Event is, made without its Python-level constructor (a third of an event's cost)
            self.events.append(_new_tuple(Event, (int(self.s.seq), int(self.s.turn), kind, cite, f"{text} ({rule})",
                                                  amount, payer, payee, player, space)))
        self.s.seq += 1

    cdef void transfer(self, int payer, int payee, long amount, str kind, str rule, str text, int space=-1) except *:
        cdef int k
        if amount <= 0 or payer == payee:
            return
        if payer >= 0:
            if self.s.cash[payer] < amount:
                raise AssertionError(f"{self.pnames[payer]} cannot pay ${amount} with ${self.s.cash[payer]}")
            self.s.cash[payer] -= amount
        elif payer == TREASURY:
            self.s.treasury -= amount
        else:
            self.s.misc -= amount
        k = self.flow(kind)
        if payee >= 0:
            self.s.cash[payee] += amount
            self.s.flows[k][0] += amount
        elif payee == TREASURY:
            self.s.treasury += amount
            self.s.flows[k][1] += amount
        else:
            self.s.misc += amount
            self.s.flows[k][2] += amount
        if self.log:
            self.emit(kind, rule, text, amount, self.name(payer), self.name(payee), self.name(payer if payer >= 0 else payee), space)
        else:
            self.s.seq += 1
        if payee == TREASURY and self.s.single_tax and self.s.treasury >= self.t.st_step:
            self.public_improvements()  # single_tax.on_public_payment

    cdef int flow(self, str kind) except -1:
        cdef int k = self.kind(kind)
        if self.s.seen[k]:
            return k
        self.s.seen[k] = 1
        self.s.flows[k][0] = self.s.flows[k][1] = self.s.flows[k][2] = 0
        self.s.order[self.s.norder] = k
        self.s.norder += 1
        return k

    # ----- holdings -------------------------------------------------------------------------------------
    cdef bint mortgaged(self, int space):
        cdef int i
        for i in range(self.s.nloans):
            if self.s.loans[i].security == space:
                return True
        return False

    cdef long houses_on_board(self):
        cdef long total = 0
        cdef int i
        for i in range(self.t.size):
            total += self.s.houses[i]
        return total

    cdef int other(self, int seat, int k):
        """The k-th other seat in playing order (k from 1), starting at the player's left."""
        return (seat + k) % self.s.n

    # ----- costs (costs.py) -----------------------------------------------------------------------------
    cdef long tax_amount(self) except? -1:
        """Rule 4, raised by the advanced rules' tax table; nothing under Single Tax Rule 1."""
        cdef long tax = self.t.tax
        cdef long houses
        if self.s.single_tax:
            return 0
        if self.sw_advanced:
            houses = self.houses_on_board()
            for threshold, level in self.t.tax_levels:
                if houses >= threshold:
                    tax = level
        return tax

    cdef int section_level(self, int space):
        cdef int sec, i, low
        if not self.sw_doubling:
            return 0
        sec = self.t.section[space]
        low = self.s.houses[self.t.sec[sec][0]]
        for i in range(self.t.sec_len[sec]):
            low = min(low, self.s.houses[self.t.sec[sec][i]])
        return min(3, low)

    cdef long land_rent(self, int space):
        return (<long>self.t.rent[space]) << self.section_level(space)

    cdef long house_rent(self, int space):
        return self.s.houses[space] * <long>self.t.house_rent

    cdef bint is_public(self, int space):
        cdef int i
        for i in range(self.s.npublic):
            if self.s.public[i] == space:
                return True
        return False

    cdef bint is_college(self, int space):
        cdef int i
        for i in range(self.s.ncolleges):
            if self.s.colleges[i] == space:
                return True
        return False

    cdef bint trust_active(self):
        cdef int i
        if self.s.ntrust == 0:
            return False
        for i in range(self.t.nrail):
            if self.s.owner[self.t.rails[i]] != self.s.trust[0] and self.s.owner[self.t.rails[i]] != self.s.trust[1]:
                return False
        return True

    cdef long franchise_charge(self, int space, int lander, int* why):
        """Rule 9; ``why``: 0 own/free, 1 unowned, 2 cinch, 3 franchise rate, 4 trust fare, 5 railroad."""
        cdef int holder = self.s.owner[space]
        cdef int i, held
        why[0] = 0
        if self.s.npublic and self.is_public(space):  # Single Tax Rule 3
            return 0
        if holder == PACK:
            why[0] = 1
            return self.t.franchise_fee
        if holder == lander:
            return 0
        if self.t.kind[space] == K_FRAN:
            cinch = self.t.nfran > 1
            for i in range(self.t.nfran):
                if self.s.owner[self.t.frans[i]] != holder:
                    cinch = False
            if cinch:
                why[0] = 2
                return self.t.cinch_fee
            why[0] = 3
            return self.t.franchise_fee
        if self.sw_trust and self.trust_active():
            if lander == self.s.trust[0] or lander == self.s.trust[1]:
                return 0
            why[0] = 4
            return self.t.trust_fare
        held = 0
        for i in range(self.t.nrail):
            if self.s.owner[self.t.rails[i]] == holder and not (self.s.npublic and self.is_public(self.t.rails[i])):
                held += 1
        why[0] = 5
        return self.t.fares[held - 1] if held >= 1 else self.t.c.railroad_fares[held - 1]

    cdef long landing_cost(self, int seat, int space) except? -1:
        cdef int why
        cdef int kind = self.t.kind[space]
        if kind == K_LOT:
            if self.s.single_tax:  # Single Tax Rules 2, 4: land rent to the treasury, house rent to another's houses
                if self.s.house_owner[space] != seat and self.s.house_owner[space] != PACK:
                    return self.land_rent(space) + self.house_rent(space)
                return self.land_rent(space)
            if self.s.owner[space] == seat:
                return 0
            return self.land_rent(space) + self.house_rent(space)
        if kind == K_TAX:
            return self.tax_amount()
        if kind == K_RAIL or kind == K_FRAN:
            return self.franchise_charge(space, seat, &why)
        if kind == K_SPEC:
            return self.t.spec_ante
        return 0

    # ----- the bots' valuation (bots/valuation.py, bots/landlord.py) --------------------------------------
    cdef double landings(self):
        cdef double rounds_left
        cdef long lead = 0
        cdef int k
        cdef double a, b
        for k in range(self.s.n):
            lead = max(lead, self.s.wages_received[k])
        a = max(0, self.wages_to_end - lead) * self.t.size / 7.0
        b = max(0, self.max_rounds - self.s.round)
        rounds_left = a if a <= b else b
        return rounds_left * (self.s.n - 1) / self.t.size

    cdef long charge_of(self, int space, int seat) except? -1:
        """What another player pays on stopping at ``space`` now, were it ``seat``'s (valuation.charge)."""
        cdef long best = 0, cost
        cdef int k, o
        cdef bint any_payer = False
        if self.t.kind[space] == K_LOT:
            return self.land_rent(space) + self.s.houses[space] * <long>self.t.house_rent
        for k in range(1, self.s.n):
            o = self.other(seat, k)
            if self.s.owner[space] == o:
                continue
            cost = self.landing_cost(o, space)
            if not any_payer or cost > best:
                best = cost
            any_payer = True
        return best

    cdef int group(self, int space, int* out):
        cdef int kind = self.t.kind[space]
        cdef int i, sec
        if kind == K_LOT:
            sec = self.t.section[space]
            for i in range(self.t.sec_len[sec]):
                out[i] = self.t.sec[sec][i]
            return self.t.sec_len[sec]
        if kind == K_RAIL:
            for i in range(self.t.nrail):
                out[i] = self.t.rails[i]
            return self.t.nrail
        if kind == K_FRAN:
            for i in range(self.t.nfran):
                out[i] = self.t.frans[i]
            return self.t.nfran
        return 0

    cdef bint completes(self, int space, int seat):
        cdef int members[MAXS]
        cdef int m = self.group(space, members)
        cdef int i
        cdef bint others = False
        for i in range(m):
            if members[i] != space:
                others = True
                if self.s.owner[members[i]] != seat:
                    return False
        return others

    cdef double worth(self, int space, int seat) except? -1.0:
        cdef double value, n
        cdef int members[MAXS]
        cdef int m, i
        cdef long total
        if self.s.single_tax and self.t.kind[space] == K_LOT:  # a Title Deed counts nothing, its rent is public
            return 0.0
        value = self.t.per_card + self.s.houses[space] * self.t.per_house
        n = self.landings()
        value += n * self.charge_of(space, seat)
        if self.completes(space, seat):
            m = self.group(space, members)
            total = 0
            for i in range(m):
                total += self.charge_of(members[i], seat)
            value += n * total
        if self.bots[seat] == BUILDER and self.sw_advanced and not self.s.single_tax and self.t.nsec and \
                self.t.kind[space] == K_LOT and \
                self.completable(space, seat) and not self.completes(space, seat):
            m = self.group(space, members)
            total = 0
            for i in range(m):
                total += self.charge_of(members[i], seat)
            value += self.landings() * total / 2
        return value

    cdef bint completable(self, int space, int seat):
        cdef int members[MAXS]
        cdef int m = self.group(space, members)
        cdef int i
        cdef bint others = False
        for i in range(m):
            if members[i] != space:
                others = True
                if self.s.owner[members[i]] != seat and self.s.owner[members[i]] != PACK:
                    return False
        return others

    cdef long value(self, int space, int seat) except? -1:
        """bargain_hunter.value: the printed price, or half as much again if the card completes a set."""
        if self.completes(space, seat):
            return self.t.price[space] * 3 // 2
        return self.t.price[space]

    cdef long ceiling(self, int space, int seat) except? -1:
        return <long>(self.worth(space, seat) * (1 - 0.15))

    # ----- the bots' answers -----------------------------------------------------------------------------
    cdef bint ask_buy(self, int seat, int space, long price, bint dealt=False) except -1:
        """``buy`` (the first option): landlord.on_buy, cautious.on_buy, careless."""
        cdef int bot = self.bots[seat]
        cdef bint yes
        if bot == CARELESS:
            yes = self.pick(seat, 2) == 0
        elif bot == CAUTIOUS:
            yes = price <= self.t.price[space] and self.s.cash[seat] - 150 >= price
        elif bot == OLD_CAUTIOUS:
            yes = self.s.cash[seat] - 150 >= price
        elif bot == BARGAIN:
            yes = self.s.cash[seat] - price >= 50 and price <= 2 * self.value(space, seat)
        else:
            yes = price <= self.ceiling(space, seat) and price <= self.s.cash[seat] - 75
        self.answers.append(bool(yes))
        return yes

    cdef bint ask_yes_no(self, int seat, bint landlord, bint cautious) except -1:
        """A yes-or-no decision whose answer does not depend on the numbers (or is worked out by the caller)."""
        cdef int bot = self.bots[seat]
        cdef bint yes
        if bot == CARELESS:
            yes = self.pick(seat, 2) == 0
        elif self.saver[seat]:
            yes = cautious
        else:
            yes = landlord
        self.answers.append(bool(yes))
        return yes

    cdef long ask_auction_bid(self, int seat, int space, long low, long high) except -1:
        cdef int bot = self.bots[seat]
        cdef long bid, top
        if bot == CARELESS:
            bid = self.careless_amount(seat, low, high)
        elif self.saver[seat]:
            bid = low if (low == self.t.price[space] and self.s.cash[seat] - 150 >= low) else 0
        elif bot == BARGAIN:
            bid = low if (low <= self.value(space, seat) and self.s.cash[seat] - low >= 50) else 0
        else:
            top = min(self.ceiling(space, seat), self.s.cash[seat] - 75, high)
            bid = 0 if top < low else low
        self.answers.append(int(bid))
        return bid

    cdef long ask_sale_bid(self, int seat, int space, long low, long high) except -1:
        """A bid in a forced sale (``space`` -1 for a luxury)."""
        cdef int bot = self.bots[seat]
        cdef long bid, top
        cdef long per_card = self.t.per_card
        if bot == CARELESS:
            bid = self.careless_amount(seat, low, high)
        elif bot == CAUTIOUS:
            bid = low if (2 * low <= per_card and self.s.cash[seat] - 150 >= low) else 0
        elif bot == OLD_CAUTIOUS:
            bid = 0
        elif bot == BARGAIN:
            top = per_card // 2 if space < 0 else self.t.price[space]
            bid = low if (low <= top and self.s.cash[seat] - low >= 50) else 0
        else:
            top = <long>(per_card * (1 - 0.15)) if space < 0 else self.ceiling(space, seat)
            top = min(top, self.s.cash[seat] - 75, high)
            bid = 0 if top < low else top
        self.answers.append(int(bid))
        return bid

    cdef long ask_privilege_bid(self, int seat, int space, long low, long high) except -1:
        """``privilege_bid`` (Single Tax Rule 4): bargain_hunter.on_privilege_bid (the landlords' family); the
        savers pass (the base strategy's 0)."""
        cdef int bot = self.bots[seat]
        cdef long bid = 0
        if bot == CARELESS:
            bid = self.careless_amount(seat, low, high)
        elif not self.saver[seat]:
            bid = low if (self.t.rent[space] >= 14 and low <= 20 and self.s.cash[seat] - low >= 200) else 0
        self.answers.append(int(bid))
        return bid

    cdef bint ask_build_here(self, int seat) except -1:
        """``build_here`` (Single Tax Rule 4): a house if his cash after it keeps his reserve."""
        cdef long house_cost = self.t.house_cost
        if self.saver[seat]:
            return self.ask_yes_no(seat, False, self.s.cash[seat] - 150 >= house_cost)
        return self.ask_yes_no(seat, self.s.cash[seat] - house_cost >= self.reserve[seat], False)

    cdef int ask_natural(self, int seat, list eligible) except -1:
        """``natural_opportunity``: base.best_natural (the first of the best wages less rent); careless at random."""
        cdef int k, best
        if self.bots[seat] == CARELESS:
            best = eligible[self.pick(seat, len(eligible))]
        else:
            best = eligible[0]
            for k in eligible:
                if self.t.nat_wages[k] - self.t.nat_rent[k] > self.t.nat_wages[best] - self.t.nat_rent[best]:
                    best = k
        self.answers.append(best)
        return best

    cdef long ask_lend(self, int seat, int security, long low, long high) except -1:
        cdef int bot = self.bots[seat]
        cdef long amount
        if bot == CARELESS:
            amount = self.careless_amount(seat, low, high)
        elif bot == OLD_CAUTIOUS:  # 0.1's saver lent on wages too
            amount = min(high, self.s.cash[seat] - 150)
            amount = amount if amount >= low else 0
        elif security == PACK:
            amount = 0
        elif bot == CAUTIOUS:
            amount = min(high, self.s.cash[seat] - 150, <long>self.t.per_card)
            amount = amount if amount >= low else 0
        else:
            amount = min(high, self.s.cash[seat] - self.reserve[seat])
            amount = amount if amount >= low else 0
        self.answers.append(int(amount))
        return amount

    cdef object ask_options(self, int seat, tuple options, object default):
        """A decision among ``options`` that the careless player picks at random and the others answer
        ``default``."""
        if self.bots[seat] == CARELESS:
            answer = options[self.pick(seat, len(options))]
        else:
            answer = default
        self.answers.append(answer)
        return answer

    # ----- a turn (movement.py) ---------------------------------------------------------------------------
    cdef void play_turn(self, int seat) except *:
        self.turn_actions(seat)
        if self.s.status[seat] == JAIL:
            self.jail_turn(seat)
        elif self.s.status[seat] == POOR:
            self.poor_house_turn(seat)
        else:
            if self.s.status[seat] == NATURAL:
                self.leave_natural(seat)
                if self.s.status[seat] != TRACK:
                    return
            self.move_by_throw(seat, self.throw(seat, "Rule 2", 0), self.s.position[seat], False)

    cdef int throw(self, int seat, str why, int speculation) except -1:
        """Two dice: returned as d1 * 8 + d2."""
        cdef long key = self.k_spec[seat] if speculation else self.k_dice[seat]
        cdef int d1, d2
        self.s.throws += 1
        d1 = <int>(self.draw(key) * 6) + 1
        d2 = <int>(self.draw(key) * 6) + 1
        if self.log:
            self.emit("throw", why, f"{self.pnames[seat]} threw {d1} and {d2}" + (" (a double)" if d1 == d2 else ""), d1 + d2, "", "", self.pnames[seat], -1)
        else:
            self.s.seq += 1
        if d1 == d2 and self.s.agreed == 1:
            self.s.agreed = 2
            self.emit("agreement", "Rule 19", f"{self.pnames[seat]} threw the double the players agreed to stop at: "
                      f"the game ends at the end of this turn" if self.log else "", 0, "", "", self.pnames[seat], -1)
        return d1 * 8 + d2

    cdef int next_corner(self, int origin):
        cdef int best = -1, i, c
        cdef long d, bestd = 0
        for i in range(self.t.ncorners):
            c = self.t.corners[i]
            d = (c - origin - 1) % self.t.size
            if best < 0 or d < bestd:
                best, bestd = c, d
        return best

    cdef int routes(self, int origin, int dice, int* labels, int* dests):
        """Rule 2 and 17: labels 0 forward, 1 pass, 2 backward; returns the count."""
        cdef int size = self.t.size
        cdef int d1 = dice // 8, d2 = dice % 8
        cdef int n = d1 + d2
        cdef int m = 0, c1, c2, to_corner, jump
        labels[m] = 0
        dests[m] = (origin + n) % size
        m += 1
        if d1 == d2 and self.sw_official_pass:
            c1 = self.next_corner(origin)
            to_corner = (c1 - origin) % size or size
            if n > to_corner:
                c2 = self.next_corner(c1)
                jump = 1 if self.sw_one_step else 0
                labels[m] = 1
                dests[m] = (c2 + n - to_corner - jump) % size
                m += 1
        if self.t.chance_low < origin < self.t.chance_high:
            labels[m] = 2
            dests[m] = (origin - n) % size
            m += 1
        return m

    cdef bint affordable(self, int seat, int origin, int label, int dest) except -1:
        cdef long cash = self.s.cash[seat]
        if label != 2 and dest <= origin and self.s.gets_wages[seat]:
            cash += self.s.wage_level
        return self.landing_cost(seat, dest) <= cash

    cdef int choose_route(self, int seat, int m, int* labels, int* dests) except -1:
        """The ``direction`` decision: returns the index of the route taken."""
        cdef int bot = self.bots[seat]
        cdef int i, best
        cdef long cost, bestc
        if bot == CARELESS:
            i = self.pick(seat, m)
        else:
            i = -1
            if not self.saver[seat]:  # the bargain hunter's (the landlord's) preference for a card he could buy
                for best in range(m):
                    d = dests[best]
                    if self.t.is_card[d] and self.s.owner[d] == PACK and \
                            self.s.cash[seat] - self.t.price[d] >= self.reserve[seat]:
                        i = best
                        break
            if i < 0:
                bestc = 0
                for best in range(m):
                    cost = self.landing_cost(seat, dests[best])
                    if i < 0 or cost < bestc:
                        i, bestc = best, cost
        self.answers.append(("forward", "pass", "backward")[labels[i]])
        return i

    cdef void move_by_throw(self, int seat, int dice, int origin, bint poor_house) except *:
        cdef int labels[3]
        cdef int dests[3]
        cdef int fl[3]
        cdef int fd[3]
        cdef int m = self.routes(origin, dice, labels, dests)
        cdef int i, f, label, dest, n, space_kind
        cdef bint bought = False, borrowed = False
        if poor_house or self.s.single_tax:  # Rule 12; Single Tax Rule 8 (rulings R-29)
            f = 0
            for i in range(m):
                if self.affordable(seat, origin, labels[i], dests[i]):
                    fl[f] = labels[i]
                    fd[f] = dests[i]
                    f += 1
            if f == 0 and self.s.single_tax:
                self.go_to_natural(seat, dests[0])
                return
            if f == 0:
                self.s.position[seat] = self.t.poor_beside
                self.emit("stay", "Rule 12", f"{self.pnames[seat]} cannot afford the move and stays in the POOR HOUSE"
                          if self.log else "", 0, "", "", self.pnames[seat], -1)
                return
            for i in range(f):
                labels[i] = fl[i]
                dests[i] = fd[i]
            m = f
            if poor_house:
                self.s.status[seat] = TRACK
        i = 0
        if m > 1:
            i = self.choose_route(seat, m, labels, dests)
        label, dest = labels[i], dests[i]
        n = dice // 8 + dice % 8
        space_kind = self.t.kind[dest]
        if space_kind == K_SPEC:
            if not self.ask_yes_no(seat, self.s.cash[seat] >= 100, False):
                self.emit("refuse", "Rule 8", f"{self.pnames[seat]} refused to move onto Speculation and stays put"
                          if self.log else "", 0, "", "", self.pnames[seat], -1)
                return
        if space_kind == K_LUX and self.sw_luxury and label != 2:
            bought, borrowed = self.offer_luxury(seat, dest, n)
            if not bought:
                label, dest = 2, (origin - n) % self.t.size
                if self.s.single_tax and not self.affordable(seat, origin, label, dest):  # Single Tax Rule 8
                    self.go_to_natural(seat, dest)
                    return
        self.move(seat, dest, label != 2, label, "Rule 17" if label == 1 else "Rule 2")
        if bought:
            self.buy_luxury(seat, borrowed)
        else:
            self.land(seat, dest)

    cdef tuple offer_luxury(self, int seat, int dest, int n):
        """Rule 13 (movement.offer_luxury): (bought, borrowed)."""
        cdef long price = self.t.luxury_price
        cdef long lack
        cdef bint lenders = False, bought = False
        cdef int k
        name = self.pnames[seat]
        if not self.unheld():
            self.emit("decline", "Rule 13", f"No purple card is left (every luxury is held): {name} moves backward "
                      f"{n} spaces" if self.log else "", 0, "", "", name, -1)
            return False, False
        lack = max(0, price - self.s.cash[seat])
        for k in range(1, self.s.n):
            if self.s.cash[self.other(seat, k)] > 0:
                lenders = True
        if not lack or lenders:
            bought = self.ask_yes_no(seat, False, False)
        if bought and lack:
            self.raise_funds(seat, price, False, "Rules 13, 16")
            if self.s.cash[seat] < price:
                self.emit("decline", "Rule 13", f"{name} could not borrow the ${price - self.s.cash[seat]} he lacks "
                          f"for the luxury and moves backward {n} spaces" if self.log else "", 0, "", "", name, -1)
                return False, False
        if not bought:
            self.emit("decline", "Rule 13", f"{name} does not buy the luxury and moves backward {n} spaces"
                      if self.log else "", 0, "", "", name, -1)
        return bought, bool(bought and lack)

    cdef list unheld(self):
        cdef int k, i
        held = set()
        for k in range(self.s.n):
            for i in range(self.s.nlux[k]):
                held.add(self.s.lux[k][i])
        return [i for i in range(len(self.t.luxuries)) if i not in held]

    cdef void buy_luxury(self, int seat, bint borrowed) except *:
        left = self.unheld()
        index = left[<int>(self.draw(self.k_luxury) * len(left))]
        luxury = self.t.luxuries[index]
        price = self.t.luxury_price
        how = " with borrowed money" if borrowed else ""
        self.transfer(seat, MISC, price, "luxury", "Rule 13",
                      f"{self.pnames[seat]} paid ${price}{how} to MISCELLANEOUS for a luxury: {luxury}"
                      if self.log else "")
        self.add_luxury(seat, index)

    cdef void add_luxury(self, int seat, int index) except *:
        if self.s.nlux[seat] >= MAXLUX:
            raise _Bail()
        self.s.lux[seat][self.s.nlux[seat]] = index
        self.s.nlux[seat] += 1

    cdef void move(self, int seat, int dest, bint forward, int how, str rule) except *:
        cdef int origin = self.s.position[seat]
        self.s.position[seat] = dest
        self.s.status[seat] = TRACK
        if self.log:
            verb = ("moved to", "used the official pass to", "moved backward to")[how]
            self.emit("move", rule, f"{self.pnames[seat]} {verb} {self.t.names[dest]}", 0, "", "", self.pnames[seat], dest)
        else:
            self.s.seq += 1
        if forward and dest <= origin:
            self.pay_wages(seat)

    cdef void jail_turn(self, int seat) except *:
        """Rule 6 (movement.jail_turn)."""
        cdef long fine = self.t.jail_fine
        cdef int origin = self.t.jail_beside - (1 if self.sw_shelter_first else 0)
        cdef long worth = self.s.cash[seat]
        cdef int i, card, dice
        cdef bint pay
        name = self.pnames[seat]
        for i in range(self.t.ncards):
            card = self.t.cards[i]
            if self.s.owner[card] == seat and not self.mortgaged(card):
                worth += self.t.price[card]
        if self.s.jail_missed[seat] >= self.t.jail_max_missed and worth >= fine:
            pay = True
            self.emit("must_pay", "Rule 6", f"{name} has missed {self.s.jail_missed[seat]} turns and must pay the fine"
                      if self.log else "", 0, "", "", name, -1)
        elif self.s.cash[seat] >= fine:
            answer = self.ask_options(seat, ("pay", "throw"),
                                      "pay" if self.s.cash[seat] - fine >= self.reserve[seat]
                                      else "throw")
            pay = answer == "pay"
        else:
            pay = False
        if pay:
            if not self.charge(seat, TREASURY, fine, "fine", "Rule 6",
                               f"{name} paid the ${fine} fine to leave JAIL" if self.log else ""):
                return
            self.release(seat, "paid the fine", origin)
            self.move_by_throw(seat, self.throw(seat, "Rule 2", 0), origin, False)
            return
        dice = self.throw(seat, "Rule 6", 0)
        if dice // 8 == dice % 8:
            self.release(seat, "served the time with a double (Rule 17)", origin)
            self.move_by_throw(seat, dice, origin, False)
        else:
            self.s.jail_missed[seat] += 1
            self.emit("stay", "Rule 6", f"{name} stays in JAIL (missed turn {self.s.jail_missed[seat]})"
                      if self.log else "", 0, "", "", name, -1)

    cdef void release(self, int seat, str how, int origin) except *:
        self.s.status[seat] = TRACK
        self.s.jail_missed[seat] = 0
        self.s.position[seat] = origin
        self.emit("release", "Rule 6", f"{self.pnames[seat]} {how} and leaves JAIL, counting from Shelter"
                  if self.log else "", 0, "", "", self.pnames[seat], origin)

    cdef void poor_house_turn(self, int seat) except *:
        self.move_by_throw(seat, self.throw(seat, "Rule 12", 0), self.t.poor_beside, True)

    # ----- before the throw (turn_actions.py, building.py) -------------------------------------------------
    cdef void turn_actions(self, int seat) except *:
        cdef bint traded = False
        cdef int builds[MAXS]
        cdef int nb, choice
        cdef long house_cost = self.t.house_cost
        if self.sw_trust:
            self.offer_trust(seat)
        while True:
            nb = self.buildable(seat, builds)
            answer = self.turn_answer(seat, builds, nb, traded)
            if answer is None:
                self.answers.append("throw")
                return
            self.answers.append(answer)
            if "build" in answer:
                self.build_on_turn(seat, answer["build"])
            else:
                traded = True
                self.trade(seat, answer["trade"])

    cdef int buildable(self, int seat, int* out):
        cdef int m = 0, i, lot
        if self.s.cash[seat] < self.t.house_cost:
            return 0
        if self.s.single_tax:  # any unimproved lot, or one whose houses are his (Single Tax Rule 4, R-15)
            for i in range(self.t.nlots):
                lot = self.t.lots[i]
                if self.s.houses[lot] < self.cap and (self.s.houses[lot] == 0 or self.s.house_owner[lot] == seat):
                    out[m] = lot
                    m += 1
            return m
        for i in range(self.t.nlots):
            lot = self.t.lots[i]
            if self.s.owner[lot] == seat and self.s.houses[lot] < self.cap:
                out[m] = lot
                m += 1
        return m

    cdef object turn_answer(self, int seat, int* builds, int nb, bint traded):
        """The ``turn`` decision: None to throw, else {"build": space} or {"trade": offer}."""
        cdef int bot = self.bots[seat]
        cdef int i, best
        cdef long house_cost = self.t.house_cost
        if bot == CARELESS:
            if self.draw(self.k_choice[seat]) < 0.7:
                return None
            i = self.pick(seat, nb + 1)
            return None if i == 0 else {"build": builds[i - 1]}
        if bot == BARGAIN:
            if nb and self.s.cash[seat] - house_cost >= 50:
                best = builds[0]
                for i in range(1, nb):
                    if (self.land_rent(builds[i]), -self.s.houses[builds[i]]) > \
                            (self.land_rent(best), -self.s.houses[best]):
                        best = builds[i]
                return {"build": best}
            if not traded:
                offer = self.bargain_offer(seat)
                if offer is not None:
                    return {"trade": offer}
            return None
        if self.saver[seat]:
            if nb and self.s.cash[seat] - 150 >= 2 * house_cost:
                best = builds[0]
                for i in range(1, nb):
                    if self.land_rent(builds[i]) > self.land_rent(best):
                        best = builds[i]
                return {"build": best}
            return None
        if bot == BUILDER and self.sw_advanced and not self.s.single_tax and self.t.nsec:
            return self.builder_turn(seat, builds, nb, traded)
        if nb and self.s.cash[seat] - 75 >= house_cost:
            return {"build": self.build_choice(builds, nb, seat)}
        if not traded:
            offer = self.trade_offer(seat)
            if offer is not None:
                return {"trade": offer}
        return None

    cdef bint holds_section(self, int space, int seat):
        cdef int sec = self.t.section[space], i
        for i in range(self.t.sec_len[sec]):
            if self.s.owner[self.t.sec[sec][i]] != seat:
                return False
        return True

    cdef list near_sections(self, int seat):
        """Sections of which he lacks one lot only, in the board's order."""
        cdef int k, i, lacking
        near = []
        for k in range(self.t.nsec):
            lacking = 0
            for i in range(self.t.sec_len[k]):
                if self.s.owner[self.t.sec[k][i]] != seat:
                    lacking += 1
            if lacking == 1:
                near.append(k)
        return near

    cdef object builder_turn(self, int seat, int* builds, int nb, bint traded):
        """builder.on_turn under the advanced rules (section doubling)."""
        cdef int i, best = -1, b
        cdef long house_cost = self.t.house_cost
        cdef long room = self.s.cash[seat] - 75
        cdef int lots[MAXS]
        full = [builds[i] for i in range(nb) if self.holds_section(builds[i], seat)]
        if full and room >= house_cost:
            for b in full:
                if best < 0 or (self.s.houses[b], -self.land_rent(b)) < (self.s.houses[best], -self.land_rent(best)):
                    best = b
            return {"build": best}
        if not traded:
            near = self.near_sections(seat)
            rents = [-sum(self.land_rent(self.t.sec[k][i]) for i in range(self.t.sec_len[k])) for k in near]
            order = sorted(range(len(near)), key=lambda j: rents[j])
            offer = None
            for j in order:
                k = near[j]
                for i in range(self.t.sec_len[k]):
                    lots[i] = self.t.sec[k][i]
                offer = self.offer_for_last(lots, self.t.sec_len[k], seat)
                if offer is not None:
                    break
            if offer is None:
                offer = self.trade_offer(seat)
            if offer is not None:
                return {"trade": offer}
        in_sight = bool(full) or bool(self.near_sections(seat))
        if nb and not in_sight and room >= 2 * house_cost:
            return {"build": self.build_choice(builds, nb, seat)}
        return None

    cdef int build_choice(self, int* builds, int nb, int seat):
        """landlord.build_choice: max by (raises a section all his, land rent, fewest houses)."""
        cdef int i, j, best = -1, b, sec
        cdef bint raises, braises = False
        cdef long rent, brent = 0
        cdef int h, bh = 0, low
        for i in range(nb):
            b = builds[i]
            sec = self.t.section[b]
            raises = True
            low = self.s.houses[self.t.sec[sec][0]]
            for j in range(self.t.sec_len[sec]):
                if self.s.owner[self.t.sec[sec][j]] != seat:
                    raises = False
                low = min(low, self.s.houses[self.t.sec[sec][j]])
            raises = raises and self.s.houses[b] == low
            rent = self.land_rent(b)
            h = -self.s.houses[b]
            if best < 0 or (raises, rent, h) > (braises, brent, bh):
                best, braises, brent, bh = b, raises, rent, h
        return best

    cdef object trade_offer(self, int seat):
        """landlord.trade_offer: the last railroad, then the last franchise."""
        offer = self.offer_for_last(self.t.rails, self.t.nrail, seat)
        if offer is None:
            offer = self.offer_for_last(self.t.frans, self.t.nfran, seat)
        return offer

    cdef object bargain_offer(self, int seat):
        """bargain_hunter.trade_offer: $150 for the last railroad, $100 for the other franchise."""
        cdef int i, m, mine, rest, card
        cdef long price
        for kind in range(2):
            m = self.t.nrail if kind == 0 else self.t.nfran
            price = 150 if kind == 0 else 100
            mine = rest = 0
            card = -1
            for i in range(m):
                space = self.t.rails[i] if kind == 0 else self.t.frans[i]
                if self.s.owner[space] == seat:
                    mine += 1
                elif self.s.owner[space] != PACK:
                    rest += 1
                    if card < 0:
                        card = space
            if mine == m - 1 and rest == 1 and self.s.cash[seat] - price >= 50 and not self.mortgaged(card):
                return {"card": card, "with": self.s.owner[card], "price": int(price), "side": "buy"}
        return None

    cdef object offer_for_last(self, int* group, int m, int seat):
        cdef int i, card = -1, rest = 0
        cdef long price
        for i in range(m):
            if self.s.owner[group[i]] != seat:
                rest += 1
                card = group[i]
        if m < 2 or rest != 1 or self.s.owner[card] == PACK or self.mortgaged(card):
            return None
        price = min(self.ceiling(card, seat), self.s.cash[seat] - 75)
        if price < self.t.price[card]:
            return None
        return {"card": card, "with": self.s.owner[card], "price": int(price), "side": "buy"}

    cdef void build(self, int seat, int space, str rule) except *:
        cdef long cost = self.t.house_cost
        self.s.houses[space] += 1
        self.s.house_owner[space] = seat
        self.transfer(seat, MISC, cost, "build", rule,
                      f"{self.pnames[seat]} built a house on {self.t.names[space]} for ${cost} "
                      f"({self.s.houses[space]} there now)" if self.log else "", space)

    cdef void build_on_turn(self, int seat, int space) except *:
        """building.build_on_turn: Rule 14; under the Single Tax an unimproved lot goes to the highest bidder for
        the privilege, paid into the PUBLIC TREASURY (Single Tax Rule 4, rulings R-15)."""
        cdef long house_cost = self.t.house_cost
        cdef long high = 0, bid, room
        cdef int bidder = PACK, k, q, winner
        cdef bint match
        if not (self.s.single_tax and self.s.houses[space] == 0):
            self.build(seat, space, "Single Tax Rule 4" if self.s.single_tax else "Rule 14")
            return
        for k in range(1, self.s.n):
            q = self.other(seat, k)
            room = self.s.cash[q] - house_cost
            if room <= high:
                continue
            bid = self.ask_privilege_bid(q, space, high + 1, room)
            if bid:
                high, bidder = bid, q
        winner = seat
        if bidder != PACK:
            match = self.s.cash[seat] - house_cost >= high and self.ask_buy(seat, space, high)
            winner = seat if match else bidder
            self.transfer(winner, TREASURY, high, "privilege", "Single Tax Rule 4",
                          f"{self.pnames[winner]} paid ${high} to the PUBLIC TREASURY for the privilege of building "
                          f"on {self.t.names[space]}" if self.log else "", space)
        if self.s.cash[winner] >= house_cost and self.s.houses[space] == 0:
            self.build(winner, space, "Single Tax Rule 4")

    cdef void trade(self, int seat, dict offer) except *:
        """turn_actions.trade: the bots offer only to buy a card."""
        cdef int card = offer["card"], other = offer["with"]
        cdef long price = offer["price"]
        cdef int seller = other, buyer = seat
        cdef bint yes
        if offer["side"] != "buy":
            raise _Bail()
        name = self.t.names[card]
        yes = self.accept_trade(other, card, price)
        if not yes:
            self.emit("trade_refused", "Rule 1", f"{self.pnames[other]} refused {self.pnames[seat]}'s offer for {name}"
                      if self.log else "", 0, "", "", self.pnames[seat], -1)
            return
        self.transfer_card(card, seller, buyer)
        self.transfer(buyer, seller, price, "trade", "Rule 1",
                      f"{self.pnames[buyer]} bought {name} from {self.pnames[seller]} for ${price}, as they agreed"
                      if self.log else "", card)

    cdef bint accept_trade(self, int seat, int card, long price) except -1:
        """``accept_trade`` when the proposer buys ``card`` from ``seat`` (side "buy")."""
        cdef int bot = self.bots[seat]
        cdef bint yes
        if bot == CARELESS:
            yes = self.pick(seat, 2) == 0
        elif self.saver[seat]:
            yes = price >= self.t.price[card] * 3 // 2
        elif bot == BARGAIN:
            yes = price >= 2 * self.t.price[card]
        else:
            yes = price >= self.worth(card, seat)
        self.answers.append(bool(yes))
        return yes

    cdef void offer_trust(self, int seat) except *:
        """turn_actions.offer_trust (Rule 9)."""
        cdef int i, other = -2, who, h, a = -2, b = -2
        self.end_broken_trust("Rule 9")
        if self.s.ntrust:
            return
        for i in range(self.t.nrail):  # the holders of the railroads: exactly two, he one of them, none the pack
            h = self.s.owner[self.t.rails[i]]
            if h == PACK:
                return
            if h == a or h == b:
                continue
            if a == -2:
                a = h
            elif b == -2:
                b = h
            else:
                return
        if b == -2 or (seat != a and seat != b):
            return
        other = b if seat == a else a
        for who in (seat, other):
            if not self.ask_yes_no(who, True, True):
                return
        self.s.ntrust = 2
        self.s.trust[0] = min(seat, other)
        self.s.trust[1] = max(seat, other)
        self.emit("trust", "Rule 9", f"{self.pnames[seat]} and {self.pnames[other]} form a railroad Trust"
                  if self.log else "", 0, "", "", self.pnames[seat], -1)

    cdef void end_broken_trust(self, str rule) except *:
        cdef int i
        if not self.s.ntrust:
            return
        holders = set()
        for i in range(self.t.nrail):
            holders.add(self.s.owner[self.t.rails[i]])
        members = {self.s.trust[0], self.s.trust[1]}
        if holders == members:
            return
        if len(holders) == 1 and holders <= members:
            why = f"{self.name(holders.pop())} holds every railroad alone (a Monopoly)"
        else:
            why = f"{self.name(self.s.trust[0])} and {self.name(self.s.trust[1])} no longer hold every railroad " \
                  f"between them"
        self.s.ntrust = 0
        self.emit("trust_ended", rule, f"The railroad Trust is dissolved: {why}" if self.log else "", 0, "", "", "", -1)

    # ----- landing (landing.py, auction.py, chance_cards.py, speculation.py) --------------------------------
    cdef void land(self, int seat, int space) except *:
        cdef int kind = self.t.kind[space]
        if kind == K_LOT:
            if self.s.single_tax:
                self.land_lot_single_tax(seat, space)
            else:
                self.land_lot(seat, space)
        elif kind == K_TAX:
            self.land_tax(seat, space)
        elif kind == K_RAIL or kind == K_FRAN:
            self.land_franchise(seat, space)
        elif kind == K_TRESPASS and self.s.ncolleges and self.is_college(space):
            self.go_to_college(seat, space)
        elif kind == K_TRESPASS:
            self.go_to_jail(seat, "Rule 5", f"{self.pnames[seat]} trespassed on {self.t.names[space]} and goes to JAIL"
                            if self.log else "")
        elif kind == K_CHANCE:
            self.draw_chance(seat)
        elif kind == K_SPEC:
            self.speculate(seat, space)
        elif kind == K_PARK:
            self.emit("free", "Rule 10", f"{self.pnames[seat]} rests in Central Park, maintained by public funds"
                      if self.log else "", 0, "", "", self.pnames[seat], space)

    cdef void land_lot(self, int seat, int space) except *:
        cdef int owner = self.s.owner[space]
        cdef long rent, amount
        cdef int houses, builder
        cdef bint paid
        pname = self.pnames[seat]
        name = self.t.names[space]
        if owner == PACK:
            owner = self.auction(seat, space)
            if owner == PACK:
                rent = self.land_rent(space)
                self.charge(seat, TREASURY, rent, "rent", "Rule 7",
                            f"{pname} paid ${rent} land rent for {name} to the PUBLIC TREASURY as nobody bought it"
                            if self.log else "", space)
                return
        if owner == seat:
            return
        rent = self.land_rent(space)
        paid = self.charge(seat, owner, rent, "rent", "Rule 7",
                           f"{pname} paid ${rent} land rent for {name} to {self.name(owner)}" if self.log else "", space)
        houses = self.s.houses[space]
        builder = self.s.house_owner[space]
        if paid and houses and builder != seat:
            amount = self.house_rent(space)
            self.charge(seat, builder, amount, "house_rent", "Rule 14",
                        f"{pname} paid ${amount} house rent for {houses} house{'s' * (houses > 1)} on {name} "
                        f"to {self.name(builder)}" if self.log else "", space)

    cdef void land_lot_single_tax(self, int seat, int space) except *:
        """landing.land_lot_single_tax (Single Tax Rules 2, 4): land rent to the PUBLIC TREASURY, house rent to the
        houses' owner; on an unimproved lot he may then build."""
        cdef long rent = self.land_rent(space), amount
        cdef int builder
        pname = self.pnames[seat]
        name = self.t.names[space]
        if not self.charge(seat, TREASURY, rent, "rent", "Single Tax Rule 4",
                           f"{pname} paid ${rent} land rent for {name} to the PUBLIC TREASURY" if self.log else "",
                           space):
            return
        builder = self.s.house_owner[space]
        if self.s.houses[space] and builder != seat:
            amount = self.house_rent(space)
            self.charge(seat, builder, amount, "house_rent", "Single Tax Rule 4",
                        f"{pname} paid ${amount} house rent for {name} to {self.name(builder)}" if self.log else "",
                        space)
        elif self.s.houses[space] == 0 and self.s.cash[seat] >= self.t.house_cost:
            if self.ask_build_here(seat):
                self.build(seat, space, "Single Tax Rule 4")

    cdef void land_tax(self, int seat, int space) except *:
        cdef long tax
        if self.s.single_tax:
            self.emit("no_tax", "Single Tax Rule 1", f"{self.pnames[seat]} pays no tax on {self.t.names[space]}, an "
                      f"absolute necessity" if self.log else "", 0, "", "", self.pnames[seat], space)
            return
        tax = self.tax_amount()
        rule = "Rule 4" if tax == self.t.tax else "Rule 4 and the advanced rules' tax table"
        self.charge(seat, TREASURY, tax, "tax", rule,
                    f"{self.pnames[seat]} paid ${tax} tax on {self.t.names[space]} to the PUBLIC TREASURY"
                    if self.log else "", space)

    cdef void land_franchise(self, int seat, int space) except *:
        cdef int holder, buyer, why, first, second, member
        cdef long amount, fee, half, share
        pname = self.pnames[seat]
        name = self.t.names[space]
        if self.s.npublic and self.is_public(space):
            self.emit("free", "Single Tax Rule 3", f"{pname} rides free: {name} is owned by the public" if self.log
                      else "", 0, "", "", pname, space)
            return
        if self.s.owner[space] == PACK:
            buyer = self.auction(seat, space)
            if buyer == PACK:
                fee = self.t.franchise_fee
                self.charge(seat, TREASURY, fee, "fare", "Rule 9",
                            f"{pname} paid ${fee} for {name} to the PUBLIC TREASURY as nobody bought it"
                            if self.log else "", space)
                return
        holder = self.s.owner[space]
        amount = self.franchise_charge(space, seat, &why)
        if amount == 0:
            return
        if self.t.kind[space] == K_RAIL and self.sw_trust and self.trust_active() and \
                seat != self.s.trust[0] and seat != self.s.trust[1]:
            first, second = self.s.trust[0], self.s.trust[1]
            half = amount // 2
            for member, share in ((holder, amount - half), (second if holder == first else first, half)):
                if not self.charge(seat, member, share, "fare", "Rule 9",
                                   f"{pname} paid ${share} of the Trust fare on {name} to {self.name(member)}"
                                   if self.log else "", space):
                    return
            return
        if self.log:
            if why == 2:
                words = "Municipal Cinch: one owner holds both franchises"
            elif why == 3:
                words = "franchise rate"
            elif why == 4:
                words = "Trust fare"
            elif why == 1:
                words = "unowned: the fee goes to the PUBLIC TREASURY"
            else:
                held = sum(1 for i in range(self.t.nrail) if self.s.owner[self.t.rails[i]] == holder)
                words = f"Monopoly: one owner holds {held} railroads" if held > 1 else "railroad fare"
            text = f"{pname} paid ${amount} on {name} to {self.name(holder)}: {words}"
        else:
            text = ""
        self.charge(seat, holder, amount, "fare", "Rule 9", text, space)

    cdef void go_to_jail(self, int seat, str rule, str text) except *:
        self.s.status[seat] = JAIL
        self.s.position[seat] = self.t.jail_beside
        self.s.jail_missed[seat] = 0
        self.emit("jail", rule, text, 0, "", "", self.pnames[seat], self.s.position[seat])

    cdef int auction(self, int seat, int space) except -2:
        """auction.auction (rulings R-08): returns the buyer's seat or PACK."""
        cdef long price = self.t.price[space]
        cdef long high = 0, low, bid, top
        cdef int bidder = PACK, k, q
        rule = self.t.rules[space]
        name = self.t.names[space]
        for k in range(1, self.s.n):
            q = self.other(seat, k)
            low = max(price, high + 1)
            if self.s.cash[q] < low:
                continue
            bid = self.ask_auction_bid(q, space, low, self.s.cash[q])
            if bid:
                high, bidder = bid, q
                self.emit("bid", rule, f"{self.pnames[q]} bid ${bid} for {name}" if self.log else "", bid, "", "", self.pnames[q], space)
        top = max(price, high)
        if self.s.cash[seat] >= top:
            if self.ask_buy(seat, space, top):
                self.sell_from_pack(seat, space, top, rule)
                return seat
        if bidder != PACK:
            self.sell_from_pack(bidder, space, high, rule)
            return bidder
        return PACK

    cdef void sell_from_pack(self, int seat, int space, long price, str rule) except *:
        self.s.owner[space] = seat
        self.transfer(seat, TREASURY, price, "buy", rule,
                      f"{self.pnames[seat]} bought {self.t.names[space]} for ${price}, paid to the PUBLIC TREASURY"
                      if self.log else "", space)

    cdef void draw_chance(self, int seat) except *:
        cdef int index = <int>(self.draw(self.k_chance) * self.t.nchance)
        cdef int effect = self.t.ch_effect[index]
        cdef long amount = self.t.ch_amount[index]
        cdef int k, q, payee, dest, steps
        cdef bint forward
        pname = self.pnames[seat]
        if self.log:
            card = self.t.chance[index]
            self.emit("chance", "Rule 11", f'{pname} drew a Chance card, "{card.title}": {card.text}', 0, "", "", pname, self.s.position[seat])
        else:
            self.s.seq += 1
        if effect == 0:
            self.transfer(MISC, seat, amount, "chance", "Rule 11",
                          f"{pname} collected ${amount} from MISCELLANEOUS" if self.log else "")
        elif effect == 1 or effect == 2:
            payee = TREASURY if effect == 1 else MISC
            self.charge(seat, payee, amount, "chance", "Rule 11",
                        f"{pname} paid ${amount} to {self.name(payee)}" if self.log else "")
        elif effect == 3:
            for k in range(1, self.s.n):
                q = self.other(seat, k)
                self.charge(q, seat, amount, "chance", "Rule 11",
                            f"{self.pnames[q]} paid ${amount} to {pname}" if self.log else "")
        elif effect == 4:
            for k in range(1, self.s.n):
                q = self.other(seat, k)
                if not self.charge(seat, q, amount, "chance", "Rule 11",
                                   f"{pname} paid ${amount} to {self.pnames[q]}" if self.log else ""):
                    return
        elif effect == 7:
            self.go_to_jail(seat, "Rule 11", f"{pname} goes to JAIL, as the card says" if self.log else "")
        else:
            if effect == 5:
                dest, forward = self.t.ch_space[index], True
            else:
                steps = self.t.ch_steps[index]
                dest, forward = (self.s.position[seat] + steps) % self.t.size, steps > 0
            self.move(seat, dest, forward, 0 if forward else 2, "Rule 11")
            self.land(seat, dest)

    cdef void speculate(self, int seat, int space) except *:
        """speculation.speculate (Rule 8)."""
        cdef int broker, payee, dice, d1, d2, total, i
        cdef long ante = self.t.spec_ante
        cdef long win, share
        cdef bint skin = False
        pname = self.pnames[seat]
        if self.s.owner[space] == PACK:
            self.auction(seat, space)
        broker = self.s.owner[space]
        payee = broker if broker != PACK else MISC
        if not self.charge(seat, payee, ante, "ante", "Rule 8",
                           f"{pname} paid the ${ante} ante to {self.name(payee)}" if self.log else "", space):
            return
        dice = self.throw(seat, "Rule 8", 1)
        d1, d2 = dice // 8, dice % 8
        total = d1 + d2
        if self.sw_double_first and d1 == d2:
            win = self.t.spec_double
        elif total in self.t.skin:
            skin = True
            win = 0
        elif total in self.t.payouts:
            win = self.t.payouts[total]
        else:
            win = self.t.spec_double if d1 == d2 else 0
        if skin:
            if broker == PACK:
                self.emit("skin_game", "Rule 8", f"A skin game! {pname} wins nothing" if self.log else "", 0, "", "", pname, space)
                return
            self.s.owner[space] = PACK
            for i in range(self.s.nloans):
                if self.s.loans[i].security == space:
                    self.s.loans[i].security = PACK
            self.go_to_jail(broker, "Rule 8", f"A skin game! {pname} wins nothing; the Broker, {self.name(broker)}, "
                            f"goes to JAIL and the Broker's License returns to the pack" if self.log else "")
            return
        if win == 0:
            self.emit("no_win", "Rule 8", f"{pname} wins nothing on a {total}" if self.log else "", 0, "", "", pname, -1)
            return
        self.transfer(MISC, seat, win, "winnings", "Rule 8",
                      f"{pname} won ${win} speculating, paid from MISCELLANEOUS" if self.log else "", space)
        share = win * self.t.spec_broker_percent // 100
        self.transfer(seat, payee, share, "broker_share", "Rule 8",
                      f"{pname} paid the {self.t.spec_broker_percent}% share, ${share}, to {self.name(payee)}"
                      if self.log else "", space)

    # ----- the Single Tax (single_tax.py) --------------------------------------------------------------------
    cdef void public_improvements(self) except *:
        """Single Tax Rule 6: each step in the treasury buys out a utility, then the railroads, then builds Free
        Colleges, then raises wages."""
        cdef long step = self.t.st_step
        cdef long k
        cdef int site
        while self.s.treasury >= step:
            k = self.s.improvements
            self.s.improvements += 1
            if k < self.t.nbuyout:
                self.buy_out(self.t.buyout[k], "Single Tax Rule 6(a)" if k == 0 else "Single Tax Rule 6(b)")
            elif k < self.t.nbuyout + self.t.ncollege_sites:
                site = self.t.college_sites[k - self.t.nbuyout]
                self.s.colleges[self.s.ncolleges] = site
                self.s.ncolleges += 1
                self.transfer(TREASURY, MISC, step, "college", "Single Tax Rule 6(c)",
                              f"The PUBLIC TREASURY puts up a Free College on {self.t.names[site]}; the jail penalty "
                              f"there is annulled" if self.log else "", site)
            else:
                self.s.wage_level += self.t.st_wage_rise
                self.transfer(TREASURY, MISC, step, "wage_rise", "Single Tax Rule 6(d)",
                              f"Wages are raised to ${self.s.wage_level}" if self.log else "")

    cdef void buy_out(self, int space, str rule) except *:
        cdef int holder = self.s.owner[space], i, payee
        self.s.owner[space] = PACK
        self.s.public[self.s.npublic] = space
        self.s.npublic += 1
        for i in range(self.s.nloans):  # money.release_mortgages
            if self.s.loans[i].security == space:
                self.s.loans[i].security = PACK
        payee = holder if holder != PACK else MISC
        self.transfer(TREASURY, payee, self.t.st_step, "buyout", rule,
                      f"The public bought {self.t.names[space]} for ${self.t.st_step}, paid to {self.name(payee)}; "
                      f"it is now free to all" if self.log else "", space)
        self.end_broken_trust(rule)

    cdef void go_to_college(self, int seat, int space) except *:
        """Single Tax Rule 7: an Education card; four are exchanged for a Professor card."""
        pname = self.pnames[seat]
        self.s.education[seat] += 1
        self.emit("education", "Single Tax Rule 7", f"{pname} goes to the Free College on {self.t.names[space]} and "
                  f"takes an Education card ({self.s.education[seat]} now)" if self.log else "", 0, "", "", pname,
                  space)
        if self.s.education[seat] >= self.t.st_edu:
            self.s.education[seat] -= self.t.st_edu
            self.s.professors[seat] += 1
            self.emit("professor", "Single Tax Rule 7", f"{pname} exchanges four Education cards for a Professor card"
                      if self.log else "", 0, "", "", pname, -1)

    cdef void go_to_natural(self, int seat, int dest) except *:
        """Single Tax Rule 8: a player who cannot afford his move goes to a Natural Opportunity behind it."""
        cdef int k, choice
        eligible = [k for k in range(self.t.nnat) if self.t.nat_corner[k] <= dest] or [0]
        choice = eligible[0]
        if len(eligible) > 1:
            choice = self.ask_natural(seat, eligible)
        pname = self.pnames[seat]
        why = "; the POOR HOUSE is eliminated under the Single Tax," if self.s.status[seat] == POOR else ""
        self.s.status[seat] = NATURAL
        self.s.natural[seat] = choice
        self.s.position[seat] = self.t.nat_corner[choice]
        self.emit("natural_opportunity", "Single Tax Rule 8", f"{pname} cannot afford the move{why} and goes to the "
                  f"Natural Opportunity {self.t.nat_names[choice]}" if self.log else "", 0, "", "", pname,
                  self.s.position[seat])

    cdef void leave_natural(self, int seat) except *:
        """Before throwing: wages from MISCELLANEOUS, rent into the PUBLIC TREASURY, then move out."""
        cdef int k = self.s.natural[seat]
        cdef long wages = self.t.nat_wages[k], rent = self.t.nat_rent[k]
        pname = self.pnames[seat]
        name = self.t.nat_names[k]
        self.transfer(MISC, seat, wages, "natural_wages", "Single Tax Rule 8",
                      f"{pname} took ${wages} wages from MISCELLANEOUS for labour on {name}" if self.log else "")
        if self.charge(seat, TREASURY, rent, "natural_rent", "Single Tax Rule 8",
                       f"{pname} paid ${rent} rent for {name} into the PUBLIC TREASURY" if self.log else "") and \
                self.s.status[seat] == NATURAL:
            self.s.status[seat] = TRACK
            self.s.natural[seat] = -1
            self.s.position[seat] = self.t.nat_corner[k]

    # ----- paying (money.py) -------------------------------------------------------------------------------
    cdef bint charge(self, int seat, int payee, long amount, str kind, str rule, str text, int space=-1) except -1:
        if amount <= 0:
            return True
        if self.s.cash[seat] < amount:
            self.raise_funds(seat, amount, True, "Rules 12, 16")
        if self.s.cash[seat] >= amount:
            self.transfer(seat, payee, amount, kind, rule, text, space)
            return True
        self.destitute(seat, payee, amount)
        return False

    cdef tuple funds_options(self, int seat, set tried, bint sell):
        cdef int i, card
        opts = [] if "borrow" in tried else ["borrow"]
        for i in range(self.t.ncards):
            card = self.t.cards[i]
            if self.s.owner[card] == seat and not self.mortgaged(card):
                for o in (f"mortgage:{card}", f"sell:{card}"):
                    if o not in tried and (sell or o[0] == "m"):
                        opts.append(o)
        if sell:
            for i in range(self.s.nlux[seat]):
                o = f"sell_luxury:{self.t.luxuries[self.s.lux[seat][i]]}"
                if o not in tried and o not in opts:
                    opts.append(o)
        return tuple(opts)

    cdef void raise_funds(self, int seat, long amount, bint sell, str rule) except *:
        """money.raise_funds (rulings R-30); ``sell`` False: only borrowing and mortgages (R-31)."""
        cdef int k
        cdef bint lenders
        tried = set()
        while self.s.cash[seat] < amount:
            options = self.funds_options(seat, tried, sell)
            lenders = False
            for k in range(1, self.s.n):
                if self.s.cash[self.other(seat, k)] > 0:
                    lenders = True
            if not options or not lenders:
                return
            if self.bots[seat] == CARELESS:
                choice = options[self.pick(seat, len(options))]
            else:
                choice = _first(options)
            self.answers.append(choice)
            tried.add(choice)
            action, _, card = choice.partition(":")
            if action == "sell":
                self.sell_to_players(seat, int(card), None)
            elif action == "sell_luxury":
                self.sell_to_players(seat, -1, card)
            else:
                self.borrow(seat, amount - self.s.cash[seat], int(card) if card else PACK)

    cdef void borrow(self, int seat, long need, int security) except *:
        cdef int k, lender
        cdef long amount, due, pct = self.t.loan_interest_percent
        cdef int i
        for k in range(1, self.s.n):
            lender = self.other(seat, k)
            if self.s.cash[lender] <= 0:
                continue
            amount = self.ask_lend(lender, security, 1, min(need, self.s.cash[lender]))
            if amount:
                due = amount + -(-amount * pct // 100)
                if self.s.nloans >= MAXL:
                    raise _Bail()
                i = self.s.nloans
                self.s.loans[i].id = self.s.next_loan_id
                self.s.loans[i].lender = lender
                self.s.loans[i].borrower = seat
                self.s.loans[i].principal = amount
                self.s.loans[i].due = due
                self.s.loans[i].security = security
                self.s.nloans += 1
                self.s.next_loan_id += 1
                if self.log:
                    what = f"a mortgage on {self.t.names[security]}" if security != PACK else "his wages"
                    text = f"{self.pnames[lender]} lent ${amount} to {self.pnames[seat]} on {what}, ${due} due " \
                           f"from the next wages"
                else:
                    text = ""
                self.transfer(lender, seat, amount, "loan", "Rule 16", text)
                return

    cdef void sell_to_players(self, int seat, int card, object luxury) except *:
        """money.sell_to_players: a card (``card``) or a luxury (``luxury``, its name) to the highest bidder."""
        cdef long high = 0, bid, houses = 0
        cdef int buyer = -1, k, q, lux
        cdef bint yes
        is_lux = luxury is not None
        name = luxury if is_lux else self.t.names[card]
        rule = "Rule 13" if is_lux else "Rule 16"
        for k in range(1, self.s.n):
            q = self.other(seat, k)
            if self.s.cash[q] <= high:
                continue
            bid = self.ask_sale_bid(q, -1 if is_lux else card, high + 1, self.s.cash[q])
            if bid:
                high, buyer = bid, q
        if buyer < 0:
            return
        if self.sw_seller_accepts:
            if not is_lux and self.s.house_owner[card] == seat:
                houses = self.s.houses[card]
            yes = self.accept_sale(seat, card if not is_lux else -1, houses, high)
            if not yes:
                self.emit("sale_refused", "Rule 13" if is_lux else "Rule 1", f"{self.pnames[seat]} would not sell {name} to {self.name(buyer)} for ${high}"
                          if self.log else "", 0, "", "", self.pnames[seat], -1 if is_lux else card)
                return
        if is_lux:
            self.transfer_luxury(luxury, seat, buyer)
        else:
            self.transfer_card(card, seat, buyer)
        self.transfer(buyer, seat, high, "sale", rule,
                      f"{self.name(buyer)} bought {name} from {self.pnames[seat]} for ${high}" if self.log else "",
                      -1 if is_lux else card)

    cdef bint accept_sale(self, int seat, int space, long houses, long price) except -1:
        """bots.py: counted and cost (Rules 1 and 13, rulings R-34)."""
        cdef int bot = self.bots[seat]
        cdef long counted, cost
        if space < 0:
            counted = self.t.per_card
            cost = self.t.luxury_price
        else:  # a Title Deed counts nothing under the Single Tax
            counted = (0 if self.s.single_tax and self.t.kind[space] == K_LOT else self.t.per_card) + \
                self.t.per_house * houses
            cost = self.t.price[space] + self.t.house_cost * houses
        return self.ask_yes_no(seat, price >= counted, price >= min(cost, counted))

    cdef void transfer_luxury(self, str name, int seller, int buyer) except *:
        cdef int index = self.t.luxuries.index(name)
        cdef int i, j
        for i in range(self.s.nlux[seller]):
            if self.s.lux[seller][i] == index:
                for j in range(i, self.s.nlux[seller] - 1):
                    self.s.lux[seller][j] = self.s.lux[seller][j + 1]
                self.s.nlux[seller] -= 1
                break
        self.add_luxury(buyer, index)
        self.emit("card", "Rule 13", f"{self.name(buyer)} now holds the luxury {name}" if self.log else "", 0, "", "", self.name(buyer), -1)

    cdef void transfer_card(self, int card, int seller, int buyer) except *:
        self.s.owner[card] = buyer
        if self.s.house_owner[card] == seller and self.s.houses[card]:
            self.s.house_owner[card] = buyer
        self.emit("card", "Rule 1", f"{self.name(buyer)} now holds {self.t.names[card]}" if self.log else "", 0, "", "", self.name(buyer), card)
        self.end_broken_trust("Rule 9")

    cdef void destitute(self, int seat, int payee, long amount) except *:
        pname = self.pnames[seat]
        if self.sw_all_cash and self.s.cash[seat] > 0:
            self.transfer(seat, payee, self.s.cash[seat], "part_payment", "Rule 12",
                          f"{pname} could pay only ${self.s.cash[seat]} of ${amount} to {self.name(payee)}"
                          if self.log else "")
        if self.s.single_tax:  # Single Tax Rule 8: the Poor House is eliminated
            self.go_to_natural(seat, self.s.position[seat])
            return
        self.s.status[seat] = POOR
        self.s.position[seat] = self.t.poor_beside
        self.s.poor_visits[seat] += 1
        self.emit("poor_house", "Rule 12", f"{pname} cannot pay ${amount} and goes to the POOR HOUSE" if self.log else "", 0, "", "", pname, self.s.position[seat])

    cdef void pay_wages(self, int seat) except *:
        """money.pay_wages (Rule 3) and the loans that fall due (rulings R-11)."""
        cdef long amount
        cdef int i
        pname = self.pnames[seat]
        if not self.s.gets_wages[seat]:
            self.emit("no_wages", "Monarch of the World", f"{pname}, the landlord, gets no wages" if self.log else "", 0, "", "", pname, -1)
            return
        self.s.wages_received[seat] += 1
        amount = self.s.wage_level
        self.transfer(MISC, seat, amount, "wages", "Rule 3",
                      f"{pname} received ${amount} wages at Mother Earth (time {self.s.wages_received[seat]})"
                      if self.log else "")
        ids = [self.s.loans[i].id for i in range(self.s.nloans) if self.s.loans[i].borrower == seat]
        for loan_id in ids:
            self.settle_loan(loan_id, "Rule 16")

    cdef int loan_at(self, long loan_id):
        cdef int i
        for i in range(self.s.nloans):
            if self.s.loans[i].id == loan_id:
                return i
        return -1

    cdef void remove_loan(self, int i):
        cdef int j
        for j in range(i, self.s.nloans - 1):
            self.s.loans[j] = self.s.loans[j + 1]
        self.s.nloans -= 1

    cdef bint repay(self, long loan_id, str rule) except -1:
        cdef int i = self.loan_at(loan_id)
        cdef int borrower = self.s.loans[i].borrower, lender = self.s.loans[i].lender
        cdef long due = self.s.loans[i].due
        cdef long paid = min(self.s.cash[borrower], due)
        self.transfer(borrower, lender, paid, "repay", rule,
                      f"{self.pnames[borrower]} repaid ${paid} of a ${due} loan to {self.name(lender)}"
                      if self.log else "")
        i = self.loan_at(loan_id)
        self.s.loans[i].due -= paid
        if self.s.loans[i].due == 0:
            self.remove_loan(i)
            return True
        return False

    cdef void settle_loan(self, long loan_id, str rule) except *:
        cdef int i
        cdef int security, borrower, lender
        if self.repay(loan_id, rule):
            return
        i = self.loan_at(loan_id)
        security, borrower, lender = self.s.loans[i].security, self.s.loans[i].borrower, self.s.loans[i].lender
        if security != PACK and self.s.owner[security] == borrower:
            self.remove_loan(i)
            self.emit("foreclose", rule, f"{self.name(lender)} foreclosed the mortgage on {self.t.names[security]}"
                      if self.log else "", 0, "", "", self.name(lender), security)
            self.transfer_card(security, borrower, lender)

    # ----- the end (ending.py, settlement.py) ----------------------------------------------------------------
    cdef void check_end(self) except *:
        cdef int k, leader = -1
        for k in range(self.s.n):
            if self.s.wages_received[k] >= self.wages_to_end:
                leader = k
                break
        if leader >= 0:
            self.finish("wages", f"{self.pnames[leader]} has received wages {self.wages_to_end} times: the game ends")
        elif self.s.round >= self.max_rounds:
            self.finish("rounds", f"{self.max_rounds} rounds have been played, the agreed stop: the game ends")
        elif self.s.agreed == 2:
            self.finish("agreement", "The game ends here, as the players agreed")

    cdef void finish(self, str reason, str text) except *:
        self.s.over = 1
        self.end_reason = reason
        self.emit("end", "Rule 19", text, 0, "", "", "", -1)
        self.unsettled = self.scoreboard()
        self.settle_all()

    cdef list scoreboard(self):
        cdef int k, i, seat
        n = self.s.n
        cards = [self.s.nlux[k] + self.s.professors[k] for k in range(n)]
        houses = [0] * n
        for i in range(self.t.ncards):
            seat = self.s.owner[self.t.cards[i]]
            if seat >= 0 and not (self.s.single_tax and self.t.kind[self.t.cards[i]] == K_LOT):
                cards[seat] += 1
        for i in range(self.t.nlots):
            if self.s.houses[self.t.lots[i]] and self.s.house_owner[self.t.lots[i]] >= 0:
                houses[self.s.house_owner[self.t.lots[i]]] += self.s.houses[self.t.lots[i]]
        claims = self.claims()
        per_card, per_house = self.t.per_card, self.t.per_house
        return [(int(self.s.cash[k]), cards[k], houses[k],
                 int(self.s.cash[k]) + per_card * cards[k] + per_house * houses[k] + claims[k]) for k in range(n)]

    cdef void settle_all(self) except *:
        cdef int i
        ids = [self.s.loans[i].id for i in range(self.s.nloans)]
        for loan_id in ids:
            if self.sw_settlement == 1:
                self.settle_loan(loan_id, "Rule 16")
            elif self.repay(loan_id, "Rule 16"):
                continue
            i = self.loan_at(loan_id)
            if i < 0:
                continue
            borrower, lender = self.name(self.s.loans[i].borrower), self.name(self.s.loans[i].lender)
            due = self.s.loans[i].due
            if self.sw_settlement == 0:
                self.emit("debt_counted", "Rule 16", f"{borrower} still owes {lender} ${due} when the game ends: "
                          f"it counts against {borrower}'s wealth and for {lender}'s, at its face value"
                          if self.log else "", due, "", "", borrower, -1)
                continue
            self.remove_loan(i)
            self.emit("forgive", "Rule 18", f"{lender} wrote off ${due} that {borrower} could not repay when "
                      f"the game ended" if self.log else "", 0, "", "", lender, -1)


cdef object _first(tuple options):
    """base.first(options, "mortgage:", "borrow", "sell:", "sell_luxury:")."""
    for prefix in ("mortgage:", "borrow", "sell:", "sell_luxury:"):
        for option in options:
            if option.startswith(prefix):
                return option
    return "give_up"


class FastCore1906:
    """The 1906 rules' fast core (:class:`landlord_edu.fast.FastCore`); it plays the setting up too."""

    plays_setup = True

    def refuses(self, game):
        return refuses(game)

    def play(self, game, until_turn):
        return Core(game).play(until_turn)
