"""Versions per diagram (spec 000 §1, `max_versions_per_diagram`; 001 §8): manual versions count
against the diagram owner's plan; the one past the limit is refused with
{"error": "quota_reached", "message": "Limite de versions atteinte"} and writes nothing;
automatic versions are not counted; deleting one frees a slot; -1 is unlimited."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.core.files.storage import default_storage
from django.utils import timezone

from tests.backend.billing.factories import make_package, subscribe
from tests.backend.documents.factories import stored_project
from tests.backend.workspace.factories import share
from web.billing.models import Package
from web.versions.models import Version
from web.versions.services import version_create_automatic

from .factories import diagram

pytestmark = pytest.mark.plan_limits

LIMIT_BODY = {"error": "quota_reached", "message": "Limite de versions atteinte"}


@pytest.fixture
def project(alice):
    return stored_project(alice, diagram("users"))


def limit_free_plan_to(n: int) -> None:
    Package.objects.filter(is_default=True).update(max_versions_per_diagram=n)


def create(api, user, project, name="Jalon"):
    return api.as_user(user).post("versions/", {"project": project.pk, "name": name})


def test_the_shipped_free_plan_allows_five(api, alice, project):
    for n in range(5):
        assert create(api, alice, project, f"v{n}").status_code == 201
    response = create(api, alice, project, "v5")
    assert (response.status_code, response.json()) == (403, LIMIT_BODY)


def test_the_version_past_the_limit_writes_nothing(api, alice, project):
    limit_free_plan_to(2)
    create(api, alice, project, "v1")
    create(api, alice, project, "v2")
    files_before = default_storage.listdir(f"versions/{project.pk}")[1]

    response = create(api, alice, project, "v3")

    assert (response.status_code, response.json()) == (403, LIMIT_BODY)
    assert Version.objects.filter(project=project).count() == 2
    assert default_storage.listdir(f"versions/{project.pk}")[1] == files_before


def test_automatic_versions_are_not_counted(api, alice, project):
    limit_free_plan_to(1)
    for kind in (Version.Kind.BEFORE_IMPORT, Version.Kind.BEFORE_LAYOUT):
        version_create_automatic(actor=alice, project_id=project.pk, kind=kind)
    assert create(api, alice, project, "v1").status_code == 201
    assert create(api, alice, project, "v2").json() == LIMIT_BODY


def test_deleting_a_version_frees_a_slot(api, alice, project):
    limit_free_plan_to(1)
    first = create(api, alice, project, "v1").json()
    assert create(api, alice, project, "v2").status_code == 403

    assert api.as_user(alice).delete(f"versions/{first['id']}/").status_code == 204
    assert create(api, alice, project, "v2").status_code == 201


def test_the_diagram_owners_plan_decides_not_the_editors(api, alice, bob, project):
    limit_free_plan_to(1)
    subscribe(bob, make_package("Illimité", max_versions_per_diagram=-1),
              end=timezone.now() + timedelta(days=30))
    share(project, bob)
    create(api, alice, project, "v1")

    assert create(api, bob, project, "v2").json() == LIMIT_BODY
    bobs_own = stored_project(bob, diagram("orders"), name="À Bob")
    assert all(create(api, bob, bobs_own, f"v{n}").status_code == 201 for n in range(3))


def test_the_limit_is_per_diagram(api, alice, project):
    limit_free_plan_to(1)
    other = stored_project(alice, diagram("orders"), name="Autre")
    assert create(api, alice, project).status_code == 201
    assert create(api, alice, other).status_code == 201


def test_minus_one_is_unlimited(api, alice, project):
    limit_free_plan_to(-1)
    assert all(create(api, alice, project, f"v{n}").status_code == 201 for n in range(8))


def test_the_profile_tells_the_limit(api, alice):
    """000 §3 "User profile": versions_per_diagram_limit."""
    limit_free_plan_to(7)
    assert api.as_user(alice).get("users/me/").json()["user"]["versions_per_diagram_limit"] == 7
