"""GET /api/projects/{id} (and with a trailing slash): a diagram opened in the editor."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import document, make_project, make_team, share
from web.projects.models import Collaborator


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique", description="Ventes", tags=["sql"],
                        schema=document("clients", "commandes"))


@pytest.mark.parametrize("template", ["projects/{id}", "projects/{id}/"])
def test_it_returns_the_diagram_with_its_document(api, alice, project, template):
    response = api.as_user(alice).get(template.format(id=project.id))
    assert response.status_code == 200
    body = response.json()
    assert body["schema"] == project.schema
    assert (body["id"], body["name"], body["description"], body["tags"]) == (
        project.id, "Boutique", "Ventes", ["sql"])
    assert (body["is_owner"], body["access"], body["revision"]) == (True, "owner", 0)
    assert body["owner_details"] == {"id": alice.id, "username": "alice", "avatar": None}
    assert (body["visibility"], body["public_by_link"], body["folder"], body["team"]) == (
        "private", False, None, None)


@pytest.mark.parametrize(("role", "access"), [("editor", "editor"), ("viewer", "viewer")])
def test_it_opens_for_a_collaborator_with_his_access(api, bob, project, role, access):
    share(project, bob, role)
    body = api.as_user(bob).get(f"projects/{project.id}").json()
    assert (body["is_owner"], body["access"]) == (False, access)
    assert body["schema"] == project.schema


@pytest.mark.parametrize(("role", "access"), [
    ("admin", "admin"), ("member", "editor"), ("viewer", "viewer")])
def test_it_opens_for_the_team(api, alice, bob, role, access):
    project = make_project(alice, team=make_team(alice, bob=role))
    assert api.as_user(bob).get(f"projects/{project.id}/").json()["access"] == access


def test_it_gives_the_strongest_access_of_several_sources(api, alice, bob):
    project = make_project(alice, team=make_team(alice, bob="viewer"))
    share(project, bob, Collaborator.Role.EDITOR)
    assert api.as_user(bob).get(f"projects/{project.id}/").json()["access"] == "editor"


def test_it_opens_a_public_diagram_read_only_for_any_signed_in_user(api, charlie, project):
    project.visibility = "public"
    project.save()
    body = api.as_user(charlie).get(f"projects/{project.id}").json()
    assert (body["access"], body["is_owner"]) == ("viewer", False)


def test_it_answers_404_to_a_stranger_on_a_diagram_shared_only_by_link(api, charlie, project):
    """The link's key opens it, at project/public/{id}/?key=…; its id alone does not."""
    project.public_by_link, project.public_key = True, "k" * 32
    project.save()
    assert_error(api.as_user(charlie).get(f"projects/{project.id}"), 404, code="not_found")


@pytest.mark.parametrize("template", ["projects/{id}", "projects/{id}/"])
def test_it_answers_404_to_a_stranger(api, charlie, project, template):
    response = api.as_user(charlie).get(template.format(id=project.id))
    assert_error(response, 404, code="not_found")
    assert "Boutique" not in response.content.decode()


def test_it_answers_404_to_a_former_team_member(api, alice, bob):
    team = make_team(alice, bob="member")
    project = make_project(alice, team=team)
    team.memberships.filter(user=bob).delete()
    assert_error(api.as_user(bob).get(f"projects/{project.id}"), 404)


@pytest.mark.parametrize("path", ["projects/999999", "projects/999999/", "projects/abc/"])
def test_it_answers_404_for_an_unknown_diagram(api, alice, path):
    assert_error(api.as_user(alice).get(path), 404, code="not_found")


@pytest.mark.parametrize("template", ["projects/{id}", "projects/{id}/"])
def test_it_requires_authentication(api, project, template):
    assert_error(api.get(template.format(id=project.id)), 401, code="not_authenticated")


def test_it_reads_the_diagram_its_owner_and_the_access_in_one_query(api, alice, bob, project):
    share(project, bob, "editor")
    path = f"projects/{project.id}/"
    assert api.as_user(bob).get(path).status_code == 200  # the document is now held
    with CaptureQueriesContext(connection) as queries:
        body = api.get(path).json()
    assert (body["access"], body["owner_details"]["username"]) == ("editor", "alice")
    assert len(queries) == 1, [q["sql"] for q in queries]
