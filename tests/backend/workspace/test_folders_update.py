"""PATCH /api/folders/{id}/: the folder's owner renames, recolours and moves it (never into
itself or one of its subfolders)."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_folder, make_team, workspace_state
from web.folders import messages
from web.folders.models import Folder


def path(folder) -> str:
    return f"folders/{folder.id}/"


@pytest.fixture
def tree(alice):
    top = make_folder(alice, "Clients")
    child = make_folder(alice, "Europe", parent=top)
    grandchild = make_folder(alice, "France", parent=child)
    return top, child, grandchild


def test_it_edits_name_description_and_colour(api, alice, tree):
    top = tree[0]
    response = api.as_user(alice).patch(path(top), {
        "name": " Comptes ", "description": " Tous ", "color": "#8B5CF6"})
    assert response.status_code == 200
    body = response.json()
    assert (body["name"], body["description"], body["color"]) == ("Comptes", "Tous", "#8b5cf6")
    top.refresh_from_db()
    assert (top.name, top.description, top.color) == ("Comptes", "Tous", "#8b5cf6")


def test_it_moves_a_folder_under_another(api, alice, tree):
    top, child, grandchild = tree
    other = make_folder(alice, "Archives")
    body = api.as_user(alice).patch(path(child), {"parent": other.id}).json()
    assert body["parent"] == other.id
    assert body["ancestors"] == [{"id": other.id, "name": "Archives"}]
    grandchild.refresh_from_db()
    assert grandchild.parent == child


def test_it_moves_a_folder_to_the_root(api, alice, tree):
    body = api.as_user(alice).patch(path(tree[2]), {"parent": None}).json()
    assert (body["parent"], body["ancestors"]) == (None, [])


@pytest.mark.parametrize("target", [0, 1, 2], ids=["itself", "its child", "its grandchild"])
def test_it_refuses_a_cycle(api, alice, tree, target):
    top = tree[0]
    before = workspace_state()
    response = api.as_user(alice).patch(path(top), {"name": "Renommé",
                                                    "parent": tree[target].id})
    assert_error(response, 400, field="parent", message=messages.PARENT_CYCLE)
    assert workspace_state() == before


def test_it_refuses_a_cycle_from_the_middle(api, alice, tree):
    _, child, grandchild = tree
    assert_error(api.as_user(alice).patch(path(child), {"parent": grandchild.id}), 400,
                 message=messages.PARENT_CYCLE)
    child.refresh_from_db()
    assert child.parent == tree[0]


def test_it_brings_the_subfolders_into_a_team_and_out_again(api, alice, tree):
    top, child, grandchild = tree
    team = make_team(alice)
    assert api.as_user(alice).patch(path(top), {"team": team.id}).json()["team"] == team.id
    assert set(Folder.objects.values_list("team", flat=True)) == {team.id}
    api.as_user(alice).patch(path(top), {"team": None})
    assert set(Folder.objects.values_list("team", flat=True)) == {None}


def test_it_puts_a_moved_folder_in_its_new_parents_team(api, alice, tree):
    top, child, grandchild = tree
    team_folder = make_folder(alice, "Équipe", team=make_team(alice))
    api.as_user(alice).patch(path(child), {"parent": team_folder.id})
    child.refresh_from_db()
    grandchild.refresh_from_db()
    assert child.team == grandchild.team == team_folder.team


@pytest.mark.parametrize("role", ["admin", "member", None])
def test_it_refuses_a_team_the_user_does_not_own(api, alice, bob, tree, role):
    team = make_team(bob, **({"alice": role} if role else {}))
    before = workspace_state()
    assert_error(api.as_user(alice).patch(path(tree[0]), {"team": team.id}), 400, field="team",
                 message=messages.TEAM_NOT_ALLOWED)
    assert workspace_state() == before


def test_it_refuses_a_parent_of_someone_else_like_a_missing_one(api, alice, bob, tree):
    foreign = make_folder(bob, "De Bob")
    before = workspace_state()
    refused = api.as_user(alice).patch(path(tree[1]), {"parent": foreign.id})
    missing = api.as_user(alice).patch(path(tree[1]), {"parent": 999999})
    assert_error(refused, 400, field="parent", message=messages.PARENT_NOT_ALLOWED)
    assert refused.json() == missing.json()
    assert workspace_state() == before


@pytest.mark.parametrize("role", ["admin", "member", "viewer"])
def test_it_is_for_the_folders_owner_only(api, alice, bob, role):
    folder = make_folder(alice, team=make_team(alice, bob=role))
    before = workspace_state()
    assert_error(api.as_user(bob).patch(path(folder), {"name": "Pris"}), 403, code="forbidden",
                 message=messages.OWNER_ONLY)
    assert workspace_state() == before


def test_it_answers_404_to_a_stranger(api, charlie, tree):
    before = workspace_state()
    assert_error(api.as_user(charlie).patch(path(tree[0]), {"name": "Pris"}), 404)
    assert workspace_state() == before


def test_it_answers_404_for_an_unknown_folder(api, alice):
    assert_error(api.as_user(alice).patch("folders/999999/", {"name": "X"}), 404)


@pytest.mark.parametrize(("payload", "field", "message"), [
    ({"name": " "}, "name", messages.NAME_REQUIRED),
    ({"name": "Neuf", "color": "rouge"}, "color", messages.COLOR_INVALID),
    ({"name": "x" * 101}, "name", None),
    ({"parent": "haut"}, "parent", None),
])
def test_it_refuses_invalid_fields_and_writes_nothing(api, alice, tree, payload, field,
                                                      message):
    before = workspace_state()
    assert_error(api.as_user(alice).patch(path(tree[0]), payload), 400, field=field,
                 message=message)
    assert workspace_state() == before


def test_it_requires_authentication(api, tree):
    assert_error(api.patch(path(tree[0]), {"name": "X"}), 401, code="not_authenticated")
