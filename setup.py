"""Builds the rule sets' fast cores (landlord_edu.fast): every ``landlord_edu/editions/*/_fast*.pyx`` compiled
with Cython, each optional: where no C compiler is found the build goes on and the wheel is pure Python, whose
games are the same (the reference engine plays them). ``LANDLORD_EDU_PURE=1`` builds a pure wheel on purpose
(e.g. for Pyodide). Everything else about the package is in pyproject.toml."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).parent


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


setup(ext_modules=fast_cores(), cmdclass={"build_ext": OptionalBuildExt})
