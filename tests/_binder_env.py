"""The environment mybinder.org builds from binder/, rebuilt here without Docker (tests/test_binder.py).

repo2docker (the ``jupyter-repo2docker`` package of the test extra) builds a conda environment from its own
lock file for the Python that binder/runtime.txt names (JupyterLab, Notebook, ipywidgets, ipykernel, the
Jupyter server: pinned), then runs ``pip install -r binder/requirements.txt`` from the repository root in that
environment. Here: a fresh virtual environment, the same pins read from repo2docker's lock file (never copied
by hand), then the same ``pip install``, from PyPI alone: no pip configuration, no local wheels or indexes.

Run as ``python -m tests._binder_env [TREE]`` it builds the environment for a repository tree (default: this
one) in a temporary folder and prints the Binder layer's download and disk size.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.request
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PYPI = "https://pypi.org/simple"
# the base environment's packages the widgets and lessons depend on (and pip, which installs the layer)
BASE_PACKAGES = ("jupyterlab", "notebook", "ipywidgets", "jupyterlab_widgets", "ipykernel", "jupyter_server", "pip")
# one line of a conda lock: .../<name>-<version>-<build>.conda#<md5>
LOCKED = re.compile(r"/(?P<name>[A-Za-z0-9_.]+(?:-[A-Za-z0-9_.]+)*?)-(?P<version>[^-/]+)-(?P<build>[^-/]+)"
                    r"\.(?:conda|tar\.bz2)(?:#|$)")


def runtime_python(tree: Path = REPO) -> str:
    """The Python version binder/runtime.txt names (``python-3.11`` -> ``"3.11"``)."""
    text = (tree / "binder" / "runtime.txt").read_text(encoding="utf-8").strip()
    match = re.fullmatch(r"python-(\d+\.\d+)", text)
    if not match:
        raise ValueError(f"binder/runtime.txt: expected python-X.Y, found {text!r}")
    return match.group(1)


def lock_file(python: str) -> Path:
    """repo2docker's conda lock file of its base environment for ``python`` on linux-64 (the one mybinder.org
    uses: its Dockerfile copies it to /tmp/env/environment.lock)."""
    # found, not imported: importing repo2docker sets up its logging (and warns about it)
    spec = importlib.util.find_spec("repo2docker")
    if spec is None or not spec.submodule_search_locations:
        raise ModuleNotFoundError("repo2docker is not installed: it comes with the test extra (pip install '.[test]')")
    package = Path(next(iter(spec.submodule_search_locations)))
    path = package / "buildpacks" / "conda" / f"environment.py-{python}-linux-64.lock"
    if not path.is_file():
        raise FileNotFoundError(f"repo2docker has no base environment for Python {python}: {path} is missing")
    return path


def base_pins(python: str) -> dict[str, str]:
    """The versions of BASE_PACKAGES in repo2docker's base environment for ``python``."""
    locked = {m.group("name").lower(): m.group("version")
              for line in lock_file(python).read_text(encoding="utf-8").splitlines()
              if not line.startswith("#") and (m := LOCKED.search(line))}
    missing = [name for name in BASE_PACKAGES if name not in locked]
    if missing:
        raise LookupError(f"{lock_file(python)} locks no {missing}")
    return {name: locked[name] for name in BASE_PACKAGES}


def pypi_only_env() -> dict[str, str]:
    """This process's environment without pip's settings (this machine's pip.conf and PIP_* variables add local
    wheels and indexes), without PYTHONPATH (the kernel must import the installed package) and without the
    user's Jupyter files (their kernels or extensions would stand in for the environment's own)."""
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("PIP_", "JUPYTER_")) and k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
    return {**env, "PIP_CONFIG_FILE": os.devnull, "PYTHONIOENCODING": "utf-8"}


def jupyter_env(work: Path) -> dict[str, str]:
    """``pypi_only_env`` with Jupyter's user files in ``work``: only the environment's kernel and extensions."""
    return {**pypi_only_env(), "JUPYTER_CONFIG_DIR": str(work / "config"), "JUPYTER_DATA_DIR": str(work / "data"),
            "JUPYTER_RUNTIME_DIR": str(work / "runtime"), "JUPYTER_PLATFORM_DIRS": "1"}


