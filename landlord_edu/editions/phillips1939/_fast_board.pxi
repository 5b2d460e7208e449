# The 1939 edition's numbers, read once per edition from ``game.edition`` (an instructor may edit them):
# included by _fast.pyx.

cdef enum:
    MAXS = 200      # spaces (edition_checks.MAX_TRACK)
    MAXP = 8        # players
    MAXSH = 512     # Share cards
    MAXSEC = 64     # distinct section labels
    MAXCARD = 1001  # card numbers run from 1 to MAX_COUNT

cdef enum:
    K_OTHER = 0
    K_GO = 1
    K_FRONTIER = 2
    K_LOT = 3
    K_FOREIGN = 4
    K_NOTRESP = 5
    K_REO = 6
    K_RAIL = 7
    K_UTIL = 8
    K_SOWHAT = 9
    K_HOTEL = 10

KIND_CODES = {"go": K_GO, "frontier": K_FRONTIER, "lot": K_LOT, "foreign_lot": K_FOREIGN,
              "no_trespassing": K_NOTRESP, "real_estate_office": K_REO, "railroad": K_RAIL, "utility": K_UTIL,
              "so_what": K_SOWHAT, "hotel": K_HOTEL}

cdef enum:
    E_OTHER = 0
    E_COLLECT = 1
    E_PAY_GOV = 2
    E_PAY_BANK = 3
    E_WAGE = 4
    E_MOVE = 5
    E_HOUSE = 6
    E_IDLE = 7
    E_PAY_HOLDERS = 8
    E_ISLAND = 9
    E_SITE_TAX = 10

EFFECT_CODES = {"deed_holders_collect": E_COLLECT, "pay_government": E_PAY_GOV, "pay_bank": E_PAY_BANK,
                "wage_check": E_WAGE, "move_in_section": E_MOVE, "buy_house": E_HOUSE, "buy_idle_land": E_IDLE,
                "pay_deed_holders": E_PAY_HOLDERS, "island": E_ISLAND, "site_value_tax": E_SITE_TAX}


