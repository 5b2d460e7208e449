# Reading a game's position in, playing turns as Game._play does, and writing the position back.

from .switches import switches as _switches


cdef class Switches39:
    """A game's switches as the core reads them, made once per Options object (Options are frozen)."""
    cdef bint build_own_turn, frontier_any_turn, escape_lapses, forgive, idle_holding, fare_on_stopping
    cdef bint per_share, return_shuffle, island_everyone, owner_pays, utilities_only, tax_on_draw
    cdef bint later_always, bank_finite, count_checks, double_house_rent, jail_from_shelter
    cdef long long max_rounds, max_turns
    cdef list so_what_stack
    cdef object refusal, played

    def __init__(self, options):
        sw = _switches(options)
        self.build_own_turn = sw.build == "own_turn"
        self.frontier_any_turn = sw.frontier_move == "any_turn"
        self.escape_lapses = sw.frontier_escape == "debt_lapses"
        self.forgive = sw.unpaid == "forgive"
        self.idle_holding = sw.idle_land_limit == "holding"
        self.fare_on_stopping = sw.railroad_fare == "on_stopping"
        self.per_share = sw.fare_basis == "per_share"
        self.return_shuffle = sw.so_what_return == "shuffle"
        self.island_everyone = sw.island == "everyone_while_face_up"
        self.owner_pays = bool(sw.site_tax_owner_pays)
        self.utilities_only = sw.share_tax_cards == "utilities_only"
        self.tax_on_draw = sw.share_tax_when == "on_draw"
        self.later_always = sw.later_round_tax == "always"
        self.bank_finite = sw.bank == "finite"
        self.count_checks = bool(sw.count_uncashed_checks)
        self.double_house_rent = bool(sw.double_house_rent)
        self.jail_from_shelter = sw.jail_exit == "from_shelter"
        self.max_rounds = options.max_rounds or 0
        self.max_turns = options.max_turns or 0
        self.so_what_stack = list(sw.so_what_stack)
        self.played = PLAYED_SWITCHES
        self.refusal = switch_refusal(options)


_SWITCHES = {}


cdef Switches39 switches_of(options):
    """The options' switches as the core reads them (keyed by the options object, kept alive with them; made again
    if the switches the core plays have changed since)."""
    held = _SWITCHES.get(id(options))
    if held is not None and held[0] is options and (<Switches39>held[1]).played is PLAYED_SWITCHES:
        return held[1]
    if len(_SWITCHES) > 256:
        _SWITCHES.clear()
    sw = Switches39(options)
    _SWITCHES[id(options)] = (options, sw)
    return sw


cdef int read(Run r, game) except -1:
    """The position between turns, or before the setting up."""
    st, p39 = game.state, game.state.extra
    cdef Board39 b = board_of(game.edition)
    cdef Switches39 sw = switches_of(game.options)
    cdef int k
    r.b = b
    r.n = len(st.players)
    r.names = [p.name for p in st.players]
    for k, p in enumerate(st.players):
        r.cash[k], r.pos[k], r.status[k], r.wages_received[k] = p.cash, p.position, STATUS_CODES[p.status], \
            p.wages_received
        strategy = game.strategies[k]
        r.bot[k] = BOT_KINDS[strategy.name]
        r.reserve[k] = getattr(strategy, "reserve", 0)
    for k in range(b.size):
        r.owner[k], r.houses[k], r.house_owner[k] = st.owner[k], st.houses[k], st.house_owner[k]
    r.treasury, r.misc, r.turn, r.round, r.current, r.first = st.treasury, st.misc, st.turn, st.round, st.current, \
        st.first
    r.over, r.end_reason = st.over, st.end_reason
    for k in range(b.nshares):
        r.share_owner[k] = p39.share_owner[k]
    r.checks, r.idle_land, r.bought_now, r.debts = [], [], [], []
    for k, h in enumerate(p39.holders):
        r.h_rounds[k], r.spare[k], r.count_from[k] = h.rounds, h.spare_houses, h.count_from
        r.checks.append(h.checks)
        r.idle_land.append(h.idle_land)
        r.bought_now.append(h.bought_now)
        r.debts.append(h.debts)
    r.idle_pile, r.so_what_pile, r.face_up = p39.idle_pile, p39.so_what_pile, p39.face_up
    r.frontier_closed, r.frontier_owner, r.blueblood = p39.frontier_closed, p39.frontier_owner, p39.blueblood
    r.houses_left, r.bank_broken = p39.houses_left, p39.bank_broken
    r.build_own_turn, r.frontier_any_turn, r.escape_lapses, r.forgive = \
        sw.build_own_turn, sw.frontier_any_turn, sw.escape_lapses, sw.forgive
    r.idle_holding, r.fare_on_stopping, r.per_share, r.return_shuffle = \
        sw.idle_holding, sw.fare_on_stopping, sw.per_share, sw.return_shuffle
    r.island_everyone, r.owner_pays, r.utilities_only, r.tax_on_draw = \
        sw.island_everyone, sw.owner_pays, sw.utilities_only, sw.tax_on_draw
    r.later_always, r.bank_finite, r.count_checks, r.double_house_rent, r.jail_from_shelter = \
        sw.later_always, sw.bank_finite, sw.count_checks, sw.double_house_rent, sw.jail_from_shelter
    r.max_rounds, r.max_turns, r.so_what_stack = sw.max_rounds, sw.max_turns, sw.so_what_stack
    engine = game.engine
    r.log = engine.record_events
    r.seq = engine._seq
    r.events, r.answers, r.cites = [], [], {}
    r.flows = engine.flows
    r.draws = Draws(engine.rng)
    return 0


