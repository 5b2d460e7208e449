"""Recycle, which "may be played at any time": its holder may play it in any window where he answers
(R-LL38): in his play step (an option of ``play``), and before answering a murder or a bomb (``respond``) or
the police (``alibi``), after which the decision is asked again with his new hand. (Not yet in the
Broker's and the squatters' Police windows.)"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...decisions import Decision, Play
from .street import card, part

if TYPE_CHECKING:
    from ...engine import Engine


def recycle(g: Engine, seat: int, cid: int) -> None:
    """Take the top card of the discard pile, then discard Recycle."""
    own = part(g)
    own.hands[seat].remove(cid)
    own.hands[seat].append(own.discard.pop())
    own.discard.append(cid)
    g.emit("recycle", "Recycle", f"{g.name(seat)} takes the top card of the discard pile", player=g.name(seat))


def recycle_option(g: Engine, seat: int) -> list[Any]:
    cid = next((c for c in part(g).hands[seat] if card(g, c).kind == "recycle"), -1)
    return [{"recycle": cid}] if cid >= 0 and part(g).discard else []


def ask(g: Engine, kind: str, seat: int, prompt: str, options: Callable[[], list[Any]],
        context: dict[str, Any] | None = None) -> Play:
    """Ask a ``respond`` or ``alibi`` decision whose options are ``options()``, Recycle offered beside them."""
    while True:
        answer = yield Decision(kind, seat, prompt, (*options(), *recycle_option(g, seat)), context=context or {})
        if not (isinstance(answer, dict) and "recycle" in answer):
            return answer
        recycle(g, seat, answer["recycle"])
