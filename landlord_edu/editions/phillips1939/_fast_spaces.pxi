# spaces.py, idle_land.py and so_what.py: what each kind of space does.

cdef int land(Run r, int seat, int space) except -1:
    cdef int kind = r.b.kind[space]
    if kind == K_LOT or kind == K_FRONTIER or kind == K_FOREIGN:
        land_green(r, seat, space)
    elif kind == K_NOTRESP:
        go_to_jail(r, seat, space)
    elif kind == K_REO:
        speculate(r, seat, r.b.idle_per_visit, False, "Rule 6")
    elif kind == K_RAIL:
        ride_railroad(r, seat, space)
    elif kind == K_UTIL:
        use_utility(r, seat, space)
    elif kind == K_SOWHAT:
        draw(r, seat, space)
    elif kind == K_HOTEL:
        la_swelle(r, seat, space)
    return 0


cdef list rent_parts(Run r, int seat, int space):
    """The payments due on stopping at a green space: (payee, dollars, kind, rule, why)."""
    cdef Board39 b = r.b
    cdef bint law = r.site_tax_in_force()
    cdef int kind = b.kind[space], owner
    cdef long long rent
    if kind == K_FOREIGN:
        rent = r.land_rent(space)
        if law:
            return [(GOV, rent, "rent", "SO WHAT 18", "ground rent to the Government")]
        return [(BLUEBLOOD, rent, "foreign_rent", "Rule 2", "rent to the Banker for Lord Blueblood")]
    if kind == K_FRONTIER:
        if not r.frontier_closed or (r.frontier_owner == seat and not (law and r.owner_pays)):
            return []
        return [(GOV if law else r.frontier_owner, r.land_rent(space), "rent", "SO WHAT 18" if law else "Rule 5",
                 "ground rent to the Government" if law else "the closed Frontier's rent")]
    owner = r.owner[space]
    if owner == PACK:
        return []
    parts = []
    if owner != seat or (law and r.owner_pays):
        rent = r.land_rent(space)
        why = ("land rent" + (", doubled (Rule 1(c))" if r.doubled(b.sec[space]) else "")) if r.log else None
        if law:
            parts.append((GOV, rent, "rent", "SO WHAT 18", f"{why} to the Government [ruling R39-27]"
                          if r.log else None))
        else:
            parts.append((owner, rent, "rent", "Rule 1(a)", why))
    if owner != seat and r.houses[space]:
        parts.append((owner, r.house_rent(space), "house_rent", "Rule 1(b)",
                      f"rent of {r.houses[space]} House{'s' * (r.houses[space] > 1)}" if r.log else None))
    return parts


cdef int land_green(Run r, int seat, int space) except -1:
    """Rule 1(a): pay the rent, then take the Wage Check."""
    cdef Board39 b = r.b
    name, sname = r.names[seat], b.names[space]
    parts = rent_parts(r, seat, space)
    if parts:
        pay_all(r, seat, [(payee, amount, what, rule, f"{name} pays {r.name(payee)} ${amount} for {sname}: {why}"
                           if r.log else None) for payee, amount, what, rule, why in parts], space)
    cdef int kind = b.kind[space]
    rule = "Rule 4" if kind == K_FRONTIER else "Rule 2" if kind == K_FOREIGN else "Rule 1(a)"
    where = None
    if r.log:
        where = f"on {sname}" + (" [ruling R39-06]" if kind == K_FRONTIER else " [ruling R39-10]"
                                  if kind == K_FOREIGN else "")
    take_check(r, seat, r.wage_check(space), rule, where, space)
    if not r.build_own_turn and r.owner[space] == seat and kind == K_LOT:
        while can_build(r, seat):
            if not build_here_answer(r, seat):
                break
            build(r, seat, space)
    return 0


cdef int go_to_jail(Run r, int seat, int space) except -1:
    r.pos[seat], r.status[seat] = r.b.jail_beside, S_JAIL
    if r.log:
        r.emit("jail", "Rule 3", f"{r.names[seat]} trespasses on {r.b.names[space]} and goes to Jail "
               f"[ruling R39-11]", 0, r.names[seat], r.b.jail_beside)
    else:
        r.seq += 1
    return 0


