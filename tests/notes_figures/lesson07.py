"""Lesson 7's notes: the class games of seed 594 (``game_1906``, voted after ``VOTE_AFTER`` turns; ``game_1939``,
card 18 drawn at ``drawn`` and sent back at ``ended``), and section 4's 200 pairs (``games``, ``stats``,
``dividend_stats``)."""

_BEFORE = "land_rent(game_1906, 1, VOTE_AFTER)"
_AFTER = "land_rent(game_1906, VOTE_AFTER + 1, game_1906.turn)"
_RENT = "[e for e in game_1939.events if e.kind == 'rent' and {}]"
_BEFORE_LAW, _UNDER_LAW, _AFTER_LAW = (_RENT.format("e.seq < drawn.seq"),
                                       _RENT.format("drawn.seq < e.seq < ended.seq"), _RENT.format("e.seq > ended.seq"))
_DRAWER_TAX = "next(e for e in game_1939.events if e.kind == 'tax' and e.player == drawn.player)"
_SHARE_TAX = "next(e for e in game_1939.events if e.kind == 'share_tax')"
_MEANS = "games.groupby('regime', sort=False)[{!r}].mean()"
_ON_TOP = "games[games.regime == 'card 18 on top']"
_SUMMARY = "result.summary(('gini',))"
_FLOWS = "game_1939.engine.flows"
_AFTER_NOTE_X = "land_rent(game_1939, ended.turn, game_1939.turn)"

