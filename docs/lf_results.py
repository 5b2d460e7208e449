"""The Laissez-faire experiments of the research note (shared/reference/laissez-faire.md, section 6.3), quoted in
docs/edition-laissez-faire.md and the notes of lesson 9 ("Who sets the rent?"). Paired seeds, 95% intervals.

1. Who sets the rent: every owner competitive (overhead + $1; the baseline), extracting (`landlord`: a dollar under
   the lodger's best way out), cost-plus (`cautious`: overhead + 20%) or mixed (landlord, competitive, landlord,
   competitive), at two game lengths (objective 2: 30 and 80 agreed rounds).
2. Concentration: within experiment 1's games, the markup on nights in a city the owner held whole against one
   he shared, and the markup by the city's Herfindahl index (nights read from the event log).
7. The project's extension `lf_site_tax` (NOT IN THE SOURCE): 5% of the properties' mortgage values at Start
   against none, across four line-ups and the two lengths: the incidence question.
4. The objective: net worth $2,000 (objective 1) against elimination (objective 3), the default line-up.

    python docs/lf_results.py --games 200 --out /tmp/lf             # the figures as quoted
    python docs/lf_results.py --games 20 --parts 1,7 --out /tmp/lf  # a quick look at two of them
"""

from __future__ import annotations

import argparse
import statistics
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the checkout's package, when run as a script

from landlord_edu import Options  # noqa: E402
from landlord_edu.editions.laissez_faire.bots import Competitive  # noqa: E402
from landlord_edu.editions.laissez_faire.nightlog import nights  # noqa: E402
from landlord_edu.experiments import Regime, run_experiment  # noqa: E402
from landlord_edu.experiments.factorial import paired_stats, robustness  # noqa: E402

LF = "laissez-faire"
PLAYERS, SEED, LENGTHS = 4, 0, [30, 80]
MEASURES = ("mean_rent", "markup", "markup_ratio", "gini", "turns", "bench_nights", "jail_nights", "rent_bank",
            "rent_players", "eliminated")
ROUNDS = Options(lf_objective="rounds")


def owners() -> dict[str, Regime]:
    """Experiment 1's regimes: who the owners are (every seat one kind, or mixed); the first is the baseline."""
    comp = tuple(Competitive() for _ in range(PLAYERS))
    return {"competitive": Regime("competitive", edition=LF, options=ROUNDS, strategies=comp),
            "landlord": Regime("landlord", edition=LF, options=ROUNDS, strategies=("landlord",) * PLAYERS),
            "cost-plus": Regime("cost-plus", edition=LF, options=ROUNDS, strategies=("cautious",) * PLAYERS),
            "mixed": Regime("mixed", edition=LF, options=ROUNDS,
                            strategies=("landlord", Competitive(), "landlord", Competitive()))}


def line_ups() -> dict[str, tuple[Any, ...]]:
    return {"default mix": ("landlord", "cautious", "builder", "landlord"),
            "all landlord": ("landlord",) * PLAYERS, "all cost-plus": ("cautious",) * PLAYERS,
            "all competitive": tuple(Competitive() for _ in range(PLAYERS))}


def show(table: Any, title: str) -> str:
    """The paired differences of ``table`` (the line-up column only where the cells vary it)."""
    cols = ["regime", "baseline", "lineup", "max_rounds", "measure", "n", "baseline_mean", "regime_mean",
            "mean_difference", "ci_low", "ci_high"]
    cols = [c for c in cols if c in table.columns and (c != "lineup" or table[c].nunique() > 1)]
    return f"\n## {title}\n\n" + table[cols].to_string(index=False, float_format=lambda v: f"{v:.3f}") + "\n"


