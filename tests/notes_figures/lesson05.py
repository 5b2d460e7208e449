"""Lesson 5's notes: the experiment of seed 1906 (``result``: landlord rules and the Single Tax voted in
after the deal, 200 five-wage games each; ``games`` and ``stats`` from it), the twenty-wage games
(``longer``, 40 pairs, with ``curve``, the mean Gini by turn, and ``crossing``), the dose-response
(``dose``: the printed land rents x1, x0, x2) and the other line-up (``other``)."""

_LANDLORD = "games[games.regime == 'landlord']"
_MEAN = "games.groupby('regime')[{!r}].mean()"
_LONG = "longer.games.groupby('regime')[{!r}].mean()"
_DOSE = "dose.games.groupby('regime')[{!r}].mean()"


def _stats(result: str, measure: str, baseline: str = "landlord") -> str:
    diffs = f"{result}.paired({measure!r}, baseline={baseline!r})"
    return f"paired_stats(list({diffs}.baseline_value), list({diffs}.value))"


def _interval(result: str, measure: str, places: int, baseline: str = "landlord") -> str:
    s = _stats(result, measure, baseline)
    return f"tuple(round({s}[k], {places}) for k in ('mean_difference', 'ci_low', 'ci_high'))"


FIGURES = [
    ("({} of 200 with seed 1906", f"int(({_LANDLORD}.winner_strategy == 'landlord').sum())"),
    ("the builder won {} and the cautious saver {}",
     f"(int(({_LANDLORD}.winner_strategy == 'builder').sum()), "
     f"int(({_LANDLORD}.winner_strategy == 'cautious').sum()))"),
    ("(mean Gini {:.3f} against {:.3f} under the",
     f"({_MEAN.format('gini')}['landlord'], {_MEAN.format('gini')}['single tax'])"),
    ("gave the lower Gini ({:.2f}", "float((diffs.difference < 0).mean())"),
    ("+{:.3f}, 95% interval +{:.3f} to +{:.3f}, the Single Tax lower in {:.0f} % of pairs",
     "(stats['mean_difference'], stats['ci_low'], stats['ci_high'], 100 * stats['share_negative'])"),
    ("Single Tax's mean Gini is lower ({:.3f} against {:.3f}), the Gini of cash is about the same ({:.3f} "
     "against {:.3f})",
     f"({_MEAN.format('gini_no_deeds')}['single tax'], {_MEAN.format('gini_no_deeds')}['landlord'], "
     f"{_MEAN.format('gini_cash')}['single tax'], {_MEAN.format('gini_cash')}['landlord'])"),
    ("more cash (${:.0f} against ${:.0f})",
     f"({_MEAN.format('poorest_cash')}['single tax'], {_MEAN.format('poorest_cash')}['landlord'])"),
    ("(about ${:,.0f} against ${:,.0f} a game)",
     f"(round({_MEAN.format('total_wealth')}['single tax'], -1), "
     f"round({_MEAN.format('total_wealth')}['landlord'], -1))"),
    # the twenty-wage games
    ("the Single Tax's final Gini is lower ({:.3f} against {:.3f}; paired difference {:+.3f})",
     f"({_LONG.format('gini')}['single tax'], {_LONG.format('gini')}['landlord'], "
     f"{_stats('longer', 'gini')}['mean_difference'])"),
    ("the Single Tax lowers the final Gini ({:+.3f}, 95% interval {:+.3f} to {:+.3f})",
     _interval("longer", "gini", 3)),
    ("{:.2f} dollars more cash under the Single Tax on average in the twenty-wage games (95% interval {:.2f} to "
     "{:.2f} dollars; {:.2f} against {:.2f} dollars)",
     f"({_stats('longer', 'poorest_cash')}['mean_difference'], {_stats('longer', 'poorest_cash')}['ci_low'], "
     f"{_stats('longer', 'poorest_cash')}['ci_high'], {_LONG.format('poorest_cash')}['landlord'], "
     f"{_LONG.format('poorest_cash')}['single tax'])"),
    ("on turn 1 the Single Tax curve jumps ({:.3f} against {:.3f})",
     "(curve.loc['single tax', 1], curve.loc['landlord', 1])"),
    ("starts equal ({:.3f} at turn 0)", "curve.loc['landlord', 0]"),
    ("climbs for the whole game ({:.3f} at turn 100, {:.3f} at turn 300)",
     "(curve.loc['landlord', 100], curve.loc['landlord', 300])"),
    ("rises at first ({:.3f} at turn 40)", "curve.loc['single tax', 40]"),
    ("raises every player's wages by the same amount ({:.3f} at turn 100, {:.3f} at turn 300)",
     "(curve.loc['single tax', 100], curve.loc['single tax', 300])"),
    ("The landlord curve passes it at turn {} with these 40 pairs", "crossing"),
    ("The curves cross (turn {} with these 40 pairs); five-wage games, about {:.0f} turns long",
     "(crossing, games.turns.mean())"),
    ("Five-wage games last {:.0f} turns on average", "games.turns.mean()"),
    # the dose-response
    ("games, seeds 1906–2105: {:.3f} (against {:.3f} at the printed rents and {:.3f} doubled)",
     f"({_DOSE.format('gini')}['land rent x0'], {_DOSE.format('gini')}['land rent x1'], "
     f"{_DOSE.format('gini')}['land rent x2'])"),
    ("mean Gini {:.3f}, {:.3f} and {:.3f}; the poorest player's cash {:.2f}, {:.2f} and {:.2f} dollars",
     f"({_DOSE.format('gini')}['land rent x0'], {_DOSE.format('gini')}['land rent x1'], "
     f"{_DOSE.format('gini')}['land rent x2'], {_DOSE.format('poorest_cash')}['land rent x0'], "
     f"{_DOSE.format('poorest_cash')}['land rent x1'], {_DOSE.format('poorest_cash')}['land rent x2'])"),
    ("With no land rent {:.0%} of the Gini is left", "x0 / x1"),
    # another line-up
    ("**b** with the careless player ({:+.3f}, 95% interval {:+.3f} to {:+.3f}, 200 pairs)",
     _interval("other", "gini", 3)),
]
