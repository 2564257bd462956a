"""In-process tasks of the embedded mode, run off the request that queued them.

Without a broker the embedded mode runs Celery tasks in its own process. Run in the request's
thread (Celery's eager mode), an SQL import held the upload's answer until the whole import
was stored, and the tables it streams to the diagram's sockets arrived before the editor knew
the job. The web process started by `web.server` therefore hands them to a few threads of its
own (`RELATA_EAGER_TASK_THREADS`, set there): the request answers at once and the task runs
beside it, its group_sends going through the server's loop (web/realtime/send.py) as from any
other thread. Elsewhere (tests, management commands, the shell) the setting is 0 and tasks run
eagerly in the caller's thread, as before.

Each task runs in a copy of the caller's context (the request id of its log lines) and closes
its thread's database connections when done: a kept thread must not hold a connection, nor a
SQLite read snapshot, between tasks. A task that fails is logged; a job's task fails its job
(workers/tasks/jobs.py), as in a worker.
"""

from __future__ import annotations

import contextvars
import logging
import threading
from concurrent.futures import Future, ThreadPoolExecutor

from django.conf import settings
from django.db import connections

logger = logging.getLogger(__name__)

_pool: ThreadPoolExecutor | None = None
_pool_lock = threading.Lock()


def enabled() -> bool:
    return getattr(settings, "EAGER_TASK_THREADS", 0) > 0


def _executor() -> ThreadPoolExecutor:
    global _pool
    with _pool_lock:
        if _pool is None:
            _pool = ThreadPoolExecutor(max_workers=settings.EAGER_TASK_THREADS,
                                       thread_name_prefix="relata-task")
        return _pool


def submit(task, args: tuple, countdown: float | None = None) -> Future | None:
    """Run Celery task `task` with `args` in a pool thread, after `countdown` seconds if given
    (a thumbnail waits for the edits that follow a save, as with a broker). The task's future,
    when it is queued at once."""
    context = contextvars.copy_context()
    if countdown:
        timer = threading.Timer(countdown, _executor().submit, (context.run, _run, task, args))
        timer.daemon = True
        timer.start()
        return None
    return _executor().submit(context.run, _run, task, args)


def _run(task, args: tuple) -> None:
    try:
        result = task.apply(args)
        if result.failed():
            logger.error("Task %s%r failed: %r\n%s", task.name, args, result.result,
                         result.traceback or "")
    except Exception:
        logger.exception("Task %s%r failed", task.name, args)
    finally:
        connections.close_all()
