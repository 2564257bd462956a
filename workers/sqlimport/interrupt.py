"""Exceptions that end an import wherever they are raised.

The engine reads arbitrary SQL with sqlglot and catches whatever a statement makes it raise, so
that one statement never sinks the import. An exception a signal raises in the middle of that
work, a Celery worker's soft time limit, must not be taken for one statement's failure: the
import would run on past its limit and succeed late instead of failing with its message. The
engine imports no Celery: the task registers its exception here, and every broad `except` of
the engine lets the registered ones through.
"""

from __future__ import annotations

_interruptions: tuple[type[BaseException], ...] = ()


def register(kind: type[BaseException]) -> None:
    global _interruptions
    if kind not in _interruptions:
        _interruptions += (kind,)


def reraise(error: BaseException) -> None:
    """Raise `error` again when it is an interruption, not a statement's failure."""
    if isinstance(error, _interruptions):
        raise error
