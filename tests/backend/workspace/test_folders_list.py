"""GET /api/folders/: the folders the user owns or shares through a team."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_folder, make_project, make_team

PATH = "folders/"


def names(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [folder["name"] for folder in response.json()["results"]]


@pytest.fixture
def folders(alice, bob, charlie):
    team = make_team(bob, "Data", alice="viewer")
    clients = make_folder(alice, "Clients")
    make_folder(alice, "Anciens", parent=clients)
    shared = make_folder(bob, "Partagé", team=team)
    make_folder(bob, "Privé de Bob")
    make_folder(charlie, "De Charlie")
    make_project(alice, folder=clients)
    return {"clients": clients, "shared": shared, "team": team}


def test_it_lists_owned_and_team_folders_by_name(api, alice, folders):
    assert names(api.as_user(alice).get(PATH)) == ["Anciens", "Clients", "Partagé"]


def test_it_describes_a_folder(api, alice, folders):
    rows = {f["name"]: f for f in api.as_user(alice).get(PATH).json()["results"]}
    clients = rows["Clients"]
    assert (clients["id"], clients["color"], clients["owner"], clients["team"],
            clients["parent"]) == (folders["clients"].id, "#e66239", alice.id, None, None)
    assert (clients["projects_count"], clients["subfolders_count"], clients["is_owner"]) == (
        1, 1, True)
    assert rows["Anciens"]["parent"] == folders["clients"].id
    assert (rows["Partagé"]["is_owner"], rows["Partagé"]["team"]) == (False,
                                                                      folders["team"].id)


def test_it_lists_only_root_folders(api, alice, folders):
    assert names(api.as_user(alice).get(PATH, {"root": "true"})) == ["Clients", "Partagé"]


def test_it_lists_the_children_of_a_folder(api, alice, folders):
    assert names(api.as_user(alice).get(PATH, {"parent": folders["clients"].id})) == ["Anciens"]


def test_it_lists_a_teams_folders(api, alice, folders):
    assert names(api.as_user(alice).get(PATH, {"team": folders["team"].id})) == ["Partagé"]


def test_it_shows_nothing_of_a_strangers_folder_even_when_asked_by_parent(api, charlie, folders):
    assert names(api.as_user(charlie).get(PATH, {"parent": folders["clients"].id})) == []


@pytest.mark.parametrize("params", [{"parent": "x"}, {"team": "x"}, {"root": "peut-être"}])
def test_it_refuses_invalid_filters(api, alice, params):
    assert_error(api.as_user(alice).get(PATH, params), 400, code="invalid")


def test_it_requires_authentication(api):
    assert_error(api.get(PATH), 401, code="not_authenticated")
