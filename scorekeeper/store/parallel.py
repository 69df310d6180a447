"""Pure work on many items spread over the machine's cores, in worker processes, in order.

Bulk import and export check and score every match, which is pure CPU work: on a machine with
more than one core it runs in worker processes forked from this one, a chunk of items at a time.
Where there are no processes (a phone's browser), few items, or other threads (an app server:
a fork copies whatever lock another thread holds, and a fresh interpreter would run the app's
main script again), it runs here, the same chunks in the same order.
A work function takes a chunk and returns one result per item; it must be a module-level
function (workers receive it by name) and must not write anything.
"""

from __future__ import annotations

import copyreg
import os
import signal
import sys
import threading
from collections.abc import Callable, Sequence
from types import MappingProxyType
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

CHUNK = 250  # items a worker takes at a time: large enough that sending them costs little
SPREAD_FROM = 1000  # fewer items than this are not worth starting workers for (≈0.1 s each)


def _read_only(mapping: dict[Any, Any]) -> MappingProxyType[Any, Any]:
    return MappingProxyType(mapping)


def _proxy_again(proxy: MappingProxyType[Any, Any]) -> tuple[Any, tuple[dict[Any, Any]]]:
    return _read_only, (dict(proxy),)


copyreg.pickle(MappingProxyType, _proxy_again)  # the engine's read-only mappings cross to and from workers


def workers_for(count: int) -> int:
    """How many worker processes ``count`` items get: 0 means here, in this process."""
    if count < SPREAD_FROM or sys.platform == "emscripten" or os.environ.get("SCOREKEEPER_WORKERS") == "0" \
            or threading.active_count() > 1 or not hasattr(os, "fork"):
        return 0
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1)
    return min(cores, 4) if cores > 1 else 0


def spread(work: Callable[[Sequence[T]], list[R]], items: Sequence[T],
           tick: Callable[[int], None] | None = None) -> list[R]:
    """``work`` applied to ``items`` a chunk at a time, the results in the items' order;
    ``tick`` hears of each chunk done. Falls back to this process if workers cannot start."""
    chunks = [items[start:start + CHUNK] for start in range(0, len(items), CHUNK)]
    workers = workers_for(len(items))
    if workers:
        from concurrent.futures.process import BrokenProcessPool  # only where there are processes

        try:
            return _in_workers(work, chunks, workers, tick)
        except (OSError, BrokenProcessPool, NotImplementedError, ImportError):
            pass  # no processes here after all: the same work, in this process
    results: list[R] = []
    for chunk in chunks:
        results.extend(work(chunk))
        if tick is not None:
            tick(len(chunk))
    return results


def _in_workers(work: Callable[[Sequence[T]], list[R]], chunks: list[Sequence[T]], workers: int,
                tick: Callable[[int], None] | None) -> list[R]:
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    results: list[R] = []
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                             initializer=_die_with, initargs=(os.getpid(),)) as pool:
        for chunk, done in zip(chunks, pool.map(work, chunks)):
            results.extend(done)
            if tick is not None:
                tick(len(chunk))
    return results


def _die_with(parent: int) -> None:
    """In a worker: end with the process that started it, even one killed outright (kill -9),
    instead of waiting for work for ever."""
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG (Linux)
    except (OSError, AttributeError):
        pass  # elsewhere a worker left alone ends when its queue's other end closes
    if os.getppid() != parent:  # it was already gone
        os._exit(1)
