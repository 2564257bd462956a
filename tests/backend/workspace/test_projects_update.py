"""PATCH /api/projects/{id}/: edit (name, description, tags, visibility) and move (folder, team).

Editing needs edit rights; visibility and placement belong to the owner (spec 000 §6).
"""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import (
    make_folder,
    make_project,
    make_team,
    placement_drift,
    share,
    workspace_state,
)
from web.projects import messages
from web.projects.models import Collaborator, Project


def path(project) -> str:
    return f"projects/{project.id}/"


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique", description="Ventes", tags=["sql"])


# --- Edit ---------------------------------------------------------------------------------------

def test_it_edits_name_description_and_tags(api, alice, project):
    response = api.as_user(alice).patch(path(project), {
        "name": "  Magasin ", "description": " Stock ", "tags": ["stock", "ventes"]})
    assert response.status_code == 200
    body = response.json()
    assert (body["name"], body["description"], body["tags"]) == ("Magasin", "Stock",
                                                                 ["stock", "ventes"])
    project.refresh_from_db()
    assert (project.name, project.description, project.tags) == ("Magasin", "Stock",
                                                                 ["stock", "ventes"])


def test_it_changes_only_what_was_sent(api, alice, project):
    api.as_user(alice).patch(path(project), {"description": ""})
    project.refresh_from_db()
    assert (project.name, project.description, project.tags) == ("Boutique", "", ["sql"])


def test_it_never_touches_the_document(api, alice, project):
    project.schema = {"format": 1, "tables": [{"id": "t1", "name": "clients"}], "relations": []}
    project.save()
    api.as_user(alice).patch(path(project), {"name": "Magasin", "schema": {}})
    project.refresh_from_db()
    assert project.schema["tables"][0]["name"] == "clients"


def test_it_lets_an_invited_editor_rename(api, bob, project):
    share(project, bob, Collaborator.Role.EDITOR)
    response = api.as_user(bob).patch(path(project), {"name": "Renommé"})
    assert response.status_code == 200
    assert (response.json()["is_owner"], response.json()["access"]) == (False, "editor")


def test_it_lets_a_team_member_rename_a_team_diagram(api, alice, bob):
    team = make_team(alice, bob="member")
    project = make_project(alice, team=team)
    assert api.as_user(bob).patch(path(project), {"name": "Renommé"}).status_code == 200


def test_it_refuses_an_invited_viewer(api, bob, project):
    share(project, bob, Collaborator.Role.VIEWER)
    before = workspace_state()
    response = api.as_user(bob).patch(path(project), {"name": "Renommé"})
    assert_error(response, 403, code="forbidden", message=messages.EDIT_FORBIDDEN)
    assert workspace_state() == before


def test_it_refuses_owner_fields_to_an_editor(api, bob, project):
    share(project, bob, Collaborator.Role.EDITOR)
    before = workspace_state()
    response = api.as_user(bob).patch(path(project), {"name": "X", "visibility": "public"})
    assert_error(response, 403, code="forbidden", message=messages.OWNER_ONLY)
    assert workspace_state() == before


def test_it_answers_404_to_a_stranger(api, charlie, project):
    before = workspace_state()
    response = api.as_user(charlie).patch(path(project), {"name": "Pris"})
    assert_error(response, 404, code="not_found")
    assert workspace_state() == before


def test_it_answers_403_to_a_stranger_on_a_public_diagram(api, charlie, project):
    project.visibility = "public"
    project.save()
    response = api.as_user(charlie).patch(path(project), {"name": "Pris"})
    assert_error(response, 403, code="forbidden", message=messages.EDIT_FORBIDDEN)


def test_it_answers_404_for_an_unknown_diagram(api, alice):
    assert_error(api.as_user(alice).patch("projects/999999/", {"name": "X"}), 404)


@pytest.mark.parametrize("name", ["", "  "])
def test_it_refuses_an_empty_name(api, alice, project, name):
    before = workspace_state()
    response = api.as_user(alice).patch(path(project), {"name": name, "description": "Neuve"})
    assert_error(response, 400, field="name", message=messages.NAME_REQUIRED)
    assert workspace_state() == before


@pytest.mark.parametrize("name", ["Boutique\nen ligne", "Bou\rtique", "Bou\ttique",
                                  "Bou\x07tique", "Bou\u2028tique"])
def test_it_refuses_a_name_with_a_line_break_or_control_character(api, alice, project, name):
    before = workspace_state()
    response = api.as_user(alice).patch(path(project), {"name": name})
    assert_error(response, 400, field="name", message=messages.NAME_CONTROL_CHARACTERS)
    assert workspace_state() == before


def test_it_refuses_duplicate_tags_and_keeps_the_rest_unwritten(api, alice, project):
    before = workspace_state()
    response = api.as_user(alice).patch(path(project), {"name": "Magasin",
                                                        "tags": ["a", "b", " A "]})
    assert_error(response, 400, field="tags", message=messages.TAG_DUPLICATE.format(tag="A"))
    assert workspace_state() == before


