"""The Expert bot: Hard's search over sampled worlds, made wider and spent better, on both cores.

Like Hard (:mod:`.hard`) it samples complete worlds consistent with its view
(:func:`~.sampling.sample_world`), plays every candidate action in the same world with the same
playout seed, and plays on with Medium deciding for every seat from that seat's own view of the
world. What differs:

- **More worlds, spent on the contenders (successive halving).** Each round plays ``iterations``
  new worlds for every surviving candidate; after a round, the better half (by the mean outcome over
  all the worlds so far, which all survivors share, so the comparison is paired) survives. The
  search ends when one candidate is left, or earlier once the leader is settled (Hard's rule: no
  rival likely to be more than half a point better).
- **More decisions searched**: Hard's, plus the set exchange, the Cleaner, the Regift, the Hunt, the
  kept card and the Mortician, the Marksman, the Thing and the Troublemaker.
- **Playing to win the game in its last round.** Before it, an outcome is the round's margin (own
  score against the others' average), as for Hard; in the last round only the lowest total counts,
  so an outcome is the chance of ending with it (:func:`~.hard.last_round_outcome`): a leader keeps
  its lead safe, a player behind takes the risks that can still win.
- **Both cores, processes not threads.** The worlds of a round are played in batches in a small
  pool of worker processes (:func:`pool`, created once, lazily, with the ``spawn`` start method, so
  it is safe under Qt and in a frozen app, and shut down at exit). The calling thread only waits on
  the batches' futures, so it holds Python's lock for a few microseconds at a time. Should a worker
  die (killed, out of memory), the search goes on in the calling thread, with the same outcomes,
  and the next search starts a new pool.

Deterministic: each world's generator is seeded from :func:`~.base.decision_rng` (the bot's seed
and the public decision point) and the world's index, and the batches' results are merged in index
order, so the same seed and view give the same choice with or without workers, however fast the
machine. A time budget only caps the search (the default: ``iterations`` worlds per round, capped at
``seconds``); ``Budget(iterations=N)`` alone searches exactly N worlds per round, uncapped (the
arena). It is anytime and cancellable: ``cancel`` is polled while waiting (and before each playout
without workers); the batches not yet started are dropped and the best action so far is returned.
"""

from __future__ import annotations

import atexit
import math
import multiprocessing
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from concurrent.futures.process import BrokenProcessPool

from ..engine.actions import Action
from ..engine.view import PlayerView
from ..worker_pool import spawn_pool
from .base import Budget, Cancel, Progress, decision_rng
from .hard import SEARCHED, SearchReport, _settled, outcomes_in_world, shortlist
from .heuristic import MEDIUM, HeuristicBot
from .personalities import Personality

#: Hard's decisions, and the others where a choice changes the villages.
EXPERT_SEARCHED = SEARCHED | frozenset(
    {"set", "cleaner", "regift", "hunt", "keep", "mortician", "marksman", "thing", "troublemaker"}
)
MAX_CANDIDATES = 16
#: new worlds per round of successive halving (the default budget)
ITERATIONS = 16
#: the default cap per searched decision, seconds
SECONDS = 0.9
#: worlds per task sent to a worker: small, so that a cancel drops most of the work at once
BATCH = 4
#: worker processes (the development machine has two cores)
WORKERS = 2
#: how often the waiting thread polls ``cancel`` and the clock, seconds
POLL = 0.01
#: the search is settled (Hard's rule) only after this many worlds
MIN_WORLDS = 12

_pool: ProcessPoolExecutor | None = None
_pool_lock = threading.Lock()


