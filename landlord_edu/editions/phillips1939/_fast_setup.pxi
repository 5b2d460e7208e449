# setup.py (and magie1906/setup.py's first_player): the setting up, turn 0, of a game not yet set up; included by
# _fast.pyx. new_state (the Bank's package, the piles in order) is the reference's: the game is made with it.

cdef enum:
    MAXPACK = MAXS + MAXSH + MAXCARD   # Deeds, Shares and Idle Land cards dealt


cdef int set_up(Run r) except -1:
    """setup.setup: the first player, each player's cash and House from the first player on, the deal, the SO
    WHAT pack."""
    cdef int k, seat
    cdef long long given
    cdef str rule = "Banker and Government Official (c)"
    first_player(r)
    for k in range(r.n):
        seat = (r.first + k) % r.n
        name = r.names[seat]
        bank_pays(r, seat, r.b.starting_cash, "starting_cash", rule,
                  f"{name} receives ${r.b.starting_cash} from the Banker" if r.log else None)
        given = min(r.b.starting_houses, r.houses_left)
        r.spare[seat] += given
        r.houses_left -= given
        if given:
            r.emit("house_given", rule, f"{name} receives {given} House to put up on a lot of his" if r.log else None,
                   given, name)
    deal(r)
    shuffle_so_what(r)
    return 0


cdef int first_player(Run r) except -1:
    """magie1906.setup.first_player under the 1939 rules ("To Play", ruling R39-03): the highest throw begins;
    those tied throw again."""
    cdef int k, seat, d1, d2, best
    cdef int total[MAXP]
    cdef Stream s
    contenders = list(range(r.n))
    while len(contenders) > 1:
        best = 0
        for seat in contenders:
            s = r.draws.stream(D_FIRST, seat)
            r.draws.throws += 1
            d1 = <int>(s.next() * 6) + 1
            d2 = <int>(s.next() * 6) + 1
            total[seat] = d1 + d2
            best = max(best, d1 + d2)
            r.emit("throw", "To Play", f"{r.names[seat]} threw {d1 + d2} for first turn [ruling R39-03]" if r.log
                   else None, d1 + d2, r.names[seat])
        contenders = [seat for seat in contenders if total[seat] == best]
    r.first = r.current = contenders[0]
    r.emit("first", "To Play", f"{r.names[r.first]} plays first [ruling R39-03]" if r.log else None, 0,
           r.names[r.first])
    return 0


cdef int deal(Run r) except -1:
    """setup.deal: the Deeds, the Shares and some Idle Land cards shuffled together and dealt from the first
    player on; the other Idle Land cards face down in the centre. The pack is shuffled as positions (the
    reference shuffles the cards' keys: the same moves), then read."""
    cdef int k, n = r.n, dealt_idle = r.b.idle_dealt[n], nlots = r.b.nlots, nshares = r.b.nshares, size, p, seat
    cdef int pack[MAXPACK]
    cdef long long deeds, shares
    idle = list(r.idle_pile)
    r.draws.shuffle(idle, r.draws.deck(C_IDLE))
    r.idle_pile[:] = idle[dealt_idle:]
    size = nlots + nshares + dealt_idle
    for k in range(size):
        pack[k] = k
    shuffle_ints(pack, size, r.draws.deck(C_DEAL))
    for k in range(size):
        p, seat = pack[k], (r.first + k) % n
        if p < nlots:
            r.owner[r.b.lots[p]] = seat
        elif p < nlots + nshares:
            r.share_owner[p - nlots] = seat
        else:
            r.idle_land[seat].append(idle[p - nlots - nshares])
    for seat in range(n):
        if not r.log:
            r.seq += 1
            continue
        deeds = shares = 0
        for k in range(nlots):
            deeds += r.owner[r.b.lots[k]] == seat
        for k in range(nshares):
            shares += r.share_owner[k] == seat
        held = deeds + shares + len(r.idle_land[seat])
        r.emit("deal", "Banker and Government Official (b)", f"{r.names[seat]} is dealt {held} cards: {deeds} Deeds, "
               f"{shares} Shares, {len(r.idle_land[seat])} Idle Land", held, r.names[seat])
    r.emit("idle_pile", "Banker and Government Official (b)", f"{len(r.idle_pile)} Idle Land cards lie face down in "
           f"the centre of the board" if r.log else None, len(r.idle_pile))
    return 0


cdef int shuffle_so_what(Run r) except -1:
    """setup.shuffle_so_what: the SO WHAT pack shuffled, with the instructor's stack on top (Rule 9-a)."""
    pile = r.so_what_pile
    r.draws.shuffle(pile, r.draws.deck(C_SO_WHAT))
    stack = [n for n in r.so_what_stack if n in pile]
    if stack:
        pile[:] = stack + [n for n in pile if n not in stack]
        r.emit("stack", "Rule 9-a", f"The dealer lays SO WHAT {', '.join(map(str, stack))} on top of the pack"
               if r.log else None)
    return 0


cdef void shuffle_ints(int* items, int n, Stream s) except *:
    """dice.fisher_yates on a C array."""
    cdef int i, j, held
    for i in range(n - 1, 0, -1):
        j = <int>(s.next() * (i + 1))
        held = items[i]
        items[i] = items[j]
        items[j] = held