@pytest.mark.parametrize("payload", [
    {"name": "x" * 201}, {"description": "x" * 2001}, {"tags": ["t"] * 21}, {"name": 3},
    {"tags": "sql"}, {"visibility": "partout"}, {"folder": "racine"}, {"team": 1.5},
])
def test_it_refuses_invalid_fields(api, alice, project, payload):
    before = workspace_state()
    body = assert_error(api.as_user(alice).patch(path(project), payload), 400, code="invalid")
    [field] = payload
    assert any(name.startswith(field) for name in body["fields"]), body
    assert workspace_state() == before


def test_it_sets_visibility_public_and_back(api, alice, project):
    assert api.as_user(alice).patch(path(project), {"visibility": "public"}).json()[
        "visibility"] == "public"
    assert api.as_user(alice).patch(path(project), {"visibility": "private"}).json()[
        "visibility"] == "private"


def test_it_refuses_team_visibility_outside_a_team(api, alice, project):
    before = workspace_state()
    response = api.as_user(alice).patch(path(project), {"visibility": "team"})
    assert_error(response, 400, field="visibility", message=messages.TEAM_REQUIRED)
    assert workspace_state() == before


def test_it_takes_a_diagram_out_of_its_team_when_it_leaves_team_visibility(api, alice):
    team = make_team(alice)
    folder = make_folder(alice, team=team)
    project = make_project(alice, folder=folder)
    body = api.as_user(alice).patch(path(project), {"visibility": "private"}).json()
    assert (body["visibility"], body["team"], body["folder"]) == ("private", None, None)


def test_it_lets_a_team_admin_owner_edit_his_team_diagram_sending_its_team(api, alice, bob):
    # The edit dialog sends the current team with team visibility; keeping it is no move.
    team = make_team(alice, bob="admin")
    project = make_project(bob, team=team)
    response = api.as_user(bob).patch(path(project), {
        "name": "Renommé", "visibility": "team", "team": team.id})
    assert response.status_code == 200, response.content
    project.refresh_from_db()
    assert (project.name, project.team, project.visibility) == ("Renommé", team, "team")


# --- Move ---------------------------------------------------------------------------------------

def test_it_moves_into_a_folder(api, alice, project):
    folder = make_folder(alice)
    body = api.as_user(alice).patch(path(project), {"folder": folder.id, "team": None}).json()
    assert (body["folder"], body["team"]) == (folder.id, None)
    project.refresh_from_db()
    assert project.folder == folder


def test_it_moves_into_an_owned_team(api, alice, project):
    team = make_team(alice)
    body = api.as_user(alice).patch(path(project), {"folder": None, "team": team.id}).json()
    assert (body["team"], body["visibility"], body["folder"]) == (team.id, "team", None)


def test_it_moves_into_a_folder_of_an_owned_team(api, alice, project):
    team = make_team(alice)
    folder = make_folder(alice, team=team)
    body = api.as_user(alice).patch(path(project), {"folder": folder.id, "team": None}).json()
    assert (body["folder"], body["team"], body["visibility"]) == (folder.id, team.id, "team")


def test_it_moves_back_to_the_root_when_both_are_null(api, alice):
    team = make_team(alice)
    project = make_project(alice, folder=make_folder(alice, team=team))
    body = api.as_user(alice).patch(path(project), {"folder": None, "team": None}).json()
    assert (body["folder"], body["team"], body["visibility"]) == (None, None, "private")


def test_it_keeps_a_public_diagram_public_when_moved_to_the_root(api, alice):
    project = make_project(alice, visibility="public", folder=make_folder(alice))
    body = api.as_user(alice).patch(path(project), {"folder": None, "team": None}).json()
    assert (body["folder"], body["visibility"]) == (None, "public")


@pytest.mark.parametrize("role", ["admin", "member", "viewer", None])
def test_it_refuses_a_team_the_user_does_not_own(api, alice, bob, project, role):
    team = make_team(bob, **({"alice": role} if role else {}))
    before = workspace_state()
    response = api.as_user(alice).patch(path(project), {"folder": None, "team": team.id})
    assert_error(response, 400, field="team", message=messages.TEAM_NOT_OWNED)
    assert workspace_state() == before


def test_it_refuses_a_folder_that_would_bring_the_diagram_into_a_team_not_owned(api, alice, bob,
                                                                               project):
    team = make_team(bob, alice="member")
    folder = make_folder(bob, team=team)
    before = workspace_state()
    response = api.as_user(alice).patch(path(project), {"folder": folder.id, "team": None})
    assert_error(response, 400, field="folder", message=messages.TEAM_NOT_OWNED)
    assert workspace_state() == before