FIGURES = [
    ("${} of land rent goes to Deed holders and ${} to the PUBLIC TREASURY",
     f"sum(v for k, v in {_BEFORE}.items() if k in PLAYERS), {_BEFORE}['PUBLIC TREASURY']"),
    ("After the vote, ${} goes to the treasury and ${} to Deed holders",
     f"{_AFTER}['PUBLIC TREASURY'], sum(v for k, v in {_AFTER}.items() if k in PLAYERS)"),
    ("All {} lines are bought out, {} Free Colleges open and wages reach ${} before the game ends at turn {}",
     "len(game_1906.state.public), len(game_1906.state.colleges), game_1906.state.wage_level, game_1906.turn"),
    ("a player has received wages five times); {} wins", "game_1906.outcome().winners[0]"),
    ("{} stops on the Section C SO WHAT space at turn {} and draws card 18. It lies face up for {} turns, until "
     "{}, leaving Jail at turn {}", "drawn.player, drawn.turn, ended.turn - drawn.turn, ended.player, ended.turn"),
    ("Land rent: ${:,} in {} payments to Deed holders before the Law; ${:,} in {} payments to the Government while "
     "it lay face up",
     f"sum(e.amount for e in {_BEFORE_LAW}), len({_BEFORE_LAW}), sum(e.amount for e in {_UNDER_LAW}), "
     f"len({_UNDER_LAW})"),
    ("(Dot herself pays ${} for The Bowery and ${} for Broadway",
     "tuple(e.amount for e in game_1939.events if e.kind == 'rent' and e.payee == 'GOVERNMENT' "
     "and e.payer == drawn.player)"),
    ("${:,} in {} payments to Deed holders after Note X",
     f"sum(e.amount for e in {_AFTER_LAW} if e.payee in PLAYERS), len({_AFTER_LAW})"),
    ("(Ben and Cal, ${} each on {} Shares)", f"{_SHARE_TAX}.amount, {_SHARE_TAX}.amount // 60"),
    ("ends her first round at turn {}, {} turns after Note X, and pays the ${} lump sum",
     f"{_DRAWER_TAX}.turn, {_DRAWER_TAX}.turn - ended.turn, {_DRAWER_TAX}.amount"),
    ("The game ends at turn {} when the Bank cannot pay", "game_1939.turn"),
    ("{} wins with ${:,}", "game_1939.standings()[0]['name'], game_1939.standings()[0]['cash']"),
    ("averages ${:,.0f} a game against ${:,} here, and in {} of them no land rent reaches the Government",
     f"{_ON_TOP}.land_rent_public.mean(), sum(e.amount for e in {_UNDER_LAW}), "
     f"int(({_ON_TOP}.land_rent_public == 0).sum())"),
    ("some land rent reaches the Government in {} of the 200 games",
     "int((games[games.regime == 'shuffled'].land_rent_public > 0).sum())"),
    ("The ${} after the vote all goes to the PUBLIC TREASURY", f"{_AFTER}['PUBLIC TREASURY']"),
    ("{} payments, ${:,} in all. `game_1939.engine.flows[\"rent\"]` gives the split for the whole game: `{}`",
     f"len({_UNDER_LAW}), sum(e.amount for e in {_UNDER_LAW}), list({_FLOWS}['rent'])"),
    ("{} payments, ${:,}, all to Deed holders (Ann ${:,}, Ben ${:,})",
     f"len({_AFTER_LAW}), sum(e.amount for e in {_AFTER_LAW}), "
     f"{_AFTER_NOTE_X}['Ann'], {_AFTER_NOTE_X}['Ben']"),
    ("Higher: the mean Gini is {:.3f} with the shuffled pack and {:.3f} with card 18 on top",
     "stats['baseline_mean'], stats['regime_mean']"),
    ("{} of the 200 pairs have a lower Gini with card 18 on top; {} higher, {} tie",
     "int((diffs.difference < 0).sum()), int((diffs.difference > 0).sum()), int((diffs.difference == 0).sum())"),
    ("The paired difference is {:+.3f}, 95% interval {:+.3f} to {:+.3f}: zero is inside it, and so is an effect "
     "as large as {:+.3f}", "stats['mean_difference'], stats['ci_low'], stats['ci_high'], stats['ci_high']"),
    ("the mean Gini becomes {:.3f} shuffled and {:.3f} with card 18 on top, a paired difference of {:+.3f}, 95% "
     "interval {:+.3f} to {:+.3f}",
     "dividend_stats['baseline_mean'], dividend_stats['regime_mean'], dividend_stats['mean_difference'], "
     "dividend_stats['ci_low'], dividend_stats['ci_high']"),
    ("then paid ${} of land rent to the Government under it",
     f"sum(e.amount for e in {_UNDER_LAW} if e.payer == drawn.player)"),
    ("ends last with ${:,}; {}, who paid the most under the Law (${:,}), wins",
     "game_1939.standings()[-1]['cash'], game_1939.standings()[0]['name'], "
     f"max(sum(e.amount for e in {_UNDER_LAW} if e.payer == p) for p in PLAYERS)"),
    ("Its ${:,} (${:,} land rent, ${} Share taxes, ${:,} round taxes, ${} of a SO WHAT card's tax)",
     f"game_1939.state.treasury, {_FLOWS}['rent'][1], {_FLOWS}['share_tax'][1], {_FLOWS}['tax'][1], "
     f"{_FLOWS}['so_what_tax'][1]"),
    ("(`land_rent_private` ${:,.0f} → ${:,.0f}, `land_rent_public` ${:,.0f} → ${:,.0f}",
     f"(*{_MEANS.format('land_rent_private')}, *{_MEANS.format('land_rent_public')})"),
    ("(${:,.0f} → ${:,.0f}). The mean Gini rises slightly, {:.3f} → {:.3f}",
     f"(*{_MEANS.format('total_wealth')}, *{_MEANS.format('gini')})"),
    ("({:.3f}–{:.3f} and {:.3f}–{:.3f}) overlap: {:+.3f}, 95% interval {:+.3f} to {:+.3f}, lower in {:.1%} of pairs",
     f"{_SUMMARY}.ci_low[0], {_SUMMARY}.ci_high[0], {_SUMMARY}.ci_low[1], {_SUMMARY}.ci_high[1], "
     "stats['mean_difference'], stats['ci_low'], stats['ci_high'], stats['share_negative']"),
    ("({:.2f}: the games are identical until the first SO WHAT draw), so the paired interval (width {:.3f}) is "
     "about half the unpaired one ({:.3f})",
     "stats['correlation'], stats['ci_high'] - stats['ci_low'], stats['unpaired_ci_width']"),
    ("({:.3f} shuffled, {:.3f} with card 18 on top, against {:.3f} and {:.3f} without)",
     "dividend_stats['baseline_mean'], dividend_stats['regime_mean'], stats['baseline_mean'], stats['regime_mean']"),
    ("`land_rent_public` is ${:.0f} on average there, and above zero in {} of the 200",
     "games[games.regime == 'shuffled'].land_rent_public.mean(), "
     "int((games[games.regime == 'shuffled'].land_rent_public > 0).sum())"),
]
