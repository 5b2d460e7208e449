"""The class game's journal: an SQLite file (WAL) holding the room's settings and tokens, then every claim of a
seat, answer, ballot and instructor's control in the order the server accepted them.

An entry is written and committed *before* it is applied to a game, so that a server killed at any moment loses
nothing it acted on: reopened, the room replays the entries onto freshly seeded games (:mod:`.room`). The entries
hold only what the pages sent and the server decided; the games are never stored, since the engine makes them
again from the seeds.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..errors import DataError

FORMAT = "landlord-edu/class-game-journal 1"
SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS entries (id INTEGER PRIMARY KEY AUTOINCREMENT, entry TEXT NOT NULL);
"""


class Journal:
    """One room's journal at ``path``: :meth:`create` a new one, or :meth:`open` one a server wrote."""

    def __init__(self, path: Path, connection: sqlite3.Connection) -> None:
        self.path = path
        self._db = connection

    @classmethod
    def create(cls, path: str | Path, meta: dict[str, Any]) -> Journal:
        """A new journal holding ``meta`` (the settings and tokens); refuses a file that exists."""
        where = Path(path)
        if where.exists():
            raise DataError(str(where), "(file)", "a journal is already there: open it to resume that class, "
                                                  "or choose another file for a new one")
        # the file holds the seats' tokens: readable by its owner only
        os.close(os.open(where, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600))
        journal = cls(where, _connect(where))
        with journal._db:
            journal._db.executescript(SCHEMA)
            journal._db.execute("INSERT INTO meta VALUES ('format', ?)", (FORMAT,))
            journal._db.execute("INSERT INTO meta VALUES ('room', ?)", (json.dumps(meta),))
        return journal

    @classmethod
    def open(cls, path: str | Path) -> Journal:
        """The journal at ``path``, checked to be one (a DataError says why not)."""
        where = Path(path)
        if not where.is_file():
            raise DataError(str(where), "(file)", "no journal there")
        try:
            db = _connect(where)
            found = db.execute("SELECT value FROM meta WHERE key = 'format'").fetchone()
        except sqlite3.DatabaseError as exc:
            raise DataError(str(where), "(file)", f"not a class game's journal ({exc})") from None
        if found is None or found[0] != FORMAT:
            db.close()
            raise DataError(str(where), "format", f"not a class game's journal of format {FORMAT!r}")
        return cls(where, db)

    def meta(self) -> dict[str, Any]:
        """The room's settings and tokens, as written when it was made."""
        row = self._db.execute("SELECT value FROM meta WHERE key = 'room'").fetchone()
        data = json.loads(row[0]) if row else None
        if not isinstance(data, dict):
            raise DataError(str(self.path), "room", "the room's settings are missing")
        return data

    def write(self, entry: dict[str, Any]) -> None:
        """Append ``entry`` and commit it (to the WAL, synced) before returning."""
        with self._db:
            self._db.execute("INSERT INTO entries (entry) VALUES (?)", (json.dumps(entry, separators=(",", ":")),))

    def entries(self) -> Iterator[dict[str, Any]]:
        """Every entry, in the order written."""
        for (text,) in self._db.execute("SELECT entry FROM entries ORDER BY id").fetchall():
            yield json.loads(text)

    def count(self) -> int:
        return int(self._db.execute("SELECT COUNT(*) FROM entries").fetchone()[0])

    def close(self) -> None:
        self._db.close()


def _connect(path: Path) -> sqlite3.Connection:
    # one connection shared by the server's threads, each use under the room's lock
    db = sqlite3.connect(path, check_same_thread=False, isolation_level="DEFERRED")
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=FULL")  # an answer acknowledged is an answer kept, even through a power cut
    return db
