"""The loader of the 1906 rules' fast core (:mod:`landlord_edu.fast`): the compiled module ``_fast``, built
from ``_fast.pyx`` where a C compiler was found, or None (the reference rules then play every game)."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...fast import FastCore


@lru_cache(maxsize=1)
def load() -> FastCore | None:
    """The compiled core, or None when it was not built."""
    try:
        from ._fast import FastCore1906
    except ImportError:
        return None
    core: FastCore = FastCore1906()
    return core
