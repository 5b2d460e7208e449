"""Lesson 10's notes: the class game of seed 5 (``game``, played to its end; ``winner``; ``by_player``), the example
building (``example``), and section 4's pairs (``result``, ``diffs``)."""

_RENT = "by_player['rent collected']"
_TEXTS = "by_player['of which the texts']"
_CASH = "by_player['money at the end']"
_TEXT_EVENTS = "[e for e in game.events if e.kind == 'rent_text' and e.payee == winner]"
_MEANS = "result.games.groupby('regime', sort=False)[{!r}].mean()"
_STATS = ("paired_stats(list(result.paired({0!r}, baseline='texts on').baseline_value), "
          "list(result.paired({0!r}, baseline='texts on').value))")

FIGURES = [
    ("Rent collected: Ann ${}, Ben ${}, Cal ${} (of which the texts ${}, a share of {:.3f}), Dot ${}",
     f"{_RENT}['Ann'], {_RENT}['Ben'], {_RENT}['Cal'], {_TEXTS}['Cal'], {_TEXTS}['Cal'] / {_RENT}['Cal'], "
     f"{_RENT}['Dot']"),
    ("Money at the end: Cal ${}, Ann ${}, Dot ${}, Ben ${}", f"{_CASH}['Cal'], {_CASH}['Ann'], {_CASH}['Dot'], "
                                                             f"{_CASH}['Ben']"),
    ("The game ends at turn {} (the deck)", "game.turn"),
    ("**{} wins by ${}, and ${} of his rent came from the texts.**",
     f"winner, {_CASH}.max() - {_CASH}.drop(winner).max(), {_TEXTS}[winner]"),
    ("${} (${} at turn {} and ${} at turn {}), of Cal's ${} of rent",
     f"{_TEXTS}['Cal'], {_TEXT_EVENTS}[0].amount, {_TEXT_EVENTS}[0].turn, {_TEXT_EVENTS}[1].amount, "
     f"{_TEXT_EVENTS}[1].turn, {_RENT}['Cal']"),
    ("Exercise 10.1 (look-up, by hand). ${}.", "sum(example_rent(game, example))"),
    ("At printed rents the tenants would pay ${}; the texts add ${}.",
     "example_rent(game, example)[0], example_rent(game, example)[1]"),
    ("the texts add ${:.2f} a game to the tenants' rent of ${:.2f} (a share of {:.3f}); only {:.1%} of the rooms are "
     "let", "(" + _MEANS.format("rent_text") + "['texts on'], " + _MEANS.format("rent_tenants") + "['texts on'], "
     + _MEANS.format("text_share") + "['texts on'], " + _MEANS.format("occupancy") + "['texts on'])"),
    ("the mean Gini is {:.3f} with the texts and {:.3f} without",
     _MEANS.format("gini") + "['texts on'], " + _MEANS.format("gini") + "['texts off']"),
    ("The paired difference is {:+.3f}, 95% interval {:+.3f} to {:+.3f}",
     f"{_STATS.format('gini')}['mean_difference'], {_STATS.format('gini')}['ci_low'], "
     f"{_STATS.format('gini')}['ci_high']"),
    ("{} of the {} pairs end with a lower Gini without the texts; {} higher, {} tie",
     "(diffs.difference < 0).sum(), len(diffs), (diffs.difference > 0).sum(), (diffs.difference == 0).sum()"),
    ("Without the texts the tenants pay ${:.2f} less a game (95% interval ${:.2f} to ${:.2f} less), of which "
     "${:.2f} is the texts' own part",
     f"-{_STATS.format('rent_tenants')}['mean_difference'], -{_STATS.format('rent_tenants')}['ci_high'], "
     f"-{_STATS.format('rent_tenants')}['ci_low'], -{_STATS.format('rent_text')}['mean_difference']"),
]
