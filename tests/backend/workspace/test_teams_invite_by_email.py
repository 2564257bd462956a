"""POST /api/teams/{id} (no trailing slash, as the spec's call): add a registered user by email."""

import pytest

from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_team, workspace_state
from web.teams import messages
from web.teams.models import TeamMember


def path(team) -> str:
    return f"teams/{team.id}"


@pytest.fixture
def team(alice, bob):
    return make_team(alice, "Data", bob="admin")


@pytest.fixture
def dave(db):
    return make_user("dave", email="dave@example.com")


@pytest.mark.parametrize("user", ["alice", "bob"])
def test_it_adds_the_user_with_that_email_as_member(api, team, dave, user, request):
    response = api.as_user(request.getfixturevalue(user)).post(path(team),
                                                               {"email": " DAVE@example.com "})
    assert response.status_code == 201
    assert (response.json()["user"], response.json()["role"]) == (dave.id, "member")
    assert TeamMember.objects.get(team=team, user=dave).role == "member"


def test_it_refuses_an_unknown_or_inactive_email(api, alice, team, dave):
    dave.is_active = False
    dave.save()
    before = workspace_state()
    for email in ("dave@example.com", "nobody@example.com", ""):
        assert_error(api.as_user(alice).post(path(team), {"email": email}), 400, field="email",
                     message=messages.USER_NOT_FOUND)
    assert workspace_state() == before


def test_it_never_matches_an_account_without_email(api, alice, team):
    # Accounts made with createsuperuser may have no email; "" must not find them.
    blank = make_user("root", email="")
    for email in ("", "   "):
        assert_error(api.as_user(alice).post(path(team), {"email": email}), 400, field="email",
                     message=messages.USER_NOT_FOUND)
    assert not TeamMember.objects.filter(user=blank).exists()


def test_it_refuses_a_member_already_there(api, alice, bob, team):
    assert_error(api.as_user(alice).post(path(team), {"email": "bob@example.com"}), 400,
                 message=messages.ALREADY_MEMBER)


def test_it_refuses_a_plain_member(api, alice, charlie, dave):
    team = make_team(alice, charlie="member")
    assert_error(api.as_user(charlie).post(path(team), {"email": "dave@example.com"}), 403,
                 message=messages.NOT_ADMIN)
    assert not TeamMember.objects.filter(user=dave).exists()


def test_it_answers_404_to_a_stranger_without_revealing_whether_the_email_exists(api, charlie,
                                                                                team, dave):
    known = api.as_user(charlie).post(path(team), {"email": "dave@example.com"})
    unknown = api.as_user(charlie).post(path(team), {"email": "nobody@example.com"})
    assert_error(known, 404)
    assert known.json() == unknown.json()


@pytest.mark.parametrize("payload", [{}, {"email": 3}, {"email": "a" * 255}])
def test_it_refuses_invalid_payloads(api, alice, team, payload):
    assert_error(api.as_user(alice).post(path(team), payload), 400, field="email")


def test_it_requires_authentication(api, team, dave):
    assert_error(api.post(path(team), {"email": "dave@example.com"}), 401)
    assert not TeamMember.objects.filter(user=dave).exists()
