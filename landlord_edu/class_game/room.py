"""A class game's room: its tables, the tokens that say who is who, and the journal that keeps every change.

A change comes from a page as a message (:mod:`.protocol`), from a student's seat or from the instructor. The
room checks who sent it and whether it may be done now (the seat's own decision, the decision still waiting, the
seat's next message number, the instructor's token), writes it to the journal, and only then applies it to its
table. :meth:`Room.open` replays a journal onto freshly seeded games: the same entries in the same order make the
same games, byte for byte (their saves are equal).

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> room = Room.create(RoomConfig(seats=3, bots=("landlord",)), folder / "class.sqlite")
>>> token, table, seat = room.join(room.code)
>>> (table, seat), room.identify(token)
((0, 0), (0, 0))
"""

from __future__ import annotations

import hmac
import logging
import secrets
import sqlite3
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..errors import DataError, LandlordError
from .config import RoomConfig
from .journal import Journal
from .protocol import Refused
from .table import ENDED, OVER, Table

CODE_LETTERS = "ACDEFHJKMNPRTUVWXY3479"  # no letters a projector's back row confuses (0/O, 1/I/L, 5/S, 8/B)
CODE_LENGTH = 6
INSTRUCTOR = "instructor"
Identity = tuple[int, int] | str  # a students' seat (table, seat), or INSTRUCTOR


