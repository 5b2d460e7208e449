"""Lesson 4's notes: the class game of seed 286 (``game``, the Single Tax voted in after turn 50; ``landlord``,
the same dice without the vote; ``late``, the vote before turn 100) and section 6's table of many games
(``table``, 200 pairs a cell, formatted by the lesson's own ``shown``)."""


def _row(measure: str, lineup: str, wages: int) -> str:
    return (f"table[(table.measure == {measure!r}) & (table.lineup == {lineup!r}) "
            f"& (table.wages_to_end == {wages})].iloc[0]")


def _cash(lineup: str, wages: int) -> str:
    return f"{_row('poorest_cash', lineup, wages)}.mean_difference"


_RENT = "[e for e in game.events if e.kind == 'rent' and e.turn > VOTE_AFTER]"
_CASH = "gini([p.cash for p in {}.state.players])"

FIGURES = [
    ("Her wealth falls from ${} to", "wealth_before['Ann']"),
    ("`paid_in` is ${}: {} full steps of $50, with ${} left in the treasury",
     "(paid_in, paid_in // 50, game.state.treasury)"),
    ("{} land-rent payments after the vote, ${} in all", f"(len({_RENT}), sum(e.amount for e in {_RENT}))"),
    ("wages rise five times, from $100 to ${}", "game.state.wage_level"),
    ("Ann, Ben and Dot pay ${} there both before and after", "game.engine.landing_cost(0, street)[0]"),
    ("The first rise comes at turn {}", "next(e.turn for e in game.events if e.kind == 'wage_rise')"),
    ("Cal, the builder, ends fourth (${}: ${} in cash", "(landlord.wealth('Cal'), landlord.player('Cal').cash)"),
    ("Dot, who held the most lots at the vote, wins with ${:,}", "landlord.wealth('Dot')"),
    ("Cal wins with ${} (${} in cash", "(game.wealth('Cal'), game.player('Cal').cash)"),
    ("ends last with ${}", "game.wealth('Dot')"),
    ("The Single Tax game is the shorter one ({} turns against {}", "(game.turn, landlord.turn)"),
    ("the landlord game ends with Gini {:.3f}, the Single Tax game with {:.3f}",
     "(gini(landlord.wealths()), gini(game.wealths()))"),
    ("and ends at {:.3f} against {:.3f}; its Gini of cash ends lower under the Single Tax ({:.3f} against {:.3f})",
     f"(gini(game.wealths()), gini(landlord.wealths()), {_CASH.format('game')}, {_CASH.format('landlord')})"),
    ("raises wages three times, to ${} (that game runs to turn {}), and ends with a Gini ({:.3f}) a little above "
     "the landlord game's ({:.3f}), while its poorest player ends with more cash (${} against ${})",
     "(late.state.wage_level, late.turn, gini(late.wealths()), gini(landlord.wealths()), "
     "min(p.cash for p in late.state.players), min(p.cash for p in landlord.state.players))"),
    # section 6: the table of many games
    ("| default, 5 wages | {} | {} | {:+.2f} dollars |",
     f"(shown({_row('gini', 'default line-up', 5)}), shown({_row('gini_no_deeds', 'default line-up', 5)}), "
     f"{_cash('default line-up', 5)})"),
    ("| default, 20 wages | {} | {} | {:+.2f} dollars |",
     f"(shown({_row('gini', 'default line-up', 20)}), shown({_row('gini_no_deeds', 'default line-up', 20)}), "
     f"{_cash('default line-up', 20)})"),
    ("| all cautious, 5 wages | {} | {} | {:+.2f} dollars |",
     f"(shown({_row('gini', 'all cautious', 5)}), shown({_row('gini_no_deeds', 'all cautious', 5)}), "
     f"{_cash('all cautious', 5)})"),
    ("| all cautious, 20 wages | {} | {} | {:+.2f} dollars |",
     f"(shown({_row('gini', 'all cautious', 20)}), shown({_row('gini_no_deeds', 'all cautious', 20)}), "
     f"{_cash('all cautious', 20)})"),
    ("the Single Tax *lowers* the Gini of final wealth with the default line-up ({:+.3f}, 95% interval {:+.3f} to "
     "{:+.3f}, 200 pairs)",
     f"tuple(float({_row('gini', 'default line-up', 20)}[k]) for k in ('mean_difference', 'ci_low', 'ci_high'))"),
    ("in five-wage games it raises it ({:+.3f}, {:+.3f} to {:+.3f})",
     f"tuple(float({_row('gini', 'default line-up', 5)}[k]) for k in ('mean_difference', 'ci_low', 'ci_high'))"),
    ("line-up: {:+.2f} dollars on average under the Single Tax (95% interval {:+.2f} to {:+.2f})",
     f"tuple(float({_row('poorest_cash', 'default line-up', 20)}[k]) for k in ('mean_difference', 'ci_low', "
     "'ci_high'))"),
    ("more under the Single Tax in five-wage games ({:+.3f} a game with the default line-up)",
     f"float({_row('players_broke', 'default line-up', 5)}.mean_difference)"),
]
