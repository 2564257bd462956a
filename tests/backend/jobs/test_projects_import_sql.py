"""POST /api/projects/{id}/import_sql/: the upload's checks before any work is queued."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from tests.backend.helpers import assert_error
from web.accounts import tokens
from web.billing.models import Package
from web.jobs.models import Job
from web.projects.models import Collaborator, Project

SQL = b"CREATE TABLE users (id INT PRIMARY KEY, email VARCHAR(255));"


@pytest.fixture
def project(alice):
    return Project.objects.create(owner=alice, name="Boutique")


def upload(user, project, file=None, **fields):
    client = Client(headers={"Authorization": f"Bearer {tokens.issue(user).access}"})
    data = {"merge_with_existing": "false", "auto_layout": "false", **fields}
    if file is not None:
        data["sql_file"] = file
    return client.post(f"/api/projects/{project.id}/import_sql/", data)


@pytest.mark.parametrize("name", ["schema.json", "dump.sql.gz", "noextension"])
def test_it_refuses_other_extensions(alice, project, name):
    response = upload(alice, project, SimpleUploadedFile(name, SQL))
    assert_error(response, 400, code="unsupported_format",
                 message="Format non supporté. Utilisez .sql ou .txt")
    assert not Job.objects.exists()


def test_it_refuses_a_file_over_ten_megabytes(alice, project, settings):
    big = SimpleUploadedFile("dump.sql", b"-- x\n" * (10_485_760 // 5 + 1))
    response = upload(alice, project, big)
    assert_error(response, 400, code="file_too_large", message="Fichier trop volumineux (max 10MB)")
    assert not Job.objects.exists()


def test_it_asks_for_a_file(alice, project):
    assert_error(upload(alice, project), 400,
                 message="Choisissez un fichier SQL ou DBML à importer.")


def test_it_refuses_viewers_and_hides_the_diagram_from_strangers(alice, bob, charlie, project):
    Collaborator.objects.create(project=project, user=bob, role="viewer")
    assert_error(upload(bob, project, SimpleUploadedFile("a.sql", SQL)), 403)
    assert_error(upload(charlie, project, SimpleUploadedFile("a.sql", SQL)), 404)
    assert not Job.objects.exists()


@pytest.mark.plan_limits
def test_it_applies_the_plans_import_limit(alice, project):
    # The shipped free plan has no SQL import (spec 001 §8: "Changez de plan…").
    response = upload(alice, project, SimpleUploadedFile("a.sql", SQL))
    assert_error(response, 403, code="quota_reached",
                 message="Changez de plan pour importer votre diagramme")
    assert not Job.objects.exists()


@pytest.mark.plan_limits
def test_it_counts_this_months_imports(alice, project):
    Package.objects.filter(is_default=True).update(max_imports_per_month=1)
    Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=alice,
                       status=Job.Status.SUCCEEDED)
    Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=alice,
                       status=Job.Status.FAILED)
    response = upload(alice, project, SimpleUploadedFile("a.sql", SQL))
    assert_error(response, 403, code="quota_reached")
