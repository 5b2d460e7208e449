"""Save, Load and Undo in a view: the game to a file and back, and a human's last answer taken back.

Save writes the game (:mod:`landlord_edu.persistence`'s format, which always loads) into a file beside the
notebook (the kernel's folder), named on the view's message line, and offers the same bytes as a download
link. Load takes a file chosen in the browser (an ipywidgets ``FileUpload``) or a path from Python; a file the
loader refuses is refused in its words and the view keeps its game. Undo replays the game's record without
the last human answer (:func:`~landlord_edu.timeline.take_back`), so the decision waits again.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from pathlib import Path
from typing import Any
from urllib.parse import quote

import ipywidgets as w

from ..errors import SaveError
from ..game import Game
from ..persistence import game_from_json, game_to_json, load_game
from ..timeline import take_back
from .door import Door
from .timeline import Scrubber

MAX_UPLOAD = 20_000_000  # bytes: a saved game of 2,000 turns is under 2 MB


class FileBar:
    """The Save, Load and Undo controls of a :class:`~landlord_edu.widgets.GameView`.

    Parameters
    ----------
    game : the view's live game now.
    show : makes the view show another game (a loaded one, or the game with an answer taken back).
    say : writes on the view's message line.
    door, scrubber : the view's door and turn slider (Undo and Load wait for the live turn).
    folder : where Save writes (by default the kernel's folder: the notebook's).
    """

    def __init__(self, game: Callable[[], Game], show: Callable[[Game], None], say: Callable[[str], None],
                 door: Door, scrubber: Scrubber, folder: str | Path | None = None) -> None:
        self._game, self._show, self._say, self._scrubber = game, show, say, scrubber
        self.folder = Path(folder) if folder is not None else None
        self.save_button = w.Button(description="Save", icon="save",
                                    tooltip="Save the game as a JSON file beside the notebook")
        self.upload = w.FileUpload(accept=".json,application/json", multiple=False, description="Load",
                                   tooltip="Load a saved game (a .json file)")
        self.undo_button = w.Button(description="Undo", icon="reply",
                                    tooltip="Take back the last answer a human player gave")
        self.link = w.HTML()   # the last save, to download
        self.box = w.HBox([self.save_button, self.upload, self.undo_button, self.link],
                          layout=w.Layout(flex_flow="row wrap", align_items="center"))
        self.save_button.on_click(door.guard(lambda _b: self.save()))
        self.undo_button.on_click(door.guard(lambda _b: self.undo()))
        self.upload.observe(door.guard(self._on_upload), names="value")

    def save(self, path: str | Path | None = None) -> Path:
        """Write the live game to ``path`` (by default a new file beside the notebook); returns the path."""
        game = self._game()
        text = game_to_json(game)
        target = Path(path) if path is not None else self._free_name(game)
        try:
            target.write_text(text, encoding="utf-8")
        except OSError as exc:
            raise SaveError(f"{target}: the game could not be saved there ({exc.strerror or exc})") from None
        name = escape(target.name)
        self.link.value = (f"<a download='{name}' href='data:application/json;charset=utf-8,{quote(text)}'>"
                           f"Download {name}</a>")
        looking = f" (the whole game to turn {game.turn}, not turn {self._scrubber.turn} shown)" \
            if self._scrubber.scrubbed else ""
        where = "beside the notebook" if path is None else f"in {escape(str(target.parent))}"
        self._say(f"Saved {name}{looking} {where}: {len(text.encode()) // 1024 + 1} KB. Load it "
                  "with Load, or landlord_edu.load_game(...).")
        return target

    def _free_name(self, game: Game) -> Path:
        folder = self.folder or Path.cwd()
        stem = f"landlord-{game.edition.id}-seed{game.seed}-turn{game.turn}"
        target, k = folder / f"{stem}.json", 1
        while target.exists():  # never over another save
            k += 1
            target = folder / f"{stem}-{k}.json"
        return target

    def load(self, source: str | Path | bytes, name: str = "the uploaded file") -> Game:
        """Show the game saved in ``source`` (a path, or a file's bytes); a file the loader refuses raises its
        :class:`~landlord_edu.errors.SaveError` and the view keeps its game."""
        self._scrubber.check_live("load a game")
        if isinstance(source, bytes):
            if len(source) > MAX_UPLOAD:
                raise SaveError(f"{name}: {len(source)} bytes is too large for a saved game (at most {MAX_UPLOAD})")
            game = game_from_json(source, source=name)
        else:
            game = load_game(source)
            name = Path(source).name
        self._show(game)
        self._say(f"Loaded {name}: turn {game.turn}{', game over' if game.over else ''}. Drag the turn slider "
                  "back to replay it.")
        return game

    def undo(self) -> Game:
        """Take back the last human answer (refused when there is none, or while looking back)."""
        self._scrubber.check_live("take an answer back")
        game = self._game()
        undone = take_back(game)
        self._show(undone)
        assert undone.pending is not None  # take_back replays to the human decision, which waits again
        who = undone.state.players[undone.pending.player].name
        self._say(f"Took back {who}'s last answer: {undone.pending.prompt}")
        return undone

    def _on_upload(self, change: dict[str, Any]) -> None:
        files = change["new"]
        if not files:
            return  # the upload emptied after a load
        try:
            chosen = files[0]
            self.load(bytes(chosen["content"]), name=str(chosen.get("name") or "the uploaded file"))
        finally:
            self.upload.value = ()  # the same file may be chosen again
