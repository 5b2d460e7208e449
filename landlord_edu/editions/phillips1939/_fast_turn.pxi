# turn.py and rounds.py: a player's turn, Houses, the end of a round and of the game.

cdef int play_turn(Run r, int seat) except -1:
    cdef int d1, d2, origin
    del r.bought_now[seat][:]
    try:
        settle_debts(r, seat)
        if r.status[seat] == S_JAIL:
            leave_jail(r, seat)
            return 0
        if before_throw(r, seat):
            return 0
        d1, d2 = throw(r, seat, "To Play", D_TURN)
        origin = r.pos[seat]
        if r.status[seat] == S_ISLAND:  # Note X: count from the SO WHAT space he left
            r.status[seat], origin = S_TRACK, r.count_from[seat]
            r.count_from[seat] = -1
        move_forward(r, seat, origin, d1 + d2, "To Play")
    except TurnOver:
        pass
    return 0


cdef tuple throw(Run r, int seat, str rule, int group):
    cdef Stream s = r.draws.stream(group, seat)
    r.draws.throws += 1
    cdef int d1 = <int>(s.next() * 6) + 1
    cdef int d2 = <int>(s.next() * 6) + 1
    if r.log:
        r.emit("throw", rule, f"{r.names[seat]} throws {d1} and {d2}", d1 + d2, r.names[seat])
    else:
        r.seq += 1
    return d1, d2


cdef int move_forward(Run r, int seat, int origin, int steps, str rule) except -1:
    """To Play: a move that reaches GO stops there and ends his round."""
    cdef int k, size = r.b.size, go = r.b.go, dest
    name = r.names[seat]
    for k in range(1, steps + 1):
        if (origin + k) % size == go:
            r.pos[seat] = go
            if r.log:
                unused = f" ({steps - k} of his throw unused)" if k < steps else ""
                r.emit("move", "End of a Round (a)", f"{name} stops at GO{unused}", 0, name, go)
            else:
                r.seq += 1
            return end_round(r, seat)
    dest = (origin + steps) % size
    r.pos[seat] = dest
    if r.log:
        r.emit("move", rule, f"{name} moves {steps} to {r.b.names[dest]}", steps, name, dest)
    else:
        r.seq += 1
    return land(r, seat, dest)


cdef int leave_jail(Run r, int seat) except -1:
    """Rule 3: $500 bail, a throw, and the count from the SO WHAT space beside the Jail (R39-12)."""
    cdef long long bail = r.b.bail
    cdef int d1, d2
    name = r.names[seat]
    r.emit("bail_due", "Rule 3", f"{name} must pay ${bail} bail before leaving Jail" if r.log else None, bail, name)
    r.status[seat] = S_TRACK
    pay(r, seat, BANK, bail, "bail", "Rule 3", f"{name} pays ${bail} bail to the Banker" if r.log else None)
    d1, d2 = throw(r, seat, "Rule 3", D_TURN)
    return move_forward(r, seat, r.b.jail_beside - (not r.jail_from_shelter), d1 + d2, "Rule 3")


cdef bint before_throw(Run r, int seat) except -1:
    """His choices before throwing; True if he moved instead (the Frontier, or the Island)."""
    cdef long long built = 0
    cdef bint island_thrown = False
    while True:
        answer = turn_answer(r, seat, built, island_thrown)
        if answer == "throw":
            return False
        if answer == "island":
            island_thrown = True
            island(r, seat, r.pos[seat], "Note X")
            if r.status[seat] == S_ISLAND:
                return True
        elif isinstance(answer, str):
            go_to_frontier(r, seat, int(answer[9:]))
            return True
        else:
            build(r, seat, answer["build"])
            built += 1


cdef int go_to_frontier(Run r, int seat, int dest) except -1:
    """Rule 4: back to the Frontier, with its wages (R39-13)."""
    name = r.names[seat]
    r.pos[seat], r.status[seat] = dest, S_TRACK
    r.count_from[seat] = -1
    r.emit("move", "Rule 4", f"{name} moves back to {r.b.names[dest]}, the Frontier [ruling R39-13]" if r.log
           else None, 0, name, dest)
    return bank_pays(r, seat, r.b.wages[dest], "frontier_wages", "Rule 4", f"{name} receives the Frontier's "
                     f"${r.b.wages[dest]} wages from the Banker" if r.log else None, dest)


cdef bint can_build(Run r, int seat):
    cdef int k
    for k in range(r.b.nlots):
        if r.owner[r.b.lots[k]] == seat:
            return r.spare[seat] > 0 or (r.houses_left > 0 and r.cash[seat] >= r.b.house_cost)
    return False


cdef int build(Run r, int seat, int space) except -1:
    """Rule 1(b): his given House first, free; then Houses bought from the Banker."""
    if r.spare[seat]:
        r.spare[seat] -= 1
        return put_up(r, seat, space, 0, 0)
    r.houses_left -= 1
    return put_up(r, seat, space, 1, r.b.house_cost)


