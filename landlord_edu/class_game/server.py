"""The class game's web server: a Starlette app (run by uvicorn) serving the pages and one WebSocket per page.

A page says who it is (``hello`` with its token), then sends answers, ballots or controls; the room checks,
journals and applies each, and every page at the changed table is sent its new view. Refusals go back to the
sender only. Nothing here applies a rule: the room asks the engine.

Limits per connection: ``protocol.MAX_BYTES`` a message (larger frames close the connection), a token bucket of
``BURST`` messages refilled at ``RATE`` a second (a message beyond it is refused; ``FLOOD`` refusals in a row close
the connection), and ``HELLO_WITHIN`` seconds to say who it is. ``/join`` and ``/seats`` count the wrong room codes
(:mod:`.limits`: 429 past the allowance).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from importlib import resources
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from ..persistence import game_to_json
from . import views
from .limits import CodeGuard, TooMany
from .protocol import MAX_BYTES, Refused, parse, refusal, reply
from .room import INSTRUCTOR, Identity, Room

BURST = 20
RATE = 10.0
FLOOD = 50
HELLO_WITHIN = 10.0
TICK = 1.0  # how often the time limit is looked at
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8"}
PAGES = ("student.html", "projector.html", "student.js", "projector.js", "common.js", "class-game.css")
WIDGET_FILES = ("board-widget.js", "board-widget.css")
# the pages ask for nothing outside this server (no CDN): a browser enforces it
POLICY = ("default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; "
          "connect-src 'self' ws: wss:; frame-ancestors 'self'")


@dataclass(eq=False)  # each connection is itself (kept in a set by identity)
class Connection:
    """One page's WebSocket: who it is, the table it watches, its message allowance."""

    socket: WebSocket
    who: Identity
    table: int
    tokens: float = BURST
    last: float = field(default_factory=time.monotonic)
    refused_in_a_row: int = 0

    def allow(self) -> bool:
        """Take one message from the bucket (refilled at RATE a second up to BURST)."""
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.last) * RATE)
        self.last = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Hub:
    """The connected pages of a room, and the sending of views to them."""

    def __init__(self, room: Room) -> None:
        self.room = room
        self.connections: set[Connection] = set()
        self.codes = CodeGuard()  # the wrong room codes sent to /join and /seats

    def view_for(self, conn: Connection, shared: dict[str, Any]) -> dict[str, Any]:
        table = self.room.tables[conn.table]
        if conn.who == INSTRUCTOR:
            return views.for_projector(shared, self.room, table)
        assert not isinstance(conn.who, str)
        return views.for_seat(shared, self.room, table, conn.who[1])

    async def broadcast(self, table: int) -> None:
        """Send every page at ``table`` its new view (the table's part made once)."""
        with self.room.lock:
            shared = views.table_view(self.room, self.room.tables[table])
            out = [(c, json.dumps(self.view_for(c, shared), separators=(",", ":"))) for c in self.connections
                   if c.table == table]
        await asyncio.gather(*(self._send(c, text) for c, text in out))

    async def tell_number(self, who: Identity, table: int) -> None:
        """Tell ``who``'s pages at other tables its next message number (the instructor's projector pages, one a
        table, share one count), so that their next control is not refused as out of order."""
        text = reply("number", seq=self.room.next_seq[who] + 1)
        await asyncio.gather(*(self._send(c, text) for c in self.connections if c.who == who and c.table != table))

    async def _send(self, conn: Connection, text: str) -> None:
        with contextlib.suppress(Exception):  # a page gone meanwhile: its own loop ends it
            await conn.socket.send_text(text)

    async def watch_time(self) -> None:
        """Let the stand-in answer for absent seats whose decision waited past the time limit."""
        while True:
            await asyncio.sleep(TICK)
            try:
                changed = self.room.due()
            except Exception:  # a fault of the library: say it, and keep the clock going for the other tables
                logging.getLogger(__name__).exception("the class game's time limit failed")
                continue
            for table in changed:
                await self.broadcast(table)


def _file(folder: str, name: str) -> Response:
    package = "landlord_edu.class_game" if folder == "pages" else "landlord_edu.widgets"
    text = resources.files(package).joinpath("pages" if folder == "pages" else "browser", name).read_bytes()
    suffix = name[name.rfind("."):]
    return Response(text, media_type=TYPES[suffix], headers={"Content-Security-Policy": POLICY,
                                                             "Cache-Control": "no-cache"})


def create_app(room: Room) -> Starlette:
    """The app serving ``room``: ``/`` (the students' page), ``/projector``, ``/join`` (POST the code, get a seat's
    token), ``/seats?code=`` (the students' seats, free or taken), ``/ws`` (the pages' WebSocket), ``/tables/N/save``
    (a table's saved game, for the instructor's token)."""
    hub = Hub(room)

    @contextlib.asynccontextmanager
    async def lifespan(_app: Starlette) -> AsyncIterator[None]:
        task = asyncio.create_task(hub.watch_time())
        try:
            yield
        finally:
            task.cancel()

    routes = [Route("/", _student), Route("/projector", _projector), Route("/pages/{name}", _page_file),
              Route("/widgets/{name}", _widget_file), Route("/join", _join, methods=["POST"]),
              Route("/tables/{table}/save", _save), Route("/seats", _seats), WebSocketRoute("/ws", _socket)]
    app = Starlette(routes=routes, lifespan=lifespan)
    app.state.hub = hub
    return app


def _hub(request: Request | WebSocket) -> Hub:
    hub = request.app.state.hub
    assert isinstance(hub, Hub)
    return hub


async def _student(_request: Request) -> Response:
    return _file("pages", "student.html")


