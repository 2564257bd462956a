"""POST /api/folders/: a folder with a palette colour, at the root, in a team or in a folder."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_folder, make_team, workspace_state
from web.folders import messages
from web.folders.models import DEFAULT_COLOR, PALETTE, Folder
from web.folders.services import MAX_DEPTH

PATH = "folders/"


def create(api, user, **payload):
    return api.as_user(user).post(PATH, {"name": "Clients", **payload})


def test_it_creates_a_root_folder_with_the_default_colour(api, alice):
    response = create(api, alice, description=" Les comptes ")
    assert response.status_code == 201
    body = response.json()
    folder = Folder.objects.get()
    assert (folder.owner, folder.name, folder.description, folder.color) == (
        alice, "Clients", "Les comptes", DEFAULT_COLOR)
    assert (body["id"], body["color"], body["parent"], body["team"], body["ancestors"]) == (
        folder.id, DEFAULT_COLOR, None, None, [])
    assert (body["is_owner"], body["projects_count"], body["subfolders_count"]) == (True, 0, 0)


@pytest.mark.parametrize("color", PALETTE)
def test_it_accepts_each_palette_colour(api, alice, color):
    assert create(api, alice, color=color).json()["color"] == color


def test_it_stores_a_colour_in_lower_case(api, alice):
    assert create(api, alice, color="#3B82F6").json()["color"] == "#3b82f6"


@pytest.mark.parametrize("color", ["bleu", "#12345", "3b82f6", "#gggggg", " #3b82f"])
def test_it_refuses_an_invalid_colour(api, alice, color):
    assert_error(create(api, alice, color=color), 400, field="color",
                 message=messages.COLOR_INVALID)
    assert not Folder.objects.exists()


def test_it_creates_in_an_owned_team(api, alice):
    team = make_team(alice)
    assert create(api, alice, team=team.id).json()["team"] == team.id


@pytest.mark.parametrize("role", ["admin", "member", "viewer", None])
def test_it_refuses_a_team_the_user_does_not_own(api, alice, bob, role):
    team = make_team(bob, **({"alice": role} if role else {}))
    assert_error(create(api, alice, team=team.id), 400, field="team",
                 message=messages.TEAM_NOT_ALLOWED)
    assert not Folder.objects.exists()


def test_it_nests_a_folder_and_answers_its_ancestors(api, alice):
    top = make_folder(alice, "Clients")
    middle = make_folder(alice, "Europe", parent=top)
    body = create(api, alice, name="France", parent=middle.id).json()
    assert body["parent"] == middle.id
    assert body["ancestors"] == [{"id": top.id, "name": "Clients"},
                                 {"id": middle.id, "name": "Europe"}]


def test_it_puts_a_subfolder_in_its_parents_team(api, alice, bob):
    team = make_team(alice, bob="member")
    parent = make_folder(alice, team=team)
    body = create(api, bob, parent=parent.id).json()
    assert (body["team"], body["parent"], body["owner"]) == (team.id, parent.id, bob.id)


def test_it_refuses_another_team_than_the_parents(api, alice):
    parent = make_folder(alice, team=make_team(alice, "Un"))
    other = make_team(alice, "Deux")
    assert_error(create(api, alice, parent=parent.id, team=other.id), 400, field="team",
                 message=messages.TEAM_MISMATCH)
    assert Folder.objects.count() == 1


def test_it_refuses_a_parent_the_user_cannot_add_to_like_a_missing_one(api, alice, bob):
    private = make_folder(bob, "Privé")
    viewer_team = make_team(bob, alice="viewer")
    read_only = make_folder(bob, "Lecture", team=viewer_team)
    before = workspace_state()
    answers = [create(api, alice, parent=parent_id)
               for parent_id in (private.id, read_only.id, 999999)]
    for response in answers:
        assert_error(response, 400, field="parent", message=messages.PARENT_NOT_ALLOWED)
    assert answers[0].json() == answers[2].json()
    assert workspace_state() == before


def test_it_refuses_nesting_deeper_than_the_limit(api, alice):
    parent = None
    for depth in range(MAX_DEPTH):
        parent = make_folder(alice, f"Niveau {depth}", parent=parent)
    before = workspace_state()
    assert_error(create(api, alice, parent=parent.id), 400, field="parent",
                 message=messages.TOO_DEEP.format(n=MAX_DEPTH))
    assert workspace_state() == before


@pytest.mark.parametrize("name", ["", "   "])
def test_it_refuses_an_empty_name(api, alice, name):
    assert_error(create(api, alice, name=name), 400, field="name",
                 message=messages.NAME_REQUIRED)
    assert not Folder.objects.exists()


@pytest.mark.parametrize("name", ["Boutique\nen ligne", "Bou\rtique", "Bou\ttique",
                                  "Bou\x07tique", "Bou\u2028tique"])
def test_it_refuses_a_name_with_a_line_break_or_control_character(api, alice, name):
    assert_error(create(api, alice, name=name), 400, field="name",
                 message=messages.NAME_CONTROL_CHARACTERS)
    assert not Folder.objects.exists()


@pytest.mark.parametrize(("field", "value"), [
    ("name", "x" * 101), ("description", "x" * 1001), ("color", "#3b82f6ff"), ("name", 1),
    ("parent", "racine"), ("team", {"id": 1}),
])
def test_it_refuses_invalid_fields(api, alice, field, value):
    assert_error(create(api, alice, **{field: value}), 400, field=field)
    assert not Folder.objects.exists()


def test_it_requires_authentication(api):
    assert_error(api.post(PATH, {"name": "Clients"}), 401, code="not_authenticated")
    assert not Folder.objects.exists()