def pool(workers: int = WORKERS) -> ProcessPoolExecutor:
    """The shared worker pool, started on first use with the ``spawn`` start method (no fork of a
    process running Qt threads), shut down at exit (:func:`shutdown_pool`); its workers end with
    this process even when it is killed (:func:`silver_desktop.worker_pool.spawn_pool`)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = spawn_pool(workers)
            atexit.register(shutdown_pool)
        return _pool


def shutdown_pool() -> None:
    """Stop the worker processes at once: the queued batches are dropped and the running ones stopped
    (quitting never waits for a search). The next search starts a new pool."""
    global _pool
    with _pool_lock:
        running, _pool = _pool, None
    if running is None:
        return
    workers = list((getattr(running, "_processes", None) or {}).values())
    # The pool's manager thread also reaps the workers. Once shutdown() has run it is no longer
    # reachable from the pool, so it is kept here and waited for: until it has ended, a worker it
    # reaped may still look alive to this thread (both wait for the same process).
    manager = getattr(running, "_executor_manager_thread", None)
    running.shutdown(wait=False, cancel_futures=True)
    for process in workers:
        process.terminate()
    for process in workers:
        process.join(timeout=5.0)
        if process.is_alive():  # a worker that did not stop in time (a very busy machine) is killed
            process.kill()
            process.join(timeout=5.0)
    if manager is not None:
        manager.join(timeout=5.0)


def pool_processes() -> list[multiprocessing.process.BaseProcess]:
    """The live worker processes of the shared pool (for tests: none once it is shut down)."""
    with _pool_lock:
        running = _pool
    processes = getattr(running, "_processes", None) or {}
    return [p for p in processes.values() if p.is_alive()]


def play_worlds(
    view: PlayerView,
    actions: list[Action],
    seeds: list[int],
    horizon_turns: int,
    win_aware: bool = True,
    infer: bool = True,
) -> list[list[float]]:
    """Per world seed: the outcome of each of ``actions`` (lower is better). Runs in a worker."""
    out = []
    for seed in seeds:
        played = outcomes_in_world(
            view, actions, random.Random(seed), horizon_turns, win_aware=win_aware, infer=infer
        )
        assert played is not None  # no cancel in a worker
        out.append([played[a] for a in actions])
    return out


class ExpertBot:
    """Successive halving over sampled worlds, played in worker processes (``workers=0`` plays them
    in the calling thread: the same choices, one core). ``iterations`` worlds per round and a cap of
    ``seconds`` per searched decision by default. A ``personality`` is used as by Hard: its rules
    where it does not search, its lean on searched outcomes. ``win_aware=False`` scores the last
    round like the others (by its margin), as Hard does; ``infer=False`` deals the hidden cards of its
    worlds uniformly, as Hard does (by default it reads the opponents' kept cards as low ones)."""

    def __init__(
        self,
        seed: int = 0,
        iterations: int = ITERATIONS,
        seconds: float = SECONDS,
        horizon_turns: int = 6,
        *,
        workers: int = WORKERS,
        personality: Personality | None = None,
        win_aware: bool = True,
        infer: bool = True,
    ) -> None:
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.horizon_turns = horizon_turns
        self.workers = workers
        self.win_aware = win_aware
        self.infer = infer
        self.personality = personality
        self.name = f"expert:{personality.key}" if personality else "expert"
        self.medium = HeuristicBot(personality.style(MEDIUM) if personality else MEDIUM, seed)
        #: the report of the last call to :meth:`choose`
        self.last = SearchReport()

    def choose(
        self,
        view: PlayerView,
        budget: Budget | None = None,
        cancel: Cancel | None = None,
        progress: Progress | None = None,
    ) -> Action:
        """The best action found within the budget."""
        legal = view.legal
        if not legal:
            raise ValueError(f"seat {view.seat} has no decision to take")
        default = self.medium.choose(view)
        self.last = SearchReport()
        if len(legal) == 1 or view.pending not in EXPERT_SEARCHED:
            return default
        if progress is not None:
            progress(default)
        rng = decision_rng(self.seed, view, "expert")
        candidates = shortlist(legal, default, rng, MAX_CANDIDATES)
        iterations, seconds = self._limits(budget)
        deadline = math.inf if seconds is None else time.perf_counter() + seconds
        stop = _Stop(cancel, deadline)
        outcomes: dict[Action, list[float]] = {a: [] for a in candidates}
        alive = ranked = list(candidates)
        worlds = 0
        best = default
        while len(alive) > 1 and not stop():
            seeds = [rng.getrandbits(63) for _ in range(iterations)]
            results = self._play(view, alive, seeds, stop)
            if not results:
                break
            for row in results:
                for action, outcome in zip(alive, row, strict=True):
                    outcomes[action].append(outcome + self._lean(view, action))
            worlds += len(results)
            alive.sort(key=lambda a: (sum(outcomes[a]), a != default))
            best, ranked = alive[0], list(alive)
            if progress is not None:
                progress(best)
            if len(results) < len(seeds):
                break  # stopped half way through the round
            if worlds >= MIN_WORLDS and _settled({a: outcomes[a] for a in alive}, best):
                break
            alive = alive[: (len(alive) + 1) // 2]
        margin = None
        if worlds and len(ranked) > 1:  # the runner-up of the last round against the chosen action
            margin = (sum(outcomes[ranked[1]]) - sum(outcomes[best])) / len(outcomes[best])
        self.last = SearchReport(worlds, margin)
        return best

    def _limits(self, budget: Budget | None) -> tuple[int, float | None]:
        """Worlds per round and the time cap (None: uncapped) for ``budget``."""
        if budget is None:
            return self.iterations, self.seconds
        if budget.iterations is not None:
            return max(1, budget.iterations), budget.seconds
        return self.iterations, budget.seconds if budget.seconds is not None else self.seconds

    def _lean(self, view: PlayerView, action: Action) -> float:
        return self.personality.lean(view, action) if self.personality else 0.0

    def _play(
        self, view: PlayerView, actions: list[Action], seeds: list[int], stop: _Stop
    ) -> list[list[float]]:
        """The outcomes of ``actions`` in the worlds of ``seeds``, in order; when stopped, those of the
        worlds played before the first one missing. In the pool if there are workers; in this thread
        if not, or if a worker died (the same outcomes; the next search starts a new pool)."""
        if self.workers > 0:
            try:
                return self._play_in_pool(view, actions, seeds, stop)
            except BrokenProcessPool:  # a worker died: stop the others, search here
                shutdown_pool()
        out = []
        for seed in seeds:
            played = outcomes_in_world(
                view,
                actions,
                random.Random(seed),
                self.horizon_turns,
                stop,
                win_aware=self.win_aware,
                infer=self.infer,
            )
            if played is None:
                break
            out.append([played[a] for a in actions])
        return out

    def _play_in_pool(
        self, view: PlayerView, actions: list[Action], seeds: list[int], stop: _Stop
    ) -> list[list[float]]:
        executor = pool(self.workers)
        batches = [seeds[i : i + BATCH] for i in range(0, len(seeds), BATCH)]
        task = (self.horizon_turns, self.win_aware, self.infer)
        futures = [executor.submit(play_worlds, view, actions, b, *task) for b in batches]
        pending: set[Future[list[list[float]]]] = set(futures)
        while pending:
            if stop():
                for future in pending:
                    future.cancel()
                break
            _, pending = wait(pending, timeout=POLL, return_when=FIRST_COMPLETED)
        out = []
        for future in futures:
            if not future.done() or future.cancelled():
                break
            out += future.result()
        return out


class _Stop:
    """Whether to stop: cancelled, or past the deadline."""

    def __init__(self, cancel: Callable[[], bool] | None, deadline: float) -> None:
        self.cancel = cancel
        self.deadline = deadline

    def __call__(self) -> bool:
        if self.cancel is not None and self.cancel():
            return True
        return time.perf_counter() >= self.deadline
