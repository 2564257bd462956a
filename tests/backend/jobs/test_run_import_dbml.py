"""A .dbml file through POST /api/projects/{id}/import_sql/: the same job, limits and single
write as a SQL script, read by the DBML engine (eager worker here)."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from tests.backend.helpers import assert_error
from web.accounts import tokens
from web.billing.models import Package
from web.documents.models import Change
from web.jobs.models import Job
from web.projects.models import Project

SHOP = b"""Table customers [note: 'Les clients'] {
  id int [pk, increment]
  email varchar(190) [not null, unique]
}

Table orders {
  id bigint [pk]
  customer_id int [ref: > customers.id]
}

TableGroup boutique {
  customers
  orders
}
"""


@pytest.fixture
def project(alice):
    return Project.objects.create(owner=alice, name="Boutique")


def post(user, project, content, name, **fields):
    client = Client(headers={"Authorization": f"Bearer {tokens.issue(user).access}"})
    return client.post(f"/api/projects/{project.id}/import_sql/", {
        "sql_file": SimpleUploadedFile(name, content), "merge_with_existing": "false",
        "auto_layout": "true", **fields})


def start(user, project, content=SHOP, *, name="shop.dbml", capture, **fields):
    with capture(execute=True):
        response = post(user, project, content, name, **fields)
    assert response.status_code == 202, response.content
    return Job.objects.get(pk=response.json()["id"])


def test_a_dbml_file_is_imported_through_the_import_job(alice, project,
                                                        django_capture_on_commit_callbacks):
    job = start(alice, project, capture=django_capture_on_commit_callbacks)
    assert job.status == "succeeded", job.result
    assert job.upload.endswith(".dbml")
    project.refresh_from_db()
    tables = {t["name"]: t for t in project.schema["tables"]}
    assert list(tables) == ["customers", "orders"]
    assert tables["customers"]["comment"] == "Les clients"
    assert [(a["name"], a["type"], a["isPrimaryKey"], a["isAutoIncrement"], a["isUnique"])
            for a in tables["customers"]["attributes"]] == [
        ("id", "INT", True, True, False), ("email", "VARCHAR", False, False, True)]
    [relation] = project.schema["relations"]
    assert (relation["fromTableId"], relation["toTableId"]) == (tables["customers"]["id"],
                                                              tables["orders"]["id"])
    assert job.result["dialect"] == "dbml" and job.result["tables_count"] == 2
    assert job.result["skipped"] == []
    # The table group is an area that holds its two tables, after the auto layout too.
    [area] = project.schema["areas"]
    assert (area["name"], area["color"]) == ("boutique", "#3b82f6")
    for table in tables.values():
        assert area["x"] < table["x"] and table["x"] + table["width"] < area["x"] + area["width"]
        assert area["y"] < table["y"] < area["y"] + area["height"]
    change = Change.objects.get(project=project)
    assert change.command["name"] == "Importer un fichier DBML"


def test_unreadable_dbml_fails_the_job_with_its_line_in_french(
        alice, project, django_capture_on_commit_callbacks):
    job = start(alice, project, b"Table users {\n  id int [pk\n}\n",
                capture=django_capture_on_commit_callbacks)
    assert job.status == "failed"
    assert job.result["error"] == "invalid_dbml"
    assert job.result["message"].startswith("DBML illisible à la ligne 3, colonne 1 : « } »")
    project.refresh_from_db()
    assert project.revision == 0 and project.schema["tables"] == []


def test_a_dbml_import_merges_with_the_diagram(alice, project,
                                               django_capture_on_commit_callbacks):
    start(alice, project, b"Table notes {\n  id int [pk]\n}\n",
          capture=django_capture_on_commit_callbacks)
    start(alice, project, capture=django_capture_on_commit_callbacks,
          merge_with_existing="true")
    project.refresh_from_db()
    assert sorted(t["name"] for t in project.schema["tables"]) == ["customers", "notes", "orders"]


@pytest.mark.plan_limits
def test_the_plans_table_limit_applies(alice, project, django_capture_on_commit_callbacks):
    Package.objects.filter(is_default=True).update(max_imports_per_month=-1,
                                                   max_tables_per_diagram=1)
    job = start(alice, project, capture=django_capture_on_commit_callbacks)
    assert job.status == "failed" and job.result["error"] == "quota_reached"


@pytest.mark.plan_limits
def test_the_plans_import_quota_applies_before_reading(alice, project):
    assert_error(post(alice, project, SHOP, "shop.dbml"), 403, code="quota_reached")
    assert not Job.objects.exists()
