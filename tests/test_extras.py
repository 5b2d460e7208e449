"""A feature whose package the plain install leaves out says, in one line, which extra installs it.

Each case runs in a fresh interpreter where the package cannot be imported (``sys.modules[name] = None``),
as on a machine where only ``pip install landlord-edu`` was run.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run_without(missing: list[str], code: str) -> subprocess.CompletedProcess[str]:
    block = "".join(f"sys.modules[{name!r}] = None\n" for name in missing)
    return subprocess.run([sys.executable, "-c", f"import sys\n{block}{code}"], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


@pytest.mark.parametrize(("missing", "code", "extra"), [
    (["pandas"], "import landlord_edu as le\ng = le.Game(4, seed=1)\ng.run(max_turns=5)\ng.history()", "history"),
    (["pandas"], "from landlord_edu.experiments import run_experiment\nrun_experiment(games=1, workers=1, "
                 "progress=False)", "experiments"),
    (["anywidget"], "import landlord_edu.widgets", "widgets"),
    (["altair"], "import landlord_edu.widgets", "widgets"),  # looked for, not imported, at import
    (["ipywidgets"], "from landlord_edu.widgets import GameView", "widgets"),
    (["altair"], "from landlord_edu import Game\nfrom landlord_edu.charts import wealth_chart\n"
                 "wealth_chart(Game(4, seed=1))", "widgets"),
    (["altair"], "import landlord_edu.charts.experiments", "experiments"),
    (["altair"], "import landlord_edu.charts.robustness", "experiments"),
    # static pictures need vl-convert, a native wheel: an extra of its own, named by the feature asked for
    (["vl_convert"], "from landlord_edu.charts import chart_svg\nchart_svg({})", "svg"),
    (["vl_convert"], "from landlord_edu import Game\nfrom landlord_edu.widgets import handout\n"
                     "handout(Game(2, seed=1))", "svg"),
    (["vl_convert"], "from landlord_edu import Game\nfrom landlord_edu.charts import show, wealth_chart\n"
                     "show(wealth_chart(Game(2, seed=1)), static=True)", "svg"),
    (["pyarrow"], "from landlord_edu.experiments import run_experiment\nr = run_experiment(games=1, workers=1, "
                  "progress=False)\nimport tempfile\nr.to_parquet(tempfile.mkdtemp())", "experiments"),
])
def test_a_missing_package_names_its_extra(missing: list[str], code: str, extra: str) -> None:
    done = run_without(missing, code)
    assert done.returncode != 0
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("landlord_edu.errors.MissingExtra:"), done.stderr[-800:]
    assert f'pip install "landlord-edu[{extra}]"' in last and missing[0] in last


def test_the_experiment_command_says_it_in_one_line_before_playing() -> None:
    done = run_without(["pandas"], "from landlord_edu.cli import main\nraise SystemExit(main(['experiment', "
                                   "'--games', '2', '--regime', 'landlord', '--workers', '1']))")
    assert done.returncode != 0 and "Traceback" not in done.stderr, done.stderr[-800:]
    assert 'pip install "landlord-edu[experiments]"' in done.stderr and done.stdout.count("\n") < 3


def test_the_parquet_format_says_it_before_playing() -> None:
    done = run_without(["pyarrow"], "from landlord_edu.cli import main\nraise SystemExit(main(['experiment', "
                                    "'--games', '2', '--workers', '1', '--format', 'parquet', '--out', 'x']))")
    assert done.returncode == 2 and done.stdout == "" and done.stderr.count("\n") == 1, done.stderr[-800:]
    assert 'pip install "landlord-edu[experiments]"' in done.stderr and "pyarrow" in done.stderr


def test_a_chart_is_shown_offline_without_vl_convert() -> None:
    done = run_without(["vl_convert"], "from landlord_edu import Game\nfrom landlord_edu.charts import show, "
                                       "wealth_chart\nshow(wealth_chart(Game(2, seed=1)))")
    assert done.returncode == 0 and "VegaChart('Line chart of wealth" in done.stdout, done.stderr[-800:]


def test_an_offline_chart_page_needs_neither_vl_convert_nor_the_widgets() -> None:
    done = run_without(["vl_convert", "anywidget", "ipywidgets"],
                       "import altair as alt\nfrom landlord_edu.charts.robustness import chart_html\n"
                       "page = chart_html(alt.Chart(alt.Data(values=[{'a': 1}])).mark_point().encode(x='a:Q'))\n"
                       "print('__landlordEduVega.vegaEmbed(' in page, '<script src=' in page)")
    assert done.returncode == 0 and done.stdout.split() == ["True", "False"], done.stderr[-800:]


def test_the_user_extras_need_no_vl_convert_and_the_svg_extra_has_it() -> None:
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["optional-dependencies"]
    for extra in ("widgets", "lessons", "experiments", "history"):
        assert not any(r.startswith("vl-convert") for r in extras[extra]), extra
    assert any(r.startswith("vl-convert-python>=") for r in extras["svg"])
    assert any(r.startswith("vl-convert-python>=") for r in extras["test"])


def test_the_game_plays_without_any_extra() -> None:
    done = run_without(["pandas", "altair", "anywidget", "ipywidgets"],
                       "import landlord_edu as le\ng = le.Game(4, seed=1)\ng.run()\nprint(g.over)")
    assert done.returncode == 0 and done.stdout.strip() == "True", done.stderr[-800:]
