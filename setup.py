"""Builds the rule sets' fast cores (landlord_edu.fast): every ``landlord_edu/editions/*/_fast*.pyx`` compiled
with Cython, each optional: where no C compiler is found the build goes on and the wheel is pure Python, whose
games are the same (the reference engine plays them). ``LANDLORD_EDU_PURE=1`` builds a pure wheel on purpose
(e.g. for Pyodide). Everything else about the package is in pyproject.toml."""

from __future__ import annotations

import os
from pathlib import Path

from setuptools import Extension, setup

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


setup(ext_modules=fast_cores())
