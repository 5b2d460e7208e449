"""Write the results page, docs/results.md: the robustness factorial of the 1906 rules.

Regimes (landlord rules; the Single Tax voted in right after the deal; the game begun under the
Single Tax; voted in at turns 30, 50 and 100) x line-ups (the default, with the careless player,
all landlord, all cautious) x game length (5 and 20 wages to end), on common
dice. Every number on the page is generated from the table, written beside it as results.csv,
with the chart (results.html, opens offline; results.svg, shown on the page). Three more tables
follow: the pairing (pairing.csv), the readings (readings.csv) and the land rent's dose-response
(landrent.csv: the printed land rents x0, x1 and x2 under landlord rules).

    python docs/results.py --games 500          # the page as published
    python docs/results.py --quick --out /tmp/r # a tiny run, for tests
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))  # the checkout's package, when run as a script

from landlord_edu.edition_edit import scale_rents  # noqa: E402
from landlord_edu.experiments import STARTED_UNDER_SINGLE_TAX, Regime  # noqa: E402
from landlord_edu.experiments.factorial import measure_words, robustness  # noqa: E402

LAND_RENT_MEASURES = ("gini", "gini_no_deeds", "poorest_cash", "players_broke")
MEASURES = ("gini", "gini_no_deeds", "gini_cash", "gini_before_settlement", "poorest_cash", "players_broke")
LENGTHS, QUICK_LENGTHS = (5, 20), (2, 3)
PLAYERS, SEED = 4, 0


def regimes() -> dict[str, Regime]:
    out = {"landlord": Regime("landlord"), "Single Tax from the start": Regime("from the start", single_tax_at=1),
           "started under the Single Tax": STARTED_UNDER_SINGLE_TAX}
    for turn in (30, 50, 100):
        out[f"voted at turn {turn}"] = Regime(f"at {turn}", single_tax_at=turn)
    return out


def land_rents() -> dict[str, Regime]:
    """Landlord rules with the printed land rents as printed (the baseline), at nothing, and doubled
    (``landlord_edu.edition_edit.scale_rents``): x0 leaves only the luck of the dice, the cards, wages and houses."""
    return {"land rent x1": Regime("landlord"), "land rent x0": Regime("x0", edition=scale_rents(0)),
            "land rent x2": Regime("x2", edition=scale_rents(2))}


def lineups() -> dict[str, tuple[str, ...]]:
    """The default line-up (bots that play to win), the same with a careless player in the third seat,
    and one kind of bot at every seat (docs/bots.md)."""
    return {"default line-up": ("landlord", "cautious", "builder", "landlord"),
            "with the careless player": ("landlord", "cautious", "careless", "landlord"),
            "all landlord": ("landlord",) * PLAYERS, "all cautious": ("cautious",) * PLAYERS}


# ----- the page -------------------------------------------------------------------------------------
def fmt(measure: str, value: float, sign: bool = False) -> str:
    """A number as the page shows it: three decimals for shares and Gini coefficients, else two."""
    if value != value:
        return "n/a"
    places = 3 if measure.startswith("gini") or "share" in measure else 2
    return f"{value:+.{places}f}" if sign else f"{value:.{places}f}"


def direction(row: Any) -> str:
    """"lower" or "higher" when the 95% interval excludes zero, else "unclear"."""
    if row["ci_high"] < 0:
        return "lower"
    if row["ci_low"] > 0:
        return "higher"
    return "unclear"


def cell_name(row: Any) -> str:
    return f"{row['lineup']}, {int(row['wages_to_end'])} wages"


def measure_table(rows: Any, measure: str) -> list[str]:
    out = ["| line-up | wages to end | regime | mean difference | 95% interval | pairs below zero | correlation | n |",
           "|---|---|---|---|---|---|---|---|"]
    for r in rows.to_dict("records"):
        out.append(f"| {r['lineup']} | {int(r['wages_to_end'])} | {r['regime']} "
                   f"| {fmt(measure, r['mean_difference'], True)} "
                   f"| {fmt(measure, r['ci_low'], True)} to {fmt(measure, r['ci_high'], True)}"
                   f" | {r['share_negative']:.0%} | {fmt('share', r['correlation'])} | {int(r['n'])} |")
    return out


def findings(table: Any, measure: str) -> list[str]:
    """One sentence per regime: where its difference from the baseline holds, cell by cell."""
    name, better = measure_words(measure)
    out = []
    rows = table[table["measure"] == measure]
    for regime, group in rows.groupby("regime", sort=False, observed=True):
        ways = {cell_name(r): direction(r) for r in group.to_dict("records")}
        cells = len(ways)
        spread = group["mean_difference"]
        low, high = fmt(measure, spread.min(), True), fmt(measure, spread.max(), True)
        words = {"lower": "lower", "higher": "higher", "unclear": "no clear difference"}
        common = max(words, key=lambda w: sum(d == w for d in ways.values()))
        k = sum(d == common for d in ways.values())
        if k == cells and common != "unclear":
            text = f"{common} than under {group['baseline'].iloc[0]} rules in every cell ({cells} of {cells})"
        else:
            others = "; ".join(f"{c}: {words[d]}" for c, d in ways.items() if d != common)
            text = f"{words[common]} in {k} of {cells} cells" + (f" (otherwise {others})" if others else "")
        out.append(f"- **{regime}**, {name}{f' ({better})' if better else ''}: {text}; mean differences "
                   f"{low} to {high}.")
    return out


def summary(table: Any) -> list[str]:
    """The paragraph: per measure, the regimes whose effect holds in every cell (the same sign, the interval
    clear of zero) and those whose effect does not."""
    out = ["In short (an effect *holds* when it has the same sign, its interval clear of zero, in every cell):", ""]
    for measure, rows in table.groupby("measure", sort=False):
        name, better = measure_words(measure)
        held, not_held = [], []
        for regime, group in rows.groupby("regime", sort=False, observed=True):
            ways = {direction(r) for r in group.to_dict("records")}
            if len(ways) == 1 and "unclear" not in ways:
                held.append(f"{regime} ({next(iter(ways))})")
            else:
                not_held.append(regime)
        out.append(f"- {name}{f' ({better})' if better else ''}: holds in every cell for "
                   f"{', '.join(held) or 'no regime'}; not in every cell for {', '.join(not_held) or 'no regime'}.")
    return out


def pairing_section(table: Any) -> list[str]:
    """What the keyed draws buy: the pair's correlation and the paired against the unpaired interval."""
    out = ["", "## Pairing: what the common dice share", "",
           "The Gini of final wealth, default line-up: each regime against landlord rules (`pairing.csv`), with the "
           "random numbers "
           "drawn as landlord_edu 0.1 drew them (`random_streams=\"one_stream\"`: the pair shares its dice only "
           "until the first different decision) and keyed to the seat and the throw (`\"per_seat\"`, the default; "
           "docs/experiments.md, \"Common random numbers\"). The paired interval is narrower than the unpaired one "
           "by as much as the pair's games are alike.", "",
           "| wages to end | random numbers | regime | correlation | paired 95% width | unpaired width | ratio |",
           "|---|---|---|---|---|---|---|"]
    for r in table.to_dict("records"):
        width = r["ci_high"] - r["ci_low"]
        out.append(f"| {int(r['wages_to_end'])} | {r['random_streams']} | {r['regime']} | {r['correlation']:.3f} "
                   f"| {width:.3f} | {r['unpaired_ci_width']:.3f} | {width / r['unpaired_ci_width']:.2f} |")
    return out


