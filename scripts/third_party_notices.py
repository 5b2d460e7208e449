"""Write THIRD_PARTY_NOTICES.md: the licence text of every package in the vendored Vega bundle.

The wheel ships ``landlord_edu/widgets/browser/vendor/vega-bundle.js`` (scripts/bundle_vega.py): minified Vega,
Vega-Lite and vega-embed and the packages they import at run time (the d3 modules and a few small libraries).
Their licences (BSD-3-Clause, ISC, MIT, 0BSD, the Unlicense) ask that the copyright notice and licence text go
with the code: this script installs the three packages, at the versions the bundle's header names, from the npm
registry into a temporary folder (``npm install --ignore-scripts``), follows their run-time dependencies, and
copies each package's licence file verbatim. The file is listed in pyproject.toml's ``license-files``, so that
every wheel carries it (``*.dist-info/licenses/``); tests/test_install.py checks that it does and that it names
the bundle's versions.

Usage::

    python scripts/third_party_notices.py                     # npm install into a temporary folder, then write
    python scripts/third_party_notices.py --node-modules DIR  # from packages already installed in DIR
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
BUNDLE = REPO / "landlord_edu" / "widgets" / "browser" / "vendor" / "vega-bundle.js"
TARGET = REPO / "THIRD_PARTY_NOTICES.md"
ROOTS = ("vega", "vega-lite", "vega-embed")
# Dependencies that a browser bundle leaves out: command-line tools (vega-lite's vl2vg, d3-dsv's csv2json,
# d3-geo-projection's and topojson-client's commands) and TypeScript type declarations.
NOT_BUNDLED = {"yargs", "commander", "iconv-lite", "rw", "vega-typings", "@types/estree", "@types/geojson"}
LICENCE_FILE = re.compile(r"^(licen[cs]e|copying)(\.(md|txt))?$|^licen[cs]e-mit\.txt$", re.I)


def bundle_versions() -> dict[str, str]:
    """The versions the bundle's header names ("vega 6.2.0, vega-lite 6.4 ..., vega-embed 7.0.2"), with
    Vega-Lite's full version read from the bundle itself."""
    text = BUNDLE.read_text(encoding="utf-8")
    head = "\n".join(text.splitlines()[:8])
    found = dict(re.findall(r"\b(vega(?:-lite|-embed)?) (\d+\.\d+(?:\.\d+)?)", head))
    lite = re.search(r'"(' + re.escape(found["vega-lite"]) + r'\.\d+)"', text)
    if lite:
        found["vega-lite"] = lite.group(1)
    missing = [name for name in ROOTS if name not in found]
    if missing:
        raise SystemExit(f"the bundle's header names no version of {missing}")
    return {name: found[name] for name in ROOTS}


def install(versions: dict[str, str], folder: Path) -> Path:
    subprocess.run(["npm", "install", "--ignore-scripts", "--no-audit", "--no-fund", "--omit=dev",
                    "--omit=optional", *(f"{name}@{version}" for name, version in versions.items())],
                   cwd=folder, check=True)
    return folder / "node_modules"


def bundled(modules: Path) -> list[dict[str, str]]:
    """The root packages and their run-time dependencies (breadth first), each with its licence text."""
    seen: dict[str, dict[str, str]] = {}
    queue = list(ROOTS)
    while queue:
        name = queue.pop(0)
        if name in seen or name in NOT_BUNDLED:
            continue
        folder = modules / name
        meta = json.loads((folder / "package.json").read_text(encoding="utf-8"))
        files = sorted(p for p in folder.iterdir() if LICENCE_FILE.match(p.name))
        if not files:
            raise SystemExit(f"{name} {meta['version']} ships no licence file: add its text by hand")
        seen[name] = {"name": name, "version": meta["version"], "licence": str(meta.get("license", "")),
                      "text": files[0].read_text(encoding="utf-8").strip()}
        queue.extend(sorted(meta.get("dependencies", {})))
    return sorted(seen.values(), key=lambda p: (p["name"] not in ROOTS, p["name"]))


def notices(packages: list[dict[str, str]], versions: dict[str, str]) -> str:
    roots = ", ".join(f"{name} {versions[name]}" for name in ROOTS)
    lines = ["# Third-party notices", "",
             "landlord_edu is MIT-licensed (LICENSE). Its wheel also ships, in",
             "`landlord_edu/widgets/browser/vendor/vega-bundle.js`, minified builds of " + roots + " (by the",
             "University of Washington Interactive Data Lab and the Vega contributors), bundled by vl-convert",
             "with the packages they use at run time. Each package's licence text follows verbatim, as published",
             "on the npm registry (the dependencies' versions are those npm resolves for the three packages;",
             "the bundle may hold a slightly earlier patch release of some). Written by",
             "`python scripts/third_party_notices.py`: do not edit.", "",
             "| Package | Version | Licence |", "|---|---|---|"]
    lines += [f"| {p['name']} | {p['version']} | {p['licence']} |" for p in packages]
    for p in packages:
        lines += ["", f"## {p['name']} {p['version']} ({p['licence']})", "", "```text", p["text"], "```"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--node-modules", type=Path, help="a node_modules folder holding the three packages")
    args = parser.parse_args(argv)
    versions = bundle_versions()
    with tempfile.TemporaryDirectory() as tmp:
        modules = args.node_modules or install(versions, Path(tmp))
        for name, version in versions.items():
            have = json.loads((modules / name / "package.json").read_text(encoding="utf-8"))["version"]
            if have != version:
                raise SystemExit(f"{modules / name} is {name} {have}; the bundle holds {version}")
        packages = bundled(modules)
    TARGET.write_text(notices(packages, versions), encoding="utf-8", newline="\n")
    print(f"wrote {TARGET.relative_to(REPO)}: {len(packages)} packages", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
