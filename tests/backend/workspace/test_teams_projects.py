"""GET /api/teams/{id}/projects/: the team's diagrams, for its members."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_folder, make_project, make_team, share


def path(team) -> str:
    return f"teams/{team.id}/projects/"


@pytest.fixture
def team(alice, bob):
    team = make_team(alice, "Data", bob="viewer")
    make_project(alice, "Entrepôt", team=team, description="Stock")
    make_project(bob, "Rapports", folder=make_folder(alice, team=team))
    make_project(alice, "Privé")
    return team


def names(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [project["name"] for project in response.json()["results"]]


def test_it_lists_the_teams_diagrams_folders_included(api, alice, team):
    assert names(api.as_user(alice).get(path(team))) == ["Rapports", "Entrepôt"]


def test_it_shows_each_member_his_access(api, bob, team):
    cards = {c["name"]: c for c in api.as_user(bob).get(path(team)).json()["results"]}
    assert (cards["Entrepôt"]["access"], cards["Entrepôt"]["is_owner"]) == ("viewer", False)
    assert (cards["Rapports"]["access"], cards["Rapports"]["is_owner"]) == ("owner", True)


def test_it_searches(api, alice, team):
    assert names(api.as_user(alice).get(path(team), {"search": "stock"})) == ["Entrepôt"]


def test_it_answers_404_to_a_stranger_even_one_invited_to_a_diagram(api, charlie, team):
    share(team.projects.first(), charlie)
    response = api.as_user(charlie).get(path(team))
    assert_error(response, 404, code="not_found")
    assert "Entrepôt" not in response.content.decode()


def test_it_answers_404_for_an_unknown_team(api, alice):
    assert_error(api.as_user(alice).get("teams/999999/projects/"), 404)


def test_it_requires_authentication(api, team):
    assert_error(api.get(path(team)), 401, code="not_authenticated")
