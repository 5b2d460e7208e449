"""The bad-input corpus's one check (imported as ``from . import _bad_input``).

Each test module ``tests/test_bad_<area>.py`` lists its cases as ``CASES: list[Bad]`` and runs
them with ``@pytest.mark.parametrize("case", CASES, ids=str)`` and ``refused_cleanly(case)``;
``tests/test_bad_corpus.py`` counts them all. A case passes only if the call is refused with
the declared error (a :class:`~landlord_edu.errors.LandlordError`, never an internal exception
type), within a time limit (a hang fails), with a message that names the culprit, and with
whatever it watches (a game's state, a file's bytes) exactly as it was.
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from landlord_edu.errors import LandlordError

TIME_LIMIT = 10  # seconds; a refusal is immediate, so anything near this is a hang


@dataclass(frozen=True)
class Bad:
    """One bad input: ``call()`` must raise ``error`` whose message contains every string in ``names``.

    ``watch`` (optional) returns a snapshot of what must not change (a game's state, a folder's
    bytes); it is taken before and after the call and must be equal.
    """

    id: str
    call: Callable[[], Any]
    error: type[LandlordError]
    names: tuple[str, ...] = ()
    watch: Callable[[], Any] | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return self.id


def refused_cleanly(case: Bad) -> LandlordError:
    """Run ``case`` and check the refusal; returns the error for further checks."""
    assert issubclass(case.error, LandlordError), f"{case.id}: declare a LandlordError, not {case.error}"
    before = case.watch() if case.watch is not None else None
    with _time_limit(case.id):
        try:
            case.call()
        except LandlordError as exc:
            error = exc
        except Exception as exc:  # an internal exception type is the failure we look for
            raise AssertionError(f"{case.id}: leaked {type(exc).__name__}: {exc}") from exc
        else:
            raise AssertionError(f"{case.id}: accepted; expected {case.error.__name__}")
    assert isinstance(error, case.error), f"{case.id}: raised {type(error).__name__} ({error}), " \
                                          f"expected {case.error.__name__}"
    message = str(error)
    for name in case.names:
        assert name in message, f"{case.id}: the message does not name {name!r}: {message}"
    if case.watch is not None:
        assert case.watch() == before, f"{case.id}: the refusal changed what it must leave alone"
    return error


def folder_bytes(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` with its bytes: a ``watch`` for files that must stay untouched."""
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


@contextmanager
def _time_limit(what: str) -> Iterator[None]:
    def fail(signum: int, frame: Any) -> None:
        raise AssertionError(f"{what}: no answer within {TIME_LIMIT} s (a hang)")

    old = signal.signal(signal.SIGALRM, fail)
    signal.alarm(TIME_LIMIT)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