cdef int put_up(Run r, int seat, int space, int how, long long price) except -1:
    """turn.put_up: the House stands, then is logged by ``how`` (0 given, 1 bought, 2 SO WHAT's new home);
    it may double the section's rent (Rule 1(c)) or close the Frontier (Rule 5)."""
    cdef Board39 b = r.b
    cdef int sec = b.sec[space]
    cdef bint was_doubled = r.doubled(sec), closes
    name, sname = r.names[seat], b.names[space]
    r.houses[space] += 1
    r.house_owner[space] = seat
    closes = not r.frontier_closed and sec == b.closing_sec and r.section_houses(sec) >= b.closing_houses
    if closes:
        r.frontier_closed, r.frontier_owner = True, seat
    if how == 0:
        r.emit("house_placed", "Rule 1(b)", f"{name} puts up the House he was given on {sname}" if r.log else None, 0, name, space)
    elif how == 1:
        r.transfer(seat, BANK, price, "house", "Rule 1(b)", f"{name} buys a House from the Banker for ${price} and "
                   f"puts it up on {sname}" if r.log else None, space)
    else:
        r.transfer(seat, BANK, price, "house", "Rule 9(b)", f"{name} pays ${price} for a new House on {sname}, "
                   f"House and tax together" if r.log else None, space)
    if not was_doubled and r.doubled(sec):
        r.emit("doubled", "Rule 1(c)", f"{b.doubling_at} Houses stand in Section {b.sec_names[sec]}: the land rent "
               f"of every lot there is doubled" if r.log else None, 0, name)
    if closes:
        r.emit("frontier_closed", "Rule 5", f"{name} puts up the fourth House in Section {b.sec_names[sec]}: the "
               f"Frontier is closed, and he takes over both Frontier lots (each now rents for $"
               f"{b.rent_closed[b.frontier[0]]}) [ruling R39-17]" if r.log else None, 0, name)
    return 0


cdef int end_round(Run r, int seat) except -1:
    """End of a Round (a): Wage Checks cashed, debts, then taxes ($300, or $500 when every side is doubled)."""
    cdef Board39 b = r.b
    cdef long long tax, total = 0
    name = r.names[seat]
    checks = r.checks[seat]
    r.checks[seat] = []
    for amount in checks:
        bank_pays(r, seat, amount, "wages", "End of a Round (a)", f"The Banker cashes {name}'s ${amount} Wage Check"
                  if r.log else None)
        total += <long long>amount
    if not checks:
        r.emit("no_checks", "End of a Round (a)", f"{name} has no Wage Checks to cash" if r.log else None, 0, name)
    r.wages_received[seat] += total
    settle_debts(r, seat)
    r.h_rounds[seat] += 1
    r.emit("round_end", "End of a Round (a)", f"{name} completes round {r.h_rounds[seat]}" if r.log else None,
           r.h_rounds[seat], name)
    if r.site_tax_in_force():
        r.emit("no_taxes", "End of a Round (b)", "The 100% Site Value Tax is in force: no taxes on lots or Houses at "
               "the end of the round", 0, name)
        if not r.tax_on_draw:
            share_tax(r, seat)
        return 0
    if r.h_rounds[seat] == 1:
        tax, why = b.tax_first, "the end of his first round"
    elif r.later_always or r.all_doubled():
        tax, why = b.tax_later, "a later round" + ("" if r.later_always else ", the land rent on every side doubled")
    else:
        tax, why = b.tax_first, "a later round, the land rent not yet doubled on every side [ruling R39-31]"
    return pay(r, seat, GOV, tax, "tax", "End of a Round (a)", f"{name} pays ${tax} taxes to the Government for {why}"
               if r.log else None)


cdef int share_tax(Run r, int seat) except -1:
    """SO WHAT 18: $60 on each Share card he holds (or utility Share, R39-28)."""
    cdef int k, held = 0
    for k in range(r.b.nshares):
        if r.share_owner[k] == seat and not (r.utilities_only and r.b.kind[r.b.shares[k]] != K_UTIL):
            held += 1
    if held:
        pay(r, seat, GOV, r.b.share_tax * held, "share_tax", "SO WHAT 18", f"{r.names[seat]} pays ${r.b.share_tax} "
            f"on each of his {held} Share card{'s' * (held > 1)} to the Government [ruling R39-28]" if r.log else None)
    return 0


cdef int check_end(Run r) except -1:
    """Winner: the last player to begin has completed his rounds (R39-33), or the agreed stop."""
    if r.over:
        return 0
    cdef long long rounds = r.max_rounds or r.b.rounds
    cdef int last = (r.first - 1) % r.n
    if r.h_rounds[last] >= rounds:
        finish(r, "rounds", f"{r.names[last]}, the last player to begin, has completed round {rounds}. The game ends"
               if r.log else None, "Winner")
    elif r.turn >= (r.max_turns or r.b.max_turns):
        finish(r, "turns", f"{r.turn} turns have been played, the agreed stop. The game ends [ruling R39-33]"
               if r.log else None, "Winner")
    return 0


cdef int finish(Run r, str reason, str text, str rule) except -1:
    r.over = True
    r.end_reason = reason
    cdef int k
    cdef long long best = 0, money
    moneys = []
    for k in range(r.n):
        money = r.cash[k] - debt_of(r, k) + (checks_of(r, k) if r.count_checks else 0)
        moneys.append(money)
        if k == 0 or money > best:
            best = money
    if r.log:
        winners = [r.names[k] for k in range(r.n) if moneys[k] == best]
        debts = [f"{r.names[k]} owes ${debt_of(r, k)}" for k in range(r.n) if debt_of(r, k)]
        r.emit("end", rule, f"{text}. The most money: {' and '.join(winners)} with ${best}"
               + (f" (debts deducted: {'; '.join(debts)})" if debts else ""), best)
    else:
        r.seq += 1
    return 0


cdef long long debt_of(Run r, int seat):
    cdef long long total = 0
    for pair in r.debts[seat]:
        total += <long long>pair[1]
    return total


cdef long long checks_of(Run r, int seat):
    cdef long long total = 0
    for amount in r.checks[seat]:
        total += <long long>amount
    return total