cdef list fares(Run r, int seat, int space):
    """Rules 7 and 8(a): (shareholder, dollars) for each other player holding Shares in this line."""
    cdef long long fare = r.b.fare[space]
    cdef int k, other, held
    out = []
    for k in range(1, r.n):
        other = (seat + k) % r.n
        held = r.shares_of(other, space)
        if held:
            out.append((other, fare * held if r.per_share else fare))
    return out


cdef int pay_fares(Run r, int seat, int space, str rule) except -1:
    name, sname = r.names[seat], r.b.names[space]
    due = fares(r, seat, space)
    if not due:
        if r.log:
            r.emit("fare", rule, f"{name} owes no fare on the {sname}: no other player holds a Share in it", 0, name, space)
        else:
            r.seq += 1
        return 0
    basis = "a Share" if r.per_share else "a shareholder [ruling R39-21]"
    pay_all(r, seat, [(other, amount, "fare", rule, f"{name} pays {r.names[other]} ${amount} fare on the {sname} "
                       f"(${r.b.fare[space]} {basis})" if r.log else None) for other, amount in due], space)
    return 0


cdef int ride_railroad(Run r, int seat, int space) except -1:
    """Rule 7: the fare, then a ride within the terminals (the depot excepted, R39-22)."""
    if r.fare_on_stopping:
        pay_fares(r, seat, space, "Rule 7")
    cdef int i = r.b.term0[space], end = r.b.term1[space]
    if not r.b.has_terms[space]:
        raise ValueError("a railroad without terminals")
    options = ["stay"]
    while True:
        if i != space:
            options.append(i)
        if i == end:
            break
        i = (i + 1) % r.b.size
    dest = ride_answer(r, seat, options)
    if dest == "stay":
        return 0
    if not r.fare_on_stopping:
        pay_fares(r, seat, space, "Rule 7")
    move_to(r, seat, dest, "Rule 7", f"rides the {r.b.names[space]} to" if r.log else None)
    return 0


cdef int use_utility(Run r, int seat, int space) except -1:
    """Rule 8(a): the fares; the Slambang Trolley then moves him within the section (8(b))."""
    pay_fares(r, seat, space, "Rule 8(a)")
    cdef Board39 b = r.b
    if not b.second_move[space]:
        return 0
    cdef int i, sec = b.sec[space]
    options = ["stay"] + [i for i in range(b.size) if b.sec[i] == sec and i != space and not b.is_corner[i]]
    dest = ride_answer(r, seat, options)
    if dest != "stay":
        move_to(r, seat, dest, "Rule 8(b)", f"rides the {b.names[space]} to" if r.log else None)
    return 0


cdef int move_to(Run r, int seat, int dest, str rule, str how) except -1:
    """A move that does not count as passing GO, then the new space's rule."""
    r.pos[seat] = dest
    if r.log:
        r.emit("move", rule, f"{r.names[seat]} {how} {r.b.names[dest]}", 0, r.names[seat], dest)
    else:
        r.seq += 1
    return land(r, seat, dest)


cdef int la_swelle(Run r, int seat, int space) except -1:
    cdef Board39 b = r.b
    name = r.names[seat]
    if r.cash[seat] >= b.hotel_bill + b.hotel_must_keep:
        r.transfer(seat, BANK, b.hotel_bill, "hotel", "La Swelle Hotel", f"{name} pays his Hotel Bill of "
                   f"${b.hotel_bill} to the Banker" if r.log else None, space)
        return 0
    cdef int d1, d2
    d1, d2 = throw(r, seat, "La Swelle Hotel", D_HOTEL)
    cdef int dest = (space - d1 - d2) % b.size
    r.pos[seat] = dest
    if r.log:
        r.emit("move", "La Swelle Hotel", f"{name} has less than ${b.hotel_bill + b.hotel_must_keep}: he pays "
               f"nothing and moves back {d1 + d2} to {b.names[dest]} [ruling R39-30]", 0, name, dest)
    else:
        r.seq += 1
    return land(r, seat, dest)


