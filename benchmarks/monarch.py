"""The Monarch of the World as staged: how it plays over many games, and what it would take.

Run:  python benchmarks/monarch.py [--games 1000] [--grid-games 1000] [--seed 0] [--workers 2]
                                   [--strategies landlord,cautious,cautious] [--rules "SWITCH:VALUE+..."]
                                   [--write docs/monarch.md]

Every game starts from the packaged scenario (``Regime(scenario=...)``); game i of every arm uses
seed ``seed + i``. ``--strategies`` replaces the file's line-up (landlord first) and ``--rules`` adds
rule switches to every arm, written as in ``landlord-edu experiment --regime`` (``advanced``,
``poor-house-payment:nothing``, any switch of ``Options``), so the figures can be made again after
the bots or the readings change. Without ``--write`` the tables are printed; with it they replace
the blocks between ``<!-- monarch.py: NAME -->`` and ``<!-- /monarch.py -->`` in the page.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import statistics
import sys
import tempfile
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from landlord_edu import Options
from landlord_edu.edition_edit import copy_edition
from landlord_edu.experiments import Regime
from landlord_edu.experiments.regimes import parse_regime
from landlord_edu.game import Game
from landlord_edu.metrics import gini
from landlord_edu.scenario import packaged_scenario, read_scenario_file

SCENARIO = "monarch_of_the_world"
ROUNDS = (0, 5, 10, 20, 30, 40, 60, 80, 100)   # the rounds the time table shows
WAYS = {"buy": "bought from the pack", "sale": "forced sale", "trade": "trade", "foreclose": "foreclosure in play",
        "settlement": "foreclosure at the end"}


@dataclass(frozen=True)
class Cell:
    """One arm: rent multiplier, houses staged on every lot, and the arm's own switches."""

    name: str
    rent: int = 1
    houses: int = 0
    switches: tuple[tuple[str, Any], ...] = ()


STAGED = (Cell("as staged (R-36)"), Cell("advanced rules", switches=(("advanced", True),)),
          Cell("30-round stop (shipped before)", switches=(("max_rounds", 30),)))
GRID = tuple(Cell(f"rent x{r}, {h} houses a lot, {w} wages", r, h, (("advanced", True), ("wages_to_end", w)))
             for w in (5, 15) for r in (1, 2, 4) for h in (0, 1, 2))


# ----- the arms: scenario variants written to a folder -------------------------------------------
def edited_rents(folder: Path, factor: int) -> str:
    """A copy of the 1906 edition whose lots' land rents are ``factor`` times the printed ones."""
    target = folder / f"rent-x{factor}"
    if not target.exists():
        copy_edition("1906", target, edition_id=f"1906-rent-x{factor}")
        board = target / "board.toml"
        spaces, sep, rest = board.read_text(encoding="utf-8").partition("[[natural_opportunities]]")
        spaces = re.sub(r"(?m)^rent = (\d+)", lambda m: f"rent = {int(m.group(1)) * factor}", spaces)
        board.write_text(spaces + sep + rest, encoding="utf-8")
    return str(target)


def scenario_path(cell: Cell, folder: Path) -> str:
    """The packaged file, or a JSON copy with edited rents and houses on every one of the landlord's lots."""
    path = packaged_scenario(SCENARIO)
    if cell.rent == 1 and cell.houses == 0:
        return str(path)
    data = read_scenario_file(path)
    if cell.rent != 1:
        data["scenario"]["edition"] = edited_rents(folder, cell.rent)
    if cell.houses:
        landlord = next(p for p in data["players"] if p.get("wages") is False)
        landlord["houses"] = {lot: cell.houses for lot in landlord["cards"]}
    out = folder / f"monarch-rent{cell.rent}-houses{cell.houses}.json"
    out.write_text(json.dumps(data), encoding="utf-8")
    return str(out)


def regime(cell: Cell, folder: Path, base: Options, strategies: tuple[str, ...] | None) -> Regime:
    return Regime(cell.name, scenario=scenario_path(cell, folder), options=replace(base, **dict(cell.switches)),
                  strategies=strategies)


# ----- one game -----------------------------------------------------------------------------------
def play(arm: Regime, seed: int) -> Game:
    game = arm.new_game(3, seed, record_events=True, record_turns=True)
    while not game.over:
        game.step()
    return game


