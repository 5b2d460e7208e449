"""The one way in from the browser: every message, click and trait a view receives passes a Door.

Whatever the browser sends a widget arrives as a comm message, which ipywidgets turns into trait
sets (running observers) or a custom message (running click handlers). Left to ipywidgets, an
exception there is printed in the kernel's log only, and the view is left half changed: out of
step with its game and with the browser. A :class:`Door` receives each part's comm messages
instead (:meth:`Door.watch`), and every callback a view registers is wrapped by :meth:`Door.guard`.
Something the view cannot take (a malformed message, a trait value it refuses, an action the
engine refuses) is then said on the view's message line, the traits the message tried to set
are sent back as they are (so the browser shows the valid value again), and the view is brought
up to date from its game. A failure that is no refusal (a bug) is said too, and logged.
"""

from __future__ import annotations

import json
import logging
import weakref
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial, wraps
from typing import Any, ParamSpec, TypeVar

import ipywidgets as w
import traitlets
from ipywidgets.widgets.widget import _put_buffers

from ..errors import LandlordError

log = logging.getLogger(__name__)

P = ParamSpec("P")
R = TypeVar("R")
METHODS = ("update", "custom", "request_state")


class PageError(LandlordError):
    """The page (the browser half of a widget) sent something the view cannot take."""


class Door:
    """Receives everything the browser sends the widgets it watches; refuses cleanly what it must.

    Parameters
    ----------
    say : writes a sentence on the view's message line ("" clears it).
    refresh : brings the view up to date with its game; run once after each entry from the browser.

    Examples
    --------
    >>> import ipywidgets as w
    >>> from landlord_edu import Game
    >>> game, line = Game(players=3, seed=1), w.HTML()
    >>> door = Door(say=lambda text: setattr(line, "value", text))
    >>> vote = w.Button(description="Vote")
    >>> vote.on_click(door.guard(lambda _b: game.vote_single_tax([0, 1])))
    >>> door.watch(vote)
    >>> vote.click()         # before the deal: refused, in the engine's words
    >>> line.value.startswith("the Single Tax is voted in a running game")
    True
    """

    def __init__(self, say: Callable[[str], None], refresh: Callable[[], None] | None = None) -> None:
        self.say = say
        self._refresh = refresh
        self._depth = 0              # entries under way: only the outermost refreshes
        self._browser = 0            # of which from the browser: there nothing may escape
        self._watched: weakref.WeakSet[w.Widget] = weakref.WeakSet()

    # ----- the ways in ------------------------------------------------------------------------------
    def watch(self, *widgets: w.Widget) -> None:
        """Receive the comm messages of ``widgets`` (again after a widget's comm is reopened)."""
        for widget in widgets:
            if widget not in self._watched:
                self._watched.add(widget)
                widget.observe(lambda change, widget=widget: self._route(widget), names="comm")
                self._route(widget)

    def watch_all(self, root: w.Widget) -> None:
        """Watch ``root`` and every widget inside it (new buttons of a new decision, say)."""
        self.watch(root)
        for child in getattr(root, "children", ()):
            self.watch_all(child)

    def guard(self, callback: Callable[P, R]) -> Callable[P, R | None]:
        """``callback`` (a click handler, an observer) as an entry from the browser."""
        @wraps(callback)
        def guarded(*args: P.args, **kwargs: P.kwargs) -> R | None:
            with self.entry(from_browser=True):
                return callback(*args, **kwargs)
            return None  # refused: said on the message line
        return guarded

    def receive(self, widget: w.Widget, msg: Any) -> None:
        """A comm message from the browser to ``widget``: what ipywidgets' ``_handle_msg`` does, checked."""
        content = msg.get("content") if isinstance(msg, dict) else None
        data = content.get("data") if isinstance(content, dict) else None
        state = data.get("state") if isinstance(data, dict) else None
        sent = {k: v for k, v in state.items() if k in widget.keys} if isinstance(state, dict) else {}
        buffers = msg.get("buffers") or [] if isinstance(msg, dict) else []
        try:
            with self.entry(from_browser=True, widget=widget, sent=sent):
                method, body = _checked(widget, data)
                if method == "update":
                    _with_buffers(body, data, buffers)
                    widget.set_state(body)
                elif method == "custom":
                    widget._handle_custom_msg(body, buffers)
                else:
                    widget.send_state()
        finally:
            _send_back(widget, sent)

    @contextmanager
    def entry(self, *, from_browser: bool = False, widget: w.Widget | None = None,
              sent: dict[str, Any] | None = None) -> Iterator[None]:
        """Run the block as one entry: a refusal is said, never raised; the view refreshed after.

        Called from Python (``view.step()`` in a cell), a refusal is said as well (the view's
        contract), but a bug is raised there too, after it is said. ``widget`` and ``sent`` name
        the settings a refused message from the browser carried.
        """
        self._depth += 1
        self._browser += from_browser
        try:
            yield
        except LandlordError as exc:
            self._refuse(str(exc))
        except traitlets.TraitError as exc:
            self._refuse(f"{_setting(widget, sent)} could not be taken: {exc}")
        except Exception as exc:  # a bug: say it, log it; raise it only to Python code, never to the kernel
            log.exception("unexpected error in a view")
            self.say(f"Something went wrong ({type(exc).__name__}: {exc}); the view shows the game as it "
                     "is. Please report this with the game's seed.")
            if not self._browser:
                raise
        finally:
            self._depth -= 1
            self._browser -= from_browser
            if self._depth == 0 and self._refresh is not None:
                self._refresh()

    def _refuse(self, words: str) -> None:
        log.debug("refused: %s", words)   # the tests count refusals by this
        self.say(words)

    def _route(self, widget: w.Widget) -> None:
        if widget.comm is not None:
            widget.comm.on_msg(partial(self.receive, widget))


