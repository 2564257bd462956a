"""Where each task runs, how long it may take and when it is tried again (issue 14): the one
table every task's decorator reads (`**policy.options(name)`), the routes and the broker's
visibility timeout derive from it.

Two queues, each with workers of its own (Procfile, `make stack`), so that a burst of thumbnails
or a long nightly sweep never delays what someone is waiting for:

| task                               | queue       | soft / hard s | retried on transient errors |
| ---------------------------------- | ----------- | ------------- | --------------------------- |
| jobs.run_import                    | interactive | 300 / 330     | yes, quickly                |
| jobs.run_layout                    | interactive | 120 / 150     | yes, quickly                |
| projects.duplicate_project         | interactive | 120 / 150     | yes, quickly                |
| versions.write_snapshot            | interactive | 120 / 150     | yes, quickly                |
| projects.render_thumbnail          | background  | 60 / 90       | yes                         |
| projects.render_live_image         | background  | 120 / 150     | yes                         |
| documents.checkpoint               | background  | 120 / 150     | yes                         |
| documents.checkpoint_stale (beat)  | background  | 240 / 270     | no: next run in 5 min       |
| documents.compact_changes (beat)   | background  | 600 / 660     | no: next run in 1 h         |
| versions.trim_automatic (beat)     | background  | 600 / 660     | yes                         |
| maintenance.clear_expired_sessions | background  | 600 / 660     | yes                         |
| billing.sweep_subscriptions (beat) | background  | 1800 / 1860   | yes                         |
| accounts.purge_account             | background  | 600 / 660     | yes                         |
| files.delete                       | background  | 120 / 150     | any error, up to ~1 h       |

A task missing from the table goes to the background queue (`task_default_queue`) with the
limits of DEFAULT; tests/backend/test_task_policy.py refuses such a task.

Limits: the largest accepted SQL file (10 MB of DDL, 5000 tables) imports in about 10 s on the
full stack (tests/benchmarks/import_e2e.py) and lays out in under 5 s (tests/benchmarks/
layout.py); a merge that meets collaborators' edits is redone up to five times. 300 s leaves
room for a machine several times slower and still tells the user within five minutes rather
than never. The hard limit comes 30 s after the soft one: time for the task to mark its job
failed (with a French message) and delete its upload before the process is killed.

Every task takes ids and is idempotent (a job row, a request id, a revision, a status checked
under lock, a delete of what may be gone), so all are acknowledged late and given back to the
queue when their worker process dies; the two job tasks stop after three attempts.
"""

from __future__ import annotations

from dataclasses import dataclass

from celery.exceptions import SoftTimeLimitExceeded
from django.db import InterfaceError, OperationalError
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import TimeoutError as RedisTimeoutError

INTERACTIVE = "interactive"
BACKGROUND = "background"
QUEUES = (INTERACTIVE, BACKGROUND)

# Errors that say "not now" rather than "never": the database or Redis unreachable, a
# deadlock or serialization failure (OperationalError), a disk or network error (OSError), the
# object storage unreachable or timing out.
TRANSIENT: tuple[type[BaseException], ...] = (
    OperationalError, InterfaceError, RedisConnectionError, RedisTimeoutError, OSError)
try:
    from botocore.exceptions import ConnectionError as S3ConnectionError
    from botocore.exceptions import HTTPClientError
except ImportError:  # pragma: no cover - botocore comes with the S3 storage
    pass
else:
    TRANSIENT += (S3ConnectionError, HTTPClientError)


@dataclass(frozen=True)
class Retry:
    on: tuple[type[BaseException], ...] = TRANSIENT
    backoff: int = 10  # seconds before the first retry, doubled each time
    backoff_max: int = 600
    max_retries: int = 5


# Someone waits: a few quick tries, then the job reports its failure.
QUICK = Retry(backoff=2, backoff_max=30, max_retries=3)
PATIENT = Retry()


