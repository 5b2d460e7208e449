"""Lesson 3's notes: the class game (``game``, seed 189), the 400 staged games (``many``), and the one-rule
tries the notes' table lists, each played by the lesson's own ``play_many`` on the same seeds."""

_RENT = "sum(e.amount for e in game.events if e.kind in RENT and e.payee == 'Ann')"


def _squeezed(rule: str) -> str:
    """The share of squeezed games under one rule, and whether that makes Ann monarch (the interval's low end
    above one half), as the notes' table writes them."""
    return f"(lambda p, low, high: (p, 'yes' if low > 0.5 else 'no'))(*share(play_many({rule})['squeezed']))"


FIGURES = [
    ("Ann ends the class game with ${} in cash (3.2: False)", "game.player('Ann').cash"),
    ("the game ends at turn {};", "game.turn"),
    ("the tenants paid Ann ${} for her land (3.3) and earned ${} in wages",
     f"({_RENT}, sum(e.amount for e in game.events if e.kind == 'wages'))"),
    ("Her wealth by the scoring ends at ${:,}", "game.wealth('Ann')"),
    ("Cal ends with no cash{}", "'' if game.player('Cal').cash == 0 else ' (not so)'"),
    ("Exercise 3.2 (prediction). False: Ann ends with ${}.", "game.player('Ann').cash"),
    ("Exercise 3.3. ${}.", _RENT),
    ("Ann ends richest by the scoring in {} of {} games", "(int(many['richest'].sum()), len(many))"),
    ("squeezed (pay her more rent than they earn in wages) in {} of {} games",
     "(int(many['squeezed'].sum()), len(many))"),
    ("(3.6: {:.1%} of them, 95% interval {:.1%} to {:.1%})", "share(many['squeezed'])"),
    ("tenants' wages ${:.0f}, rent to Ann ${:.0f}, fares Ann paid ${:.0f}",
     "(many[\"tenants' wages\"].mean(), many['rent to Ann'].mean(), many['fares Ann paid'].mean())"),
    ("Ann's cash at the end ${:.0f} on average", "many[\"Ann's cash\"].mean()"),
    ("the Gini of wealth, end minus start, {:.3f}", "(many['Gini end'] - many['Gini start']).mean()"),
    ("| none (as staged) | {:.1%} | {} |", _squeezed("")),
    ("| `trust=False` (3.8) | {:.1%} | {} |", _squeezed("trust=False")),
    ("| `landlord_cash=1000` (the notebook's example for 3.9) | {:.1%} | {} |", _squeezed("landlord_cash=1000")),
    ("| `landlord_wages=True` | {:.1%} | {} |", _squeezed("landlord_wages=True")),
    ("| `advanced=True` | {:.1%} | {} |", _squeezed("advanced=True")),
    ("| `wages_to_end=15` | {:.1%} | {} |", _squeezed("wages_to_end=15")),
    ("| `houses=1` | {:.1%} | {} |", _squeezed("houses=1")),
    ("| `houses=2` | {:.1%} | {} |", _squeezed("houses=2")),
    ("| `rent=2` | {:.1%} | {} |", _squeezed("rent=2")),
    ("| `rent=3` | {:.1%} | {} |", _squeezed("rent=3")),
    ("| `wages=50` | {:.1%} | {} |", _squeezed("wages=50")),
    ("counts {} stops that paid Ann rent on Grand Boulevard and {} on Wall Street",
     "(paid['Grand Boulevard'], paid['Wall Street'])"),
]
