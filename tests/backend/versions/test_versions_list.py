"""GET /api/versions/?project={id} (spec 001 §4 "Versions", §7): every version of a diagram,
newest first, without their snapshots."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.utils import timezone

from tests.backend.documents.factories import stored_project
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_project
from web.versions import services
from web.versions.models import Version

from .factories import diagram, make_version

ITEM_FIELDS = {"id", "project", "name", "description", "kind", "created_at",
               "created_by_details", "revision", "table_count", "relation_count",
               "snapshot_size", "status"}


@pytest.fixture
def project(alice):
    return stored_project(alice, diagram("users", "posts", relations=1))


def listed(api, user, project) -> dict:
    response = api.as_user(user).get("versions/", {"project": project.pk})
    assert response.status_code == 200, response.content
    return response.json()


def test_it_lists_every_version_newest_first_without_snapshots(api, alice, project):
    first = make_version(alice, project, "Premier jet", description="Brouillon")
    second = make_version(alice, project, "Relecture")
    Version.objects.filter(pk=first.pk).update(created_at=timezone.now() - timedelta(hours=1))

    body = listed(api, alice, project)

    assert body["count"] == 2
    assert [v["id"] for v in body["results"]] == [second.pk, first.pk]
    item = body["results"][1]
    assert set(item) == ITEM_FIELDS
    assert item == {
        "id": first.pk, "project": project.pk, "name": "Premier jet",
        "description": "Brouillon", "kind": "manual", "created_at": item["created_at"],
        "created_by_details": {"id": alice.pk, "username": "alice"}, "revision": 1,
        "table_count": 2, "relation_count": 1, "snapshot_size": first.snapshot_size,
        "status": "ready",
    }


def test_it_lists_automatic_versions_with_their_kind(api, alice, project):
    services.version_create_automatic(actor=alice, project_id=project.pk,
                                      kind=Version.Kind.BEFORE_LAYOUT)
    assert [v["kind"] for v in listed(api, alice, project)["results"]] == ["before_layout"]


def test_it_is_not_cut_into_pages(api, alice, project):
    for n in range(30):
        make_version(alice, project, f"v{n}")
    body = listed(api, alice, project)
    assert body["count"] == len(body["results"]) == 30
    assert set(body) == {"count", "results"}


def test_same_moment_versions_are_ordered_by_creation(api, alice, project):
    versions = [make_version(alice, project, f"v{n}") for n in range(3)]
    Version.objects.update(created_at=timezone.now())
    assert [v["id"] for v in listed(api, alice, project)["results"]] == [
        v.pk for v in reversed(versions)]


def test_it_lists_only_the_diagrams_versions(api, alice, project):
    other = stored_project(alice, diagram("orders"), name="Autre")
    make_version(alice, other, "Ailleurs")
    assert listed(api, alice, project) == {"count": 0, "results": []}


def test_a_version_whose_author_is_gone_has_no_author(api, alice, bob, project):
    from tests.backend.workspace.factories import share

    share(project, bob)
    make_version(bob, project, "Par Bob")
    bob.delete()
    assert listed(api, alice, project)["results"][0]["created_by_details"] is None


def test_its_queries_do_not_grow_with_the_versions(api, alice, project,
                                                    django_assert_max_num_queries):
    for n in range(20):
        make_version(alice, project, f"v{n}")
    client = api.as_user(alice)
    with django_assert_max_num_queries(6):
        assert client.get("versions/", {"project": project.pk}).status_code == 200


@pytest.mark.parametrize(("query", "message"), [
    ({}, "Ce champ est obligatoire."),
    ({"project": "abc"}, "Ce champ doit être un nombre entier."),
    ({"project": "1.5"}, "Ce champ doit être un nombre entier."),
    ({"project": ""}, None),
])
def test_a_missing_or_bad_project_is_a_field_error(api, alice, query, message):
    response = api.as_user(alice).get("versions/", query)
    assert_error(response, 400, field="project", message=message)


def test_a_missing_diagram_is_not_found(api, alice):
    assert_error(api.as_user(alice).get("versions/", {"project": 987654321}), 404,
                 code="not_found")
    assert_error(api.as_user(alice).get("versions/", {"project": 2 ** 70}), 404)


def test_an_empty_diagram_has_no_versions(api, alice):
    assert listed(api, alice, make_project(alice)) == {"count": 0, "results": []}
