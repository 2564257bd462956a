"""GET /api/versions/{id}/: a version with its snapshot {format, tables, relations}, compressed
for clients that accept gzip."""

from __future__ import annotations

import gzip
import json

import pytest

from tests.backend.documents.factories import stored_project
from tests.backend.helpers import assert_error
from web.versions.snapshots import LARGE_SNAPSHOT_TABLES

from .factories import diagram, make_version, sized


@pytest.fixture
def project(alice):
    return stored_project(alice, diagram("users", "posts", relations=1))


def test_it_gives_the_version_and_its_snapshot(api, alice, project):
    version = make_version(alice, project, "Jalon", description="Avant la refonte")
    listed = api.as_user(alice).get("versions/", {"project": project.pk}).json()["results"][0]

    body = api.get(f"versions/{version.pk}/").json()

    assert body == {**listed, "snapshot": diagram("users", "posts", relations=1)}


def test_it_is_compressed_for_clients_that_accept_gzip(api, alice, project):
    version = make_version(alice, project)
    response = api.as_user(alice).get(f"versions/{version.pk}/",
                                      HTTP_ACCEPT_ENCODING="gzip")
    assert response["Content-Encoding"] == "gzip"
    assert response["Content-Type"].startswith("application/json")
    body = json.loads(gzip.decompress(response.content))
    assert body["snapshot"]["tables"][0]["name"] == "users"


def test_a_large_snapshot_is_readable_before_the_worker_wrote_it(api, alice):
    """The request stores the JSON as it is; until the worker compressed it, it is read there."""
    project = stored_project(alice, sized(LARGE_SNAPSHOT_TABLES))
    version = make_version(alice, project)  # on_commit never runs here: the task is not run
    assert version.status == "pending"

    body = api.as_user(alice).get(f"versions/{version.pk}/").json()

    assert body["status"] == "pending"
    assert len(body["snapshot"]["tables"]) == body["table_count"] == LARGE_SNAPSHOT_TABLES


def test_a_missing_version_is_not_found(api, alice):
    assert_error(api.as_user(alice).get("versions/987654321/"), 404, code="not_found")
    assert_error(api.as_user(alice).get(f"versions/{2 ** 70}/"), 404, code="not_found")


def test_a_snapshot_lost_by_the_storage_is_said_plainly(api, alice, project):
    from django.core.files.storage import default_storage

    from web.versions import messages

    version = make_version(alice, project)
    default_storage.delete(version.snapshot_file)

    response = api.as_user(alice).get(f"versions/{version.pk}/")

    assert_error(response, 404, code="not_found", message=messages.SNAPSHOT_MISSING)
