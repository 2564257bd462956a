"""GET /api/teams/{id}/members/: the members, owner first, then admins, members and viewers."""

import pytest

from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_team
from web.accounts.models import User


def path(team) -> str:
    return f"teams/{team.id}/members/"


@pytest.fixture
def team(alice, bob, charlie):
    make_user("dave")
    make_user("erin")
    return make_team(charlie, "Data", erin="viewer", bob="member", alice="member", dave="admin")


def test_it_lists_members_by_role_then_username(api, alice, team):
    response = api.as_user(alice).get(path(team))
    assert response.status_code == 200
    rows = [(m["user_details"]["username"], m["role"]) for m in response.json()["results"]]
    assert rows == [("charlie", "owner"), ("dave", "admin"), ("alice", "member"),
                    ("bob", "member"), ("erin", "viewer")]


def test_it_describes_a_member(api, alice, team):
    [row] = [m for m in api.as_user(alice).get(path(team)).json()["results"]
             if m["user"] == alice.id]
    membership = team.memberships.get(user=alice)
    assert row["id"] == membership.id
    assert row["user_details"] == {"id": alice.id, "username": "alice",
                                   "email": "alice@example.com", "avatar": None}


def test_it_shows_the_list_to_a_viewer(api, team):
    assert api.as_user(User.objects.get(username="erin")).get(path(team)).json()["count"] == 5


def test_it_answers_404_to_a_stranger(api, team):
    assert_error(api.as_user(make_user("zoe")).get(path(team)), 404, code="not_found")


def test_it_answers_404_for_an_unknown_team(api, alice):
    assert_error(api.as_user(alice).get("teams/999999/members/"), 404)


def test_it_requires_authentication(api, team):
    assert_error(api.get(path(team)), 401, code="not_authenticated")