async def _projector(_request: Request) -> Response:
    return _file("pages", "projector.html")


async def _page_file(request: Request) -> Response:
    name = request.path_params["name"]
    return _file("pages", name) if name in PAGES else Response("not found", status_code=404)


async def _widget_file(request: Request) -> Response:
    name = request.path_params["name"]
    return _file("widgets", name) if name in WIDGET_FILES else Response("not found", status_code=404)


async def _join(request: Request) -> Response:
    hub = _hub(request)
    body = await request.body()
    try:
        if len(body) > MAX_BYTES:
            raise Refused("request too long")
        data = json.loads(body or b"{}")
        if not isinstance(data, dict):
            raise Refused('send the room\'s code as JSON: {"code": "..."}')
        _check_code(request, data.get("code"))
        token, table, seat = hub.room.join(data.get("code"), data.get("table"), data.get("seat"))
    except TooMany as exc:
        return _too_many(exc)
    except (Refused, ValueError) as exc:
        why = str(exc) if isinstance(exc, Refused) else "send the room's code as JSON"
        return JSONResponse({"why": why}, status_code=400)
    await hub.broadcast(table)
    return JSONResponse({"token": token, "table": table, "seat": seat, "name": hub.room.tables[table].names[seat]})


async def _seats(request: Request) -> Response:
    """The students' seats and which are free, for a page that has the room's code (so a team can pick its own)."""
    room = _hub(request).room
    try:
        _check_code(request, request.query_params.get("code"))
    except TooMany as exc:
        return _too_many(exc)
    except Refused as exc:
        return JSONResponse({"why": str(exc)}, status_code=400)
    with room.lock:
        seats = [{"table": t.index, "seat": s, "name": t.names[s], "free": (t.index, s) not in room.claimed}
                 for t in room.tables for s in range(room.config.student_seats)]
    return JSONResponse({"seats": seats})


def _check_code(request: Request, code: Any) -> None:
    """The room's code, or a Refused; a wrong code is counted against the sender's address (TooMany when it has
    sent too many: then the code is not looked at)."""
    hub = _hub(request)
    address = request.client.host if request.client is not None else ""
    hub.codes.check(address)
    try:
        hub.room.check_code(code)
    except Refused:
        hub.codes.failed(address)
        raise


def _too_many(exc: TooMany) -> Response:
    return JSONResponse({"why": str(exc)}, status_code=429, headers={"Retry-After": str(exc.retry_after)})


async def _save(request: Request) -> Response:
    """A table's game as a saved game (``landlord_edu.persistence.load_game`` reads it), for the instructor."""
    room = _hub(request).room
    given = request.headers.get("authorization", "").removeprefix("Bearer ").strip()
    try:
        if room.identify(given) != INSTRUCTOR:
            raise Refused("only the instructor may download a table's game")
        index = int(request.path_params["table"])
        if not 0 <= index < len(room.tables):
            raise Refused(f"there is no table {index}")
    except (Refused, ValueError) as exc:
        return JSONResponse({"why": str(exc)}, status_code=403)
    with room.lock:
        text = game_to_json(room.tables[index].game)
    return Response(text, media_type="application/json")


async def _socket(ws: WebSocket) -> None:
    hub = _hub(ws)
    room = hub.room
    await ws.accept()
    conn = await _hello(ws, room)
    if conn is None:
        return
    hub.connections.add(conn)
    seat = conn.who if not isinstance(conn.who, str) else None
    if seat is not None:
        room.present[seat] += 1
    try:
        await ws.send_text(json.dumps(views.skeleton(room.tables[conn.table])))
        await hub.broadcast(conn.table)
        await _serve(ws, conn, hub)
    finally:
        hub.connections.discard(conn)
        if seat is not None:
            room.present[seat] -= 1
        await hub.broadcast(conn.table)


async def _hello(ws: WebSocket, room: Room) -> Connection | None:
    """The page's first message: who it is. Anything else closes the connection, saying why."""
    try:
        text = await asyncio.wait_for(ws.receive_text(), HELLO_WITHIN)
        message = parse(text)
        if message["type"] != "hello":
            raise Refused("say hello with your token first")
        who = room.identify(message["token"])
        table = who[0] if not isinstance(who, str) else message.get("table", 0)
        if not 0 <= table < len(room.tables):
            raise Refused(f"there is no table {table}")
    except Refused as exc:
        await ws.send_text(refusal(str(exc)))
        await ws.close(code=1008)
        return None
    except (TimeoutError, WebSocketDisconnect, KeyError):
        with contextlib.suppress(Exception):
            await ws.close(code=1008)
        return None
    await ws.send_text(reply("welcome", who=who if isinstance(who, str) else list(who), table=table))
    return Connection(ws, who, table)


async def _serve(ws: WebSocket, conn: Connection, hub: Hub) -> None:
    """Receive the page's messages until it goes; each is refused with its reason, or journaled and applied."""
    while True:
        try:
            text = await ws.receive_text()
        except (WebSocketDisconnect, KeyError, RuntimeError):
            return
        try:
            if not conn.allow():
                raise Refused("too many messages: wait a moment")
            message = parse(text)
            if message["type"] == "hello":
                raise Refused("you said hello already")
            table = hub.room.handle(conn.who, message)
        except Refused as exc:
            conn.refused_in_a_row += 1
            await ws.send_text(refusal(str(exc), **({"seq": exc.seq} if exc.seq is not None else {})))
            if conn.refused_in_a_row >= FLOOD:
                await ws.close(code=1008, reason="flood of refused messages")
                return
            continue
        conn.refused_in_a_row = 0
        await hub.broadcast(table)
        await hub.tell_number(conn.who, table)
