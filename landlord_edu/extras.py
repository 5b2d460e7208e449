"""Optional packages: a feature that needs one says which extra installs it, in one line.

The engine needs the standard library only; tables need pandas, charts Altair, the notebook widgets
anywidget and ipywidgets (pyproject.toml's ``[project.optional-dependencies]``).

Examples
--------
>>> need("json", "history", "game.history()").__name__
'json'
"""

from __future__ import annotations

import importlib
from types import ModuleType

from .errors import MissingExtra


def need(module: str, extra: str, feature: str) -> ModuleType:
    """Import ``module`` for ``feature``, or raise :class:`MissingExtra` naming the extra to install."""
    try:
        return importlib.import_module(module)
    except ImportError as exc:
        if exc.name is not None and exc.name != module and not module.startswith(exc.name + "."):
            raise  # the package is there but something it imports is broken: not a missing extra
        # double quotes: the brackets need quoting in zsh, and Windows' cmd.exe takes no single quotes
        raise MissingExtra(f"{feature} needs {module.split('.')[0]}, which the plain install leaves out: "
                           f'pip install "landlord-edu[{extra}]"') from None