def readings_section(table: Any) -> list[str]:
    """How the readings of the text (R-11 settlement, R-34 sales) move the Single Tax's effect."""
    out = ["", "## The readings: settlement and forced sales", "",
           "The Gini of final wealth, each regime minus landlord rules (`readings.csv`), under each reading of what "
           "an open loan is "
           "worth at the end (`settlement`, rulings R-11) and whether a seller short of money may refuse the highest "
           "bid (`forced_sale`, R-34). The defaults are `face_value` and `seller_accepts`; `foreclose` and `auction` "
           "were the engine's readings before.", "",
           "| line-up | wages to end | settlement | forced sale | regime | mean difference | 95% interval "
           "| pairs below zero | n |", "|---|---|---|---|---|---|---|---|---|"]
    for r in table.to_dict("records"):
        out.append(f"| {r['lineup']} | {int(r['wages_to_end'])} | {r['settlement']} | {r['forced_sale']} "
                   f"| {r['regime']} | {r['mean_difference']:+.3f} | {r['ci_low']:+.3f} to {r['ci_high']:+.3f} "
                   f"| {r['share_negative']:.0%} | {int(r['n'])} |")
    return out


def land_rent_findings(table: Any) -> list[str]:
    """Per measure and rent, in how many cells the difference from the printed rents is lower, higher or unclear."""
    out = []
    for (measure, regime), group in table.groupby(["measure", "regime"], sort=False, observed=True):
        name, _ = measure_words(str(measure))
        ways = [direction(r) for r in group.to_dict("records")]
        counts = ", ".join(f"{w} in {ways.count(w)}" for w in ("lower", "higher", "unclear") if ways.count(w))
        m = str(measure)
        out.append(f"- {regime}, {name}: {counts} of {len(ways)} cells; mean at this rent "
                   f"{fmt(m, group['regime_mean'].min())} to {fmt(m, group['regime_mean'].max())} "
                   f"(at x1 {fmt(m, group['baseline_mean'].min())} to {fmt(m, group['baseline_mean'].max())}).")
    return out