class Room:
    """The room of a class game: use :meth:`create` or :meth:`open`."""

    def __init__(self, config: RoomConfig, meta: dict[str, Any], journal: Journal) -> None:
        self.config = config
        self.code: str = meta["code"]
        self.instructor_token: str = meta["instructor"]
        self.seat_tokens: list[list[str]] = meta["seats"]
        self._by_token = {tok: (t, s) for t, row in enumerate(self.seat_tokens) for s, tok in enumerate(row)}
        self.journal = journal
        self.tables = [Table(i, config) for i in range(config.tables)]
        self.claimed: set[tuple[int, int]] = set()
        self.next_seq: Counter[Identity] = Counter()  # each sender's last accepted message number
        self.present: Counter[tuple[int, int]] = Counter()  # devices connected at each seat (not journaled)
        self.lock = threading.RLock()
        self._waiting: dict[int, tuple[str, float]] = {}  # table -> (pending decision, since when)
        self.closed = False
        self._watchers: list[Callable[[int], None]] = []  # told the table each applied change was at

    # ----- making and reopening ----------------------------------------------------------------------------
    @classmethod
    def create(cls, config: RoomConfig, journal_path: str | Path) -> Room:
        """A new room with fresh tokens, its journal at ``journal_path`` (a file that must not exist yet)."""
        if not isinstance(config, RoomConfig):
            raise DataError("class game", "config", "a RoomConfig")
        meta = {"config": config.to_dict(), "code": "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH)),
                "instructor": secrets.token_urlsafe(18),
                "seats": [[secrets.token_urlsafe(18) for _ in range(config.student_seats)]
                          for _ in range(config.tables)]}
        room = cls(config, meta, Journal.create(journal_path, meta))
        room._note_waiting()
        return room

    @classmethod
    def open(cls, journal_path: str | Path) -> Room:
        """The room a journal records, every table replayed to where the journal leaves it."""
        journal = Journal.open(journal_path)
        meta = journal.meta()
        room = cls(RoomConfig.from_dict(meta.get("config")), meta, journal)
        for entry in journal.entries():
            room._apply(entry)
        room._note_waiting()
        return room

    # ----- who is who --------------------------------------------------------------------------------------
    def identify(self, token: str) -> Identity:
        """The seat (table, seat) or the instructor that ``token`` was given to; a Refused for any other text."""
        if isinstance(token, str) and hmac.compare_digest(token.encode(), self.instructor_token.encode()):
            return INSTRUCTOR
        found = self._by_token.get(token) if isinstance(token, str) else None
        if found is None:
            raise Refused("that is not a token this room gave: join again with the room's code")
        return found

    def join(self, code: Any, table: Any = None, seat: Any = None) -> tuple[str, int, int]:
        """A seat for a student who gives the room's ``code``: ``(table, seat)`` if free, else the first free
        seat (of ``table`` if given). Returns the seat's token, which the student's devices keep (a team shares
        it to play one seat from several devices)."""
        self.check_code(code)
        with self.lock:
            wanted = self._free_seat(table, seat)
            entry = {"kind": "claim", "table": wanted[0], "seat": wanted[1]}
            self._write(entry)
            self._apply(entry)
            self._tell(wanted[0])
            return self.seat_tokens[wanted[0]][wanted[1]], wanted[0], wanted[1]

    def check_code(self, code: Any) -> None:
        """Refuse anything but the room's code (any case, spaces around it allowed)."""
        if not isinstance(code, str) or not hmac.compare_digest(code.strip().upper().encode(), self.code.encode()):
            raise Refused("that is not this room's code")

    def _free_seat(self, table: Any, seat: Any) -> tuple[int, int]:
        tables = range(self.config.tables)
        seats = range(self.config.student_seats)
        if table is not None and (type(table) is not int or table not in tables):
            raise Refused(f"there is no table {table!r}: tables 0 to {len(tables) - 1}")
        if seat is not None and (type(seat) is not int or seat not in seats or table is None):
            raise Refused(f"name a table and one of its students' seats, 0 to {len(seats) - 1}")
        if seat is not None and table is not None:
            if (table, seat) in self.claimed:
                raise Refused("that seat is taken: a team member who has it can share it from their page")
            return table, seat
        free = [(t, s) for t in tables for s in seats if (t, s) not in self.claimed and table in (None, t)]
        if not free:
            raise Refused("every seat is taken: ask a team to share its seat with you")
        return free[0]

    # ----- messages ----------------------------------------------------------------------------------------
    def handle(self, who: Identity, message: dict[str, Any]) -> int:
        """Check, journal and apply a parsed message from ``who``; returns the table it changed."""
        with self.lock:
            entry = self._entry(who, message)
            self._write(entry)
            self._apply(entry)
            self._note_waiting()
            self._tell(int(entry["table"]))
            return int(entry["table"])

    def _write(self, entry: dict[str, Any]) -> None:
        """Journal ``entry``; if the file cannot take it, refuse it (nothing is applied that is not kept)."""
        try:
            self.journal.write(entry)
        except sqlite3.Error as exc:
            raise Refused(f"the server could not keep this in its journal ({exc}): tell your teacher") from None

    def _entry(self, who: Identity, message: dict[str, Any]) -> dict[str, Any]:
        kind = message["type"]
        if kind == "control" and who != INSTRUCTOR:
            raise Refused("only the instructor's page may do that")
        if kind in ("answer", "ballot") and who == INSTRUCTOR:
            raise Refused("the instructor's page answers for no seat: hand the seat to a bot instead")
        expected = self.next_seq[who] + 1
        if message["seq"] != expected:
            raise Refused(f"message number {message['seq']} is not the next ({expected}): sent twice, or from a "
                          f"page that missed an update", seq=expected)
        entry: dict[str, Any] = {"kind": kind, "by": who if who == INSTRUCTOR else list(who), "seq": message["seq"]}
        if kind == "control":
            table = self._table(message["table"])
            table.check_control(message["action"], message.get("seat"))
            entry.update(table=table.index, action=message["action"], seat=message.get("seat"))
        else:
            assert not isinstance(who, str)
            table = self.tables[who[0]]
            entry.update(table=who[0], seat=who[1])
            if kind == "answer":
                entry["value"] = table.check_answer(who[1], message["decision"], message["value"])
            else:
                table.check_ballot(who[1], message["vote"])
                entry.update(vote=message["vote"], yes=message["yes"])
        return entry

    def _table(self, index: int) -> Table:
        if not 0 <= index < len(self.tables):
            raise Refused(f"there is no table {index}: tables 0 to {len(self.tables) - 1}")
        return self.tables[index]

    def _apply(self, entry: dict[str, Any]) -> None:
        if entry["kind"] == "claim":
            self.claimed.add((entry["table"], entry["seat"]))
            return
        if "seq" in entry:
            by = entry["by"]
            self.next_seq[by if by == INSTRUCTOR else (by[0], by[1])] = entry["seq"]
        table = self.tables[entry["table"]]
        try:
            table.apply(entry)
        except LandlordError as exc:
            # checked before it was written, an entry the game still refuses is a fault of the library (a bot's
            # answer the rules refuse, say): kept beside the table, so that the class goes on and a replay of the
            # journal meets the same fault at the same entry instead of failing to reopen the class
            table.faults.append(f"entry {entry['kind']}: {exc}")

    # ----- watchers (a notebook's view of a table) ------------------------------------------------------------
    def watch(self, watcher: Callable[[int], None]) -> Callable[[], None]:
        """Call ``watcher(table)`` after each change applied at a table, in the thread that applied it and with
        the room's lock held (so a watcher only takes note: it sets an event, say). Returns the call that stops
        it."""
        with self.lock:
            self._watchers.append(watcher)

        def unwatch() -> None:
            with self.lock:
                if watcher in self._watchers:
                    self._watchers.remove(watcher)
        return unwatch

    def _tell(self, table: int) -> None:
        for watcher in list(self._watchers):
            try:
                watcher(table)
            except Exception:  # a watcher's fault must not refuse a change already journaled and applied
                logging.getLogger(__name__).exception("a watcher of the class game failed")

    # ----- the time limit ----------------------------------------------------------------------------------
    def _note_waiting(self) -> None:
        """Keep when each table's pending decision began to wait (a new decision starts the clock again)."""
        now = time.monotonic()
        for table in self.tables:
            name = table.decision_id()
            if name is None:
                self._waiting.pop(table.index, None)
            elif self._waiting.get(table.index, ("", 0.0))[0] != name:
                self._waiting[table.index] = (name, now)

    def due(self, now: float | None = None) -> list[int]:
        """Let the stand-in answer every decision that has waited longer than the time limit at a seat with no
        device connected (journaled like an answer); returns the tables changed."""
        limit = self.config.time_limit
        if limit is None:
            return []
        changed = []
        with self.lock:
            now = time.monotonic() if now is None else now
            for index, (name, since) in list(self._waiting.items()):
                table = self.tables[index]
                d = table.game.pending
                if d is None or now - since < limit or table.status != "running" or self.present[(index, d.player)]:
                    continue
                entry = {"kind": "timeout", "table": index, "decision": name}
                try:
                    self._write(entry)
                except Refused:
                    continue  # the journal cannot take it now: the seat waits, and the next tick tries again
                self._apply(entry)
                changed.append(index)
                self._tell(index)
            self._note_waiting()
        return changed

    def finished(self) -> bool:
        """Whether every table is over or ended."""
        return all(t.status in (OVER, ENDED) for t in self.tables)

    def close(self) -> None:
        self.closed = True  # the views following a table stop
        self.journal.close()
