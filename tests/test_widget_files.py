"""The browser half of the widgets is package data (landlord_edu/widgets/browser/), found with
importlib.resources, one ES module and one stylesheet per widget named like its Python class, and the
wheel ships exactly those files."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from importlib import resources
from pathlib import Path

import pytest

from landlord_edu.charts.bundle import VEGA_BUNDLE
from landlord_edu.widgets import _static
from landlord_edu.widgets.board import BoardWidget
from landlord_edu.widgets.chart import StreamedChart, WealthChart
from landlord_edu.widgets.vega_chart import VegaChart

REPO = Path(__file__).resolve().parents[1]
BROWSER = REPO / "landlord_edu" / "widgets" / "browser"


def kebab(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


def shipped() -> dict[str, bytes]:
    """Every browser file in the source tree, by its path under browser/."""
    return {p.relative_to(BROWSER).as_posix(): p.read_bytes() for p in sorted(BROWSER.rglob("*")) if p.is_file()}


@pytest.mark.parametrize("widget", [BoardWidget, WealthChart, VegaChart])
def test_each_widget_has_one_module_and_one_stylesheet_named_like_its_class(widget: type) -> None:
    for suffix in (".js", ".css"):
        name = kebab(widget.__name__) + suffix
        found = resources.files("landlord_edu.widgets").joinpath("browser", name)
        assert found.is_file(), f"{widget.__name__} has no {name} among the package's browser files"
        assert _static.static_text(name) == found.read_text(encoding="utf-8")


def test_the_widgets_load_their_files_from_the_package() -> None:
    package = resources.files("landlord_edu.widgets") / "browser"
    for loaded, name in ((BoardWidget._esm, "board-widget.js"), (BoardWidget._css, "board-widget.css"),
                         (StreamedChart._css, "wealth-chart.css")):  # anywidget reads a path as FileContents
        assert str(loaded) == (package / name).read_text(encoding="utf-8"), name
    assert StreamedChart._esm == _static.with_vega("wealth-chart.js")  # the module, with the Vega bundle inlined
    for loaded, name in ((VegaChart._esm, "vega-chart.js"), (VegaChart._css, "vega-chart.css")):
        assert str(loaded) == (package / name).read_text(encoding="utf-8"), name  # the bundle comes on request
    with pytest.raises(FileNotFoundError, match=r"no-such-file\.js"):
        _static.static_file("no-such-file.js")


def test_every_browser_file_is_used_and_none_is_left_at_the_top() -> None:
    names = set(shipped())
    assert names == {"board-widget.js", "board-widget.css", "wealth-chart.js", "wealth-chart.css", "vega-chart.js",
                     "vega-chart.css", VEGA_BUNDLE}
    assert not (REPO / "widgets").exists(), "a second copy of the browser files would drift: keep one, in the package"


# builds the wheel: pip sets up setuptools and Cython in a build environment (about 7 s)
def test_the_wheel_ships_the_browser_files_as_they_are(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(tmp_path), str(REPO)],
                   check=True, capture_output=True, timeout=600)
    (wheel,) = tmp_path.glob("landlord_edu-*.whl")
    prefix = "landlord_edu/widgets/browser/"
    with zipfile.ZipFile(wheel) as z:
        packed = {n[len(prefix):]: z.read(n) for n in z.namelist() if n.startswith(prefix)}
        assert not [n for n in z.namelist() if n.startswith("landlord_edu/_static/")]
    assert packed.keys() == shipped().keys()
    differ = [name for name, data in packed.items() if data != shipped()[name]]
    assert not differ, f"the wheel's copies differ from the source's: {differ}"
