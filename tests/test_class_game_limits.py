"""The wrong room codes counted (landlord_edu.class_game.limits): by address, for the room, refilled in time."""

from __future__ import annotations

import pytest

from landlord_edu.class_game.limits import BURST, MOST_ADDRESSES, RATE, ROOM_BURST, CodeGuard, TooMany


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def wrong(guard: CodeGuard, address: str, times: int) -> None:
    for _ in range(times):
        guard.check(address)
        guard.failed(address)


def test_an_address_gets_its_burst_then_one_wrong_code_per_refill() -> None:
    clock = Clock()
    guard = CodeGuard(now=clock)
    wrong(guard, "10.0.0.2", BURST)
    with pytest.raises(TooMany, match="from this device: wait 2 seconds") as refused:
        guard.check("10.0.0.2")
    assert refused.value.retry_after == 2
    clock.t += 1 / RATE - 0.01
    with pytest.raises(TooMany):
        guard.check("10.0.0.2")
    clock.t += 0.01
    wrong(guard, "10.0.0.2", 1)  # one more, and slowed again
    with pytest.raises(TooMany):
        guard.check("10.0.0.2")
    guard.check("10.0.0.3")  # another device is not


def test_many_addresses_guessing_together_slow_the_whole_room() -> None:
    clock = Clock()
    guard = CodeGuard(now=clock)
    for k in range(ROOM_BURST // BURST):
        wrong(guard, f"10.0.1.{k}", BURST)
    with pytest.raises(TooMany, match="in this room: wait 1 seconds"):
        guard.check("10.0.2.1")
    clock.t += 0.2
    guard.check("10.0.2.1")


def test_the_addresses_kept_are_bounded() -> None:
    clock = Clock()
    guard = CodeGuard(now=clock)
    for k in range(MOST_ADDRESSES):
        guard.failed(f"a{k}")
        clock.t += 1 / RATE * BURST  # each address's allowance is full again long before the next one fails
    guard.failed("last")
    assert len(guard.by_address) <= 2


def test_this_computers_address_counts_for_the_room_only() -> None:
    # behind Jupyter's server proxy every student's device comes from the loopback address
    clock = Clock()
    guard = CodeGuard(now=clock)
    for address in ("127.0.0.1", "::1"):
        wrong(guard, address, 2 * BURST)
    assert not guard.by_address and guard.room.tokens == ROOM_BURST - 4 * BURST
    wrong(guard, "127.0.0.1", ROOM_BURST - 4 * BURST)
    with pytest.raises(TooMany, match="in this room"):
        guard.check("127.0.0.1")
