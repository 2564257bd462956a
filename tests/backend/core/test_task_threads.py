"""Eager tasks on the web process's own threads (web/core/task_threads.py): the embedded mode
runs a task off the request that queued it, logs its failure, and a job whose task raised is
failed rather than left running, as a worker would leave it."""

from __future__ import annotations

import logging
import threading

import pytest

from web.core import task_threads
from web.core.tasks import enqueue
from web.jobs import imports
from web.jobs.models import Job
from web.projects.models import Project


class Records(logging.Handler):
    def __init__(self):
        super().__init__(logging.ERROR)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


@pytest.fixture
def task_errors():
    # On the module's logger itself: the task's run may configure logging again (Celery), which
    # would take a handler off the root logger.
    records = Records()
    logger = logging.getLogger(task_threads.__name__)
    logger.addHandler(records)
    yield records
    logger.removeHandler(records)


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_job_whose_task_raises_in_a_task_thread_is_failed_and_logged(
        alice, settings, monkeypatch, task_errors):
    settings.EAGER_TASK_THREADS = 1
    project = Project.objects.create(owner=alice, name="Boutique")
    job = Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=alice,
                             status=Job.Status.RUNNING)
    ran_in: list[str] = []

    def broken(job_id: str) -> None:
        ran_in.append(threading.current_thread().name)
        raise RuntimeError("the disk is gone")

    monkeypatch.setattr(imports, "run_import", broken)
    submit, handed = task_threads.submit, []
    monkeypatch.setattr(task_threads, "submit", lambda *call: handed.append(call))
    enqueue("jobs.run_import", str(job.pk))
    # Handed to the threads, not run in this one: run it there now, and wait for its end.
    submit(*handed[0]).result(timeout=10)

    assert ran_in and ran_in[0] != threading.current_thread().name
    assert ran_in[0].startswith("relata-task")
    failed = Job.objects.get(pk=job.pk)
    assert (failed.status, failed.result) == ("failed", {
        "error": "import_failed", "message": "Une erreur est survenue lors de l'import"})
    assert "jobs.run_import" in task_errors.messages[0]
    assert "the disk is gone" in task_errors.messages[0]
