"""The class game: students play games of The Landlord's Game from their own devices, the projector shows the
board, and the instructor runs the room (docs/class-game.md).

The room (:mod:`.room`, :mod:`.table`, :mod:`.journal`, :mod:`.protocol`, :mod:`.config`) needs the standard
library only and never imports the web server; the server (:mod:`.server`, :mod:`.launch`) needs the ``class``
extra (Starlette, uvicorn, segno): ``pip install "landlord-edu[class]"``. ``Classroom`` is found on first use.
:mod:`.limits` slows the guessing of a room's code; :mod:`.follow` is a notebook's view of a table
(``Classroom.view``, the ``widgets`` extra).
"""

from __future__ import annotations

from typing import Any

from .config import RoomConfig
from .protocol import Refused
from .room import Room

__all__ = ["Classroom", "Refused", "Room", "RoomConfig"]


def __getattr__(name: str) -> Any:
    if name == "Classroom":  # the server's half, imported only when asked for
        from .launch import Classroom
        return Classroom
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