cdef class Board39:
    """One edition's board, constants and decks as C arrays (made once per edition, then cached)."""
    cdef int size, go, jail_beside, nlots, nshares, nsec, nfrontier, ncorners
    cdef int kind[MAXS]
    cdef int sec[MAXS]
    cdef long long rent[MAXS]
    cdef long long rent_closed[MAXS]
    cdef long long wages[MAXS]
    cdef long long fare[MAXS]
    cdef int term0[MAXS]
    cdef int term1[MAXS]
    cdef int has_terms[MAXS]
    cdef int second_move[MAXS]
    cdef int is_corner[MAXS]
    cdef int lots[MAXS]
    cdef int shares[MAXSH]
    cdef int frontier[MAXS]
    cdef int sec_named[MAXSEC]       # the label is not "" (Rule 1(c) doubles only a named section)
    cdef int sec_has_check[MAXSEC]
    cdef long long sec_check[MAXSEC]
    cdef int sec_start[MAXSEC]       # the section's lots (board.sections) in sec_lots[start:start+count]
    cdef int sec_count[MAXSEC]
    cdef int sec_lots[MAXS]
    cdef int check_secs[MAXSEC]      # the sections with a Wage Check, in the constants' order
    cdef int ncheck_secs
    cdef int closing_sec
    cdef int sw_effect[MAXCARD]
    cdef long long sw_amount[MAXCARD]
    cdef int sw_target[MAXCARD]
    cdef long long idle_value[MAXCARD]
    cdef long long house_cost, house_rent, doubling_at, bail, closing_houses, idle_price, idle_per_visit
    cdef long long hotel_bill, hotel_must_keep, tax_first, tax_later, share_tax, island_per_pip, boat_fare
    cdef long long rounds, max_turns
    cdef long long starting_cash, starting_houses
    cdef int idle_dealt[MAXP + 1]    # Idle Land cards dealt, by player count (-1: that count is not played)
    cdef list names, sec_names, sw_title, sw_text, sw_reconstructed, idle_name
    cdef str id
    cdef object refusal

    def __init__(self, edition):
        board, c, decks = edition.board, edition.constants, edition.decks
        self.refusal = None
        spaces = board.spaces
        self.id = edition.id
        if len(spaces) > MAXS or len(decks.shares) > MAXSH or len(c.wage_checks) > MAXSEC:
            self.refusal = "a board, Share deck or section list larger than the fast core's tables"
            return
        self.size = len(spaces)
        self.go, self.jail_beside = c.go, board.jail_beside
        self.names = [s.name for s in spaces]
        labels = {}
        for s in spaces:
            labels.setdefault(s.section, len(labels))
        for name in c.wage_checks:
            labels.setdefault(name, len(labels))
        for name in board.sections:
            labels.setdefault(name, len(labels))
        labels.setdefault(c.closing_section, len(labels))
        if len(labels) > MAXSEC:
            self.refusal = "more section labels than the fast core's tables"
            return
        self.nsec = len(labels)
        self.sec_names = list(labels)
        cdef int i, k, n
        for i, s in enumerate(spaces):
            self.kind[i] = KIND_CODES.get(s.kind, K_OTHER)
            self.sec[i] = labels[s.section]
            self.rent[i], self.rent_closed[i], self.wages[i], self.fare[i] = s.rent, s.rent_closed, s.wages, s.fare
            self.has_terms[i] = len(s.terminals) == 2
            self.term0[i] = s.terminals[0] if self.has_terms[i] else 0
            self.term1[i] = s.terminals[1] if self.has_terms[i] else 0
            self.second_move[i] = bool(s.second_move)
            self.is_corner[i] = i in board.corners
        self.nlots = 0
        for i, s in enumerate(spaces):
            if s.kind == "lot":
                self.lots[self.nlots] = i
                self.nlots += 1
        for name, k in labels.items():
            self.sec_named[k] = bool(name)
            self.sec_has_check[k] = name in c.wage_checks
            self.sec_check[k] = c.wage_checks.get(name, 0)
        n = 0
        for name, k in labels.items():
            self.sec_start[k] = n
            self.sec_count[k] = len(board.sections.get(name, ()))
            for i in board.sections.get(name, ()):
                self.sec_lots[n] = i
                n += 1
        self.ncheck_secs = 0
        for name in c.wage_checks:
            self.check_secs[self.ncheck_secs] = labels[name]
            self.ncheck_secs += 1
        self.closing_sec = labels[c.closing_section]
        self.nshares = len(decks.shares)
        for k, i in enumerate(decks.shares):
            self.shares[k] = i
        self.nfrontier = len(c.frontier)
        for k, i in enumerate(c.frontier):
            self.frontier[k] = i
        self.sw_title, self.sw_text, self.sw_reconstructed, self.idle_name = \
            [""] * MAXCARD, [""] * MAXCARD, [False] * MAXCARD, [""] * MAXCARD
        for num, card in decks.so_what.items():
            if not 0 <= num < MAXCARD:
                self.refusal = f"SO WHAT card number {num}"
                return
            self.sw_effect[num] = EFFECT_CODES.get(card.effect, E_OTHER)
            self.sw_amount[num] = card.amount
            self.sw_target[num] = KIND_CODES.get(card.target, -1)
            self.sw_title[num], self.sw_text[num] = card.title, card.text
            self.sw_reconstructed[num] = card.confidence != "text"
        for num, card in decks.idle_land.items():
            if not 0 <= num < MAXCARD:
                self.refusal = f"Idle Land card number {num}"
                return
            self.idle_value[num] = card.value
            self.idle_name[num] = card.name
        self.house_cost, self.house_rent, self.doubling_at = c.house_cost, c.house_rent, c.doubling_at
        self.bail, self.closing_houses, self.idle_price = c.bail, c.closing_houses, c.idle_price
        self.idle_per_visit, self.hotel_bill, self.hotel_must_keep = c.idle_per_visit, c.hotel_bill, c.hotel_must_keep
        self.tax_first, self.tax_later, self.share_tax = c.tax_first, c.tax_later, c.share_tax
        self.island_per_pip, self.boat_fare, self.rounds, self.max_turns = \
            c.island_per_pip, c.boat_fare, c.rounds, c.max_turns
        self.starting_cash, self.starting_houses = c.starting_cash, c.starting_houses
        for k in range(MAXP + 1):
            self.idle_dealt[k] = min(c.idle_land_dealt.get(k, -1), len(decks.idle_land))


_BOARDS = {}


cdef Board39 board_of(edition):
    """The edition's tables, made on first use (keyed by the edition object, which is kept alive with them)."""
    held = _BOARDS.get(id(edition))
    if held is not None and held[0] is edition:
        return held[1]
    if len(_BOARDS) > 64:
        _BOARDS.clear()
    b = Board39(edition)
    _BOARDS[id(edition)] = (edition, b)
    return b


def board_refusal(edition):
    return board_of(edition).refusal
