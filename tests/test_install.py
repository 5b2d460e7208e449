"""The package as a pip user meets it: a wheel built from a clean copy of the source, installed into a fresh
virtual environment with nothing else (``pip install landlord-edu``, no extra), run from a folder outside the
repository so that nothing is imported from the checkout.

One pure wheel is built for the module (the fast cores are left out for speed: tests/test_fast_build.py checks
them; they change no file this module looks at).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from landlord_edu.lesson_files import lesson_files

from .test_fast_build import source_copy

REPO = Path(__file__).resolve().parents[1]
EXTRA_LINE = 'pip install "landlord-edu[{}]"'


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    where = tmp_path_factory.mktemp("wheel")
    env = {**os.environ, "LANDLORD_EDU_PURE": "1"}
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(where / "dist"),
                    str(source_copy(where))], check=True, capture_output=True, timeout=600, env=env)
    (built,) = (where / "dist").glob("landlord_edu-*.whl")
    return built


def make_venv(where: Path, wheel: Path) -> Path:
    """A virtual environment holding the wheel and nothing else; returns its bin folder."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True, timeout=120)
    python = where / "bin" / "python"
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps",
                    "--no-index", str(wheel)], check=True, capture_output=True, timeout=300)
    return where / "bin"


@pytest.fixture(scope="module")
def plain(tmp_path_factory: pytest.TempPathFactory, wheel: Path) -> Path:
    return make_venv(tmp_path_factory.mktemp("plain") / "venv", wheel)


def run(args: list[str | Path], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, cwd=cwd, timeout=300, env=env)


def test_the_lessons_command_copies_the_repositorys_lessons(plain: Path, tmp_path: Path) -> None:
    done = run([plain / "landlord-edu", "lessons"], tmp_path)
    assert done.returncode == 0, done.stderr
    copied = tmp_path / "landlord-lessons"
    assert "jupyter lab landlord-lessons" in done.stdout
    assert 'pip install "landlord-edu[lessons]"' in done.stdout   # this venv has no JupyterLab
    expected = lesson_files(REPO / "lessons")
    assert len([p for p in expected if p.suffix == ".ipynb"]) == 10 and Path("instructor") in {p.parent for p in
                                                                                            expected}
    assert sorted(p.relative_to(copied) for p in copied.rglob("*") if p.is_file()) == expected
    for relative in expected:
        assert (copied / relative).read_bytes() == (REPO / "lessons" / relative).read_bytes(), relative
    again = run([plain / "landlord-edu", "lessons"], tmp_path)   # a folder with files in it: refused, untouched
    assert again.returncode == 2 and "--force" in again.stderr and again.stderr.count("\n") == 1
    (copied / "mine.txt").write_text("my notes", encoding="utf-8")
    (copied / "README.md").write_text("changed", encoding="utf-8")
    forced = run([plain / "landlord-edu", "lessons", "--force"], tmp_path)
    assert forced.returncode == 0, forced.stderr
    assert (copied / "README.md").read_bytes() == (REPO / "lessons" / "README.md").read_bytes()
    assert (copied / "mine.txt").read_text(encoding="utf-8") == "my notes"


@pytest.mark.parametrize(("code", "extra", "package"), [
    ("import landlord_edu as le\ng = le.Game(4, seed=1)\ng.run(max_turns=5)\ng.history()", "history", "pandas"),
    ("import landlord_edu.widgets", "widgets", "ipywidgets"),
    ("from landlord_edu.charts import wealth_chart\nfrom landlord_edu import Game\nwealth_chart(Game(4, seed=1))",
     "widgets", "altair"),
])
def test_a_plain_install_names_the_missing_extra(plain: Path, tmp_path: Path, code: str, extra: str,
                                                 package: str) -> None:
    done = run([plain / "python", "-c", code], tmp_path)
    last = done.stderr.strip().splitlines()[-1]
    assert done.returncode != 0 and last.startswith("landlord_edu.errors.MissingExtra:"), done.stderr[-800:]
    assert EXTRA_LINE.format(extra) in last and package in last


def test_a_plain_install_refuses_an_experiment_before_playing(plain: Path, tmp_path: Path) -> None:
    done = run([plain / "landlord-edu", "experiment", "--games", "3", "--workers", "1"], tmp_path)
    assert done.returncode == 2 and done.stdout == "", done.stdout[-800:]
    assert done.stderr.startswith("landlord-edu: error:") and done.stderr.count("\n") == 1
    assert EXTRA_LINE.format("experiments") in done.stderr and "pandas" in done.stderr


