"""GET /api/projects/my_projects/: the diagrams the user owns, wherever they are."""

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_folder, make_project, make_team, share

PATH = "projects/my_projects/"


def names(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [project["name"] for project in response.json()["results"]]


def test_it_lists_owned_diagrams_in_folders_and_teams_too(api, alice, bob):
    make_project(alice, "Racine")
    make_project(alice, "Rangé", folder=make_folder(alice))
    make_project(alice, "En équipe", team=make_team(alice))
    shared = make_project(bob, "De Bob")
    share(shared, alice)
    assert names(api.as_user(alice).get(PATH)) == ["En équipe", "Rangé", "Racine"]


def test_it_searches(api, alice):
    make_project(alice, "Boutique")
    make_project(alice, "Blog", description="articles de la boutique")
    make_project(alice, "Paie")
    assert names(api.as_user(alice).get(PATH, {"search": " boutique "})) == ["Blog", "Boutique"]


def test_it_is_empty_for_a_new_user(api, alice, bob):
    make_project(bob, "De Bob")
    assert api.as_user(alice).get(PATH).json() == {"count": 0, "next": None, "previous": None,
                                                   "results": []}


def test_it_requires_authentication(api):
    assert_error(api.get(PATH), 401, code="not_authenticated")