@dataclass(frozen=True)
class Policy:
    queue: str
    soft: int  # seconds; SoftTimeLimitExceeded is raised in the task
    hard: int  # seconds; the worker process is killed
    idempotent: bool = True
    retry: Retry | None = None


TASKS: dict[str, Policy] = {
    "jobs.run_import": Policy(INTERACTIVE, 300, 330, retry=QUICK),
    "jobs.run_layout": Policy(INTERACTIVE, 120, 150, retry=QUICK),
    "projects.duplicate_project": Policy(INTERACTIVE, 120, 150, retry=QUICK),
    "versions.write_snapshot": Policy(INTERACTIVE, 120, 150, retry=QUICK),
    "projects.render_thumbnail": Policy(BACKGROUND, 60, 90, retry=PATIENT),
    # A 10 000-table diagram's two pictures take a few seconds; the rest is margin.
    "projects.render_live_image": Policy(BACKGROUND, 120, 150, retry=PATIENT),
    "documents.checkpoint": Policy(BACKGROUND, 120, 150, retry=PATIENT),
    "documents.checkpoint_stale": Policy(BACKGROUND, 240, 270),
    "documents.compact_changes": Policy(BACKGROUND, 600, 660),
    "versions.trim_automatic": Policy(BACKGROUND, 600, 660, retry=PATIENT),
    "maintenance.clear_expired_sessions": Policy(BACKGROUND, 600, 660, retry=PATIENT),
    "billing.sweep_subscriptions": Policy(BACKGROUND, 1800, 1860, retry=PATIENT),
    "accounts.purge_account": Policy(BACKGROUND, 600, 660, retry=PATIENT),
    # Deleting a missing file succeeds, so any refusal of the storage (S3 down, a full disk
    # being cleaned, a backend's own error class) is worth another try, up to about an hour.
    "files.delete": Policy(BACKGROUND, 120, 150,
                           retry=Retry(on=(Exception,), backoff=30, backoff_max=1800,
                                       max_retries=8)),
}

# Limits of a task the table does not know (tests/backend/test_task_policy.py refuses one).
DEFAULT = Policy(BACKGROUND, 300, 330)

# The longest countdown the web enqueues a task with (web/documents/services.py: 30 s before a
# checkpoint, 5 s before a thumbnail); tests/backend/test_task_policy.py checks it.
LONGEST_COUNTDOWN = 60
# Between the end of the longest wait and the broker giving the message to another worker.
VISIBILITY_MARGIN = 300


def options(name: str) -> dict:
    """The decorator's options for task `name` (which must be in TASKS)."""
    policy = TASKS[name]
    found = {
        "soft_time_limit": policy.soft,
        "time_limit": policy.hard,
        "acks_late": policy.idempotent,
        "reject_on_worker_lost": policy.idempotent,
    }
    if policy.retry is not None and policy.idempotent:
        found.update(
            autoretry_for=policy.retry.on,
            # A task out of time is not worth the same work again.
            dont_autoretry_for=(SoftTimeLimitExceeded,),
            retry_backoff=policy.retry.backoff,
            retry_backoff_max=policy.retry.backoff_max,
            retry_jitter=True,
            max_retries=policy.retry.max_retries,
        )
    return found


def routes() -> dict[str, dict[str, str]]:
    return {name: {"queue": policy.queue} for name, policy in TASKS.items()}


def longest_unacknowledged(policy: Policy) -> int:
    """How long a message of this task may stay unacknowledged: a retry (or a countdown) is
    held by the worker until its time comes, then runs up to the hard limit before the late
    acknowledgement."""
    wait = policy.retry.backoff_max if policy.retry else 0
    return max(wait, LONGEST_COUNTDOWN) + policy.hard


def visibility_timeout() -> int:
    """Redis gives an unacknowledged message to another worker after this many seconds: it
    must outlast every task's longest wait and run, or a slow task would run twice."""
    policies = [*TASKS.values(), DEFAULT]
    return max(map(longest_unacknowledged, policies)) + VISIBILITY_MARGIN
