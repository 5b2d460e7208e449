"""The game's one source of randomness: a seeded generator whose draws are keyed.

Under the default ``Options(random_streams="per_seat")`` every draw has a key and a number: player
k's n-th turn throw is draw n of key ``dice/turn/k`` whatever else happened in the game, each deck's
draws and shuffles have a key of their own (``cards/chance``, ``cards/deal``...), a rule's extra dice
too (``dice/speculation/k``, ``dice/first/k`` for the order of play), and the random bot's choices
(``choices/k``). Two games of an experiment's pair (same seed, different rules) therefore throw the
same dice for the same player's same throw even after they have parted (docs/experiments.md).
``random_streams="one_stream"`` is landlord_edu 0.1's generator, kept so that old games replay: one
dice stream, one card stream and one choice stream for the whole game, read in play order.
Only ``random.Random.random()`` is used: its sequence is stable across Python versions.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from .errors import DataError

PER_SEAT = "per_seat"
ONE_STREAM = "one_stream"
STREAMS = (PER_SEAT, ONE_STREAM)
BLOCK = 1024  # draws per seeded block of a key: draw i is found by seeding block i // BLOCK, skipping i % BLOCK


class GameRandom:
    """Seeded, keyed draws for one game.

    Parameters
    ----------
    seed : the game's seed.
    script : throws to use first, in play order (whoever throws them).
    streams : ``"per_seat"`` (draws keyed by purpose, seat and count) or ``"one_stream"`` (0.1's streams).

    Examples
    --------
    >>> r = GameRandom(7)
    >>> r.throw(0) == GameRandom(7).throw(0)
    True
    """

    __slots__ = ("_blocks", "_legacy", "draws", "script", "seed", "streams", "throws")

    def __init__(self, seed: int, script: Iterable[tuple[int, int]] = (), streams: str = PER_SEAT) -> None:
        if streams not in STREAMS:
            raise DataError("dice", "streams", f"{streams!r} is not one of {list(STREAMS)}")
        self.seed = seed
        self.streams = streams
        self.draws: dict[str, int] = {}  # per_seat: how many numbers each key has given (its next draw's number)
        self._blocks: dict[str, list[Any]] = {}  # per key: [the number its generator gives next, the generator]
        self._legacy = {name: random.Random(f"landlord-edu/{seed}/{name}") for name in ("dice", "cards", "choices")} \
            if streams == ONE_STREAM else {}
        self.script: list[tuple[int, int]] = [check_throw(t, f"dice script item {i}") for i, t in enumerate(script)]
        self.script.reverse()  # pop() from the end is O(1)
        self.throws = 0

    # ----- the draws -------------------------------------------------------------------------------
    def _uniform(self, key: str, legacy: str) -> float:
        """The next number of ``key`` (or, under one_stream, of the 0.1 stream ``legacy``)."""
        if self._legacy:
            return self._legacy[legacy].random()
        n = self.draws.get(key, 0)
        self.draws[key] = n + 1
        held = self._blocks.get(key)
        if held is None or held[0] != n or n % BLOCK == 0:  # a new block, or numbers skipped (a scripted throw)
            block, offset = divmod(n, BLOCK)
            gen = random.Random(f"landlord-edu/{self.seed}/{key}/{block}")
            for _ in range(offset):  # at most BLOCK - 1: a saved count of any size is cheap to restore
                gen.random()
            self._blocks[key] = held = [n, gen]
        held[0] = n + 1
        return held[1].random()

    def throw(self, seat: int, purpose: str = "turn") -> tuple[int, int]:
        """Two dice thrown by ``seat`` for ``purpose`` ("turn": the throws a player moves by, Jail's and
        the Poor House's too; "first", "speculation"... for a rule's extra throws): from the script while
        it lasts (a scripted throw still counts as that seat's throw), then from the seeded draws."""
        self.throws += 1
        key = f"dice/{purpose}/{seat}"
        if self.script:
            if not self._legacy:
                self._skip(key, 2)
            return self.script.pop()
        d1 = int(self._uniform(key, "dice") * 6) + 1
        return d1, int(self._uniform(key, "dice") * 6) + 1

    def card(self, n: int, deck: str = "cards") -> int:
        """Index of a card drawn from a pack of ``n`` (``deck`` names the pack: "chance", "luxury"...)."""
        return int(self._uniform(f"cards/{deck}", "cards") * n)

    def shuffle(self, items: list[Any], deck: str = "cards") -> None:
        """Fisher-Yates shuffle on ``deck``'s draws."""
        key = f"cards/{deck}"
        fisher_yates(items, lambda: self._uniform(key, "cards"))

    def choice_index(self, n: int, seat: int) -> int:
        """For a strategy of ``seat`` that chooses at random: an index below ``n``."""
        return int(self._uniform(f"choices/{seat}", "choices") * n)

    def uniform(self, seat: int) -> float:
        """For a strategy of ``seat`` that chooses at random: a number in [0, 1)."""
        return self._uniform(f"choices/{seat}", "choices")

    def _skip(self, key: str, count: int) -> None:
        self.draws[key] = self.draws.get(key, 0) + count

    # ----- saving ----------------------------------------------------------------------------------
    def counts(self) -> dict[str, int]:
        """per_seat: the number of draws made on each key, in key order."""
        return dict(sorted(self.draws.items()))

    def getstate(self) -> dict[str, Any]:
        """The draws made (per_seat: the count per key; one_stream: the three streams' states), the dice
        script still to come and the count of throws (for a saved game)."""
        common = {"script": list(self.script), "throws": self.throws}
        if self._legacy:
            return {**{name: gen.getstate() for name, gen in self._legacy.items()}, **common}
        return {"draws": self.counts(), **common}

    def setstate(self, state: Mapping[str, Any]) -> None:
        """Go back to ``state``, as :meth:`getstate` gave it (lists in place of tuples are accepted);
        a state refused (``random.Random`` refuses a stream, a count is not a whole number from 0)
        raises ValueError or TypeError and changes nothing."""
        script = [check_throw(t, f"dice script item {i}") for i, t in enumerate(state["script"])]
        throws = int(state["throws"])
        if self._legacy:
            streams = [_tuples(state[name]) for name in ("dice", "cards", "choices")]
            for stream in streams:
                random.Random().setstate(stream)  # all three accepted before any is changed
            for gen, stream in zip(self._legacy.values(), streams, strict=True):
                gen.setstate(stream)
        else:
            draws = dict(state["draws"])
            for key, n in draws.items():
                if not isinstance(key, str) or type(n) is not int or n < 0:
                    raise ValueError(f"draws: {key!r}: {n!r} is not a count of draws")
            self.draws, self._blocks = draws, {}
        self.script, self.throws = script, throws


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list | tuple) else value


def fisher_yates(items: list[Any], uniform: Callable[[], float]) -> None:
    """Shuffle ``items`` in place with ``uniform`` (floats in [0, 1)). Written out rather than
    ``random.shuffle`` so that the same stream gives the same order on every Python version."""
    for i in range(len(items) - 1, 0, -1):
        j = int(uniform() * (i + 1))
        items[i], items[j] = items[j], items[i]


def check_throw(item: object, where: str) -> tuple[int, int]:
    if (not isinstance(item, (list, tuple)) or len(item) != 2
            or not all(isinstance(d, int) and not isinstance(d, bool) and 1 <= d <= 6 for d in item)):
        raise DataError("dice", where, f"a throw is two dice from 1 to 6, like [3, 4]; found {item!r}")
    return int(item[0]), int(item[1])
