"""Slowing the guessing of a room's code: ``/join`` and ``/seats`` count the wrong codes each device sends.

A room's code is six of 22 letters (about 113 million codes). Each address may send ``BURST`` wrong codes at once,
then one every ``1 / RATE`` seconds; all addresses together ``ROOM_BURST``, then ``ROOM_RATE`` a second (many
devices guessing together). A loopback address (this computer: Jupyter's server proxy, which lets in only who is
logged in to Jupyter, gives every student's device that address) counts for the room only. Past either, the request
is refused with 429 before its code is looked at (an answer that differs for the right code would let the guessing
go on). A right code costs nothing, so a class joining at once is never slowed. At the room's pace a guesser needs
months on average to find a code that lives for a lesson.

>>> clock = [0.0]
>>> guard = CodeGuard(now=lambda: clock[0])
>>> for _ in range(BURST):
...     guard.check("10.0.0.9"); guard.failed("10.0.0.9")
>>> guard.check("10.0.0.9")
Traceback (most recent call last):
...
landlord_edu.class_game.limits.TooMany: too many wrong room codes from this device: wait 2 seconds, then try again
>>> guard.check("10.0.0.7")  # another device is not slowed
>>> clock[0] += 2.0
>>> guard.check("10.0.0.9")  # a wrong code's allowance refills
"""

from __future__ import annotations

import ipaddress
import math
import time
from collections.abc import Callable

from .protocol import Refused

BURST = 10          # wrong codes an address may send at once
RATE = 0.5          # then one every 2 seconds
ROOM_BURST = 100    # wrong codes from every address together
ROOM_RATE = 5.0
MOST_ADDRESSES = 10_000  # addresses kept; beyond, those whose allowance is full again are forgotten


class TooMany(Refused):
    """Too many wrong codes: the request is refused (HTTP 429) for ``retry_after`` seconds."""

    def __init__(self, why: str, retry_after: int) -> None:
        super().__init__(why)
        self.retry_after = retry_after


class Bucket:
    """A token bucket: ``burst`` tokens, refilled at ``rate`` a second."""

    def __init__(self, burst: float, rate: float, now: float) -> None:
        self.burst, self.rate, self.tokens, self.last = burst, rate, burst, now

    def level(self, now: float) -> float:
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        return self.tokens

    def wait(self, now: float) -> int:
        """Whole seconds until one token is there (0: now)."""
        return max(0, math.ceil((1 - self.level(now)) / self.rate))


class CodeGuard:
    """The wrong codes counted by address and for the whole room (``now``: the clock, for tests)."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self.now = now
        self.room = Bucket(ROOM_BURST, ROOM_RATE, now())
        self.by_address: dict[str, Bucket] = {}

    def check(self, address: str) -> None:
        """Refuse (:class:`TooMany`) an address that has no wrong code left, or any while the room has none."""
        now = self.now()
        bucket = None if _loopback(address) else self.by_address.get(address)
        wait = bucket.wait(now) if bucket is not None else 0
        if wait:
            raise TooMany(f"too many wrong room codes from this device: wait {wait} seconds, then try again", wait)
        wait = self.room.wait(now)
        if wait:
            raise TooMany(f"too many wrong room codes in this room: wait {wait} seconds, then try again", wait)

    def failed(self, address: str) -> None:
        """Count a wrong code from ``address``."""
        now = self.now()
        if _loopback(address):
            self.room.level(now)
            self.room.tokens -= 1
            return
        if address not in self.by_address:
            if len(self.by_address) >= MOST_ADDRESSES:
                self.by_address = {a: b for a, b in self.by_address.items() if b.level(now) < b.burst}
            self.by_address[address] = Bucket(BURST, RATE, now)
        for bucket in (self.by_address[address], self.room):
            bucket.level(now)
            bucket.tokens -= 1


def _loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return False