cdef int speculate(Run r, int seat, long long limit, bint buy_only, str rule) except -1:
    """Rule 6: buy from or sell to the board up to ``limit`` Idle Land cards, not both (R39-18, R39-19)."""
    cdef Board39 b = r.b
    cdef long long bought = 0, sold = 0, room, below_cap, value
    cdef int card
    cdef list held = r.idle_land[seat], now = r.bought_now[seat]
    name = r.names[seat]
    while True:
        options = ["done"]
        room = limit - bought
        if r.idle_holding:
            below_cap = b.idle_per_visit - len(held)
            room = min(room, below_cap) if buy_only else below_cap
        if not sold and room > 0 and r.idle_pile and r.cash[seat] >= b.idle_price:
            options.append("buy")
        if not bought and not buy_only and (r.idle_holding or sold < limit):
            options += [f"sell:{n}" for n in held if n not in now]
        if len(options) == 1:
            return 0
        answer = idle_answer(r, seat, options)
        if answer == "done":
            return 0
        if answer == "buy":
            card = r.idle_pile.pop(0)
            held.append(card)
            now.append(card)
            bought += 1
            r.transfer(seat, BANK, b.idle_price, "idle_land", rule, f"{name} buys an Idle Land card from the Banker "
                       f"for ${b.idle_price}: {b.idle_name[card]} [ruling R39-19]" if r.log else None)
        else:
            card = int(answer[5:])
            value = b.idle_value[card]
            held.remove(card)
            r.idle_pile.append(card)
            r.draws.shuffle(r.idle_pile, r.draws.deck(C_IDLE))
            sold += 1
            bank_pays(r, seat, value, "idle_land_sale", rule, f"{name} sells {b.idle_name[card]} back to the board "
                      f"for ${value}" if r.log else None)


cdef int draw(Run r, int seat, int space) except -1:
    """Rule 9(a): draw a SO WHAT card, follow it within the section, return it to the pack (Note X)."""
    cdef Board39 b = r.b
    name = r.names[seat]
    ended = [pair[0] for pair in r.face_up if pair[1] != seat]
    if ended:
        r.face_up = [pair for pair in r.face_up if pair[0] not in ended]
        r.so_what_pile.extend(ended)
        r.draws.shuffle(r.so_what_pile, r.draws.deck(C_SO_WHAT))
        if r.log:
            r.emit("face_up_ended", "Note X", f"{name} stops on a SO WHAT space: SO WHAT "
                   f"{', '.join(map(str, ended))} go{'es' * (len(ended) == 1)} back into the pack, which is "
                   f"reshuffled [ruling R39-29]", 0, name, space)
        else:
            r.seq += 1
    if not r.so_what_pile:
        r.emit("so_what_empty", "Rule 9(a)", "The SO WHAT pack is empty: every card lies face up", 0, "", space)
        return 0
    cdef int number = r.so_what_pile.pop(0)
    cdef int effect = b.sw_effect[number]
    cdef bint face_up = effect == E_ISLAND or effect == E_SITE_TAX
    if face_up:
        r.face_up.append([number, seat])
    elif r.return_shuffle:
        r.so_what_pile.append(number)
        r.draws.shuffle(r.so_what_pile, r.draws.deck(C_SO_WHAT))
    else:
        r.so_what_pile.append(number)
    if r.log:
        note = " (a reconstructed card)" if b.sw_reconstructed[number] else ""
        r.emit("so_what", "Rule 9(a)", f"{name} draws SO WHAT {number}, {b.sw_title[number]}{note}: "
               f"{b.sw_text[number]}", number, name, space)
    else:
        r.seq += 1
    if face_up:
        r.emit("face_up", "Note X", f"SO WHAT {number} lies face up on the board, in force" if r.log else None,
               number, name)
    return follow(r, seat, number, space, b.sec[space])