def measure(game: Game) -> dict[str, Any]:
    """One game's figures: Gini, the landlord's cash and cards by round, rent against wages, cards gained."""
    st = game.state
    landlord = next(p for p in st.players if not p.gets_wages)
    rows = game.rows()
    by_round: dict[int, tuple[float, int, int]] = {}
    for _turn, rnd, _st, _treasury, _misc, scores in rows[1:]:  # round r: the position at its last turn
        by_round[rnd] = (gini([s[3] for s in scores]), scores[landlord.seat][0], scores[landlord.seat][1])
    final = game.scores()
    out: dict[str, Any] = {
        "rounds": st.round, "end": st.end_reason, "gini_start": gini([s[3] for s in rows[0][5]]),
        "gini_end": gini([s[3] for s in final]), "cash_start": rows[0][5][landlord.seat][0],
        "cash_end": final[landlord.seat][0], "cards_start": rows[0][5][landlord.seat][1],
        "cards_end": final[landlord.seat][1], "poor_house": sum(p.poor_house_visits for p in st.players),
        "all_cards": all(st.owner[i] == landlord.seat for i in game.engine.cards),
        "series": [by_round.get(r) or by_round[max(k for k in by_round if k <= r)] for r in ROUNDS]}
    out["series"][0] = (out["gini_start"], out["cash_start"], out["cards_start"])  # round 0: the staged position
    out.update(flows(game, landlord.name))
    return out


def flows(game: Game, landlord: str) -> dict[str, Any]:
    """Tenants' wages and the rent they paid the landlord; cards reaching her, by way, and when first."""
    counts = dict.fromkeys(WAYS, 0)
    wages = rent = 0
    ended, first = False, None
    for e in game.events:
        ended = ended or e.kind == "end"
        if e.kind == "wages":
            wages += e.amount
        elif e.kind in ("rent", "house_rent", "part_payment") and e.payee == landlord:  # part: Rule 12
            rent += e.amount
        way = _way(e, landlord, ended)
        if way is not None:
            counts[way] += 1
            if way != "settlement" and first is None:
                first = e.turn
    return {"wages": wages, "rent": rent, "first_gain": first, **counts}


def _way(e: Any, landlord: str, ended: bool) -> str | None:
    if e.kind in ("buy", "sale", "trade") and e.payer == landlord and e.space >= 0:
        return str(e.kind)
    if e.kind == "foreclose" and e.player == landlord:
        return "settlement" if ended else "foreclose"
    return None


def play_chunk(job: tuple[Regime, list[int]]) -> list[dict[str, Any]]:
    arm, seeds = job
    return [measure(play(arm, seed)) for seed in seeds]


