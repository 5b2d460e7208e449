"""Lesson 6's notes: the class games of seed 6 (``game_1906``, ``game_rich``, ``game_poorer``), the 40 seeds'
final Ginis (``results``, ``ginis_*``) and the paired statistics the notebook prints (``*_stats``)."""

_WAGES = "wages_stats['mean_difference'], wages_stats['ci_low'], wages_stats['ci_high']"
_POORER = "poorer_stats['mean_difference'], poorer_stats['ci_low'], poorer_stats['ci_high']"
_LONG = "long_stats['mean_difference'], long_stats['ci_low'], long_stats['ci_high']"
_LOWER = "sum(1 for old, new in zip(ginis_1906, ginis_rich, strict=True) if new < old)"
_SHIFT = "mean(final_ginis('1906', range(41, 81))) - mean(ginis_1906)"
_POOR_HOUSE = "sum(1 for e in {}.events if e.kind == 'poor_house')"

FIGURES = [
    ("(Gini {:.3f} against {:.3f})", "gini(game_rich.wealths()), gini(game_1906.wealths())"),
    ("lowers the final Gini in only {} games out of 40", _LOWER),
    ("(the mean *rises*, from {:.3f} to {:.3f})", "mean(ginis_1906), mean(ginis_rich)"),
    ("(number {} of the 40, counted from the most negative difference)",
     "int(results['difference'].rank()[results['seed'] == SEED].iloc[0])"),
    ("{} trips to the POOR HOUSE with $200 each, against {} under the 1906 rules",
     f"{_POOR_HOUSE.format('game_poorer')}, {_POOR_HOUSE.format('game_1906')}"),
    ("(the game also lasts longer, {} turns against {})", "game_rich.turn, game_1906.turn"),
    ("Lower: {:.3f} with wages of $150 against {:.3f} under the 1906 rules",
     "gini(game_rich.wealths()), gini(game_1906.wealths())"),
    ("{} of the 40 seeds are lower", _LOWER),
    ("Single games differ by {:+.3f} to {:+.3f}", "results['difference'].min(), results['difference'].max()"),
    ("says the same in numbers: {:+.3f}, 95% interval {:+.3f} to {:+.3f}", _WAGES),
    ("About {:+.3f}: the 1906 rules give a mean final Gini of {:.3f} on seeds 41–80 and {:.3f} on seeds 1–40",
     f"{_SHIFT}, mean(final_ginis('1906', range(41, 81))), mean(ginis_1906)"),
    ("as much as higher wages did ({:.3f})", "wages_stats['mean_difference']"),
    ("{} of the 40 seeds end less equal with $200 each; the mean final Gini rises from {:.3f} to {:.3f}, a "
     "paired difference of {:+.3f} (95% interval {:+.3f} to {:+.3f})",
     f"sum(1 for old, new in zip(ginis_1906, ginis_poorer, strict=True) if new > old), mean(ginis_1906), "
     f"mean(ginis_poorer), {_POORER}"),
    ("lower the mean final Gini of the same 40 seeds from {:.3f} to {:.3f}, a paired difference of {:+.3f} "
     "(95% interval {:+.3f} to {:+.3f})", f"mean(long_1906), mean(long_rich), {_LONG}"),
    ("change the mean final Gini by {:+.3f} (95% interval {:+.3f} to {:+.3f}, lower in {:.1%} of the seeds), "
     "an interval about {:.2f} times as wide as the 40 seeds' one",
     "more_stats['mean_difference'], more_stats['ci_low'], more_stats['ci_high'], more_stats['share_negative'], "
     "(more_stats['ci_high'] - more_stats['ci_low']) / (wages_stats['ci_high'] - wages_stats['ci_low'])"),
    ("(standard deviation of a paired difference {:.3f} over the 40 seeds)", "results['difference'].std()"),
    ("*lowers* the final Gini ({:+.3f} on the 40 seeds)", "long_stats['mean_difference']"),
    ("raises the final Gini in {} of 40 seeds (paired difference {:+.3f}, 95% interval {:+.3f} to {:+.3f})",
     "higher, mine_stats['mean_difference'], mine_stats['ci_low'], mine_stats['ci_high']"),
    ("({:.2f} for the wages on the 40 seeds, {:.2f} on 200 seeds, {:.2f} for the poorer start)",
     "wages_stats['correlation'], more_stats['correlation'], poorer_stats['correlation']"),
    ("(compare {:.3f}, chance alone, exercise 6.4)", f"abs({_SHIFT})"),
]