cdef int follow(Run r, int seat, int number, int space, int sec) except -1:
    """so_what.EFFECTS: what the card says, within the section of the SO WHAT space (R39-24)."""
    cdef Board39 b = r.b
    cdef int effect = b.sw_effect[number], holder, count, k, i, dest
    cdef long long amount = b.sw_amount[number]
    name, section = r.names[seat], b.sec_names[sec]
    card_rule = f"SO WHAT {number}"
    if effect == E_COLLECT:
        for holder in range(r.n):
            count = 0
            for k in range(b.sec_start[sec], b.sec_start[sec] + b.sec_count[sec]):
                count += r.owner[b.sec_lots[k]] == holder
            if count:
                bank_pays(r, holder, amount * count, "so_what", card_rule, f"{r.names[holder]} collects ${amount} for "
                          f"each of his {count} Deed{'s' * (count > 1)} in Section {section}" if r.log else None)
    elif effect == E_PAY_GOV:
        pay(r, seat, GOV, amount, "so_what_tax", card_rule, f"{name} pays ${amount} to the Government"
            if r.log else None)
    elif effect == E_PAY_BANK:
        pay(r, seat, BANK, amount, "so_what_purchase", "Rule 9(b)", f"{name} pays ${amount}, purchase and tax "
            f"together, to the Banker ({b.sw_title[number]})" if r.log else None)
    elif effect == E_WAGE:
        take_check(r, seat, r.wage_check(space), card_rule, f"for Section {section} ({b.sw_title[number]})"
                   if r.log else None, space)
    elif effect == E_MOVE:
        dest = -1
        for i in range(b.size):
            if b.sec[i] == sec and b.kind[i] == b.sw_target[number]:
                dest = i
                break
        if dest < 0:
            r.emit("so_what_nothing", "Rule 9(a)", f"Section {section} has no such space: nothing happens "
                   f"[ruling R39-24]" if r.log else None, 0, name)
        else:
            move_to(r, seat, dest, card_rule, "moves to")
    elif effect == E_HOUSE:
        new_home(r, seat, amount, sec, card_rule)
    elif effect == E_IDLE:
        speculate(r, seat, amount, True, card_rule)
    elif effect == E_PAY_HOLDERS:
        dues = []
        for k in range(b.sec_start[sec], b.sec_start[sec] + b.sec_count[sec]):
            i = b.sec_lots[k]
            holder = r.owner[i]
            if holder != seat and holder != PACK:
                dues.append((holder, amount, "so_what", card_rule, f"{name} pays {r.names[holder]} ${amount} for "
                             f"{b.names[i]}" if r.log else None))
        pay_all(r, seat, dues)
    elif effect == E_ISLAND:
        island(r, seat, space, "SO WHAT 17")
    elif effect == E_SITE_TAX:
        site_value_tax(r, seat)
    return 0


cdef int site_value_tax(Run r, int seat) except -1:
    r.emit("site_value_tax", "SO WHAT 18", "The 100% Site Value Tax Law is in force: all land rent is paid to the "
           "Government, and at round ends no taxes but those on Shares [rulings R39-27, R39-28]")
    if not r.tax_on_draw:
        return 0
    cdef int k
    cdef bint escaped = False
    for k in range(r.n):
        try:
            share_tax(r, (seat + k) % r.n)
        except TurnOver:  # a payer went to the Frontier instead (Rule 4: 'at any time or place')
            if r.over:
                raise
            escaped = escaped or k == 0
    if escaped:
        raise TurnOver
    return 0


cdef int new_home(Run r, int seat, long long price, int sec, str rule) except -1:
    cdef Board39 b = r.b
    cdef int k, i
    name = r.names[seat]
    mine = [b.sec_lots[k] for k in range(b.sec_start[sec], b.sec_start[sec] + b.sec_count[sec])
            if r.owner[b.sec_lots[k]] == seat]
    if not mine or not r.houses_left or r.cash[seat] < price:
        r.emit("so_what_nothing", rule, f"{name} holds no Deed here, or cannot build: nothing happens "
               f"[ruling R39-24]" if r.log else None, 0, name)
        return 0
    answer = new_home_answer(r, seat, ["none"] + mine, price)
    if answer == "none":
        return 0
    i = answer
    r.houses_left -= 1
    put_up(r, seat, i, 2, price)
    return 0


cdef int island(Run r, int seat, int space, str rule) except -1:
    """SO WHAT 17 (or Note X): a throw for the wages; the boat fare; the Island."""
    cdef int d1, d2
    d1, d2 = throw(r, seat, rule, D_ISLAND)
    cdef long long wages = (d1 + d2) * r.b.island_per_pip, fare = r.b.boat_fare
    name = r.names[seat]
    if r.cash[seat] < fare:
        r.emit("island", rule, f"The Island would pay ${wages}, but {name} cannot pay the ${fare} boat fare "
               f"[ruling R39-26]" if r.log else None, wages, name)
        return 0
    if not island_answer(r, seat, wages, fare):
        return 0
    r.transfer(seat, BANK, fare, "boat_fare", rule, f"{name} pays the ${fare} boat fare to the Island"
               if r.log else None)
    r.status[seat] = S_ISLAND
    r.count_from[seat] = space
    bank_pays(r, seat, wages, "island_wages", rule, f"{name} makes ${wages} wages on the Island, paid by "
              f"the Banker [ruling R39-26]" if r.log else None)
    return 0
