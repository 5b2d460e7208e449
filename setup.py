"""Copies the lessons into the package (``landlord_edu/lessons_data/`` in the build tree, never in git: the
repository keeps them in ``lessons/``) for ``landlord-edu lessons``; and builds the rule sets' fast cores
(landlord_edu.fast): every ``landlord_edu/editions/*/_fast*.pyx`` compiled with Cython, each optional: where no
C compiler is found the build goes on and the wheel is pure Python, whose games are the same (the reference
engine plays them). ``LANDLORD_EDU_PURE=1`` builds a pure wheel on purpose (e.g. for Pyodide). Everything else
about the package is in pyproject.toml."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).parent
# what landlord_edu.lesson_files copies out for a teacher (its PATTERNS): the notebooks, notes and sheets
LESSONS = ("*.ipynb", "README.md", "glossary.md", "rule-sheet.html", "instructor/*.md")


class BuildPyWithLessons(build_py):
    """The package as usual, plus a copy of ``lessons/`` as package data in the build tree (a wheel's only
    source of the lessons; an editable install or a checkout reads ``lessons/`` itself)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        source = HERE / "lessons"
        files = sorted({p for pattern in LESSONS for p in source.glob(pattern) if p.is_file()})
        if not any(p.suffix == ".ipynb" for p in files):
            raise SystemExit(f"error: no lessons in {source}: the wheel must ship them (landlord-edu lessons)")
        target = Path(self.build_lib) / "landlord_edu" / "lessons_data"
        for path in files:
            out = target / path.relative_to(source)
            out.parent.mkdir(parents=True, exist_ok=True)
            self.copy_file(str(path), str(out))


def fast_cores() -> list[Extension]:
    if os.environ.get("LANDLORD_EDU_PURE", "") not in ("", "0"):
        return []
    sources = sorted(HERE.glob("landlord_edu/editions/*/_fast*.pyx"))
    if not sources:
        return []
    from Cython.Build import cythonize

    extensions = [Extension(".".join(p.relative_to(HERE).with_suffix("").parts), [p.relative_to(HERE).as_posix()],
                            optional=True) for p in sources]
    # Python's semantics everywhere (division, negative indices, bounds) unless a function turns them off:
    # the fast core must give the reference's results to the dollar
    return cythonize(extensions, language_level=3, quiet=True)


class OptionalBuildExt(build_ext):
    """Builds each fast core if it can; where it cannot (no C compiler, no Python headers), says so and goes on:
    the package is then pure Python and the reference engine plays every game (landlord_edu.fast)."""

    def build_extension(self, ext: Extension) -> None:
        try:
            super().build_extension(ext)
        except Exception as exc:  # a compiler's failure takes many forms (missing, broken, no headers)
            print(f"warning: the fast core {ext.name} was not built ({exc}); the reference engine will play "
                  f"its games, with the same results", file=sys.stderr)


setup(ext_modules=fast_cores(), cmdclass={"build_ext": OptionalBuildExt, "build_py": BuildPyWithLessons})
