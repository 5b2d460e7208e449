"""docs/results.py: the results page's structure, and every number on it is the table's."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

import pandas as pd
import pytest

SCRIPT = Path(__file__).resolve().parents[1] / "docs" / "results.py"


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> Path:
    spec = importlib.util.spec_from_file_location("results_page", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    out = tmp_path_factory.mktemp("results")
    assert module.main(["--quick", "--out", str(out), "--workers", "1"]) == 0
    return out


def test_the_page_has_its_parts(written) -> None:
    text = (written / "results.md").read_text(encoding="utf-8")
    table = pd.read_csv(written / "results.csv")
    assert text.startswith("# Results") and "## Findings" in text and "](results.svg)" in text
    for measure in table["measure"].unique():
        assert f"(`{measure}`" in text
    assert {"landlord"} == set(table["baseline"]) and {2, 3} == set(table["wages_to_end"])
    assert len(table["lineup"].unique()) == 4 and "voted at turn 100" in set(table["regime"])
    assert (written / "results.svg").read_text(encoding="utf-8").startswith("<svg")
    assert "<script src=" not in (written / "results.html").read_text(encoding="utf-8")


def test_every_row_of_the_page_matches_the_table(written) -> None:
    text = (written / "results.md").read_text(encoding="utf-8")
    table = pd.read_csv(written / "results.csv")
    sections = [s for s in re.split(r"\n## ", text)[2:] if not s.startswith(("Pairing", "The readings", "Land rent"))]
    assert len(sections) == table["measure"].nunique()
    for section in sections:
        measure = re.search(r"\(`(\w+)`", section).group(1)
        rows = [line.split(" | ") for line in section.splitlines() if line.startswith("| ") and "---" not in line][1:]
        expected = table[table["measure"] == measure]
        assert len(rows) == len(expected)
        places = 3 if measure.startswith("gini") else 2
        for cells, row in zip(rows, expected.to_dict("records"), strict=True):
            low, high = cells[4].split(" to ")
            assert float(cells[3]) == pytest.approx(row["mean_difference"], abs=0.6 * 10 ** -places)
            assert float(low) == pytest.approx(row["ci_low"], abs=0.6 * 10 ** -places)
            assert float(high) == pytest.approx(row["ci_high"], abs=0.6 * 10 ** -places)
            assert float(cells[5].rstrip("%")) == pytest.approx(100 * row["share_negative"], abs=0.51)
            assert int(cells[7].rstrip(" |")) == row["n"] == 3
            assert cells[2] == row["regime"] and cells[0] == "| " + row["lineup"]


def test_each_finding_counts_the_cells_whose_interval_excludes_zero(written) -> None:
    text = (written / "results.md").read_text(encoding="utf-8")
    table = pd.read_csv(written / "results.csv")
    findings = [line for line in text.splitlines() if line.startswith("- **")]
    assert len(findings) == table.groupby(["measure", "regime"]).ngroups
    for line in findings:
        regime = re.match(r"- \*\*(.+?)\*\*", line).group(1)
        measure_rows = [g for _, g in table.groupby("measure", sort=False)]
        lows = re.search(r"mean differences ([-+][\d.]+) to ([-+][\d.]+)\.$", line)
        spreads = [(g[g.regime == regime], g[g.regime == regime]["mean_difference"]) for g in measure_rows]
        group = next(g for g, d in spreads if d.min() == pytest.approx(float(lows.group(1)), abs=0.006)
                     and d.max() == pytest.approx(float(lows.group(2)), abs=0.006))
        lower = int((group["ci_high"] < 0).sum())
        higher = int((group["ci_low"] > 0).sum())
        unclear = len(group) - lower - higher
        claimed = re.search(r"(lower|higher|no clear difference) (?:than under \w+ rules )?in (every cell \()?(\d+) of "
                            r"(\d+)", line)
        count = {"lower": lower, "higher": higher, "no clear difference": unclear}[claimed.group(1)]
        assert int(claimed.group(3)) == count and int(claimed.group(4)) == len(group)
        assert ("every cell" in line) == (count == len(group) and claimed.group(1) != "no clear difference")


def _rows(text: str, heading: str) -> list[list[str]]:
    section = re.split(r"\n## ", text)
    body = next(s for s in section if s.startswith(heading))
    lines = [line for line in body.splitlines() if line.startswith("| ") and "---" not in line]
    return [line.strip("| ").split(" | ") for line in lines][1:]


def test_the_pairing_section_is_its_table(written) -> None:
    text = (written / "results.md").read_text(encoding="utf-8")
    pairing = pd.read_csv(written / "pairing.csv")
    rows = _rows(text, "Pairing")
    assert len(rows) == len(pairing) and set(pairing["random_streams"]) == {"one_stream", "per_seat"}
    for cells, row in zip(rows, pairing.to_dict("records"), strict=True):
        width = row["ci_high"] - row["ci_low"]
        assert cells[1] == row["random_streams"] and cells[2] == row["regime"]
        assert float(cells[3]) == pytest.approx(row["correlation"], abs=6e-4)
        assert float(cells[4]) == pytest.approx(width, abs=6e-4)
        assert float(cells[5]) == pytest.approx(row["unpaired_ci_width"], abs=6e-4)


def test_the_readings_section_is_its_table(written) -> None:
    text = (written / "results.md").read_text(encoding="utf-8")
    readings = pd.read_csv(written / "readings.csv")
    rows = _rows(text, "The readings")
    assert len(rows) == len(readings) == 2 * 3 * 2 * 2  # line-ups x settlements x sales x regimes
    for cells, row in zip(rows, readings.to_dict("records"), strict=True):
        assert (cells[2], cells[3], cells[4]) == (row["settlement"], row["forced_sale"], row["regime"])
        assert float(cells[5]) == pytest.approx(row["mean_difference"], abs=6e-4)


def test_the_land_rent_section_is_its_table(written) -> None:
    text = (written / "results.md").read_text(encoding="utf-8")
    land = pd.read_csv(written / "landrent.csv")
    rows = _rows(text, "Land rent")
    assert set(land["regime"]) == {"land rent x0", "land rent x2"} and set(land["baseline"]) == {"land rent x1"}
    assert len(rows) == len(land) == 2 * 4 * 2 * 4  # regimes x line-ups x lengths x measures
    for cells, row in zip(rows, land.to_dict("records"), strict=True):
        places = 3 if row["measure"].startswith("gini") else 2
        assert (cells[0], cells[1], cells[3]) == (row["measure"], row["lineup"], row["regime"])
        for cell, column in ((cells[4], "baseline_mean"), (cells[5], "regime_mean"), (cells[6], "mean_difference")):
            assert float(cell) == pytest.approx(row[column], abs=0.6 * 10 ** -places)
