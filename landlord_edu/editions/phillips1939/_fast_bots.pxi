# The shipped bots' answers under the 1939 rules (bots.py, advice.py, landlord_edu/bots/*), each decision's
# answer recorded as Game.answers keeps it: included by _fast.pyx.

cdef object careless(Run r, int seat, object options):
    """CarelessPlayer.decide: a uniform choice from the seat's own draws."""
    return options[<Py_ssize_t>(r.draws.stream(D_CHOICES, seat).next() * len(options))]


cdef object answered(Run r, object answer):
    r.answers.append(answer)
    return answer


cdef int best_lot(Run r, list lots) except? -2:
    """advice.best_lot_to_build: the lot whose section is nearest the doubling, then the dearest."""
    cdef int best = -1, i
    cdef long long h, bh = 0, rent, brent = 0
    for i in lots:
        h = r.section_houses(r.b.sec[i])
        rent = r.b.rent[i]
        if best < 0 or h > bh or (h == bh and (rent > brent or (rent == brent and i < best))):
            best, bh, brent = i, h, rent
    return best


cdef object turn_answer(Run r, int seat, long long built, bint island_thrown):
    """turn.turn_options and the ``turn`` decision's answer (bots.py's on_turn_1939, or careless)."""
    cdef int k, i
    cdef Board39 b = r.b
    builds = []
    if r.build_own_turn and can_build(r, seat):
        builds = [b.lots[k] for k in range(b.nlots) if r.owner[b.lots[k]] == seat]
    cdef bint frontier = not r.frontier_closed and r.frontier_any_turn
    if frontier:
        for k in range(b.nfrontier):
            if b.frontier[k] == r.pos[seat]:
                frontier = False
    cdef bint island = False
    if r.island_everyone and not island_thrown and r.status[seat] != S_ISLAND and r.cash[seat] >= b.boat_fare \
            and b.kind[r.pos[seat]] == K_SOWHAT:
        for pair in r.face_up:
            if b.sw_effect[<int>pair[0]] == E_ISLAND and pair[1] != seat:
                island = True
                break
    cdef int bot = r.bot[seat]
    cdef long long cash = r.cash[seat]
    if bot == B_LANDLORD:
        if builds and (r.spare[seat] or (built < 2 and cash - b.house_cost >= r.reserve[seat] + 250)):
            return answered(r, {"build": best_lot(r, builds)})
        return answered(r, "throw")
    if bot == B_CAUTIOUS:
        if builds and (r.spare[seat] or (not built and cash - r.reserve[seat] >= 2 * b.house_cost)):
            return answered(r, {"build": best_lot(r, builds)})
        if frontier and cash - r.reserve[seat] < b.bail:
            return answered(r, f"frontier:{b.frontier[0]}")
        return answered(r, "throw")
    if r.draws.stream(D_CHOICES, seat).next() < 0.7:
        return answered(r, "throw")
    options = ["throw"] + [{"build": i} for i in builds]
    if frontier:
        options += [f"frontier:{b.frontier[k]}" for k in range(b.nfrontier)]
    if island:
        options.append("island")
    return answered(r, careless(r, seat, options))


cdef object idle_answer(Run r, int seat, list options):
    """on_idle_land: sell the dearest card offered (advice.idle_sale); the landlord buys with cash to spare."""
    if r.bot[seat] == B_CARELESS:
        return answered(r, careless(r, seat, options))
    best, value = None, 0
    for o in options:
        if o.startswith("sell:") and (best is None or r.b.idle_value[int(o[5:])] > value):
            best, value = o, r.b.idle_value[int(o[5:])]
    if best is not None:
        return answered(r, best)
    if r.bot[seat] == B_LANDLORD and "buy" in options and \
            r.cash[seat] - r.b.idle_price >= r.reserve[seat] + 200:
        return answered(r, "buy")
    return answered(r, "done")


cdef long long landing_value(Run r, int seat, int space) except? -999999999:
    """advice.landing_value: what a stop at ``space`` brings now."""
    cdef int kind = r.b.kind[space]
    cdef long long total = 0
    if kind == K_LOT or kind == K_FRONTIER or kind == K_FOREIGN:
        total = r.wage_check(space)
        for due in rent_parts(r, seat, space):
            total -= <long long>due[1]
        return total
    if kind == K_NOTRESP:
        return -r.b.bail
    if kind == K_RAIL or kind == K_UTIL:
        for due in fares(r, seat, space):
            total -= <long long>due[1]
        return total
    if kind == K_REO:
        for n in r.idle_land[seat]:
            total += r.b.idle_value[<int>n] - r.b.idle_price
        return total
    if kind == K_HOTEL:
        return -r.b.hotel_bill if r.cash[seat] >= r.b.hotel_bill + r.b.hotel_must_keep else 0
    return 0


cdef object ride_answer(Run r, int seat, list options):
    """on_ride / on_trolley: advice.best_move, the destination worth most if it is worth anything."""
    if r.bot[seat] == B_CARELESS:
        return answered(r, careless(r, seat, options))
    cdef long long worth, best_worth = 0
    best = None
    for o in options:
        if o != "stay":
            worth = landing_value(r, seat, <int>o)
            if best is None or worth > best_worth:
                best, best_worth = o, worth
    return answered(r, best if best is not None and best_worth > 0 else "stay")


cdef bint yes_no(Run r, int seat, bint bot_says) except -1:
    """A YES_NO decision: the bot's answer, or the careless player's draw."""
    if r.bot[seat] == B_CARELESS:
        return answered(r, careless(r, seat, YES_NO))
    return answered(r, bot_says)


cdef bint island_answer(Run r, int seat, long long wages, long long fare) except -1:
    if r.bot[seat] == B_LANDLORD:
        return yes_no(r, seat, wages > fare)
    return yes_no(r, seat, wages - fare >= 300 and r.cash[seat] - r.reserve[seat] >= fare)


cdef bint buy_card_answer(Run r, int seat, long long price) except -1:
    if r.bot[seat] == B_LANDLORD:
        return yes_no(r, seat, r.cash[seat] - price >= r.reserve[seat])
    return yes_no(r, seat, price <= 300 and r.cash[seat] - r.reserve[seat] >= price)


cdef bint build_here_answer(Run r, int seat) except -1:
    """BargainHunter.on_build_here and OldCautiousSaver.on_build_here (the same sum: cash less the reserve)."""
    return yes_no(r, seat, r.cash[seat] - r.b.house_cost >= r.reserve[seat])


cdef object new_home_answer(Run r, int seat, list options, long long price):
    """The landlord's on_new_home; the savers have none (Strategy.default: the first option, "none")."""
    if r.bot[seat] == B_CARELESS:
        return answered(r, careless(r, seat, options))
    if r.bot[seat] == B_LANDLORD and len(options) > 1 and r.cash[seat] - price >= r.reserve[seat]:
        return answered(r, best_lot(r, options[1:]))
    return answered(r, "none")


cdef object funds_answer(Run r, int seat, list options):
    """on_raise_funds_1939: advice.funds_choice (the cautious saver prefers the Frontier)."""
    if r.bot[seat] == B_CARELESS:
        return answered(r, careless(r, seat, options))
    frontier = next((o for o in options if o.startswith("frontier:")), None)
    if r.bot[seat] == B_CAUTIOUS and frontier:
        return answered(r, frontier)
    for prefix in ("sell:idle:", "sell:share:", "sell:deed:"):
        offer = next((o for o in options if o.startswith(prefix)), None)
        if offer:
            return answered(r, offer)
    return answered(r, frontier or "give_up")
