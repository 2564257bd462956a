"""The Celery app. Settings come from Django's (`CELERY_*`): Redis broker in the full stack,
eager in-process execution in the embedded mode."""

import os

from celery import Celery
from celery.schedules import crontab
from celery.signals import worker_init

from workers.tasks import policy

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "web.settings.base")
# Celery runs Django's system checks when a worker starts, which imports the URLconf and so the
# whole API (ninja, pydantic, allauth): memory a worker never uses. The checks run in CI and
# with `manage.py check --deploy`.
os.environ.setdefault("CELERY_SKIP_CHECKS", "1")

app = Celery("relata")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.conf.include = [
    "workers.tasks.accounts",
    "workers.tasks.billing",
    "workers.tasks.documents",
    "workers.tasks.files",
    "workers.tasks.jobs",
    "workers.tasks.liveimages",
    "workers.tasks.maintenance",
    "workers.tasks.projects",
    "workers.tasks.versions",
]

# --- Queues, time limits, broker visibility (issue 14) ------------------------------------------
# The table is workers/tasks/policy.py; each task's decorator takes its limits and retries from
# it, the routes and the broker's visibility timeout are derived here. RELATA_CELERY_QUEUE (the
# e2e suite, the benchmarks: one worker on a queue of their own beside a developer's stack) puts
# every task on that one queue instead (web/settings/base.py: CELERY_TASK_DEFAULT_QUEUE).
if not os.environ.get("RELATA_CELERY_QUEUE"):
    app.conf.task_routes = policy.routes()
app.conf.task_soft_time_limit = policy.DEFAULT.soft
app.conf.task_time_limit = policy.DEFAULT.hard
app.conf.broker_transport_options = {"visibility_timeout": policy.visibility_timeout()}
# --- end of queues -------------------------------------------------------------------------------

# Periodic jobs; each feature adds its own here.
app.conf.beat_schedule = {
    "sweep-subscriptions": {
        "task": "billing.sweep_subscriptions",
        "schedule": crontab(hour=2, minute=0),
    },
    "checkpoint-stale-documents": {
        "task": "documents.checkpoint_stale",
        "schedule": crontab(minute="*/5"),
    },
    "compact-document-changes": {
        "task": "documents.compact_changes",
        "schedule": crontab(minute=17),
    },
    "trim-automatic-versions": {
        "task": "versions.trim_automatic",
        "schedule": crontab(hour=3, minute=30),
    },
    "clear-expired-sessions": {
        "task": "maintenance.clear_expired_sessions",
        "schedule": crontab(hour=3, minute=0),
    },
}


@worker_init.connect
def _keep_no_documents(**_):
    """A worker reads a document once per task (an import, a snapshot): keeping it afterwards
    would only hold the memory the worker must give back (WORKER_MAX_MEMORY_KIB)."""
    from web.documents.cache import documents

    documents.max_tables = 0


@worker_init.connect
def _preload_the_sql_import(sender=None, **_):
    """A worker that runs SQL imports loads sqlglot and its dialects (0.13 s of CPU, 36 MiB)
    once, as it starts, rather than in the first import of each pool process: the pool
    processes it forks share them, and one restarted for its memory (--max-memory-per-child)
    after a large import starts with them loaded."""
    queues = set(sender.app.amqp.queues) if sender is not None else set()
    imports_go_to = (policy.TASKS["jobs.run_import"].queue if app.conf.task_routes
                     else app.conf.task_default_queue)
    if imports_go_to not in queues:
        return
    import web.jobs.imports  # noqa: F401 — the task's module, imported when it first runs
    from workers.sqlimport.parse import preload

    preload()

