"""Starting a class game: :class:`Classroom` runs the server in a thread (from a notebook or the command line's
``landlord-edu classroom``) and says where the students join, with the room's code and a QR code drawn here (no
network is asked for anything).

It listens on ``host`` (default ``127.0.0.1``: this computer only); on a school network or a laptop's hotspot use
``host="0.0.0.0"`` and the students open the address printed (this computer's address on that network).
"""

from __future__ import annotations

import io
import socket
import threading
import time
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

from ..errors import DataError
from ..extras import need
from ..rulesets import DEFAULT_EDITION
from .config import DEFAULT_OPTIONS, RoomConfig
from .room import Room

DEFAULT_PORT = 8765
WS_MAX_SIZE = 16 * 1024  # a frame larger than this closes the connection; below it the protocol's limit refuses


def lan_address() -> str:
    """This computer's address on the network its default route leaves by (no packet is sent: a UDP socket's
    connect only picks the route), or 127.0.0.1 if it has none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def qr_text(url: str) -> str:
    """The address as a QR code in text (two rows of modules a line), for a terminal or a notebook's output."""
    segno = need("segno", "class", "the class game's QR code")
    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()


class Classroom:
    """A class game served from this computer until :meth:`stop` (or the end of the Python process).

    Parameters
    ----------
    journal : the SQLite file that keeps the class (a new one is made; an existing one is resumed: every table
        where it was, the students' tokens still good).
    host, port : where to listen; ``host="0.0.0.0"`` for the students' devices on the room's network.
    tables, seats, bots, edition, options, seed, time_limit, stand_in, students_propose : the room's settings
        (:class:`~landlord_edu.class_game.config.RoomConfig`), for a new journal only.
    quiet : print nothing (the invitation is still :meth:`invitation`).

    Examples
    --------
    >>> room = Classroom("class.sqlite", tables=2, seats=4, bots=["landlord", "builder"])  # doctest: +SKIP
    """

    def __init__(self, journal: str | Path = "class-game.sqlite", *, host: str = "127.0.0.1",
                 port: int = DEFAULT_PORT, tables: int = 1, seats: int = 4, bots: Sequence[str] = (),
                 edition: str = DEFAULT_EDITION, options: dict[str, Any] | None = None, seed: int = 0,
                 time_limit: int | None = 60, stand_in: str = "cautious", students_propose: bool = True,
                 quiet: bool = False) -> None:
        uvicorn = need("uvicorn", "class", "the class game's server")
        need("starlette", "class", "the class game's server")
        need("segno", "class", "the class game's QR code")  # before anything starts
        from .server import create_app
        if not isinstance(host, str) or type(port) is not int or not 0 <= port <= 65535:
            raise DataError("class game", "host" if not isinstance(host, str) else "port",
                            f"an address and a port number from 0 to 65535, not {host!r}:{port!r}")
        path = Path(journal)
        self.resumed = path.exists()
        if self.resumed:
            self.room = Room.open(path)
        else:
            self.room = Room.create(RoomConfig(
                edition=edition, options=dict(DEFAULT_OPTIONS if options is None else options), tables=tables,
                seats=seats, bots=tuple(bots), seed=seed, time_limit=time_limit, stand_in=stand_in,
                students_propose=students_propose), path)
        self.host = host
        config = uvicorn.Config(create_app(self.room), host=host, port=port, log_level="warning",
                                ws_max_size=WS_MAX_SIZE, ws="websockets-sansio", lifespan="on")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, name="class-game-server", daemon=True)
        self.thread.start()
        self._wait_started()
        if not quiet:
            print(self.invitation())

    def _wait_started(self) -> None:
        for _ in range(200):
            if self.server.started:
                return
            if not self.thread.is_alive():
                raise OSError(f"the class game's server could not listen on {self.host}:{self.port_asked}")
            time.sleep(0.05)
        raise OSError("the class game's server did not start within 10 seconds")

    @property
    def port_asked(self) -> int:
        return int(self.server.config.port)

    @property
    def port(self) -> int:
        """The port it listens on (the one chosen by the system if 0 was asked)."""
        for server in getattr(self.server, "servers", []):
            for sock in server.sockets:
                return int(sock.getsockname()[1])
        return self.port_asked

    @property
    def address(self) -> str:
        """The students' address: this computer's on the network when listening on every address."""
        host = lan_address() if self.host in ("0.0.0.0", "") else self.host
        return f"http://{host}:{self.port}/"

    @property
    def join_url(self) -> str:
        return f"{self.address}?code={self.room.code}"

    @property
    def projector_url(self) -> str:
        """The projector's page, with the instructor's token (after ``#``: never sent in a request line)."""
        return f"{self.address}projector#{self.room.instructor_token}"

    def invitation(self) -> str:
        """Where it listens, the students' address and code with its QR code, and the projector's address."""
        where = "every address of this computer" if self.host in ("0.0.0.0", "") else self.host
        return (f"Class game {'resumed from' if self.resumed else 'kept in'} {self.room.journal.path}\n"
                f"{self.resumed_settings()}"
                f"Listening on {where}, port {self.port}.\n"
                f"Students: open {self.address} and type the code {self.room.code}\n"
                f"{qr_text(self.join_url)}"
                f"Projector (keep this address to yourself: it holds the instructor's controls):\n"
                f"  {self.projector_url}")

    def view(self, table: int = 0) -> Any:
        """A notebook's GameView of table ``table``, redrawn as the class plays it (a
        :class:`~landlord_edu.class_game.follow.TableView`: it plays nothing itself; the instructor's controls
        stay on the projector's page, so that every change goes through the journal)."""
        need("ipywidgets", "widgets", "a notebook's view of a table")
        from .follow import TableView
        return TableView(self.room, table)

    def resumed_settings(self) -> str:
        """For a class resumed from its journal, a line saying the journal's own settings are kept (those given
        now are for a new journal only): the class a teacher meant to start anew may be an older one."""
        if not self.resumed:
            return ""
        c = self.room.config
        bots = f", bots {', '.join(c.bots)}" if c.bots else ""
        rounds = c.options.get("max_rounds")
        return (f"It keeps its own settings: {c.tables} table{'s' if c.tables != 1 else ''} of {c.seats} seats{bots}, "
                f"the {c.edition} rules{f', {rounds} rounds' if rounds else ''}. To start a new class instead, name "
                f"another journal file (--journal NEW.sqlite).\n")

    # ----- the debrief (landlord_edu.class_game.debrief) ---------------------------------------------------------
    def results(self) -> Any:
        """Every table's result as one DataFrame, with the experiments' columns."""
        from .debrief import results
        return results(self.room)

    def beside_simulated(self, measure: str = "gini", games: int = 1000) -> Any:
        """The tables' ``measure`` beside ``games`` simulated games under the same rules: a summary table."""
        from .debrief import beside_simulated
        return beside_simulated(self.room, measure, games)[0]

    def chart(self, measure: str = "gini", games: int = 1000) -> Any:
        """The class's tables beside ``games`` simulated games under the same rules, as a chart."""
        from .debrief import chart
        return chart(self.room, measure, games)

    def stop(self) -> None:
        """Stop the server (the journal keeps the class: make a Classroom with it to resume)."""
        self.server.should_exit = True
        self.thread.join(timeout=10)
        self.room.close()

    def _repr_html_(self) -> str:
        """In a notebook: the students' address and code beside its QR code (SVG drawn here), and the projector's
        link."""
        segno = need("segno", "class", "the class game's QR code")
        qr = segno.make(self.join_url, error="m").svg_inline(scale=5)
        return (f"<div style='display:flex;gap:24px;align-items:center'>{qr}<div style='font-size:1.2em'>"
                f"<p>Students: open <b>{escape(self.address)}</b> and type the code <b>{self.room.code}</b></p>"
                f"<p><a href='{escape(self.projector_url)}' target='_blank'>Open the projector's page</a> "
                f"(it holds the instructor's controls: keep it to yourself)</p></div></div>")

    def __repr__(self) -> str:
        return f"<Classroom {self.room.code} at {self.address} ({len(self.room.tables)} tables)>"
