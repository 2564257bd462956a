"""PATCH /api/folders/{id}/: the folder's owner renames, recolours and moves it (never into
itself or one of its subfolders, never deeper than the nesting limit). Into or out of a team, the
owner's subfolders and diagrams come along; what others put inside stays in their team."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import (
    make_folder,
    make_project,
    make_team,
    placement_drift,
    workspace_state,
)
from web.folders import messages
from web.folders.models import Folder
from web.folders.services import MAX_DEPTH
from web.projects.models import Project


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


# --- A move takes the folder's content along ------------------------------------------------------

def placements() -> dict[str, tuple]:
    return {p.name: (p.folder_id, p.team_id, p.visibility) for p in Project.objects.all()}


@pytest.fixture
def filled(alice, tree):
    """A diagram at each level of alice's tree, one of them public."""
    top, child, grandchild = tree
    make_project(alice, "A", folder=top)
    make_project(alice, "B", folder=child)
    make_project(alice, "C", folder=grandchild)
    make_project(alice, "P", folder=grandchild, visibility="public")
    return tree


def test_it_brings_the_diagrams_of_the_whole_subtree_into_a_team_and_out_again(api, alice,
                                                                               filled):
    top, child, grandchild = filled
    team = make_team(alice)
    assert api.as_user(alice).patch(path(top), {"team": team.id}).status_code == 200
    assert placements() == {"A": (top.id, team.id, "team"), "B": (child.id, team.id, "team"),
                            "C": (grandchild.id, team.id, "team"),
                            "P": (grandchild.id, team.id, "team")}
    assert api.as_user(alice).patch(path(top), {"team": None}).status_code == 200
    assert {p[1:] for p in placements().values()} == {(None, "private")}
    assert placement_drift() == []


def test_it_brings_the_diagrams_into_the_team_of_the_new_parent(api, alice, filled):
    top, child, grandchild = filled
    team_folder = make_folder(alice, "Équipe", team=make_team(alice))
    api.as_user(alice).patch(path(child), {"parent": team_folder.id})
    team_id = team_folder.team_id
    assert placements() == {"A": (top.id, None, "private"), "B": (child.id, team_id, "team"),
                            "C": (grandchild.id, team_id, "team"),
                            "P": (grandchild.id, team_id, "team")}
    assert placement_drift() == []


@pytest.mark.parametrize("how", ["team", "parent"])
def test_it_moves_the_subtree_from_one_team_to_another(api, alice, how):
    first, second = make_team(alice, "Un"), make_team(alice, "Deux")
    top = make_folder(alice, "Clients", team=first)
    leaf = make_folder(alice, "France", parent=make_folder(alice, "Europe", parent=top))
    make_project(alice, "A", folder=leaf)
    destination = (second.id if how == "team"
                   else make_folder(alice, "Dans Deux", team=second).id)
    assert api.as_user(alice).patch(path(top), {how: destination}).status_code == 200
    assert set(Folder.objects.exclude(team=None).values_list("team", flat=True)) == {second.id}
    assert placements()["A"] == (leaf.id, second.id, "team")
    assert placement_drift() == []


def test_it_keeps_a_public_diagram_public_when_no_team_changes(api, alice, filled):
    api.as_user(alice).patch(path(filled[1]), {"parent": make_folder(alice, "Archives").id})
    assert placements()["P"][1:] == (None, "public")


@pytest.fixture
def shared_tree(alice, bob):
    """In alice's team folder, bob put a diagram and a subfolder of his (holding a diagram of his
    and a subfolder of alice's); alice's subfolder holds a diagram of bob's."""
    team = make_team(alice, bob="member")
    top = make_folder(alice, "Clients", team=team)
    mine = make_folder(alice, "Europe", parent=top)
    bobs = make_folder(bob, "De Bob", parent=top)
    inside_bobs = make_folder(alice, "Chez Bob", parent=bobs)
    for owner, name, folder in ((alice, "A", top), (bob, "B", top), (bob, "B2", mine),
                                (alice, "A2", mine), (bob, "B3", bobs), (alice, "A3", inside_bobs)):
        make_project(owner, name, folder=folder)
    return team, top, mine, bobs, inside_bobs


@pytest.mark.parametrize("to_other_team", [False, True])
def test_it_never_moves_what_others_put_in_the_folder(api, alice, bob, shared_tree,
                                                      to_other_team):
    team, top, mine, bobs, inside_bobs = shared_tree
    other = make_team(alice, "Autre") if to_other_team else None
    response = api.as_user(alice).patch(path(top), {"team": other.id if other else None})
    assert response.status_code == 200, response.content
    new = other.id if other else None
    visibility = "team" if other else "private"
    # Bob's diagrams stay in the team he shared them with, at its root.
    assert placements() == {
        "A": (top.id, new, visibility), "A2": (mine.id, new, visibility),
        "B": (None, team.id, "team"), "B2": (None, team.id, "team"),
        "B3": (bobs.id, team.id, "team"), "A3": (inside_bobs.id, team.id, "team")}
    # His subfolder, with what it holds, goes to the team's top level.
    assert set(Folder.objects.values_list("name", "parent", "team")) == {
        ("Clients", None, new), ("Europe", top.id, new), ("De Bob", None, team.id),
        ("Chez Bob", bobs.id, team.id)}
    assert placement_drift() == []
    roots = api.as_user(bob).get("folders/", {"root": True}).json()["results"]
    assert [folder["name"] for folder in roots] == ["De Bob"]


