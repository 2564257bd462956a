"""The request id travels with the Celery tasks a request starts.

Publishing a task stamps the current request id in the message's headers; the worker binds it
while the task runs, so the task's log lines (and the tasks it starts in turn) carry the id of
the request that asked for the work. Tasks nobody's request started (beat) carry none.

In the embedded mode tasks run in-process inside the request: nothing is published, and the
request's own id stays bound.
"""

from __future__ import annotations

from contextvars import Token

from celery.signals import (
    after_setup_logger,
    after_setup_task_logger,
    before_task_publish,
    task_postrun,
    task_prerun,
)

from . import logs, request_id

HEADER = "relata_request_id"

# Task id → the token that restores the context the task found; prerun and postrun run in the
# same thread, one task at a time per pool process.
_bound: dict[str, Token] = {}


def stamp_request_id(headers: dict | None = None, **kwargs) -> None:
    current = request_id.current_request_id()
    if current and headers is not None:
        headers.setdefault(HEADER, current)


def bind_task_request_id(task_id: str | None = None, task=None, **kwargs) -> None:
    if task is None or task_id is None:
        return
    carried = request_id.accepted(_header(task.request))
    if carried:
        _bound[task_id] = request_id.bind(carried)


def unbind_task_request_id(task_id: str | None = None, **kwargs) -> None:
    token = _bound.pop(task_id, None)
    if token is not None:
        request_id.unbind(token)


def _header(task_request) -> str | None:
    # Message headers become attributes of the task's request; some callers nest them.
    value = getattr(task_request, HEADER, None)
    if value is None:
        value = (getattr(task_request, "headers", None) or {}).get(HEADER)
    return value if isinstance(value, str) else None


def adopt_worker_logging(logger=None, **kwargs) -> None:
    from django.conf import settings

    if logger is not None:
        logs.adopt_celery_handlers(logger, settings.LOG_FORMAT)


def connect() -> None:
    """Called once from CoreConfig.ready(), in the web process and in the worker."""
    before_task_publish.connect(stamp_request_id, weak=False, dispatch_uid="relata-rid-publish")
    task_prerun.connect(bind_task_request_id, weak=False, dispatch_uid="relata-rid-prerun")
    task_postrun.connect(unbind_task_request_id, weak=False, dispatch_uid="relata-rid-postrun")
    after_setup_logger.connect(adopt_worker_logging, weak=False, dispatch_uid="relata-log-root")
    after_setup_task_logger.connect(adopt_worker_logging, weak=False,
                                    dispatch_uid="relata-log-task")
