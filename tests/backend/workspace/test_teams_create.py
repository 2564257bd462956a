"""POST /api/teams/: the creator becomes the team's owner."""

import pytest

from tests.backend.helpers import assert_error
from web.teams import messages
from web.teams.models import Team, TeamMember

PATH = "teams/"


def test_it_creates_a_team_owned_by_its_creator(api, alice):
    response = api.as_user(alice).post(PATH, {
        "name": " Data ", "description": " Entrepôt ", "avatar": "https://example.com/a.png"})
    assert response.status_code == 201
    body = response.json()
    team = Team.objects.get()
    assert (team.owner, team.name, team.description, team.avatar) == (
        alice, "Data", "Entrepôt", "https://example.com/a.png")
    assert list(TeamMember.objects.values_list("team", "user", "role")) == [
        (team.id, alice.id, "owner")]
    assert (body["id"], body["user_role"], body["members_count"], body["projects_count"]) == (
        team.id, "owner", 1, 0)


@pytest.mark.parametrize("avatar", [None, "", "  "])
def test_it_accepts_no_avatar(api, alice, avatar):
    response = api.as_user(alice).post(PATH, {"name": "Data", "avatar": avatar})
    assert response.status_code == 201
    assert response.json()["avatar"] is None


@pytest.mark.parametrize("name", ["", "   "])
def test_it_refuses_an_empty_name(api, alice, name):
    assert_error(api.as_user(alice).post(PATH, {"name": name}), 400, field="name",
                 message=messages.NAME_REQUIRED)
    assert not Team.objects.exists() and not TeamMember.objects.exists()


@pytest.mark.parametrize("name", ["Boutique\nen ligne", "Bou\rtique", "Bou\ttique",
                                  "Bou\x07tique", "Bou\u2028tique"])
def test_it_refuses_a_name_with_a_line_break_or_control_character(api, alice, name):
    assert_error(api.as_user(alice).post(PATH, {"name": name}), 400, field="name",
                 message=messages.NAME_CONTROL_CHARACTERS)
    assert not Team.objects.exists()


@pytest.mark.parametrize("avatar", ["pas une url", "javascript:alert(1)", "ftp://x.org/a.png"])
def test_it_refuses_an_invalid_avatar_url(api, alice, avatar):
    assert_error(api.as_user(alice).post(PATH, {"name": "Data", "avatar": avatar}), 400,
                 field="avatar", message=messages.AVATAR_URL_INVALID)
    assert not Team.objects.exists()


@pytest.mark.parametrize(("field", "value"), [
    ("name", "x" * 101), ("description", "x" * 1001),
    ("avatar", "https://example.com/" + "a" * 490), ("name", 5), ("name", None),
    ("description", ["a"]),
])
def test_it_refuses_invalid_fields(api, alice, field, value):
    payload = {"name": "Data", field: value}
    assert_error(api.as_user(alice).post(PATH, payload), 400, field=field)
    assert not Team.objects.exists()


def test_it_requires_authentication(api):
    assert_error(api.post(PATH, {"name": "Data"}), 401, code="not_authenticated")
    assert not Team.objects.exists()
