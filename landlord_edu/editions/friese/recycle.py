"""Recycle, which "may be played at any time", and who answers a card played against a player.

Recycle: its holder may play it in any window where he answers (R-LL38, extended by R-LL65): in his play
step (an option of ``play``), and before answering a Moving (Broker), squatters (Police), a murder or a bomb
(``respond``) or the police (``alibi``), after which the decision is asked again with his new hand.

Who answers: the player hurt (R-LL20); under the variant "Allow all players to respond to cards played
against a player" (switch ``ll_all_respond``, R-LL67) the others too, in turn clockwise from the victim,
the player who played the card excepted, until one answers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...decisions import Decision, Play
from .street import card, part
from .switches import switches

if TYPE_CHECKING:
    from ...engine import Engine

ALL_RESPOND = "Allow all players to respond to cards played against a player"


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


def responders(g: Engine, victim: int, attacker: int) -> list[int]:
    """The victim; under ``ll_all_respond`` then every other player clockwise, the attacker excepted."""
    if not switches(g.options).ll_all_respond:
        return [victim]
    n = len(part(g).hands)
    return [s for s in ((victim + k) % n for k in range(n)) if s != attacker]


def answer_for(g: Engine, victim: int, attacker: int, prompt: str, options: Callable[[int], list[Any]],
               context: dict[str, Any]) -> Play:
    """The ``respond`` window of a card played by ``attacker`` against ``victim``: (who answered, answer).

    ``options(seat)`` lists "none" and the cards ``seat`` may answer with; a window opens for a player who holds
    one of them or Recycle (R-LL65). The first answer other than "none" is the one answer (R-LL20).
    """
    for seat in responders(g, victim, attacker):
        def offered(seat: int = seat) -> list[Any]:
            return options(seat)
        if len(offered()) + len(recycle_option(g, seat)) == 1:
            continue
        answer = yield from ask(g, "respond", seat, prompt, offered,
                                {**context, "victim": victim, "attacker": attacker})
        if answer != "none":
            if seat != victim:
                g.emit("variant", "Variants", f"{g.name(seat)} answers for {g.name(victim)} ({ALL_RESPOND})",
                       player=g.name(seat))
            return seat, answer
    return victim, "none"
