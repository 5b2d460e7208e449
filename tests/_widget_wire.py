"""A browser stand-in for headless widget tests (imported as ``from . import _widget_wire``).

It keeps each widget model's state as the front end would, from the messages the kernel sends
(JSON round trip included), and sends messages back the way the kernel's comm delivers them
(``comm.handle_msg``). An exception that would reach the kernel (ipywidgets' last-resort handler
prints it there, and the view carries on out of step) is recorded in :attr:`Browser.escaped`.
"""

from __future__ import annotations

import json
import traceback
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import ipywidgets as w
import pytest
from comm import DummyComm
from ipywidgets.widgets import widget as widget_module

from landlord_edu.widgets.chart import rows_from_wire


class Browser:
    """The front end's copy of every widget model opened while it is connected."""

    def __init__(self) -> None:
        self.models: dict[str, dict[str, Any]] = {}
        self.escaped: list[str] = []          # tracebacks that reached the kernel
        self.sent = 0                         # messages sent by the browser
        self.last: list[str] = []             # the latest of them, to say what led to a failure

    # ----- kernel -> browser ------------------------------------------------------------------------
    def receive(self, comm_id: str, msg_type: str, data: dict[str, Any] | None) -> None:
        data = json.loads(json.dumps(data or {}))   # what crosses the wire is JSON
        if msg_type == "comm_open":
            self.models[comm_id] = dict(data.get("state", {}))
        elif msg_type == "comm_close":
            self.models.pop(comm_id, None)
        elif data.get("method") in ("update", "echo_update") and comm_id in self.models:
            model = self.models[comm_id]
            model.update(data["state"])        # Backbone sets every attribute, then fires the changes
            if "rows_patch" in data["state"]:
                self._stream(model, data["state"]["rows_patch"])

    @staticmethod
    def _stream(model: dict[str, Any], patch: Any) -> None:
        """What widgets/wealth-chart.js does with ``rows_patch``: expand it (the column names come once), then
        append the rows of later turns."""
        patch = rows_from_wire(patch)
        rows = model.get("rows") or []
        last = rows[-1]["turn"] if rows else float("-inf")
        fresh = [row for row in patch or [] if row["turn"] > last]
        if fresh:
            model["rows"] = rows + fresh

    # ----- browser -> kernel ------------------------------------------------------------------------
    def send(self, widget: w.Widget, data: Any) -> None:
        """Deliver ``data`` (a comm message's data, well formed or not) as the kernel's comm does."""
        self.sent += 1
        self.last = [*self.last[-5:], f"{type(widget).__name__} {getattr(widget, 'description', '')!r}: {data!r}"]
        widget.comm.handle_msg({"content": {"data": json.loads(json.dumps(data))}, "buffers": []})

    def set(self, widget: w.Widget, **state: Any) -> None:
        """The user changes ``state`` in the browser (``model.set(...); model.save_changes()``)."""
        self.models[widget.model_id].update(json.loads(json.dumps(state)))
        self.send(widget, {"method": "update", "state": state, "buffer_paths": []})

    def click(self, button: w.Button) -> None:
        self.send(button, {"method": "custom", "content": {"event": "click"}})

    def model(self, widget: w.Widget) -> dict[str, Any]:
        return self.models[widget.model_id]

    # ----- checks -----------------------------------------------------------------------------------
    def out_of_step(self, widget: w.Widget) -> list[str]:
        """The synced traits whose value in the browser differs from the kernel's."""
        kernel = plain(widget.get_state())
        front = self.models.get(widget.model_id, {})
        return [f"{type(widget).__name__}.{key}" for key in kernel
                if key not in ("rows_patch",) and front.get(key) != kernel[key]]


def plain(value: Any) -> Any:
    """``value`` as it reads after a JSON round trip (tuples become lists), without the cost of one."""
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    return value


class _Comm(DummyComm):
    """A comm whose messages to the front end reach ``browser``."""

    browser: Browser

    def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None,
                    **keys: Any) -> None:
        self.browser.receive(self.comm_id, msg_type, data)


class _Shell:
    """Stands in for IPython where ipywidgets reports an exception that escaped a callback."""

    def __init__(self, browser: Browser) -> None:
        self.browser = browser

    def showtraceback(self) -> None:
        self.browser.escaped.append(traceback.format_exc())


@contextmanager
def connected(monkeypatch: pytest.MonkeyPatch) -> Iterator[Browser]:
    """Widgets made inside the block talk to one :class:`Browser`."""
    browser = Browser()

    def create_comm(*args: Any, **kwargs: Any) -> _Comm:
        comm = _Comm.__new__(_Comm)
        comm.browser = browser
        comm.__init__(*args, **kwargs)    # opens: the browser gets the initial state
        return comm

    monkeypatch.setattr(widget_module.comm, "create_comm", create_comm)
    monkeypatch.setattr(widget_module, "get_ipython", lambda: _Shell(browser))
    yield browser


def descendants(root: w.Widget) -> list[w.Widget]:
    """``root`` and every widget inside it (boxes' children; not layouts or styles)."""
    found = [root]
    for child in getattr(root, "children", ()):
        found += descendants(child)
    return found
