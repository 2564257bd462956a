"""POST /api/teams/{id}/add_member/: admins add a registered user as member or viewer; only the
owner names admins."""

import pytest

from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_team, workspace_state
from web.teams import messages
from web.teams.models import TeamMember


def path(team) -> str:
    return f"teams/{team.id}/add_member/"


@pytest.fixture
def team(alice, bob):
    return make_team(alice, "Data", bob="admin")


@pytest.fixture
def dave(db):
    return make_user("dave")


def test_it_adds_a_member_by_default(api, alice, team, dave):
    response = api.as_user(alice).post(path(team), {"user_id": dave.id})
    assert response.status_code == 201
    body = response.json()
    membership = TeamMember.objects.get(team=team, user=dave)
    assert (body["id"], body["user"], body["role"]) == (membership.id, dave.id, "member")
    assert body["user_details"]["username"] == "dave"
    assert api.as_user(dave).get(f"teams/{team.id}/").json()["user_role"] == "member"


@pytest.mark.parametrize("role", ["member", "viewer"])
def test_it_lets_an_admin_add_members_and_viewers(api, bob, team, dave, role):
    response = api.as_user(bob).post(path(team), {"user_id": dave.id, "role": role})
    assert (response.status_code, response.json()["role"]) == (201, role)


def test_it_lets_the_owner_add_an_admin(api, alice, team, dave):
    assert api.as_user(alice).post(path(team), {"user_id": dave.id, "role": "admin"}
                                   ).json()["role"] == "admin"


def test_it_refuses_an_admin_adding_an_admin(api, bob, team, dave):
    before = workspace_state()
    assert_error(api.as_user(bob).post(path(team), {"user_id": dave.id, "role": "admin"}), 403,
                 message=messages.ADMIN_GRANT_OWNER_ONLY)
    assert workspace_state() == before


@pytest.mark.parametrize("role", ["member", "viewer"])
def test_it_refuses_members_and_viewers(api, alice, charlie, dave, role):
    team = make_team(alice, charlie=role)
    before = workspace_state()
    assert_error(api.as_user(charlie).post(path(team), {"user_id": dave.id}), 403,
                 code="forbidden", message=messages.NOT_ADMIN)
    assert workspace_state() == before


def test_it_refuses_someone_already_in_the_team_with_the_spec_message(api, alice, bob, team):
    before = workspace_state()
    for user in (bob, alice):
        assert_error(api.as_user(alice).post(path(team), {"user_id": user.id}), 400,
                     code="already_member", field="user_id", message=messages.ALREADY_MEMBER)
    assert workspace_state() == before


def test_it_refuses_an_inactive_or_unknown_user(api, alice, team, dave):
    dave.is_active = False
    dave.save()
    before = workspace_state()
    for user_id in (dave.id, 999999):
        assert_error(api.as_user(alice).post(path(team), {"user_id": user_id}), 400,
                     field="user_id", message=messages.USER_NOT_FOUND)
    assert workspace_state() == before


@pytest.mark.parametrize("payload", [
    {}, {"user_id": "dave"}, {"user_id": None}, {"user_id": 1, "role": "owner"},
    {"user_id": 1, "role": "boss"},
])
def test_it_refuses_invalid_payloads(api, alice, team, payload):
    before = workspace_state()
    assert_error(api.as_user(alice).post(path(team), payload), 400, code="invalid")
    assert workspace_state() == before


def test_it_answers_404_to_a_stranger(api, charlie, team, dave):
    assert_error(api.as_user(charlie).post(path(team), {"user_id": dave.id}), 404)
    assert not TeamMember.objects.filter(user=dave).exists()


def test_it_answers_404_for_an_unknown_team(api, alice, dave):
    assert_error(api.as_user(alice).post("teams/999999/add_member/", {"user_id": dave.id}), 404)


def test_it_requires_authentication(api, team, dave):
    assert_error(api.post(path(team), {"user_id": dave.id}), 401, code="not_authenticated")
    assert not TeamMember.objects.filter(user=dave).exists()
