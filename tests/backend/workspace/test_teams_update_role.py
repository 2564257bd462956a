"""PATCH /api/teams/{id}/update_role/: admins switch members and viewers; only the owner grants
or revokes admin; the owner's role is fixed."""

import pytest

from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_team, workspace_state
from web.teams import messages

PATH = "teams/{id}/update_role/"


@pytest.fixture
def team(alice, bob, charlie):
    make_user("dave")
    make_user("erin")
    return make_team(alice, "Data", bob="admin", charlie="member", dave="viewer", erin="admin")


def member(team, username):
    return team.memberships.get(user__username=username)


def update(api, actor, team, username, role):
    return api.as_user(actor).patch(PATH.format(id=team.id),
                                    {"member": member(team, username).id, "role": role})


@pytest.mark.parametrize(("target", "role"), [("charlie", "viewer"), ("dave", "member")])
def test_it_lets_an_admin_switch_members_and_viewers(api, bob, team, target, role):
    response = update(api, bob, team, target, role)
    assert response.status_code == 200
    assert (response.json()["id"], response.json()["role"]) == (member(team, target).id, role)
    assert member(team, target).role == role


def test_it_lets_the_owner_grant_and_revoke_admin(api, alice, team):
    assert update(api, alice, team, "charlie", "admin").json()["role"] == "admin"
    assert update(api, alice, team, "bob", "viewer").json()["role"] == "viewer"
    assert (member(team, "charlie").role, member(team, "bob").role) == ("admin", "viewer")


@pytest.mark.parametrize(("target", "role"), [
    ("charlie", "admin"), ("erin", "member"), ("bob", "member")])
def test_it_refuses_an_admin_granting_or_revoking_admin(api, bob, team, target, role):
    before = workspace_state()
    assert_error(update(api, bob, team, target, role), 403,
                 message=messages.ADMIN_GRANT_OWNER_ONLY)
    assert workspace_state() == before


@pytest.mark.parametrize("actor", ["alice", "bob"])
def test_it_never_changes_the_owners_role(api, team, actor, request):
    before = workspace_state()
    assert_error(update(api, request.getfixturevalue(actor), team, "alice", "member"), 403,
                 message=messages.OWNER_ROLE_FIXED)
    assert workspace_state() == before


def test_it_refuses_a_member(api, charlie, team):
    before = workspace_state()
    assert_error(update(api, charlie, team, "dave", "member"), 403, code="forbidden",
                 message=messages.NOT_ADMIN)
    assert workspace_state() == before


def test_it_answers_404_for_a_member_of_another_team(api, alice, bob, team):
    other = make_team(bob, "Autre", charlie="member")
    response = api.as_user(alice).patch(PATH.format(id=team.id), {
        "member": other.memberships.get(user__username="charlie").id, "role": "viewer"})
    assert_error(response, 404, message=messages.MEMBER_NOT_FOUND)
    assert other.memberships.get(user__username="charlie").role == "member"


def test_it_answers_404_to_a_stranger(api, team):
    before = workspace_state()
    assert_error(update(api, make_user("zoe"), team, "charlie", "viewer"), 404)
    assert workspace_state() == before


@pytest.mark.parametrize("payload", [
    {"role": "viewer"}, {"member": "charlie", "role": "viewer"}, {"member": 1, "role": "owner"},
    {"member": 1},
])
def test_it_refuses_invalid_payloads(api, alice, team, payload):
    before = workspace_state()
    assert_error(api.as_user(alice).patch(PATH.format(id=team.id), payload), 400,
                 code="invalid")
    assert workspace_state() == before


def test_it_requires_authentication(api, team):
    response = api.patch(PATH.format(id=team.id), {"member": member(team, "charlie").id,
                                                   "role": "viewer"})
    assert_error(response, 401, code="not_authenticated")
