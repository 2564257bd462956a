"""Enqueuing Celery tasks by name, after the transaction commits.

Services never import the task modules (which import the services): a task is named, and the
worker that knows it runs it. In the embedded mode (`CELERY_TASK_ALWAYS_EAGER`) the named task
runs in this process, so the task modules are loaded on first use: in the web process on a
thread of its own (task_threads.py), elsewhere in the caller's thread.
"""

from __future__ import annotations

from django.db import transaction

from workers import app

from . import task_threads


def _send(name: str, args: tuple, countdown: float | None) -> None:
    if app.conf.task_always_eager:
        app.loader.import_default_modules()
        if task_threads.enabled():
            task_threads.submit(app.tasks[name], args, countdown)
        else:
            app.tasks[name].apply_async(args, countdown=countdown)
    else:
        app.send_task(name, args, countdown=countdown)


def enqueue(name: str, *args, countdown: float | None = None) -> None:
    """Run task `name` with `args` (ids, never objects) once the current transaction commits;
    at once when there is none."""
    transaction.on_commit(lambda: _send(name, args, countdown))
