"""POST /api/projects/: create a diagram at the root, in a folder or in a team."""

import pytest

from document.messages import REQUIRED
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_folder, make_project, make_team, workspace_state
from web.projects import messages
from web.projects.models import Project
from web.projects.tags import MAX_TAG_LENGTH, MAX_TAGS

PATH = "projects/"


def create(api, user, **payload):
    return api.as_user(user).post(PATH, {"name": "Boutique", **payload})


def test_it_creates_a_private_diagram_with_an_empty_document(api, alice):
    response = create(api, alice, description="  Commandes  ", tags=["sql", " ventes "])
    assert response.status_code == 201
    body = response.json()
    project = Project.objects.get(pk=body["id"])
    assert (project.owner, project.name, project.description) == (alice, "Boutique", "Commandes")
    assert (project.visibility, project.tags) == ("private", ["sql", "ventes"])
    assert project.schema == {"format": 1, "tables": [], "relations": []}
    assert (body["is_owner"], body["access"], body["is_favorite"]) == (True, "owner", False)
    assert (body["folder"], body["team"], body["collaborators_count"]) == (None, None, 0)


def test_it_strips_commas_and_ignores_empty_tags(api, alice):
    response = create(api, alice, tags=["a,b", "  ", ",", "c"])
    assert response.json()["tags"] == ["ab", "c"]


def test_it_creates_a_public_diagram(api, alice):
    assert create(api, alice, visibility="public").json()["visibility"] == "public"


def test_it_creates_in_the_users_folder(api, alice):
    folder = make_folder(alice)
    body = create(api, alice, folder=folder.id).json()
    assert (body["folder"], body["team"], body["visibility"]) == (folder.id, None, "private")


def test_it_creates_in_a_team_the_user_administers(api, alice, bob):
    team = make_team(bob, alice="admin")
    body = create(api, alice, team=team.id, visibility="team").json()
    assert (body["team"], body["visibility"], body["access"]) == (team.id, "team", "owner")


def test_it_gives_team_visibility_to_a_diagram_placed_in_a_team(api, alice):
    team = make_team(alice)
    assert create(api, alice, team=team.id).json()["visibility"] == "team"


def test_it_places_a_diagram_of_a_team_folder_in_that_team(api, alice):
    team = make_team(alice)
    folder = make_folder(alice, team=team)
    body = create(api, alice, folder=folder.id).json()
    assert (body["folder"], body["team"], body["visibility"]) == (folder.id, team.id, "team")


@pytest.mark.parametrize("role", ["member", "viewer"])
def test_it_refuses_a_team_the_user_does_not_administer(api, alice, bob, role):
    team = make_team(bob, alice=role)
    before = workspace_state()
    response = create(api, alice, team=team.id)
    assert_error(response, 400, field="team", message=messages.TEAM_NOT_ADMIN)
    assert workspace_state() == before


def test_it_refuses_a_team_folder_of_a_team_the_user_does_not_administer(api, alice, bob):
    # Spec 000 §6: only an admin creates a diagram in the team, whichever way it gets there.
    team = make_team(bob, alice="member")
    folder = make_folder(bob, team=team)
    before = workspace_state()
    response = create(api, alice, folder=folder.id)
    assert_error(response, 400, field="folder", message=messages.TEAM_NOT_ADMIN)
    assert workspace_state() == before


def test_it_refuses_a_team_the_user_is_not_in_without_saying_it_exists(api, alice, bob):
    team = make_team(bob)
    unknown = create(api, alice, team=999999)
    foreign = create(api, alice, team=team.id)
    assert_error(unknown, 400, field="team", message=messages.TEAM_NOT_ADMIN)
    assert foreign.json() == unknown.json()
    assert not Project.objects.exists()


def test_it_refuses_another_users_folder_like_a_missing_one(api, alice, bob):
    folder = make_folder(bob)
    unknown = create(api, alice, folder=999999)
    foreign = create(api, alice, folder=folder.id)
    assert_error(unknown, 400, field="folder", message=messages.FOLDER_NOT_ALLOWED)
    assert foreign.json() == unknown.json()
    assert not Project.objects.exists()


