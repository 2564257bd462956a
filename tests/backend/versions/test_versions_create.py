"""POST /api/versions/ (spec 001 §2 "Créer une version", §5, §7): a named snapshot of the client's
document, or of the server's without one; 201 with the version, without its snapshot."""

from __future__ import annotations

import pytest

from tests.backend.documents.factories import stored_project
from tests.backend.helpers import assert_error
from web.core.parser import NUL_REFUSED
from web.versions import messages
from web.versions.models import Version
from web.versions.selectors import version_snapshot

from .factories import diagram

LIST_FIELDS = {"id", "project", "name", "description", "kind", "created_at",
               "created_by_details", "revision", "table_count", "relation_count",
               "snapshot_size", "status"}


@pytest.fixture
def project(alice):
    return stored_project(alice, diagram("users", "posts", "tags", relations=2))


def create(api, user, diagram_, **payload):
    return api.as_user(user).post("versions/", {"project": diagram_.pk, "name": "Jalon 1",
                                                **payload})


def test_it_snapshots_the_servers_document_without_a_snapshot(api, alice, project):
    response = create(api, alice, project, description="Avant la refonte")

    assert response.status_code == 201, response.content
    body = response.json()
    assert set(body) == LIST_FIELDS, "the snapshot is not sent back: the client has it"
    version = Version.objects.get(pk=body["id"])
    assert body == {
        "id": version.pk, "project": project.pk, "name": "Jalon 1",
        "description": "Avant la refonte", "kind": "manual",
        "created_at": body["created_at"],
        "created_by_details": {"id": alice.pk, "username": "alice"},
        "revision": 1, "table_count": 3, "relation_count": 2,
        "snapshot_size": len(version_snapshot(version)), "status": "ready",
    }
    assert version_snapshot(version) and version.snapshot_file.startswith(
        f"versions/{project.pk}/")


def test_a_snapshot_equal_to_the_servers_document_is_of_its_revision(api, alice, project):
    response = create(api, alice, project,
                      snapshot=diagram("users", "posts", "tags", relations=2))
    assert response.json()["revision"] == 1


def test_a_snapshot_with_unsaved_changes_is_of_no_revision(api, alice, project):
    """001 §4: the client's document is kept as the user sees it, unsaved changes included."""
    sent = diagram("users", "posts", "tags", "comments")
    response = create(api, alice, project, snapshot=sent)

    body = response.json()
    assert (body["revision"], body["table_count"], body["relation_count"]) == (None, 4, 0)
    detail = api.get(f"versions/{body['id']}/").json()
    assert [t["name"] for t in detail["snapshot"]["tables"]] == [
        "users", "posts", "tags", "comments"]


def test_it_keeps_document_data_only(api, alice, project):
    sent = diagram("users")
    sent["tables"][0]["isSelected"] = True
    sent["viewTransform"] = {"scale": 2}
    body = create(api, alice, project, snapshot=sent).json()

    snapshot = api.get(f"versions/{body['id']}/").json()["snapshot"]
    assert set(snapshot) == {"format", "tables", "relations"}
    assert "isSelected" not in snapshot["tables"][0]


def test_a_description_may_be_null_or_absent(api, alice, project):
    assert create(api, alice, project, description=None).json()["description"] == ""
    assert create(api, alice, project).json()["description"] == ""


def test_an_empty_diagram_has_versions_too(api, alice):
    from tests.backend.workspace.factories import make_project

    empty = make_project(alice, "Vide")
    body = create(api, alice, empty).json()
    assert (body["revision"], body["table_count"]) == (0, 0)


def test_a_name_is_trimmed(api, alice, project):
    assert create(api, alice, project, name="  Jalon 2  ").json()["name"] == "Jalon 2"


@pytest.mark.parametrize(("payload", "field", "message"), [
    ({"name": ""}, "name", messages.NAME_REQUIRED),
    ({"name": "   "}, "name", messages.NAME_REQUIRED),
    ({"name": "x" * 101}, "name", messages.NAME_TOO_LONG.format(n=100)),
    ({"name": "Jalon\n2"}, "name", messages.NAME_CONTROL_CHARACTERS),
    ({"name": "Jalon\u20282"}, "name", messages.NAME_CONTROL_CHARACTERS),
    ({"name": "Jalon\x002"}, "name", NUL_REFUSED),
    ({"name": None}, "name", "Ce champ doit être une chaîne de caractères."),
    ({"description": "x" * 501}, "description", messages.DESCRIPTION_TOO_LONG.format(n=500)),
    ({"project": "abc"}, "project", "Ce champ doit être un nombre entier."),
    ({"project": None}, "project", "Ce champ doit être un nombre entier."),
    ({"snapshot": []}, "snapshot", "Ce champ doit être un objet."),
    ({"snapshot": {"tables": "users"}}, "snapshot", None),
    ({"snapshot": {"tables": [{"id": "t1"}], "relations": []}}, "snapshot", None),
    ({"snapshot": {"format": 2, "tables": [], "relations": []}}, "snapshot", None),
    ({"snapshot": {"tables": [], "relations": [{"id": "r", "fromTableId": "x",
                                                 "toTableId": "y"}]}}, "snapshot", None),
], ids=lambda value: str(value)[:40])
def test_it_refuses_bad_input_with_french_field_errors(api, alice, project, payload, field,
                                                       message):
    response = create(api, alice, project, **payload)

    body = assert_error(response, 400, field=field, message=message)
    assert all(isinstance(m, str) and m for m in body["fields"][field])
    assert not Version.objects.exists()


def test_a_name_of_100_characters_is_accepted(api, alice, project):
    assert create(api, alice, project, name="x" * 100).status_code == 201


def test_a_snapshot_error_says_where_in_french(api, alice, project):
    response = create(api, alice, project, snapshot={"tables": [{"id": "t1"}], "relations": []})
    messages_ = response.json()["fields"]["snapshot"]
    assert response.json()["error"] == "invalid_document"
    assert any(m.startswith("tables[0].name : ") and "obligatoire" in m for m in messages_)


def test_a_body_without_project_or_name_is_refused(api, alice):
    response = api.as_user(alice).post("versions/", {})
    body = assert_error(response, 400, field="project", message="Ce champ est obligatoire.")
    assert body["fields"]["name"] == ["Ce champ est obligatoire."]


def test_a_body_that_is_not_json_is_refused(api, alice):
    response = api.as_user(alice).post("versions/", "{not json")
    assert_error(response, 400)


def test_a_missing_diagram_is_not_found(api, alice):
    response = api.as_user(alice).post("versions/", {"project": 987654321, "name": "Jalon"})
    assert_error(response, 404, code="not_found")


def test_it_needs_a_token(api, project):
    response = api.as_user(None).post("versions/", {"project": project.pk, "name": "Jalon"})
    assert_error(response, 401, code="not_authenticated")
