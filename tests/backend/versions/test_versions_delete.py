"""DELETE /api/versions/{id}/: a version and its snapshot file go (a user at the plan's limit
frees a slot this way: see test_versions_quota.py)."""

from __future__ import annotations

import pytest
from django.core.files.storage import default_storage

from tests.backend.documents.factories import stored_project
from tests.backend.helpers import assert_error
from web.versions.models import Version

from .factories import diagram, make_version


@pytest.fixture
def project(alice):
    return stored_project(alice, diagram("users"))


def test_it_deletes_the_version_and_its_file(api, alice, project,
                                            django_capture_on_commit_callbacks):
    version = make_version(alice, project)
    kept = make_version(alice, project, "Gardée")

    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice).delete(f"versions/{version.pk}/")

    assert response.status_code == 204
    assert response.content == b""
    assert list(Version.objects.values_list("pk", flat=True)) == [kept.pk]
    assert not default_storage.exists(version.snapshot_file)
    assert default_storage.exists(kept.snapshot_file)


def test_an_automatic_version_may_be_deleted_too(api, alice, project):
    from web.versions.services import version_create_automatic

    version = version_create_automatic(actor=alice, project_id=project.pk,
                                       kind=Version.Kind.BEFORE_IMPORT)
    assert api.as_user(alice).delete(f"versions/{version.pk}/").status_code == 204


def test_a_deleted_version_is_gone(api, alice, project):
    version = make_version(alice, project)
    api.as_user(alice).delete(f"versions/{version.pk}/")
    assert_error(api.delete(f"versions/{version.pk}/"), 404, code="not_found")
    assert_error(api.get(f"versions/{version.pk}/"), 404, code="not_found")
    assert_error(api.post(f"versions/{version.pk}/restore/"), 404, code="not_found")