def test_it_moves_others_content_along_when_the_team_stays(api, alice, shared_tree):
    team, top, mine, bobs, inside_bobs = shared_tree
    other_top = make_folder(alice, "Archives", team=team)
    before = placements()
    api.as_user(alice).patch(path(top), {"parent": other_top.id})
    assert placements() == before
    bobs.refresh_from_db()
    assert (bobs.parent, bobs.team) == (top, team)


def test_it_refuses_to_enter_a_team_the_user_does_not_own_through_its_folder(api, alice, bob,
                                                                             filled):
    team = make_team(bob, alice="admin")
    team_folder = make_folder(bob, "De Bob", team=team)
    before = workspace_state()
    response = api.as_user(alice).patch(path(filled[0]), {"name": "X", "parent": team_folder.id})
    assert_error(response, 400, field="parent", message=messages.PARENT_TEAM_NOT_OWNED)
    assert workspace_state() == before


def test_it_lets_a_member_move_his_subfolder_within_the_team(api, alice, bob):
    team = make_team(alice, bob="member")
    first, second = make_folder(alice, "Un", team=team), make_folder(alice, "Deux", team=team)
    bobs = make_folder(bob, "De Bob", parent=first)
    make_project(bob, "B", folder=bobs)
    response = api.as_user(bob).patch(path(bobs), {"parent": second.id})
    assert response.status_code == 200, response.content
    assert placements() == {"B": (bobs.id, team.id, "team")}


def test_it_refuses_a_team_other_than_the_new_parents(api, alice, tree):
    team_folder = make_folder(alice, "Équipe", team=make_team(alice, "Un"))
    other = make_team(alice, "Deux")
    before = workspace_state()
    response = api.as_user(alice).patch(path(tree[1]), {"parent": team_folder.id,
                                                        "team": other.id})
    assert_error(response, 400, field="team", message=messages.TEAM_MISMATCH)
    assert workspace_state() == before


# --- The nesting limit holds for moves too --------------------------------------------------------

def chain(owner, levels: int, **fields) -> Folder:
    """The deepest folder of a chain of `levels` folders."""
    folder = None
    for level in range(levels):
        folder = make_folder(owner, f"Niveau {level}", parent=folder, **fields)
    return folder


@pytest.mark.parametrize(("levels_above", "allowed"), [
    (MAX_DEPTH - 3, True), (MAX_DEPTH - 2, False), (MAX_DEPTH, False)])
def test_it_keeps_a_moved_subtree_within_the_nesting_limit(api, alice, filled, levels_above,
                                                           allowed):
    # The moved subtree is three levels deep.
    deepest = chain(alice, levels_above)
    before = workspace_state()
    response = api.as_user(alice).patch(path(filled[0]), {"name": "X", "parent": deepest.id})
    if allowed:
        assert response.status_code == 200, response.content
        assert len(response.json()["ancestors"]) == levels_above
    else:
        assert_error(response, 400, field="parent",
                     message=messages.TOO_DEEP.format(n=MAX_DEPTH))
        assert workspace_state() == before


def test_it_counts_only_what_comes_along_into_another_team(api, alice, bob, shared_tree):
    # Bob's subfolder (two levels) is cut loose: alice's two levels fit under eight.
    deepest = chain(alice, MAX_DEPTH - 2)
    top = shared_tree[1]
    response = api.as_user(alice).patch(path(top), {"parent": deepest.id})
    assert response.status_code == 200, response.content
    assert placement_drift() == []


def test_it_moves_a_large_subtree_with_as_many_queries_as_a_small_one(api, alice):
    def move(width: int) -> int:
        team = make_team(alice, f"Équipe {width}")
        top = make_folder(alice, f"Haut {width}")
        for n in range(width):
            child = make_folder(alice, f"Enfant {width}-{n}", parent=top)
            make_folder(alice, f"Petit-enfant {width}-{n}", parent=child)
            make_project(alice, f"Diagramme {width}-{n}", folder=child)
        with CaptureQueriesContext(connection) as queries:
            response = api.as_user(alice).patch(path(top), {"team": team.id})
        assert response.status_code == 200
        return len(queries)

    move(1)  # the session's first request does more
    assert move(2) == move(30)
    assert set(Project.objects.values_list("visibility", flat=True)) == {"team"}


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
    ({"name": "Clients\tanciens"}, "name", messages.NAME_CONTROL_CHARACTERS),
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