def _checked(widget: w.Widget, data: Any) -> tuple[str, Any]:
    """The method and its content of a comm message's data, or a PageError saying what is wrong."""
    name = type(widget).__name__
    if not isinstance(data, dict) or data.get("method") not in METHODS:
        method = data.get("method") if isinstance(data, dict) else data
        raise PageError(f"The page sent {name} a message it does not understand (method {method!r}; "
                        f"expected one of {', '.join(METHODS)})")
    method = data["method"]
    if method == "update":
        state = data.get("state")
        if not isinstance(state, dict) or not state:
            raise PageError(f"The page sent {name} an update without settings ({state!r})")
        unknown = sorted(str(k) for k in state if k not in widget.keys)
        if unknown:
            raise PageError(f"The page sent {name} settings it does not have: {', '.join(unknown)}")
        if state.get("index", 0) is None and isinstance(widget, w.widget_selection._Selection) and widget.options:
            # a strategy, a measure, a card: every menu of ours must hold one of its choices
            raise PageError(f"The page left {name} {widget.description!r} without a choice; it keeps "
                            f"{widget.label!r}")
        return method, state
    if method == "custom":
        content = data.get("content")
        if not _understood(widget, content):
            raise PageError(f"The page sent {name} a message it does not understand: {content!r}")
        return method, content
    return method, None


def _understood(widget: w.Widget, content: Any) -> bool:
    """A button takes a click; a widget with its own message handlers judges for itself; no other
    widget of ours takes messages (their browser halves send none)."""
    if isinstance(widget, w.Button):
        return content == {"event": "click"}
    return isinstance(content, dict) and bool(widget._msg_callbacks.callbacks)


def _with_buffers(state: dict[str, Any], data: Any, buffers: list[Any]) -> None:
    """Put binary buffers back into ``state`` where ``buffer_paths`` says (none of our traits use them)."""
    if not buffers:
        return
    try:
        _put_buffers(state, data.get("buffer_paths", []), buffers)
    except (KeyError, IndexError, TypeError) as exc:
        raise PageError(f"The page sent binary buffers that fit none of the settings: {exc!r}") from None


def _send_back(widget: w.Widget, sent: dict[str, Any]) -> None:
    """Send the browser each trait it set that the kernel holds otherwise: refused (rolled back),
    or coerced to a value equal to the old one (which ipywidgets would not send, as nothing changed)."""
    if not sent or widget.comm is None:
        return
    held = json.loads(json.dumps(widget.get_state(list(sent))))
    differ = [key for key, value in sent.items() if held.get(key) != json.loads(json.dumps(value))]
    if differ:
        widget.send_state(differ)


def _setting(widget: w.Widget | None, sent: dict[str, Any] | None) -> str:
    if widget is None or not sent:
        return "A setting"
    values = ", ".join(f"{key}={value!r}" for key, value in sent.items())
    return f"The page's setting {values} (on {type(widget).__name__})"