def test_a_plain_install_plays_a_packaged_scenario_by_name(plain: Path, tmp_path: Path) -> None:
    done = run([plain / "landlord-edu", "play", "--scenario", "monarch_of_the_world", "--max-rounds", "2"], tmp_path)
    assert done.returncode == 0 and "Final standings" in done.stdout, done.stderr


def test_the_wheel_holds_the_lessons_as_package_data(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
    shipped = {f"landlord_edu/lessons_data/{p.as_posix()}" for p in lesson_files(REPO / "lessons")}
    assert shipped <= names and "landlord_edu/lessons_data/01-meet-the-board.ipynb" in shipped


def test_an_install_puts_the_voila_template_where_voila_looks(plain: Path) -> None:
    """``voila --template=landlord`` (docs/widgets.md) finds <prefix>/share/jupyter/voila/templates/landlord."""
    template = REPO / "share" / "jupyter" / "voila" / "templates" / "landlord"
    installed = plain.parent / "share" / "jupyter" / "voila" / "templates" / "landlord"
    assert sorted(p.name for p in installed.iterdir()) == sorted(p.name for p in template.iterdir())
    assert (installed / "index.html.j2").read_text(encoding="utf-8") == (template / "index.html.j2").read_text(
        encoding="utf-8")


def test_the_wheels_metadata_links_the_project(wheel: Path) -> None:
    with zipfile.ZipFile(wheel) as z:
        (meta,) = [n for n in z.namelist() if n.endswith(".dist-info/METADATA")]
        text = z.read(meta).decode("utf-8")
    urls = dict(re.findall(r"^Project-URL: ([^,]+), (\S+)$", text, re.M))
    assert set(urls) == {"Homepage", "Documentation", "Source", "Issues", "Changelog"}
    assert all(url.startswith("https://") for url in urls.values())
    assert "](docs/" not in text and "](lessons/" not in text   # the README as PyPI shows it


def test_the_wheel_carries_the_licence_texts_of_what_it_vendors(wheel: Path) -> None:
    """The minified Vega bundle ships with its packages' licence texts, at the versions the bundle holds."""
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
        licences = {Path(n).name: z.read(n).decode("utf-8") for n in names if ".dist-info/licenses/" in n}
        header = z.read("landlord_edu/widgets/browser/vendor/vega-bundle.js").decode("utf-8")[:1000]
    assert set(licences) == {"LICENSE", "THIRD_PARTY_NOTICES.md"}
    notices = licences["THIRD_PARTY_NOTICES.md"]
    versions = dict(re.findall(r"\b(vega|vega-lite|vega-embed) (\d+\.\d+)", header))
    assert set(versions) == {"vega", "vega-lite", "vega-embed"}
    for name, version in versions.items():   # rerun scripts/third_party_notices.py after scripts/bundle_vega.py
        assert re.search(rf"^## {name} {re.escape(version)}(\.\d+)? \(BSD-3-Clause\)$", notices, re.M), name
    assert "Copyright (c) 2015-2023, University of Washington Interactive Data Lab" in notices
    for package, licence, words in (("d3-array", "ISC", "Permission to use, copy, modify"),
                                    ("fast-json-patch", "MIT", "Permission is hereby granted"),
                                    ("robust-predicates", "Unlicense", "released into the public domain")):
        section = re.search(rf"^## {package} \S+ \({licence}\)\n\n```text\n(.*?)```", notices, re.M | re.S)
        assert section and words in section.group(1), package


@pytest.mark.slow
def test_a_copied_lesson_runs_against_the_installed_package(tmp_path: Path, wheel: Path) -> None:
    """Lesson 1, copied out by the command, runs under nbval in a venv holding the wheel, with the lesson's
    other packages borrowed from the test run's own environment (added after the venv's, so the wheel wins)."""
    bin_dir = make_venv(tmp_path / "venv", wheel)
    site = next((tmp_path / "venv" / "lib").glob("python*/site-packages"))
    borrowed = [p for p in sys.path if p.endswith("site-packages")]
    (site / "borrowed.pth").write_text("\n".join(borrowed) + "\n", encoding="utf-8")
    assert run([bin_dir / "landlord-edu", "lessons", "class"], tmp_path).returncode == 0
    where = run([bin_dir / "python", "-c", "import landlord_edu; print(landlord_edu.__file__)"], tmp_path)
    assert where.stdout.startswith(str(tmp_path / "venv")), where.stdout + where.stderr
    done = run([bin_dir / "python", "-m", "pytest", "-q", "-p", "no:cacheprovider", "--nbval-lax",
                "--nbval-current-env", "01-meet-the-board.ipynb"], tmp_path / "class")
    assert done.returncode == 0 and " passed" in done.stdout, done.stdout[-2000:] + done.stderr[-2000:]