cdef tuple score_extra(Run r):
    """rounds.score_extra: (Share and Idle Land cards held, debt, uncashed Wage Checks) per seat."""
    cdef int k, j, shares
    out = []
    for k in range(r.n):
        shares = 0
        for j in range(r.b.nshares):
            shares += r.share_owner[j] == k
        out.append((shares + len(r.idle_land[k]), debt_of(r, k), checks_of(r, k)))
    return tuple(out)


cdef tuple row(Run r, list last):
    """TurnRows.add's snapshot of the turn's end. The board's three tuples of the turn before are kept in
    ``last`` and used again while the board has not changed (most turns): equal tuples, made once."""
    cdef int k, size = r.b.size
    board = last[0]
    if board is None or memcmp(r.owner, r.row_owner, size * sizeof(int)) or \
            memcmp(r.houses, r.row_houses, size * sizeof(int)) or \
            memcmp(r.house_owner, r.row_house_owner, size * sizeof(int)):
        memcpy(r.row_owner, r.owner, size * sizeof(int))
        memcpy(r.row_houses, r.houses, size * sizeof(int))
        memcpy(r.row_house_owner, r.house_owner, size * sizeof(int))
        board = last[0] = (tuple([r.owner[k] for k in range(size)]), tuple([r.houses[k] for k in range(size)]),
                           tuple([r.house_owner[k] for k in range(size)]))
    return (r.turn, r.round, False, r.treasury, r.misc, tuple([r.cash[k] for k in range(r.n)]), board[0], board[1],
            board[2], score_extra(r))


cdef bint one_holds_all_land(Run r):
    """experiments.summary._one_holds_all_land."""
    cdef int k, first
    if not r.b.nlots:
        return False
    first = r.owner[r.b.lots[0]]
    if first == PACK:
        return False
    for k in range(1, r.b.nlots):
        if r.owner[r.b.lots[k]] != first:
            return False
    return True


cdef object play(Run r, game, long long until_turn, bint setup):
    """Game._play: the setting up if asked (turn 0 and its row), then the turns, until the end or ``until_turn``."""
    cdef int seat
    cdef long long played = 0
    keep_rows = game._rows.keep
    rows, last = [], [None]
    all_land = None
    if setup:
        set_up(r)
        if keep_rows:
            rows.append(row(r, last))
        if one_holds_all_land(r):
            all_land = r.turn
    while not r.over and r.turn != until_turn:
        r.turn += 1
        seat = r.current
        play_turn(r, seat)
        r.current = (seat + 1) % r.n
        if r.current == r.first:
            r.round += 1
        check_end(r)
        played += 1
        if keep_rows:
            rows.append(row(r, last))
        if all_land is None and one_holds_all_land(r):
            all_land = r.turn
    write_back(r, game)
    return FastRun(turns=played, answers=r.answers, events=r.events, seq=r.seq, rows=rows, all_land_turn=all_land)


cdef int write_back(Run r, game) except -1:
    st, p39 = game.state, game.state.extra
    cdef int k
    for k, p in enumerate(st.players):
        p.cash, p.position, p.status, p.wages_received = r.cash[k], r.pos[k], STATUS_NAMES[r.status[k]], \
            r.wages_received[k]
    st.owner[:] = [r.owner[k] for k in range(r.b.size)]
    st.houses[:] = [r.houses[k] for k in range(r.b.size)]
    st.house_owner[:] = [r.house_owner[k] for k in range(r.b.size)]
    st.treasury, st.misc, st.turn, st.round, st.current, st.first = r.treasury, r.misc, r.turn, r.round, r.current, \
        r.first
    st.over, st.end_reason = r.over, r.end_reason
    p39.share_owner[:] = [r.share_owner[k] for k in range(r.b.nshares)]
    for k, h in enumerate(p39.holders):
        h.rounds, h.spare_houses, h.count_from, h.checks = r.h_rounds[k], r.spare[k], r.count_from[k], r.checks[k]
    p39.face_up = r.face_up
    p39.frontier_closed, p39.frontier_owner, p39.blueblood = r.frontier_closed, r.frontier_owner, r.blueblood
    p39.houses_left, p39.bank_broken = r.houses_left, r.bank_broken
    r.draws.write_back()
    return 0
