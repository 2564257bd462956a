"""Tasks speak the language of the request that started them: the import's warnings and its
failure, the copy's name. The task takes it as an argument (French when absent: messages queued
before it existed)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from web.accounts import tokens
from web.jobs.models import Job
from web.projects.models import Project
from workers.tasks.jobs import run_import

SQL = b"""CREATE TABLE customers (id INT PRIMARY KEY);
CREATE VIEW v AS SELECT 1;
CREATE TABLE orders (id INT PRIMARY KEY, customer_id INT REFERENCES nowhere(id));
"""
VIEW_FR = "Vue ignorée : les vues ne sont pas représentées dans le diagramme."
VIEW_EN = "View skipped: views are not represented in the diagram."
FK_EN = "Foreign key to an unknown table “nowhere”: relation skipped."
FK_FR = "Clé étrangère vers une table inconnue « nowhere » : relation ignorée."


@pytest.fixture
def project(alice):
    return Project.objects.create(owner=alice, name="Boutique")


def queued(user, project, content=SQL, *, language=None, capture, execute=False):
    """The import job the API queued, run or not."""
    headers = {"Authorization": f"Bearer {tokens.issue(user).access}"}
    if language:
        headers["Accept-Language"] = language
    with capture(execute=execute) as callbacks:
        response = Client(headers=headers).post(f"/api/projects/{project.id}/import_sql/", {
            "sql_file": SimpleUploadedFile("shop.sql", content),
            "merge_with_existing": "false", "auto_layout": "false", "client_ref": "ref-1",
        })
    assert response.status_code == 202, response.content
    assert callbacks, "the import is queued once the request commits"
    return Job.objects.get(pk=response.json()["id"])


def reasons(job: Job) -> list[str]:
    job.refresh_from_db()
    assert job.status == "succeeded", job.result
    return [skipped["reason"] for skipped in job.result["skipped"]]


def test_an_import_started_in_english_warns_in_english(alice, project,
                                                       django_capture_on_commit_callbacks):
    job = queued(alice, project, language="en-US,en;q=0.9", execute=True,
                 capture=django_capture_on_commit_callbacks)
    assert reasons(job) == [VIEW_EN, FK_EN]


def test_an_import_started_in_french_warns_in_french(alice, project,
                                                     django_capture_on_commit_callbacks):
    job = queued(alice, project, execute=True, capture=django_capture_on_commit_callbacks)
    assert reasons(job) == [VIEW_FR, FK_FR]


def test_the_task_runs_in_the_language_it_is_given(alice, project,
                                                   django_capture_on_commit_callbacks):
    job = queued(alice, project, capture=django_capture_on_commit_callbacks)
    run_import(str(job.pk), "en")
    assert reasons(job) == [VIEW_EN, FK_EN]


def test_the_task_without_a_language_is_french(alice, project,
                                               django_capture_on_commit_callbacks):
    job = queued(alice, project, language="en", capture=django_capture_on_commit_callbacks)
    run_import(str(job.pk))
    assert reasons(job) == [VIEW_FR, FK_FR]


def test_an_import_that_fails_says_why_in_its_language(alice, project,
                                                       django_capture_on_commit_callbacks):
    job = queued(alice, project, b"INSERT INTO t VALUES (1);", language="en",
                 capture=django_capture_on_commit_callbacks)
    run_import(str(job.pk), "en")
    job.refresh_from_db()
    assert job.status == "failed" and job.result["error"] == "no_tables"
    assert job.result["message"] == job.error == (
        "No table could be imported: the file contains no readable CREATE TABLE statement.")


def test_a_copy_made_in_english_is_named_in_english(alice, project):
    import uuid

    from workers.tasks.projects import duplicate_project

    english = duplicate_project.apply(args=(project.id, alice.id, str(uuid.uuid4()), "en")).get()
    french = duplicate_project.apply(args=(project.id, alice.id, str(uuid.uuid4()))).get()
    assert Project.objects.get(pk=english).name == "Boutique (copy)"
    assert Project.objects.get(pk=french).name == "Boutique (copie)"


def test_a_job_killed_at_its_hard_limit_fails_in_its_language(alice, project,
                                                              django_capture_on_commit_callbacks):
    from celery.exceptions import TimeLimitExceeded

    job = queued(alice, project, language="en", capture=django_capture_on_commit_callbacks)
    # What the worker's main process calls once the pool process is gone.
    run_import.on_failure(TimeLimitExceeded(), "task-id", (str(job.pk), "en"), {}, None)
    job.refresh_from_db()
    assert job.status == "failed" and job.result["error"] == "timeout"
    assert job.error == "The import took too long and was interrupted: try a smaller file."
