"""The people invited to a diagram: GET /api/projects/{id}/collaborators/, PATCH and DELETE
/api/projects/{id}/collaborators/{collaborator_id}/."""

import pytest

from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_project, make_team, share, workspace_state
from web.projects import messages
from web.projects.models import Collaborator


def path(project, collaborator=None) -> str:
    tail = f"{collaborator.id}/" if collaborator else ""
    return f"projects/{project.id}/collaborators/{tail}"


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique")


@pytest.fixture
def bob_editor(project, bob):
    return share(project, bob, Collaborator.Role.EDITOR)


@pytest.fixture
def charlie_viewer(project, charlie):
    return share(project, charlie, Collaborator.Role.VIEWER)


# --- List ---------------------------------------------------------------------------------------

def test_it_lists_collaborators_by_username(api, alice, bob_editor, charlie_viewer, project):
    response = api.as_user(alice).get(path(project))
    assert response.status_code == 200
    results = response.json()["results"]
    assert [(c["id"], c["role"]) for c in results] == [(bob_editor.id, "editor"),
                                                       (charlie_viewer.id, "viewer")]
    assert results[0]["user_details"] == {"id": bob_editor.user_id, "username": "bob",
                                          "email": None, "avatar": None}


def test_it_shows_the_list_to_an_editor(api, bob, bob_editor, project):
    assert api.as_user(bob).get(path(project)).json()["count"] == 1


def test_it_refuses_the_list_to_a_viewer(api, charlie, charlie_viewer, project):
    assert_error(api.as_user(charlie).get(path(project)), 403, code="forbidden")


def test_it_answers_404_to_a_stranger(api, charlie, project):
    assert_error(api.as_user(charlie).get(path(project)), 404, code="not_found")


def test_it_answers_404_for_an_unknown_diagram(api, alice):
    assert_error(api.as_user(alice).get("projects/999999/collaborators/"), 404)


# --- Change a role ------------------------------------------------------------------------------

def test_it_changes_a_role(api, alice, bob_editor, project):
    response = api.as_user(alice).patch(path(project, bob_editor), {"role": "viewer"})
    assert response.status_code == 200
    assert (response.json()["id"], response.json()["role"]) == (bob_editor.id, "viewer")
    bob_editor.refresh_from_db()
    assert bob_editor.role == "viewer"


def test_it_lets_a_team_admin_change_a_role(api, alice, bob, charlie):
    project = make_project(alice, team=make_team(alice, bob="admin"))
    collaborator = share(project, charlie, "viewer")
    assert api.as_user(bob).patch(path(project, collaborator), {"role": "editor"}
                                  ).status_code == 200


def test_it_refuses_a_role_change_to_an_editor(api, bob, bob_editor, charlie_viewer, project):
    before = workspace_state()
    response = api.as_user(bob).patch(path(project, charlie_viewer), {"role": "editor"})
    assert_error(response, 403, code="forbidden", message=messages.OWNER_ONLY)
    assert workspace_state() == before


@pytest.mark.parametrize("role", ["owner", "admin", "", None, 1])
def test_it_refuses_an_unknown_role(api, alice, bob_editor, project, role):
    before = workspace_state()
    assert_error(api.as_user(alice).patch(path(project, bob_editor), {"role": role}), 400,
                 field="role")
    assert workspace_state() == before


def test_it_answers_404_for_a_collaborator_of_another_diagram(api, alice, bob, project):
    elsewhere = share(make_project(alice, "Blog"), bob)
    response = api.as_user(alice).patch(path(project, elsewhere), {"role": "viewer"})
    assert_error(response, 404, message=messages.COLLABORATOR_NOT_FOUND)
    elsewhere.refresh_from_db()
    assert elsewhere.role == "editor"


def test_it_answers_404_to_a_stranger_changing_a_role(api, alice, bob, bob_editor, project):
    outsider = make_user("dave")
    before = workspace_state()
    response = api.as_user(outsider).patch(path(project, bob_editor), {"role": "viewer"})
    assert_error(response, 404, code="not_found")
    assert workspace_state() == before


# --- Remove -------------------------------------------------------------------------------------

def test_it_removes_a_collaborator_who_loses_access(api, alice, bob, bob_editor, project):
    response = api.as_user(alice).delete(path(project, bob_editor))
    assert response.status_code == 204
    assert not Collaborator.objects.exists()
    assert_error(api.as_user(bob).get(f"projects/{project.id}/"), 404)


def test_it_lets_a_collaborator_leave(api, charlie, charlie_viewer, project):
    assert api.as_user(charlie).delete(path(project, charlie_viewer)).status_code == 204
    assert not Collaborator.objects.exists()


def test_it_refuses_an_editor_removing_someone_else(api, bob, bob_editor, charlie_viewer,
                                                    project):
    before = workspace_state()
    response = api.as_user(bob).delete(path(project, charlie_viewer))
    assert_error(response, 403, code="forbidden", message=messages.OWNER_ONLY)
    assert workspace_state() == before


def test_it_answers_404_for_an_unknown_collaborator(api, alice, project):
    response = api.as_user(alice).delete(f"projects/{project.id}/collaborators/999999/")
    assert_error(response, 404, message=messages.COLLABORATOR_NOT_FOUND)


def test_it_answers_404_to_a_stranger_removing(api, bob_editor, project):
    outsider = make_user("dave")
    assert_error(api.as_user(outsider).delete(path(project, bob_editor)), 404)
    assert Collaborator.objects.filter(pk=bob_editor.pk).exists()


def test_it_requires_authentication(api, bob_editor, project):
    assert_error(api.get(path(project)), 401, code="not_authenticated")
    assert_error(api.patch(path(project, bob_editor), {"role": "viewer"}), 401)
    assert_error(api.delete(path(project, bob_editor)), 401)
    assert Collaborator.objects.filter(pk=bob_editor.pk, role="editor").exists()