def concentration(games: int) -> str:
    """Experiment 2: in each game of experiment 1's extracting and mixed owners (80 rounds), the markup a night in
    cities held whole against shared (paired within the game), and the mean markup by the city's HHI."""
    out = ["\n## 2. Concentration (80 rounds; nights read from the event log)\n"]
    for name, regime in owners().items():
        one: list[float] = []
        shared: list[float] = []
        by_hhi: dict[float, list[int]] = {}
        regime = replace(regime, options=Options(lf_objective="rounds", max_rounds=80))
        for i in range(games):
            game = regime.new_game(PLAYERS, SEED + i, record_events=True, record_turns=False)
            game.run()
            rows = nights(game)
            a = [r["rent"] - r["overhead"] for r in rows if r["one_owner"]]
            b = [r["rent"] - r["overhead"] for r in rows if not r["one_owner"]]
            if a and b:
                one.append(statistics.mean(a))
                shared.append(statistics.mean(b))
            for r in rows:
                by_hhi.setdefault(round(r["hhi"], 2), []).append(r["rent"] - r["overhead"])
        s = paired_stats(shared, one) if len(one) > 1 else {"n": len(one)}
        out.append(f"{name}: games with both kinds of night {s['n']}; markup a night one owner − shared "
                   + (f"{s['mean_difference']:+.2f} [{s['ci_low']:+.2f}, {s['ci_high']:+.2f}] "
                      f"({s['regime_mean']:.2f} against {s['baseline_mean']:.2f})" if s["n"] > 1 else "n/a"))
        out.append("  markup by HHI: " + ", ".join(f"{h:.2f}: {statistics.mean(v):.2f} ({len(v)} nights)"
                                                  for h, v in sorted(by_hhi.items())))
    return "\n".join(out) + "\n"


def objectives(games: int) -> str:
    """Experiment 4: objective 1 (net worth $2,000) against objective 3 (elimination), the default line-up."""
    regimes = [Regime("net worth", edition=LF), Regime("elimination", edition=LF,
                                                        options=Options(lf_objective="elimination"))]
    result = run_experiment(regimes, games=games, players=PLAYERS, seed=SEED, workers=1, progress=False)
    out = ["\n## 4. Objectives (default line-up)\n"]
    for regime in result.games["regime"].cat.categories:
        g = result.games[result.games["regime"] == regime]
        out.append(f"{regime}: end reasons {g['end_reason'].value_counts().to_dict()}, mean turns "
                   f"{g['turns'].mean():.0f}, mean Gini {g['gini'].mean():.3f}")
    base = result.games[result.games["regime"] == "net worth"].sort_values("game")
    other = result.games[result.games["regime"] == "elimination"].sort_values("game")
    for m in ("turns", "gini"):
        s = paired_stats(base[m].astype(float).tolist(), other[m].astype(float).tolist())
        out.append(f"  elimination − net worth, {m}: {s['mean_difference']:+.3f} [{s['ci_low']:+.3f}, "
                   f"{s['ci_high']:+.3f}]")
    return "\n".join(out) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--out", type=Path, default=Path("lf_results"))
    parser.add_argument("--parts", default="1,2,4,7", help="which experiments, e.g. 1,7")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    parts = set(args.parts.split(","))
    for part in ("1", "2", "4", "7"):
        if part in parts:
            text = PARTS[part](args.games, args.out)
            (args.out / f"summary_{part}.txt").write_text(text, encoding="utf-8")
            print(text, flush=True)
    return 0


def owners_part(games: int, out: Path) -> str:
    table = robustness(owners(), None, lengths=[None], switches={"max_rounds": LENGTHS}, measures=MEASURES,
                       games=games, players=PLAYERS, seed=SEED, workers=1, progress=False)
    table.to_csv(out / "owners.csv", index=False)
    return show(table[table["regime"] != table["baseline"]], "1. Who the owners are (baseline: competitive)")


def site_tax_part(games: int, out: Path) -> str:
    site = {"no site tax": Regime("no site tax", edition=LF, options=ROUNDS),
            "site tax 5%": Regime("site tax 5%", edition=LF, options=Options(lf_objective="rounds", lf_site_tax=5))}
    table = robustness(site, line_ups(), lengths=[None], switches={"max_rounds": LENGTHS}, measures=MEASURES,
                       games=games, players=PLAYERS, seed=SEED, workers=1, progress=False)
    table.to_csv(out / "site_tax.csv", index=False)
    return show(table[table["regime"] != table["baseline"]], "7. The extension lf_site_tax (5% against none)")


PARTS = {"1": owners_part, "2": lambda games, out: concentration(games),
         "4": lambda games, out: objectives(games), "7": site_tax_part}


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