def disk_bytes(folder: Path) -> int:
    """The disk space of ``folder``'s files, as ``du`` counts it (allocated blocks, each file once)."""
    seen: set[tuple[int, int]] = set()
    total = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            st = os.lstat(os.path.join(root, name))
            if (st.st_dev, st.st_ino) not in seen:
                seen.add((st.st_dev, st.st_ino))
                total += st.st_blocks * 512
    return total


@dataclass(frozen=True)
class Fetched:
    """One distribution pip installed for binder/requirements.txt, and where from."""
    name: str
    version: str
    url: str


@dataclass(frozen=True)
class BinderEnv:
    """The rebuilt environment: its interpreter, the base pins, what the Binder layer added and its disk use."""
    venv: Path
    pins: dict[str, str]
    layer: tuple[Fetched, ...]
    layer_disk_bytes: int

    @property
    def python(self) -> Path:
        return self.venv / "bin" / "python"

    @property
    def site_packages(self) -> Path:
        return next((self.venv / "lib").glob("python3*/site-packages"))

    def run(self, args: list[str], cwd: Path, env: dict[str, str] | None = None,
            timeout: float = 900) -> subprocess.CompletedProcess[str]:
        """The environment's ``python *args`` (output kept as text)."""
        return subprocess.run([str(self.python), *args], cwd=cwd, env=env or pypi_only_env(), capture_output=True,
                              text=True, timeout=timeout, check=False)


def _pip(python: Path, args: list[str], cwd: Path) -> None:
    done = subprocess.run([str(python), "-m", "pip", "--isolated", *args, "--index-url", PYPI,
                           "--disable-pip-version-check", "--no-input"],
                          cwd=cwd, env=pypi_only_env(), capture_output=True, text=True, timeout=1800, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"pip {' '.join(args)} failed (in {cwd}):\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")


def build(tree: Path, where: Path) -> BinderEnv:
    """Rebuild Binder's environment for the repository ``tree`` in ``where``/binder-env."""
    python = runtime_python(tree)
    if f"{sys.version_info.major}.{sys.version_info.minor}" != python:
        raise RuntimeError(f"binder/runtime.txt names Python {python}; this is Python {sys.version.split()[0]}")
    pins = base_pins(python)
    venv = where / "binder-env"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, env=pypi_only_env())
    py = venv / "bin" / "python"
    _pip(py, ["install", "--quiet", *(f"{name}=={version}" for name, version in pins.items())], cwd=where)
    site = next((venv / "lib").glob("python3*/site-packages"))
    base = disk_bytes(site)
    report = where / "binder-layer.json"
    # what repo2docker runs, from the repository root: pip install -r binder/requirements.txt
    _pip(py, ["install", "--quiet", "--report", str(report), "-r", "binder/requirements.txt"], cwd=tree)
    layer = tuple(Fetched(item["metadata"]["name"], item["metadata"]["version"], item["download_info"]["url"])
                  for item in json.loads(report.read_text(encoding="utf-8"))["install"])
    return BinderEnv(venv, pins, layer, disk_bytes(site) - base)


def download_bytes(item: Fetched) -> int:
    """The size of the file pip downloaded for ``item`` (0 for the repository's own source: it is copied into
    the image, not downloaded)."""
    if item.url.startswith("file:"):
        return 0
    with urllib.request.urlopen(urllib.request.Request(item.url, method="HEAD"), timeout=60) as response:
        return int(response.headers["Content-Length"])


def main(argv: list[str]) -> None:
    tree = Path(argv[0]).resolve() if argv else REPO
    with tempfile.TemporaryDirectory(prefix="binder-") as tmp:
        env = build(tree, Path(tmp))
        sizes = sorted(((download_bytes(item), item) for item in env.layer), key=lambda pair: -pair[0])
        print(f"{tree}: base pins {env.pins}")
        print("Binder layer: " + ", ".join(f"{item.name} {item.version} {size / 1e6:.1f} MB" for size, item in sizes))
        print(f"download {sum(size for size, _ in sizes) / 1e6:.1f} MB; disk (site-packages minus the base pins) "
              f"{env.layer_disk_bytes / 1e6:.1f} MB")


if __name__ == "__main__":
    main(sys.argv[1:])