def test_it_lets_the_owner_move_his_diagram_between_folders_of_its_team(api, alice, bob):
    team = make_team(alice, bob="admin")
    first, second = make_folder(alice, "Un", team=team), make_folder(alice, "Deux", team=team)
    project = make_project(bob, folder=first)
    response = api.as_user(bob).patch(path(project), {"folder": second.id, "team": None})
    assert response.status_code == 200, response.content
    assert (response.json()["folder"], response.json()["team"]) == (second.id, team.id)


def test_it_refuses_another_users_folder_like_a_missing_one(api, alice, bob, project):
    foreign = make_folder(bob)
    before = workspace_state()
    refused = api.as_user(alice).patch(path(project), {"folder": foreign.id, "team": None})
    missing = api.as_user(alice).patch(path(project), {"folder": 999999, "team": None})
    assert_error(refused, 400, field="folder", message=messages.FOLDER_NOT_ALLOWED)
    assert refused.json() == missing.json()
    assert workspace_state() == before


def test_it_refuses_a_folder_of_another_team_than_the_one_chosen(api, alice, project):
    first, second = make_team(alice, "Un"), make_team(alice, "Deux")
    folder = make_folder(alice, team=first)
    response = api.as_user(alice).patch(path(project), {"folder": folder.id, "team": second.id})
    assert_error(response, 400, field="folder", message=messages.FOLDER_TEAM_MISMATCH)
    project.refresh_from_db()
    assert (project.folder, project.team) == (None, None)


def test_it_refuses_a_personal_folder_with_a_team(api, alice, project):
    folder, team = make_folder(alice), make_team(alice)
    before = workspace_state()
    response = api.as_user(alice).patch(path(project), {"folder": folder.id, "team": team.id})
    assert_error(response, 400, field="folder", message=messages.FOLDER_NOT_IN_TEAM)
    assert workspace_state() == before


def test_it_takes_a_diagram_out_of_its_personal_folder_when_it_joins_a_team(api, alice):
    # The edit dialog sends the team without the folder.
    team = make_team(alice)
    project = make_project(alice, folder=make_folder(alice))
    body = api.as_user(alice).patch(path(project), {"visibility": "team", "team": team.id}).json()
    assert (body["folder"], body["team"], body["visibility"]) == (None, team.id, "team")
    assert placement_drift() == []


def test_it_takes_a_diagram_out_of_its_team_folder_when_its_team_changes(api, alice):
    first, second = make_team(alice, "Un"), make_team(alice, "Deux")
    project = make_project(alice, folder=make_folder(alice, team=first))
    response = api.as_user(alice).patch(path(project), {"visibility": "team", "team": second.id})
    assert response.status_code == 200, response.content
    assert (response.json()["folder"], response.json()["team"]) == (None, second.id)


def test_it_keeps_a_diagram_in_its_team_folder_when_its_team_is_sent_again(api, alice):
    team = make_team(alice)
    folder = make_folder(alice, team=team)
    project = make_project(alice, folder=folder)
    body = api.as_user(alice).patch(path(project), {"visibility": "team", "team": team.id}).json()
    assert (body["folder"], body["team"]) == (folder.id, team.id)


def test_it_takes_a_team_diagram_out_of_its_team_into_a_personal_folder(api, alice):
    team = make_team(alice)
    project = make_project(alice, team=team)
    folder = make_folder(alice)
    body = api.as_user(alice).patch(path(project), {"folder": folder.id}).json()
    assert (body["folder"], body["team"], body["visibility"]) == (folder.id, None, "private")


def test_it_moves_a_diagram_into_a_folder_of_another_owned_team(api, alice):
    first, second = make_team(alice, "Un"), make_team(alice, "Deux")
    project = make_project(alice, folder=make_folder(alice, "A", team=first))
    folder = make_folder(alice, "B", team=second)
    body = api.as_user(alice).patch(path(project), {"folder": folder.id}).json()
    assert (body["folder"], body["team"], body["visibility"]) == (folder.id, second.id, "team")


@pytest.mark.parametrize("role", ["editor", "viewer"])
def test_it_refuses_a_move_to_a_collaborator(api, bob, project, role):
    share(project, bob, role)
    folder = make_folder(bob)
    before = workspace_state()
    response = api.as_user(bob).patch(path(project), {"folder": folder.id, "team": None})
    assert_error(response, 403, code="forbidden", message=messages.OWNER_ONLY)
    assert workspace_state() == before


def test_it_refuses_a_move_to_the_team_owner_who_does_not_own_the_diagram(api, alice, bob):
    team = make_team(alice, bob="admin")
    project = make_project(bob, team=team)
    response = api.as_user(alice).patch(path(project), {"folder": None, "team": None})
    assert_error(response, 403, code="forbidden", message=messages.OWNER_ONLY)
    assert Project.objects.get(pk=project.pk).team == team


def test_it_requires_authentication(api, project):
    assert_error(api.patch(path(project), {"name": "X"}), 401, code="not_authenticated")
