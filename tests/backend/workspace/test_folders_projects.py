"""GET /api/folders/{id}/projects/: the diagrams of a folder the user may see, with a search."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_folder, make_project, make_team


def path(folder) -> str:
    return f"folders/{folder.id}/projects/"


def names(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [project["name"] for project in response.json()["results"]]


@pytest.fixture
def folder(alice):
    folder = make_folder(alice, "Clients")
    make_project(alice, "Boutique", folder=folder, description="Commandes")
    make_project(alice, "Blog", folder=folder)
    make_project(alice, "Ailleurs", folder=make_folder(alice, "Sous", parent=folder))
    make_project(alice, "Racine")
    return folder


def test_it_lists_the_folders_own_diagrams(api, alice, folder):
    assert names(api.as_user(alice).get(path(folder))) == ["Blog", "Boutique"]


@pytest.mark.parametrize(("search", "expected"), [
    ("bout", ["Boutique"]), ("COMMANDES", ["Boutique"]), ("zzz", []), ("  ", ["Blog",
                                                                             "Boutique"]),
])
def test_it_searches_name_and_description(api, alice, folder, search, expected):
    assert names(api.as_user(alice).get(path(folder), {"search": search})) == expected


def test_it_shows_the_team_its_diagrams(api, alice, bob):
    team = make_team(alice, bob="viewer")
    shared = make_folder(alice, team=team)
    make_project(alice, "D'équipe", folder=shared)
    cards = api.as_user(bob).get(path(shared)).json()["results"]
    assert [(c["name"], c["access"]) for c in cards] == [("D'équipe", "viewer")]


def test_it_answers_404_to_a_stranger(api, charlie, folder):
    response = api.as_user(charlie).get(path(folder))
    assert_error(response, 404, code="not_found")
    assert "Boutique" not in response.content.decode()


def test_it_answers_404_for_an_unknown_folder(api, alice):
    assert_error(api.as_user(alice).get("folders/999999/projects/"), 404)


def test_it_requires_authentication(api, folder):
    assert_error(api.get(path(folder)), 401, code="not_authenticated")
