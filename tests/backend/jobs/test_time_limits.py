"""A job out of time (issue 14): the worker's soft limit strikes as billiard strikes it, a
signal whose handler raises SoftTimeLimitExceeded wherever the task is, and the job ends failed
with a French message instead of staying `running`, before the hard limit kills the process."""

from __future__ import annotations

import signal
import time

import pytest
from billiard.pool import soft_timeout_sighandler
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from tests.backend.jobs.test_projects_auto_layout import make_project
from web.accounts import tokens
from web.jobs import messages
from web.jobs.imports import run_import
from web.jobs.layouts import MAX_ATTEMPTS, run_layout
from web.jobs.models import Job
from web.projects.models import Project


@pytest.fixture
def soft_limit():
    """A function that arms the soft limit to strike in a moment, then waits for it."""
    previous = signal.signal(signal.SIGALRM, soft_timeout_sighandler)

    def strike_while_working(*args, **kwargs):
        signal.setitimer(signal.ITIMER_REAL, 0.05)
        time.sleep(5)
        pytest.fail("the soft limit never struck")

    yield strike_while_working
    signal.setitimer(signal.ITIMER_REAL, 0)
    signal.signal(signal.SIGALRM, previous)


def queued_import(user, project, capture) -> Job:
    client = Client(headers={"Authorization": f"Bearer {tokens.issue(user).access}"})
    with capture(execute=False):  # queued, not run: the test runs it
        response = client.post(f"/api/projects/{project.id}/import_sql/", {
            "sql_file": SimpleUploadedFile("shop.sql", b"CREATE TABLE a (id INT);"),
            "merge_with_existing": "false", "auto_layout": "false"})
    assert response.status_code == 202, response.content
    return Job.objects.get(pk=response.json()["id"])


def test_an_import_out_of_time_fails_with_its_message_and_leaves_the_diagram(
        alice, monkeypatch, soft_limit, django_capture_on_commit_callbacks, tmp_path):
    project = Project.objects.create(owner=alice, name="Lente")
    job = queued_import(alice, project, django_capture_on_commit_callbacks)
    assert (tmp_path / "media" / job.upload).exists()
    monkeypatch.setattr("workers.sqlimport.import_sql", soft_limit)

    run_import(str(job.pk))

    job.refresh_from_db()
    assert (job.status, job.error) == (Job.Status.FAILED, messages.IMPORT_TIMEOUT)
    assert job.result == {"error": "timeout", "message": messages.IMPORT_TIMEOUT}
    assert job.finished_at is not None
    assert not (tmp_path / "media" / job.upload).exists(), "the upload goes with the job"
    project.refresh_from_db()
    assert project.revision == 0
    run_import(str(job.pk))  # a redelivered message finds the job over
    job.refresh_from_db()
    assert (job.status, job.attempts) == (Job.Status.FAILED, 1)


def test_a_layout_out_of_time_fails_with_its_message(alice, monkeypatch, soft_limit):
    project = make_project(alice, 40)
    job = Job.objects.create(kind=Job.Kind.AUTO_LAYOUT, project=project, user=alice)
    monkeypatch.setattr("workers.layout.areas.layout_with_areas", soft_limit)

    run_layout(str(job.pk))

    job.refresh_from_db()
    assert (job.status, job.error) == (Job.Status.FAILED, messages.LAYOUT_TIMEOUT)
    assert job.result == {"error": "timeout", "message": messages.LAYOUT_TIMEOUT}


def test_a_layout_given_back_too_often_is_reported_failed_not_run_again(alice, monkeypatch):
    """A layout that kills its worker process comes back (reject_on_worker_lost): not forever."""
    project = make_project(alice, 40)
    job = Job.objects.create(kind=Job.Kind.AUTO_LAYOUT, project=project, user=alice,
                             status=Job.Status.RUNNING, attempts=MAX_ATTEMPTS)
    monkeypatch.setattr("workers.layout.areas.layout_with_areas",
                        lambda *a, **k: pytest.fail("ran a fourth time"))

    run_layout(str(job.pk))

    job.refresh_from_db()
    assert (job.status, job.error) == (Job.Status.FAILED, messages.LAYOUT_FAILED)


# --- The hard limit: the pool process is killed, the worker's main process reports it -----------

def hard_limit_kill(task, job: Job, exc: Exception | None = None) -> None:
    """What Celery's main process does when the hard limit killed a task (Request.on_timeout):
    the task's on_failure with TimeLimitExceeded."""
    from celery.exceptions import TimeLimitExceeded

    exc = exc or TimeLimitExceeded(330)
    task.on_failure(exc, "task-id", (str(job.pk),), {}, None)


def test_an_import_killed_at_the_hard_limit_fails_with_its_message(
        alice, django_capture_on_commit_callbacks, tmp_path):
    from workers.tasks.jobs import run_import as import_task

    project = Project.objects.create(owner=alice, name="Bloquée")
    job = queued_import(alice, project, django_capture_on_commit_callbacks)
    Job.objects.filter(pk=job.pk).update(status=Job.Status.RUNNING)
    with django_capture_on_commit_callbacks(execute=True):
        hard_limit_kill(import_task, job)
    job.refresh_from_db()
    assert (job.status, job.error) == (Job.Status.FAILED, messages.IMPORT_TIMEOUT)
    assert job.result == {"error": "timeout", "message": messages.IMPORT_TIMEOUT}
    assert job.finished_at is not None
    assert not (tmp_path / "media" / job.upload).exists(), "the upload goes with its job"


def test_a_layout_killed_at_the_hard_limit_fails_with_its_message(alice):
    from workers.tasks.jobs import run_layout as layout_task

    project = make_project(alice, 3)
    job = Job.objects.create(kind=Job.Kind.AUTO_LAYOUT, project=project, user=alice,
                             status=Job.Status.RUNNING)
    hard_limit_kill(layout_task, job)
    job.refresh_from_db()
    assert (job.status, job.error) == (Job.Status.FAILED, messages.LAYOUT_TIMEOUT)


@pytest.mark.parametrize("status", [Job.Status.SUCCEEDED, Job.Status.FAILED])
def test_a_job_already_ended_is_left_as_it_ended(alice, status):
    from workers.tasks.jobs import run_layout as layout_task

    job = Job.objects.create(kind=Job.Kind.AUTO_LAYOUT, project=make_project(alice, 3), user=alice,
                             status=status, error="")
    hard_limit_kill(layout_task, job)
    job.refresh_from_db()
    assert (job.status, job.error) == (status, "")


def test_another_failure_of_the_task_does_not_fail_the_job_as_out_of_time(alice):
    """Such failures are the task's own to report (it catches what it can)."""
    from workers.tasks.jobs import run_layout as layout_task

    job = Job.objects.create(kind=Job.Kind.AUTO_LAYOUT, project=make_project(alice, 3), user=alice,
                             status=Job.Status.RUNNING)
    hard_limit_kill(layout_task, job, RuntimeError("boom"))
    job.refresh_from_db()
    assert job.status == Job.Status.RUNNING
