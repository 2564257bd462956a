"""The import job as the worker runs it (eager here; tests/integration runs a real worker)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from web.accounts import tokens
from web.billing.models import Package
from web.jobs.imports import run_import
from web.jobs.models import Job
from web.projects.models import Project

SHOP = b"""
CREATE TABLE customers (
  id INT AUTO_INCREMENT PRIMARY KEY,
  email VARCHAR(190) NOT NULL UNIQUE
) ENGINE=InnoDB;
CREATE TABLE orders (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  customer_id INT NOT NULL,
  total DECIMAL(10,2),
  CONSTRAINT fk_c FOREIGN KEY (customer_id) REFERENCES customers(id) ON DELETE CASCADE
);
INSERT INTO customers VALUES (1, 'a@b.c');
CREATE TABLE broken ((;
"""


@pytest.fixture
def project(alice):
    return Project.objects.create(owner=alice, name="Boutique")


def start(user, project, content=SHOP, *, merge=False, name="shop.sql", capture):
    client = Client(headers={"Authorization": f"Bearer {tokens.issue(user).access}"})
    with capture(execute=True):
        response = client.post(f"/api/projects/{project.id}/import_sql/", {
            "sql_file": SimpleUploadedFile(name, content),
            "merge_with_existing": str(merge).lower(),
            "auto_layout": "true", "client_ref": "ref-1",
        })
    assert response.status_code == 202, response.content
    return Job.objects.get(pk=response.json()["id"])


def test_it_imports_tables_relations_and_reports_what_it_skipped(
        alice, project, django_capture_on_commit_callbacks, settings, tmp_path):
    job = start(alice, project, capture=django_capture_on_commit_callbacks)
    assert job.status == "succeeded", job.result
    project.refresh_from_db()
    names = sorted(t["name"] for t in project.schema["tables"])
    assert names == ["customers", "orders"]
    assert project.revision == 1
    relation = project.schema["relations"][0]
    by_id = {t["id"]: t["name"] for t in project.schema["tables"]}
    assert (by_id[relation["fromTableId"]], by_id[relation["toTableId"]]) == ("customers", "orders")
    assert relation["onDelete"] == "CASCADE"
    assert job.result["tables_count"] == 2 and job.result["revision"] == 1
    assert any(s["line"] == 13 for s in job.result["skipped"]), job.result["skipped"]
    assert not (tmp_path / "media" / job.upload).exists(), "the upload is removed once imported"


def test_it_merges_with_the_existing_tables_by_name(alice, project,
                                                     django_capture_on_commit_callbacks):
    start(alice, project, b"CREATE TABLE customers (id INT PRIMARY KEY);"
                          b"CREATE TABLE notes (id INT PRIMARY KEY);",
          capture=django_capture_on_commit_callbacks)
    project.refresh_from_db()
    notes_id = next(t["id"] for t in project.schema["tables"] if t["name"] == "notes")
    start(alice, project, merge=True, capture=django_capture_on_commit_callbacks)
    project.refresh_from_db()
    tables = {t["name"]: t for t in project.schema["tables"]}
    assert set(tables) == {"customers", "notes", "orders"}
    assert tables["notes"]["id"] == notes_id
    assert [a["name"] for a in tables["customers"]["attributes"]] == ["id", "email"]


def test_a_file_without_tables_fails_and_changes_nothing(alice, project,
                                                        django_capture_on_commit_callbacks):
    job = start(alice, project, b"INSERT INTO t VALUES (1); SELECT 1;",
                capture=django_capture_on_commit_callbacks)
    assert job.status == "failed"
    assert job.result["error"] == "no_tables"
    project.refresh_from_db()
    assert project.revision == 0 and project.schema["tables"] == []


@pytest.mark.plan_limits
def test_it_applies_the_tables_limit_of_the_diagram_owner(alice, project,
                                                          django_capture_on_commit_callbacks):
    Package.objects.filter(is_default=True).update(max_imports_per_month=-1,
                                                   max_tables_per_diagram=1)
    job = start(alice, project, capture=django_capture_on_commit_callbacks)
    assert job.status == "failed" and job.result["error"] == "quota_reached"
    project.refresh_from_db()
    assert project.schema["tables"] == []


def test_a_redelivered_task_does_not_import_twice(alice, project,
                                                   django_capture_on_commit_callbacks):
    job = start(alice, project, capture=django_capture_on_commit_callbacks)
    run_import(str(job.pk))
    project.refresh_from_db()
    assert project.revision == 1
    job.refresh_from_db()
    assert job.attempts == 1


def test_a_job_tried_too_often_is_failed_without_touching_the_diagram(alice, project):
    job = Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=alice,
                             status=Job.Status.RUNNING, attempts=3, upload="imports/none.sql")
    run_import(str(job.pk))
    job.refresh_from_db()
    assert job.status == "failed"
    project.refresh_from_db()
    assert project.revision == 0


def test_a_utf16_script_keeps_its_accented_names(alice, project,
                                                 django_capture_on_commit_callbacks):
    # SQL Server Management Studio saves scripts in UTF-16 behind a byte order mark.
    script = "CREATE TABLE élèves (prénom NVARCHAR(50));".encode("utf-16")
    job = start(alice, project, script, capture=django_capture_on_commit_callbacks)
    assert job.status == "succeeded", job.result
    project.refresh_from_db()
    [table] = project.schema["tables"]
    assert table["name"] == "élèves"
    assert [a["name"] for a in table["attributes"]] == ["prénom"]
