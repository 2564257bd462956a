"""GET /api/folders/{id}/subfolders/: a folder's direct children with their diagram counts."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_folder, make_project, make_team


@pytest.fixture
def top(alice):
    top = make_folder(alice, "Clients")
    europe = make_folder(alice, "Europe", parent=top, color="#3b82f6")
    make_folder(alice, "France", parent=europe)
    make_folder(alice, "Asie", parent=top)
    make_project(alice, folder=europe)
    make_project(alice, "Autre", folder=europe)
    return top


def test_it_lists_direct_children_by_name_with_counts(api, alice, top):
    response = api.as_user(alice).get(f"folders/{top.id}/subfolders/")
    assert response.status_code == 200
    rows = [(f["name"], f["color"], f["projects_count"], f["subfolders_count"], f["parent"])
            for f in response.json()["results"]]
    assert rows == [("Asie", "#e66239", 0, 0, top.id), ("Europe", "#3b82f6", 2, 1, top.id)]


def test_it_lists_team_members_subfolders_to_the_team(api, alice, bob):
    team = make_team(alice, bob="member")
    parent = make_folder(alice, team=team)
    make_folder(bob, "De Bob", parent=parent)
    names = [f["name"] for f in api.as_user(alice).get(
        f"folders/{parent.id}/subfolders/").json()["results"]]
    assert names == ["De Bob"]


def test_it_answers_404_to_a_stranger(api, charlie, top):
    response = api.as_user(charlie).get(f"folders/{top.id}/subfolders/")
    assert_error(response, 404, code="not_found")
    assert "Europe" not in response.content.decode()


def test_it_answers_404_for_an_unknown_folder(api, alice):
    assert_error(api.as_user(alice).get("folders/999999/subfolders/"), 404)


def test_it_requires_authentication(api, top):
    assert_error(api.get(f"folders/{top.id}/subfolders/"), 401, code="not_authenticated")