def land_rent_section(table: Any) -> list[str]:
    """The dose-response: each measure's mean at x1 (the printed rents) and at x0 or x2, and the paired difference."""
    out = ["", "## Land rent: x0, x1, x2 (`landrent.csv`)", "",
           "Landlord rules with every lot's printed land rent multiplied by 0 or 2 (`scale_rents(0)`, "
           "`scale_rents(2)`; house rent, fares and taxes unchanged), each against the rents as printed, on the "
           "same dice. At x0 land earns nothing: what inequality remains is the luck baseline (the dice, wages, "
           "cards, houses).", "",
           *land_rent_findings(table), "",
           "| measure | line-up | wages to end | regime | mean at x1 | mean at this rent | mean difference "
           "| 95% interval | pairs below zero | n |", "|---|---|---|---|---|---|---|---|---|---|"]
    for r in table.to_dict("records"):
        m = r["measure"]
        out.append(f"| {m} | {r['lineup']} | {int(r['wages_to_end'])} | {r['regime']} | {fmt(m, r['baseline_mean'])} "
                   f"| {fmt(m, r['regime_mean'])} | {fmt(m, r['mean_difference'], True)} "
                   f"| {fmt(m, r['ci_low'], True)} to {fmt(m, r['ci_high'], True)} | {r['share_negative']:.0%} "
                   f"| {int(r['n'])} |")
    return out


def page(table: Any, games: int, quick: bool, pairing: Any = None, readings: Any = None,
         land_rent: Any = None) -> str:
    attrs = table.attrs
    command = "python docs/results.py " + ("--quick" if quick else f"--games {games}")
    lines = ["# Results: does the Single Tax's effect hold in every cell?", "",
             f"Generated by `{command}` from the table in `results.csv` (do not edit by hand). Every cell plays "
             f"the same {attrs['games']} seeded games (seeds {attrs['seeds'][0]} to {attrs['seeds'][1]}, "
             f"{attrs['players']} players, the 1906 rules) under each regime; differences are regime minus "
             f"{attrs['baseline']}, game by game, with 95% intervals by Student's t (docs/experiments.md, "
             f"\"Robustness\"). An effect *holds* in a cell when its interval excludes zero.", "",
             "![Paired differences in the Gini of final wealth, by cell](results.svg)", "",
             "The chart of every measure: `results.html` (opens offline).", "", "## Findings", ""]
    lines += [*summary(table), ""]
    for measure in dict.fromkeys(table["measure"]):
        lines += findings(table, measure)
    for measure in dict.fromkeys(table["measure"]):
        name, better = measure_words(measure)
        lines += ["", f"## {name[0].upper() + name[1:]} (`{measure}`{f'; {better}' if better else ''})", ""]
        lines += measure_table(table[table["measure"] == measure], measure)
    if pairing is not None:
        lines += pairing_section(pairing)
    if readings is not None:
        lines += readings_section(readings)
    if land_rent is not None:
        lines += land_rent_section(land_rent)
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="pairs per cell (default 500)")
    parser.add_argument("--quick", action="store_true", help="3 pairs and short games: for tests")
    parser.add_argument("--out", default=str(HERE), help="folder for results.md, .csv, .html, .svg (default docs/)")
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    args = parser.parse_args(argv)
    games = 3 if args.quick else args.games
    lengths = LENGTHS if not args.quick else QUICK_LENGTHS
    run = {"games": games, "players": PLAYERS, "seed": SEED, "workers": args.workers, "progress": not args.quick}
    table = robustness(regimes(), lineups(), lengths, measures=MEASURES, **run)
    every = regimes()
    pairing = robustness({k: every[k] for k in ("landlord", "Single Tax from the start", "started under the Single Tax",
                                                 "voted at turn 50")},
                         {"default line-up": lineups()["default line-up"]}, lengths,
                         switches={"random_streams": ["one_stream", "per_seat"]}, measures=("gini",), **run)
    starts = ("landlord", "Single Tax from the start", "started under the Single Tax")
    readings = robustness({k: every[k] for k in starts},
                          {k: lineups()[k] for k in ("default line-up", "with the careless player")}, lengths[:1],
                          switches={"settlement": ["face_value", "foreclose", "write_off"],
                                    "forced_sale": ["seller_accepts", "auction"]}, measures=("gini",), **run)
    land_rent = robustness(land_rents(), lineups(), lengths, measures=LAND_RENT_MEASURES, **run)
    write(table, Path(args.out), games, args.quick, pairing, readings, land_rent)
    complete = all(t.attrs["complete"] for t in (table, pairing, readings, land_rent))
    return 0 if complete else 130


def write(table: Any, folder: Path, games: int, quick: bool, pairing: Any = None, readings: Any = None,
          land_rent: Any = None) -> None:
    from landlord_edu.charts import chart_svg
    from landlord_edu.charts.robustness import robustness_chart, robustness_page
    folder.mkdir(parents=True, exist_ok=True)
    table.to_csv(folder / "results.csv", index=False)
    for name, extra in (("pairing", pairing), ("readings", readings), ("landrent", land_rent)):
        if extra is not None:
            extra.to_csv(folder / f"{name}.csv", index=False)
    (folder / "results.html").write_text(robustness_page(table, "Results"), encoding="utf-8")
    first = str(table["measure"].iloc[0])
    (folder / "results.svg").write_text(chart_svg(robustness_chart(table, first)), encoding="utf-8")
    (folder / "results.md").write_text(page(table, games, quick, pairing, readings, land_rent), encoding="utf-8")


if __name__ == "__main__":
    raise SystemExit(main())
