# money.py: the Bank, payments a player cannot meet, the Frontier's way out, debts, Wage Checks.
# A due is (payee, dollars, kind, rule, sentence); sentences are None when the log is off.

cdef int bank_pays(Run r, int seat, long long amount, str kind, str rule, str text, int space=-1) except -1:
    cdef long long have
    if r.bank_finite and r.misc < amount:
        have = max(0, r.misc)
        r.transfer(BANK, seat, have, kind, rule, f"{text}; the Bank has only ${have}" if r.log else None, space)
        r.bank_broken = True
        finish(r, "bank", f"{r.name(seat)} breaks the Bank: it cannot pay ${amount}. The game ends" if r.log
               else None, "Winner")
        raise TurnOver
    r.transfer(BANK, seat, amount, kind, rule, text, space)
    return 0


cdef int take_check(Run r, int seat, long long amount, str rule, str where, int space=-1) except -1:
    r.checks[seat].append(amount)
    if r.log:
        r.emit("wage_check", rule, f"{r.names[seat]} takes a ${amount} Wage Check {where}", amount, r.names[seat], space)
    else:
        r.seq += 1
    return 0


cdef int pay(Run r, int seat, int payee, long long amount, str kind, str rule, str text, int space=-1) except -1:
    return pay_all(r, seat, [(payee, amount, kind, rule, text)], space)


cdef int pay_all(Run r, int seat, list dues, int space=-1) except -1:
    """Payments due together: funds raised for their total; the Frontier's way out covers them all."""
    dues = [d for d in dues if d[1] > 0 and d[0] != seat]
    cdef long long total = 0
    for d in dues:
        total += <long long>d[1]
    cdef set offered = None
    while r.cash[seat] < total:
        if offered is None:
            offered = set()
        options = [f"sell:{key}" for key in r.cards_held(seat) if key not in offered]
        if not r.frontier_closed:
            options += [f"frontier:{r.b.frontier[k]}" for k in range(r.b.nfrontier)]
        options.append("give_up")
        answer = funds_answer(r, seat, options)
        if answer == "give_up":
            break
        if answer.startswith("frontier:"):
            escape_to_frontier(r, seat, int(answer[9:]), dues, space)
        offered.add(answer[5:])
        offer_card(r, seat, answer[5:], total - r.cash[seat])
    for payee, amount, kind, rule, why in dues:
        if r.cash[seat] >= amount:
            r.transfer(seat, payee, amount, kind, rule, why, space)
        else:
            owe(r, seat, payee, amount, kind, rule, why, space, False)
    return 0


cdef int offer_card(Run r, int seat, str key, long long short) except -1:
    """R39-16: the card offered to each other player in turn for the sum he is short."""
    cdef long long price = max(1, short)
    cdef int k, other
    for k in range(1, r.n):
        other = (seat + k) % r.n
        if r.cash[other] < price:
            continue
        if buy_card_answer(r, other, price):
            r.pass_card(key, seat, other)
            r.transfer(other, seat, price, "sale", "Rule 4", f"{r.names[other]} buys {r.card_name(key)} from "
                       f"{r.names[seat]} for ${price} [ruling R39-16]" if r.log else None)
            return 0
    if r.log:
        r.emit("no_sale", "Rule 4", f"Nobody buys {r.card_name(key)} from {r.names[seat]} for ${price} "
               f"[ruling R39-16]", 0, r.names[seat])
    else:
        r.seq += 1
    return 0


cdef int escape_to_frontier(Run r, int seat, int dest, list dues, int space) except -1:
    """Rule 4: he moves to a Frontier lot, takes the wages, and the payment lapses (or stands as a debt)."""
    cdef long long total = 0, paid
    for d in dues:
        total += <long long>d[1]
    name = r.names[seat]
    r.pos[seat], r.status[seat] = dest, S_TRACK
    r.count_from[seat] = -1
    if r.log:
        r.emit("move", "Rule 4", f"{name} cannot pay ${total} and moves to {r.b.names[dest]}, the Frontier", 0, name, dest)
    else:
        r.seq += 1
    bank_pays(r, seat, r.b.wages[dest], "frontier_wages", "Rule 4", f"{name} receives the Frontier's "
              f"${r.b.wages[dest]} wages from the Banker" if r.log else None, dest)
    if r.escape_lapses:
        if r.log:
            r.emit("lapsed", "Rule 4", f"{name}'s payment of ${total} ({'; '.join(d[4] for d in dues)}) lapses "
                   f"[ruling R39-14]", total, name)
        else:
            r.seq += 1
    else:
        for payee, amount, kind, rule, text in dues:
            paid = min(r.cash[seat], <long long>amount)
            r.transfer(seat, payee, paid, kind, rule, f"{text}: ${paid} paid from the Frontier wages" if r.log
                       else None, space)
            owe(r, seat, payee, amount - paid, kind, rule, text, space, True)
    raise TurnOver


cdef int owe(Run r, int seat, int payee, long long amount, str kind, str rule, str text, int space,
             bint paid_already) except -1:
    """R39-15: all his cash, and the rest owed (or forgiven)."""
    cdef long long paid
    if not paid_already:
        paid = r.cash[seat]
        r.transfer(seat, payee, paid, kind, rule, f"{text}: all he has, ${paid}" if r.log else None, space)
        amount -= paid
    if amount <= 0:
        return 0
    if r.forgive:
        if r.log:
            r.emit("forgiven", rule, f"{r.names[seat]} cannot pay the other ${amount}; it is forgiven "
                   f"[ruling R39-15]", amount, r.names[seat])
        else:
            r.seq += 1
        return 0
    r.debts[seat].append([payee, amount])
    if r.log:
        r.emit("debt", rule, f"{r.names[seat]} owes {r.name(payee)} the other ${amount}, to be paid out of the "
               f"money he next receives [ruling R39-15]", amount, r.names[seat])
    else:
        r.seq += 1
    return 0


cdef int settle_debts(Run r, int seat) except -1:
    """R39-15: debts paid first out of any money received since."""
    cdef list debts = r.debts[seat]
    cdef long long amount, paid
    cdef int creditor
    while debts and r.cash[seat] > 0:
        creditor, amount = debts[0]
        paid = min(r.cash[seat], amount)
        r.transfer(seat, creditor, paid, "debt", "Rule 4", f"{r.names[seat]} pays ${paid} of his debt to "
                   f"{r.name(creditor)} [ruling R39-15]" if r.log else None)
        if paid == amount:
            debts.pop(0)
        else:
            debts[0][1] = amount - paid
    return 0
