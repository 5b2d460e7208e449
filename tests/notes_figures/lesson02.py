"""Lesson 2's notes: the whole game of seed 89 (``game``, its rent table ``flows``, ``wages``, ``rent`` by
lot, ``summary`` by turn) and the 100 games of section 5 (``many``)."""

_WORDS = "['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']"
_ROW = "next(r for r in game.standings() if r['name'] == {!r})"
_NET = "int(-flows.loc[{!r}, 'net'])"  # a net payer's net rent, written "−$46" in the notes
_BY_LOT = "rent[rent['payee'] == winner].groupby('lot')['amount'].sum()"
_BUYS = "{{e.payee if e.kind == 'build' else board.spaces[e.space].name: e.turn for e in game.events " \
        "if e.turn > 0 and e.payer == {!r} and e.kind in ('buy', 'build')}}"
_LOANS = "[e for e in game.events if e.kind == 'loan' and e.payer == 'Dot' and e.payee == 'Cal']"
_GINI = "summary['gini']"
_EVERY_20 = "summary[::20][summary[::20]['turn'] >= 40]['gini']"


def _wealth(name: str) -> str:
    return f"{_ROW.format(name)}['wealth']"


FIGURES = [
    # the result
    ("The winner is **{}, a `{}` bot** (${:,}; then {} ${}, {} ${}, {} ${})",
     "(winner, " + _ROW.format("Ben") + "['strategy'], " + _wealth("Ben") + ", "
     "*[x for r in game.standings()[1:] for x in (r['name'], r['wealth'])])"),
    ("Ben received ${} in rent and paid ${} (net +${})",
     "tuple(int(flows.loc['Ben', c]) for c in ('received', 'paid', 'net'))"),
    ("(Ann −${}, Cal −${}, Dot −${})", f"({_NET.format('Ann')}, {_NET.format('Cal')}, {_NET.format('Dot')})"),
    ("Ben also received the most wages (${}, against ${} for Dot and ${} each for Ann and Cal)",
     "(int(wages['Ben']), int(wages['Dot']), int(wages['Ann']) if wages['Ann'] == wages['Cal'] else None)"),
    ("Fairhope Avenue (${} in all), Rickety Row (${}), Johnson Circle (${}), Goat Alley (${}), Boomtown (${})",
     "tuple(int(" + _BY_LOT + "[lot]) for lot in ('Fairhope Avenue', 'Rickety Row', 'Johnson Circle', "
     "'Goat Alley', 'Boomtown'))"),
    # the Gini over the game
    ("The Gini coefficient is {:.2f} at the deal, {:.2f} to {:.2f} every 20th turn from turn 40 on",
     f"({_GINI}.iloc[0], {_EVERY_20}.min(), {_EVERY_20}.max())"),
    ("and {:.2f} at the end (the last turn's ${} wages to Ben add {:.2f})",
     f"({_GINI}.iloc[-1], [e.amount for e in game.events if e.kind == 'wages'][-1], "
     f"{_GINI}.iloc[-1] - {_GINI}.iloc[-2])"),
    ("Ben leads the wealth table from turn {} to the end",
     "(lambda w: int(w.index[(w.idxmax(axis=1) != winner)].max() + 1))"
     "(history.pivot(index='turn', columns='player', values='wealth'))"),
    # how Ben won
    ("Ben kept ${} after the deal, while the landlord bots spent most of their cash on the cards dealt to them "
     "(Ann kept ${}, Cal ${})",
     "tuple(int(history[(history['turn'] == 0) & (history['player'] == n)]['cash'].iloc[0]) "
     "for n in ('Ben', 'Ann', 'Cal'))"),
    ("Goat Alley (turn {}), Fairhope Avenue ({}), Gee Whiz R. R. ({}) and Slambang Trolley ({}), and he built a "
     "house on Fairhope Avenue at turn {}",
     "tuple(" + _BUYS.format("Ben") + "[k] for k in ('Goat Alley', 'Fairhope Avenue', 'Gee Whiz R. R.', "
     "'Slambang Trolley', 'MISCELLANEOUS'))"),
    ("Dot, the other cautious bot, lent Cal ${} in {} small loans on his cards (turns {}–{}) and bought {} and {}",
     f"(sum(e.amount for e in {_LOANS}), {_WORDS}[len({_LOANS})], {_LOANS}[0].turn, {_LOANS}[-1].turn, "
     "*" + _BUYS.format("Dot") + ")"),
    ("The game ends at turn {} when Ben receives his wages for the fifth time",
     "game.events[-1].turn if " + _ROW.format("Ben") + "['wages_received'] == 5 else None"),
    # the answers
    ("Ben received ${} in land and house rent (all of it land rent: his one house, on Fairhope Avenue, was built "
     "{} turns before the end and earned nothing)",
     "(int(flows.loc['Ben', 'received']) if not any(e.kind == 'house_rent' and e.payee == 'Ben' "
     f"for e in game.events) else None, {_WORDS}[game.events[-1].turn - " + _BUYS.format("Ben")
     + "['MISCELLANEOUS']])"),
    ("The final Gini coefficient is {:.2f} ({:.3f})", f"({_GINI}.iloc[-1], {_GINI}.iloc[-1])"),
    ("Ben ends with ${} in cash, {} cards and a house: {} / {:,} = {:.2f}",
     "(lambda r: (r['cash'], r['cards'], 100 * (r['cards'] + r['houses']), r['wealth'], "
     "100 * (r['cards'] + r['houses']) / r['wealth']) if r['houses'] == 1 else None)(" + _ROW.format("Ben") + ")"),
    ("the wages he earned more than Dot (${}) are less than the gap between their final wealth (${})",
     f"(int(wages['Ben'] - wages['Dot']), {_wealth('Ben')} - {_wealth('Dot')})"),
    ("It receives ${} of rent from lots nobody had bought yet (Rule 7), and ends the game holding {} money than "
     "any player",
     "(int(flows.loc['PUBLIC TREASURY', 'received']), "
     "'more' if game.state.treasury > max(p.cash for p in game.state.players) else 'less')"),
    ("Ben earned ${} in wages, Dot ${}, Ann and Cal ${} each",
     "(int(wages['Ben']), int(wages['Dot']), int(wages['Ann']) if wages['Ann'] == wages['Cal'] else None)"),
    ("Ben's net rent was +${}, the others' between −${} and −${}",
     "(int(flows.loc['Ben', 'net']), -int(flows.drop(['Ben', 'PUBLIC TREASURY'])['net'].max()), "
     "-int(flows.drop(['Ben', 'PUBLIC TREASURY'])['net'].min()))"),
    ("his lead over Dot (${}) is larger than his extra wages (${})",
     f"({_wealth('Ben')} - {_wealth('Dot')}, int(wages['Ben'] - wages['Dot']))"),
    # section 5: 100 games with the same bots
    ("landlord bots win {} games and cautious bots {}, and the mean final Gini is {:.2f}",
     "(int((many['winner_strategy'] == 'landlord').sum()), int((many['winner_strategy'] == 'cautious').sum()), "
     "many['gini'].mean())"),
    ("Over 100 seeds these landlord bots won {} games and the cautious bots {}",
     "(int((many['winner_strategy'] == 'landlord').sum()), int((many['winner_strategy'] == 'cautious').sum()))"),
]
