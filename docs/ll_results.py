"""Landlord!'s experiments 1-4 (research note landlord-card-game.md §6.3), paired by seed, across line-ups and
both player-count rules (2-4 players: the deck ends the game; 5-6: the discard pile is reshuffled once first).

1. the tenant texts on (the default) against off (the rules' own first-game variant);
2. every seat ``landlord`` (aggressive) against every seat ``cautious`` and the mixed line-up;
3. the crime cards on against off (``ll_crime_cards=False``: the project's classroom option, not the rules');
4. a site charge (``ll_site_charge``, dollars per building) against a floor tax (``ll_floor_tax``, dollars per
   floor), both the project's extension, each paid to the BANK at Collect rent. The floor tax is $1 (the least
   whole dollar); the site charge is the whole number of dollars whose revenue comes nearest to it in a
   tuning run, and the page says how near.

Every line is a mean paired difference (regime minus the first arm, the same seeds = the same shuffle) with its
95% t interval. The output is Markdown, quoted in lessons/instructor/10-rent-without-land.md.

    python docs/ll_results.py --games 300 > /tmp/ll_results.md   # the figures quoted (about 15 minutes)
    python docs/ll_results.py --games 20 --tune-games 10           # a quick look
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the checkout's package, when run as a script

from landlord_edu import Options  # noqa: E402
from landlord_edu.experiments import Regime, paired_stats, run_experiment  # noqa: E402

EDITION = "landlord-card-game"
LINEUPS: dict[int, dict[str, tuple[str, ...]]] = {
    4: {"mixed": ("landlord", "cautious", "landlord", "cautious"),
        "with a random bot": ("landlord", "cautious", "random", "landlord")},
    5: {"mixed": ("landlord", "cautious", "landlord", "cautious", "landlord"),
        "with a random bot": ("landlord", "cautious", "random", "landlord", "cautious")},
}
MEASURES = {
    1: ("rent_tenants", "rent_text", "text_share", "rent_empty", "gini", "turns"),
    2: ("mean_cash", "gini", "rent_tenants", "rent_empty", "occupancy", "homeless", "turns"),
    3: ("turns", "gini", "landlord_won", "rent_tenants", "homeless", "mean_cash"),
    4: ("charges", "floors", "buildings", "rent_tenants", "occupancy", "homeless", "mean_cash", "turns"),
}
SHARES = ("text_share", "occupancy", "gini", "landlord_won")


def run(arms: Mapping[str, tuple[Options, tuple[str, ...]]], games: int, seed: int = 0) -> object:
    """The games table of every arm (one row per game), with the mean cash per player and whether a
    ``landlord`` bot won (ties: any winner) added."""
    regimes = [Regime(name, edition=EDITION, options=o, strategies=s) for name, (o, s) in arms.items()]
    players = len(next(iter(arms.values()))[1])
    games_table = run_experiment(regimes, games=games, players=players, seed=seed, workers=1, progress=False).games
    games_table["mean_cash"] = games_table["total_wealth"] / games_table["players"]
    games_table["landlord_won"] = games_table["winner_strategy"].astype(str).str.contains("landlord").astype(float)
    return games_table


def fmt(measure: str, value: float) -> str:
    return f"{value:+.3f}" if measure in SHARES else f"{value:+.1f}"


def compare(table: object, measures: Sequence[str]) -> list[str]:
    """Markdown lines: for each arm after the first, each measure's baseline mean and paired difference."""
    arms = list(dict.fromkeys(table["regime"]))  # type: ignore[index]
    wide = {m: table.pivot(index="game", columns="regime", values=m).astype(float)  # type: ignore[attr-defined]
            for m in measures}
    lines = []
    for arm in arms[1:]:
        parts = []
        for m in measures:
            s = paired_stats(list(wide[m][arms[0]]), list(wide[m][arm]))
            parts.append(f"{m} {fmt(m, s['baseline_mean']).lstrip('+')} -> {fmt(m, s['mean_difference'])} "
                         f"[{fmt(m, s['ci_low'])}, {fmt(m, s['ci_high'])}]")
        lines.append(f"  * {arm} vs {arms[0]}: " + "; ".join(parts))
    return lines


def tuned_site_charge(lineup: tuple[str, ...], games: int) -> tuple[int, float, float]:
    """The whole-dollar site charge (0-6) whose revenue is nearest a $1 floor tax's, on ``games`` tuning games
    (seeds after the experiment's): (dollars, its revenue, the floor tax's revenue)."""
    arms = {"floor $1": (Options(ll_floor_tax=1), lineup)}
    arms.update({f"site ${d}": (Options(ll_site_charge=d), lineup) for d in range(1, 7)})
    table = run(arms, games, seed=100_000)
    revenue = table.groupby("regime")["charges"].mean()  # type: ignore[attr-defined]
    target = float(revenue["floor $1"])
    options = {0: 0.0, **{d: float(revenue[f"site ${d}"]) for d in range(1, 7)}}
    best = min(options, key=lambda d: abs(options[d] - target))
    return best, options[best], target


def experiments(games: int, tune_games: int = 40) -> list[str]:
    out = [f"# Landlord! experiments 1-4 ({games} paired games per arm)", ""]
    for players, lineups in LINEUPS.items():
        for label, lineup in lineups.items():
            out += [f"## {players} players, {label}: {', '.join(lineup)}", ""]
            arms1 = {"texts on": (Options(), lineup), "texts off": (Options(ll_tenant_text=False), lineup)}
            out += ["* 1. tenant texts", *compare(run(arms1, games), MEASURES[1])]
            arms3 = {"crime on": (Options(), lineup), "crime off": (Options(ll_crime_cards=False), lineup)}
            out += ["* 3. crime cards", *compare(run(arms3, games), MEASURES[3])]
            site, got, target = tuned_site_charge(lineup, tune_games)
            out.append(f"* 4. tuning: a $1 floor tax raised ${target:.1f} a game; the nearest whole-dollar site "
                       f"charge is ${site} (${got:.1f}, {got - target:+.1f})")
            arms4 = {"no charge": (Options(), lineup), f"site ${max(site, 1)}": (Options(ll_site_charge=max(site, 1)),
                     lineup), "floor $1": (Options(ll_floor_tax=1), lineup)}
            out += [*compare(run(arms4, games), MEASURES[4]), ""]
        mixed = lineups["mixed"]
        arms2 = {"mixed": (Options(), mixed), "all landlord": (Options(), ("landlord",) * players),
                 "all cautious": (Options(), ("cautious",) * players)}
        out += [f"## {players} players: experiment 2 (line-ups)", "", *compare(run(arms2, games), MEASURES[2]), ""]
    return out


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300, help="paired games per arm (default 300)")
    parser.add_argument("--tune-games", type=int, default=40, help="games per arm of the site charge's tuning")
    args = parser.parse_args(argv)
    for line in experiments(args.games, args.tune_games):
        print(line, flush=True)


if __name__ == "__main__":
    main()
