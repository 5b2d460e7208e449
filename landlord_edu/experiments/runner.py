"""Running many games: seeded pairs across regimes, in parallel, with a progress bar and a clean stop."""

from __future__ import annotations

import os
import signal
import threading
import warnings
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from typing import Any

from ..extras import need
from .regimes import LANDLORD, SINGLE_TAX, Regime, check_regimes, check_run
from .results import ExperimentResult
from .summary import GameRecord, play_game

Chunk = list[tuple[int, int]]  # (game index, seed) pairs; every regime plays each of them


def run_experiment(regimes: Sequence[Regime] = (LANDLORD, SINGLE_TAX), games: int = 100, *, players: int = 4,
                   seed: int = 0, time_series: bool = False, keep_events: bool = False,
                   executor: Executor | None = None, workers: int | None = None, progress: bool = True,
                   chunk_size: int | None = None) -> ExperimentResult:
    """Play ``games`` seeded games under every regime, with common random numbers.

    Game ``i`` of every regime uses seed ``seed + i``: each player's n-th throw, each deck's n-th
    card and the deal are the same in every regime; where the throws lead is not, once the games
    part (docs/experiments.md, "Common random numbers"). The pairs' correlation says how much of
    the luck pairing removes.

    Parameters
    ----------
    regimes : the arms (:class:`Regime`); by default the default edition's landlord rules and the
        Single Tax from the start.
    games : games per regime.
    time_series : also keep one row per game, regime and turn (wealth per player, Gini).
    keep_events : also keep every game's full event log (memory grows with it: ~0.5 MB a game).
    executor : any :class:`concurrent.futures.Executor` (e.g. a Dask cluster's
        ``client.get_executor()``); by default a process pool on all local cores.
    workers : processes for the default pool; 1 plays in this process.
    progress : show a progress bar (tqdm; notebook-aware).

    The results are the same whatever the executor and the number of workers. An interrupt
    (Ctrl-C, or the notebook's stop button) keeps the games already finished:
    ``result.complete`` is then False.
    """
    arms = check_regimes(regimes)
    need("pandas", "experiments", "run_experiment()")  # before the games are played, not after
    check_run(games, players, seed, workers, chunk_size, executor,
              {"time_series": time_series, "keep_events": keep_events, "progress": progress})
    for arm in arms:  # a bad player count fails here, not in a worker
        arm.new_game(players, seed)
    pairs = [(i, seed + i) for i in range(games)]
    n_workers = workers or (os.cpu_count() or 1)
    size = chunk_size or max(1, min(25, games // (n_workers * 8) or 1))
    chunks = [pairs[k:k + size] for k in range(0, games, size)]
    result = ExperimentResult(arms, players=players, seed=seed, games=games, time_series=time_series,
                              keep_events=keep_events)
    bar = _progress_bar(games * len(arms), progress)
    job = (arms, players, time_series, keep_events)
    try:
        with _interrupts() as interrupted:
            if executor is None and (n_workers == 1 or len(chunks) == 1):
                for chunk in chunks:
                    _collect(result, play_chunk(job, chunk), bar)
                    if interrupted():
                        raise KeyboardInterrupt
            else:
                own = executor is None
                pool = executor or ProcessPoolExecutor(max_workers=n_workers, initializer=_ignore_interrupts)
                in_flight = 4 * (n_workers if own else (os.cpu_count() or 1))
                try:
                    for records in _in_parallel(pool, job, chunks, in_flight, interrupted):
                        _collect(result, records, bar)
                finally:
                    if own:
                        pool.shutdown(wait=True, cancel_futures=True)
    except KeyboardInterrupt:
        result.complete = False
    finally:
        if bar is not None:
            bar.close()
    result.seal()
    if not result.complete:
        warnings.warn(f"experiment interrupted: keeping the {result.games_finished} games every regime "
                      f"finished (result.complete is False)", RuntimeWarning, stacklevel=2)
    return result


def play_chunk(job: tuple[list[Regime], int, bool, bool], chunk: Chunk) -> list[GameRecord]:
    """Every regime's game for each (index, seed) of ``chunk``: the unit of work sent to a worker."""
    arms, players, time_series, keep_events = job
    return [play_game(arm, players, index, seed, time_series=time_series, keep_events=keep_events)
            for index, seed in chunk for arm in arms]


@contextmanager
def _interrupts() -> Iterator[Callable[[], bool]]:
    """While games are played, Ctrl-C (SIGINT) only raises a flag, looked at between chunks and while waiting
    for workers: raised as an exception wherever this thread happened to be, it could land in a garbage
    collector's callback, where Python swallows it, and the experiment would play on to its end. Off the main
    thread (where signals cannot be caught) nothing changes."""
    caught: list[int] = []
    if threading.current_thread() is not threading.main_thread():
        yield lambda: False
        return
    previous = signal.signal(signal.SIGINT, lambda signum, _frame: caught.append(signum))
    try:
        yield lambda: bool(caught)
    finally:
        signal.signal(signal.SIGINT, previous if previous is not None else signal.default_int_handler)


def _in_parallel(pool: Executor, job: Any, chunks: list[Chunk], limit: int,
                 interrupted: Callable[[], bool] = lambda: False) -> Iterator[list[GameRecord]]:
    """Results as they finish, keeping at most ``limit`` chunks in flight so memory stays bounded; a
    KeyboardInterrupt once ``interrupted()`` says so (looked at every quarter of a second)."""
    pending: set[Future[list[GameRecord]]] = set()
    queue = iter(chunks)
    try:
        while True:
            while len(pending) < limit:
                chunk = next(queue, None)
                if chunk is None:
                    break
                pending.add(pool.submit(play_chunk, job, chunk))
            if not pending:
                return
            done, pending = wait(pending, timeout=0.25, return_when=FIRST_COMPLETED)
            for future in done:
                yield future.result()
            if interrupted():
                raise KeyboardInterrupt
    finally:
        for future in pending:
            future.cancel()


def _collect(result: ExperimentResult, records: list[GameRecord], bar: Any) -> None:
    for record in records:
        result.add(record)
    if bar is not None:
        bar.update(len(records))


def _progress_bar(total: int, wanted: bool) -> Any:
    if not wanted:
        return None
    try:
        from tqdm.auto import tqdm
    except ImportError:  # the bar is a comfort, not a requirement
        return None
    return tqdm(total=total, desc="games", unit="game", smoothing=0.1)


def _ignore_interrupts() -> None:
    """Workers leave Ctrl-C to the parent, which stops handing out work and keeps what is finished."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)