def run_arm(arm: Regime, games: int, seed: int, workers: int) -> list[dict[str, Any]]:
    seeds = [seed + i for i in range(games)]
    chunks = [(arm, seeds[k:k + 25]) for k in range(0, games, 25)]
    if workers == 1:
        return [r for chunk in chunks for r in play_chunk(chunk)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        return [r for rows in pool.map(play_chunk, chunks) for r in rows]


# ----- tables -------------------------------------------------------------------------------------
def mean_ci(values: Sequence[float], digits: int = 0) -> str:
    """Mean ± the half-width of a normal 95 % interval of the mean."""
    m = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return f"{m:,.{digits}f} ± {half:,.{digits}f}"


def share(flags: Sequence[bool]) -> str:
    return mean_ci([100.0 * f for f in flags]) + " %"


def summary_rows(games: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """(measure, value) pairs for one arm."""
    firsts = [g["first_gain"] for g in games if g["first_gain"] is not None]
    rows = [("games ended by Rule 19's five wages", share([g["end"] == "wages" for g in games])),
            ("rounds played", mean_ci([g["rounds"] for g in games], 1)),
            ("Gini at the start", mean_ci([g["gini_start"] for g in games], 3)),
            ("Gini at the end", mean_ci([g["gini_end"] for g in games], 3)),
            ("Gini, end minus start (same game)", mean_ci([g["gini_end"] - g["gini_start"] for g in games], 3)),
            ("landlord's cash at the start", mean_ci([g["cash_start"] for g in games])),
            ("landlord's cash at the end", mean_ci([g["cash_end"] for g in games])),
            ("landlord's cards at the start", mean_ci([g["cards_start"] for g in games], 2)),
            ("landlord's cards at the end", mean_ci([g["cards_end"] for g in games], 2)),
            ("games in which she holds every card at the end", share([g["all_cards"] for g in games])),
            ("tenants' wages in a game ($)", mean_ci([g["wages"] for g in games])),
            ("rent the tenants paid her in a game ($, with Rule 12 part payments)",
             mean_ci([g["rent"] for g in games])),
            ("tenants' visits to the Poor House in a game", mean_ci([g["poor_house"] for g in games], 2)),
            ("games in which the tenants' wages fall short of their rent", share([g["wages"] < g["rent"]
                                                                                 for g in games]))]
    rows += [(f"cards reaching her a game: {words}", mean_ci([g[way] for g in games], 2))
             for way, words in WAYS.items()]
    rows += [("games in which a card reaches her before the end", share([g["first_gain"] is not None for g in games])),
             ("turn a card first reaches her (median of those games)",
              f"{statistics.median(firsts):.0f}" if firsts else "never")]
    return rows


def staged_table(results: dict[str, list[dict[str, Any]]]) -> str:
    names = list(results)
    per = {n: dict(summary_rows(results[n])) for n in names}
    lines = ["| measure | " + " | ".join(names) + " |", "|---" * (len(names) + 1) + "|"]
    lines += [f"| {m} | " + " | ".join(per[n][m] for n in names) + " |" for m in per[names[0]]]
    return "\n".join(lines)


def time_table(games: list[dict[str, Any]]) -> str:
    lines = ["| round | games still playing | Gini | landlord's cash | landlord's cards |", "|---|---|---|---|---|"]
    for k, r in enumerate(ROUNDS):
        running = sum(g["rounds"] > r for g in games) if r else len(games)
        col = [g["series"][k] for g in games]
        lines.append(f"| {r} | {running} | {mean_ci([c[0] for c in col], 3)} | {mean_ci([c[1] for c in col])} | "
                     f"{mean_ci([c[2] for c in col], 2)} |")
    return "\n".join(lines)


def grid_table(results: dict[Cell, list[dict[str, Any]]]) -> str:
    lines = ["| rent | houses a lot | end | rounds | Gini start | Gini end − start | wages < rent | "
             "landlord's cash at end | cards reaching her before the end | holds every card |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for cell, games in results.items():
        wages = dict(cell.switches)["wages_to_end"]
        gained = [sum(g[w] for w in WAYS if w != "settlement") for g in games]
        lines.append(f"| ×{cell.rent} | {cell.houses} | {wages} wages | {mean_ci([g['rounds'] for g in games], 1)} | "
                     f"{mean_ci([g['gini_start'] for g in games], 3)} | "
                     f"{mean_ci([g['gini_end'] - g['gini_start'] for g in games], 3)} | "
                     f"{share([g['wages'] < g['rent'] for g in games])} | "
                     f"{mean_ci([g['cash_end'] for g in games])} | {mean_ci(gained, 2)} | "
                     f"{share([g['all_cards'] for g in games])} |")
    return "\n".join(lines)


# ----- the page -----------------------------------------------------------------------------------
def replace_block(page: str, name: str, body: str) -> str:
    pattern = re.compile(rf"(<!-- monarch\.py: {re.escape(name)} -->\n).*?(<!-- /monarch\.py -->)", re.S)
    if not pattern.search(page):
        raise SystemExit(f"the page has no block '<!-- monarch.py: {name} -->' ... '<!-- /monarch.py -->'")
    return pattern.sub(lambda m: m.group(1) + body + "\n" + m.group(2), page, count=1)


def parse(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000, help="games per arm of the staged tables")
    parser.add_argument("--grid-games", type=int, default=500, help="games per cell of the grid (0: no grid)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--strategies", help="one per player, landlord first, e.g. landlord,cautious,cautious")
    parser.add_argument("--rules", default="", help="switches for every arm, e.g. 'poor-house-payment:nothing'")
    parser.add_argument("--write", type=Path, help="the page whose blocks are replaced (e.g. docs/monarch.md)")
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> None:
    args = parse(argv)
    base = parse_regime(f"rules={args.rules}").options if args.rules else Options()
    lineup = tuple(s.strip() for s in args.strategies.split(",")) if args.strategies else None
    command = "python benchmarks/monarch.py " + " ".join(sys.argv[1:] if argv is None else argv)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        staged = {c.name: run_arm(regime(c, folder, base, lineup), args.games, args.seed, args.workers)
                  for c in STAGED}
        grid = {c: run_arm(regime(c, folder, base, lineup), args.grid_games, args.seed, args.workers)
                for c in GRID} if args.grid_games else {}
    who = ", ".join(lineup) if lineup else "the file's (landlord, cautious, cautious)"
    note = (f"*Made by `{command.strip()}`: {args.games} games an arm (grid: {args.grid_games} a cell), seeds "
            f"{args.seed} to {args.seed + max(args.games, args.grid_games) - 1}, bots {who}, extra switches: "
            f"{args.rules or 'none'}. Each figure is a mean ± the half-width of its 95 % interval.*\n")
    blocks = {"staged": note + "\n" + staged_table(staged), "time": time_table(staged[STAGED[0].name]),
              "grid": grid_table(grid) if grid else "(no grid: --grid-games 0)"}
    if args.write is None:
        print("\n\n".join(blocks.values()))
        return
    page = args.write.read_text(encoding="utf-8")
    for name, body in blocks.items():
        page = replace_block(page, name, body)
    args.write.write_text(page, encoding="utf-8")


if __name__ == "__main__":
    main()
