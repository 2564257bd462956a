"""Real concurrency for the PostgreSQL-only tests: threads, each with its own connection."""

from __future__ import annotations

import threading

import pytest
from django.db import connection

JOIN_TIMEOUT = 30

postgresql_only = pytest.mark.skipif(
    connection.vendor != "postgresql",
    reason="needs PostgreSQL: SQLite serialises every writer, so no race exists "
           "(CI always runs the backend suite on PostgreSQL)",
)
# Threads see only committed rows; the migration's plans are restored for each such test.
committed_rows = pytest.mark.django_db(transaction=True, serialized_rollback=True)


def run_in_threads(*targets) -> None:
    """Runs each target in its own thread at once; fails if one raised or hung."""
    errors: list[BaseException] = []

    def run(target):
        try:
            target()
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)
        finally:
            connection.close()  # this thread's own connection

    threads = [threading.Thread(target=run, args=(target,)) for target in targets]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(JOIN_TIMEOUT)
    assert not any(thread.is_alive() for thread in threads), "a thread is stuck"
    assert not errors, errors
