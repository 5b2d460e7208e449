"""Lesson 9's notes: the class games of seed 904 (``game_1906``, forty turns of 1906; ``game``, forty rounds of
Laissez-faire, read night by night in ``nights_table``, its dearest night ``dearest`` against ``jail_cost``),
section 4's pairs (``result``: competitive against extracting owners) and section 5's (``taxed``)."""

_SHARED = "nights_table[~nights_table.one_owner]"
_ONE = "nights_table[nights_table.one_owner]"
_LF = "game.result()['laissez_faire']"
_MEANS = "result.games.groupby('regime', observed=True)[{!r}].mean()"


def _paired(result: str, measure: str, baseline: str) -> str:
    d = f"{result}.paired({measure!r}, baseline={baseline!r})"
    s = f"paired_stats(list({d}.baseline_value), list({d}.value))"
    return f"{s}['mean_difference'], {s}['ci_low'], {s}['ci_high']"


FIGURES = [
    ("{} nights a player paid another", "len(nights_table)"),
    ("{} of them in New Orleans, which {} held whole", f"len({_ONE}), {_ONE}.owner.iloc[0]"),
    ("mean markup ${:.2f} a night in shared cities", f"{_SHARED}.markup.mean()"),
    ("${:.2f} in the city one owner held whole", f"{_ONE}.markup.mean()"),
    ("The dearest night: ${} at {}, turn {}; a turn in jail from that side costs ${}",
     "dearest.rent, game.edition.board.spaces[int(dearest.space)].name, dearest.turn, jail_cost"),
    ("the bank took ${:,} for {} nights and the players ${:,} for {}",
     f"{_LF}['rent_bank'], {_LF}['nights_bank'], {_LF}['rent_players'], {_LF}['nights_players']"),
    ("mean rent a night ${:.2f} with competitive owners and ${:.2f} with extracting ones",
     f"{_MEANS.format('mean_rent')}['competitive'], {_MEANS.format('mean_rent')}['landlord']"),
    ("rent a night {:+.2f} (95% interval {:+.2f} to {:+.2f})", _paired("result", "mean_rent", "competitive")),
    ("markup a night {:+.2f} ({:+.2f} to {:+.2f})", _paired("result", "markup", "competitive")),
    ("net-worth Gini {:+.3f} ({:+.3f} to {:+.3f})", _paired("result", "gini", "competitive")),
    ("taxed minus untaxed {:+.2f} (95% interval {:+.2f} to {:+.2f})", _paired("taxed", "mean_rent", "no site tax")),
]
