"""The loader of the 1939 rules' fast core (:mod:`landlord_edu.fast`): the compiled module ``_fast``, built from
``_fast.pyx`` where a C compiler was found; None where it was not (the reference rules then play every game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...fast import FastCore

_CORE: list[FastCore | None] = []  # the core, once loaded (or None, once found missing)


def load() -> FastCore | None:
    """The 1939 rules' :class:`~landlord_edu.fast.FastCore`, or None if its compiled module is not built."""
    if not _CORE:
        try:
            from ._fast import Core1939
        except ImportError:
            _CORE.append(None)
        else:
            _CORE.append(Core1939())
    return _CORE[0]