def test_it_refuses_a_folder_of_another_team(api, alice):
    first, second = make_team(alice, "Un"), make_team(alice, "Deux")
    folder = make_folder(alice, team=first)
    response = create(api, alice, folder=folder.id, team=second.id)
    assert_error(response, 400, field="folder", message=messages.FOLDER_TEAM_MISMATCH)
    assert not Project.objects.exists()


def test_it_refuses_a_team_diagram_in_a_personal_folder(api, alice):
    # A team's members could not see the folder it would sit in.
    folder, team = make_folder(alice), make_team(alice)
    response = create(api, alice, folder=folder.id, team=team.id, visibility="team")
    assert_error(response, 400, field="folder", message=messages.FOLDER_NOT_IN_TEAM)
    assert not Project.objects.exists()


def test_it_refuses_team_visibility_without_a_team(api, alice):
    response = create(api, alice, visibility="team")
    assert_error(response, 400, field="team", message=messages.TEAM_REQUIRED)
    assert not Project.objects.exists()


@pytest.mark.parametrize("name", ["", "   "])
def test_it_refuses_an_empty_name(api, alice, name):
    response = create(api, alice, name=name)
    assert_error(response, 400, field="name", message=messages.NAME_REQUIRED)
    assert not Project.objects.exists()


@pytest.mark.parametrize("name", ["Boutique\nen ligne", "Bou\rtique", "Bou\ttique",
                                  "Bou\x07tique", "Bou\u2028tique"])
def test_it_refuses_a_name_with_a_line_break_or_control_character(api, alice, name):
    response = create(api, alice, name=name)
    assert_error(response, 400, field="name", message=messages.NAME_CONTROL_CHARACTERS)
    assert not Project.objects.exists()


def test_it_refuses_a_missing_name(api, alice):
    response = api.as_user(alice).post(PATH, {"description": "sans nom"})
    assert_error(response, 400, field="name", message=REQUIRED)


def test_it_refuses_duplicate_tags_in_any_case(api, alice):
    response = create(api, alice, tags=["SQL", "sql"])
    assert_error(response, 400, field="tags", message=messages.TAG_DUPLICATE.format(tag="sql"))
    assert not Project.objects.exists()


def test_it_refuses_an_overlong_tag(api, alice):
    response = create(api, alice, tags=["x" * (MAX_TAG_LENGTH + 1)])
    assert_error(response, 400, field="tags",
                 message=messages.TAG_TOO_LONG.format(n=MAX_TAG_LENGTH))
    assert not Project.objects.exists()


def test_it_refuses_too_many_tags(api, alice):
    response = create(api, alice, tags=[f"t{n}" for n in range(MAX_TAGS + 1)])
    assert_error(response, 400, field="tags")
    assert not Project.objects.exists()


@pytest.mark.parametrize(("field", "value"), [
    ("name", "x" * 201), ("description", "x" * 2001),
])
def test_it_refuses_oversized_fields(api, alice, field, value):
    assert_error(create(api, alice, **{field: value}), 400, field=field)
    assert not Project.objects.exists()


@pytest.mark.parametrize(("field", "value"), [
    ("name", 42), ("tags", "sql"), ("tags", [1, 2]), ("folder", "racine"), ("team", [1]),
    ("visibility", "secret"), ("description", None),
])
def test_it_refuses_wrong_types(api, alice, field, value):
    response = create(api, alice, **{field: value})
    body = assert_error(response, 400, code="invalid")
    assert any(name.startswith(field) for name in body["fields"]), body
    assert not Project.objects.exists()


def test_it_refuses_a_body_that_is_not_json(api, alice):
    assert_error(api.as_user(alice).post(PATH, "{name"), 400)
    assert not Project.objects.exists()


def test_it_leaves_other_diagrams_alone(api, alice):
    existing = make_project(alice, "Boutique")
    create(api, alice)
    assert Project.objects.filter(name="Boutique").count() == 2
    existing.refresh_from_db()
    assert existing.name == "Boutique"


def test_it_requires_authentication(api):
    assert_error(api.post(PATH, {"name": "Boutique"}), 401, code="not_authenticated")
    assert not Project.objects.exists()
