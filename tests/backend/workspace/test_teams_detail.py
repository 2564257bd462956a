"""GET /api/teams/{id}/: a team page for its members."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_project, make_team, share


@pytest.fixture
def team(alice, bob):
    team = make_team(alice, "Data", bob="viewer")
    make_project(alice, team=team)
    return team


@pytest.mark.parametrize(("user", "role"), [("alice", "owner"), ("bob", "viewer")])
def test_it_shows_the_team_with_the_users_role(api, team, user, role, request):
    response = api.as_user(request.getfixturevalue(user)).get(f"teams/{team.id}/")
    assert response.status_code == 200
    body = response.json()
    assert (body["id"], body["name"], body["members_count"], body["projects_count"]) == (
        team.id, "Data", 2, 1)
    assert body["user_role"] == role


def test_it_answers_404_to_a_stranger(api, charlie, team):
    response = api.as_user(charlie).get(f"teams/{team.id}/")
    assert_error(response, 404, code="not_found")
    assert "Data" not in response.content.decode()


def test_it_answers_404_to_a_collaborator_of_one_of_its_diagrams(api, charlie, team):
    share(team.projects.get(), charlie)
    assert_error(api.as_user(charlie).get(f"teams/{team.id}/"), 404)


@pytest.mark.parametrize("path", ["teams/999999/", "teams/data/"])
def test_it_answers_404_for_an_unknown_team(api, alice, path):
    assert_error(api.as_user(alice).get(path), 404, code="not_found")


def test_it_requires_authentication(api, team):
    assert_error(api.get(f"teams/{team.id}/"), 401, code="not_authenticated")
