"""One source for the version: the package's ``__version__``, read by the build, the command line,
saved games, the changelog and the citation file."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

from landlord_edu import __version__

ROOT = Path(__file__).resolve().parents[1]


def test_the_build_reads_the_version_from_the_package() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "landlord_edu.__version__"}


def test_the_command_line_prints_it() -> None:
    out = subprocess.run([sys.executable, "-m", "landlord_edu", "--version"], capture_output=True, text=True,
                         check=True, cwd=ROOT).stdout
    assert out.strip() == f"landlord-edu {__version__}"


def test_the_changelog_and_the_citation_name_it() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    first = re.search(r"^## \[(\d+\.\d+\.\d+)\]", changelog, re.M)
    assert first is not None and first.group(1) == __version__, "the changelog's newest entry is this version"
    citation = (ROOT / "CITATION.cff").read_text(encoding="utf-8")
    assert f'version: "{__version__}"' in citation
