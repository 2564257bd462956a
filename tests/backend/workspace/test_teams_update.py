"""PATCH /api/teams/{id}/: admins edit name, description and avatar."""

import pytest

from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_team, workspace_state
from web.teams import messages


@pytest.fixture
def team(alice, bob, charlie):
    team = make_team(alice, "Data", bob="admin", charlie="member")
    team.avatar = "https://example.com/a.png"
    team.save()
    return team


def path(team) -> str:
    return f"teams/{team.id}/"


@pytest.mark.parametrize("user", ["alice", "bob"])
def test_it_lets_owner_and_admins_edit(api, team, user, request):
    response = api.as_user(request.getfixturevalue(user)).patch(path(team), {
        "name": " Entrepôt ", "description": "Les données"})
    assert response.status_code == 200
    assert (response.json()["name"], response.json()["description"]) == ("Entrepôt",
                                                                         "Les données")
    team.refresh_from_db()
    assert (team.name, team.description, team.avatar) == ("Entrepôt", "Les données",
                                                          "https://example.com/a.png")


def test_it_clears_the_avatar_with_null(api, alice, team):
    assert api.as_user(alice).patch(path(team), {"avatar": None}).json()["avatar"] is None
    team.refresh_from_db()
    assert team.avatar == ""


def test_it_refuses_a_member(api, charlie, team):
    before = workspace_state()
    assert_error(api.as_user(charlie).patch(path(team), {"name": "Pris"}), 403,
                 code="forbidden", message=messages.NOT_ADMIN)
    assert workspace_state() == before


def test_it_answers_404_to_a_stranger(api, team):
    before = workspace_state()
    assert_error(api.as_user(make_user("dave")).patch(path(team), {"name": "Pris"}), 404)
    assert workspace_state() == before


def test_it_answers_404_for_an_unknown_team(api, alice):
    assert_error(api.as_user(alice).patch("teams/999999/", {"name": "X"}), 404)


@pytest.mark.parametrize(("payload", "field", "message"), [
    ({"name": "  "}, "name", messages.NAME_REQUIRED),
    ({"name": "Data\nScience"}, "name", messages.NAME_CONTROL_CHARACTERS),
    ({"name": "Neuf", "avatar": "pas une url"}, "avatar", messages.AVATAR_URL_INVALID),
    ({"name": "x" * 101}, "name", None),
    ({"description": 3}, "description", None),
])
def test_it_refuses_invalid_fields_and_writes_nothing(api, alice, team, payload, field,
                                                      message):
    before = workspace_state()
    assert_error(api.as_user(alice).patch(path(team), payload), 400, field=field,
                 message=message)
    assert workspace_state() == before


def test_it_requires_authentication(api, team):
    assert_error(api.patch(path(team), {"name": "X"}), 401, code="not_authenticated")
