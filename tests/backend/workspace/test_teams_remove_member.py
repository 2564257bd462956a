"""DELETE /api/teams/{id}/remove_member/{member_id}/: admins remove non-admins, the owner removes
anyone but themself, and anyone may leave."""

import pytest

from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_project, make_team, workspace_state
from web.teams import messages
from web.teams.models import TeamMember


@pytest.fixture
def team(alice, bob, charlie):
    make_user("dave")
    make_user("erin")
    return make_team(alice, "Data", bob="admin", charlie="member", dave="viewer", erin="admin")


def member(team, username):
    return team.memberships.get(user__username=username)


def remove(api, actor, team, username):
    return api.as_user(actor).delete(
        f"teams/{team.id}/remove_member/{member(team, username).id}/")


def remaining(team) -> set[str]:
    return set(team.memberships.values_list("user__username", flat=True))


@pytest.mark.parametrize("target", ["charlie", "dave"])
def test_it_lets_an_admin_remove_members_and_viewers(api, bob, team, target):
    assert remove(api, bob, team, target).status_code == 204
    assert target not in remaining(team)


@pytest.mark.parametrize("target", ["bob", "charlie", "dave"])
def test_it_lets_the_owner_remove_anyone_else(api, alice, team, target):
    assert remove(api, alice, team, target).status_code == 204
    assert target not in remaining(team)


def test_it_refuses_an_admin_removing_an_admin(api, bob, team):
    before = workspace_state()
    assert_error(remove(api, bob, team, "erin"), 403, message=messages.CANNOT_REMOVE_ADMIN)
    assert workspace_state() == before


@pytest.mark.parametrize("actor", ["alice", "bob"])
def test_it_never_removes_the_owner(api, team, actor, request):
    before = workspace_state()
    assert_error(remove(api, request.getfixturevalue(actor), team, "alice"), 403,
                 message=messages.CANNOT_REMOVE_OWNER)
    assert workspace_state() == before


@pytest.mark.parametrize("actor", ["bob", "charlie", "dave"])
def test_it_lets_a_member_leave(api, team, actor, db):
    user = member(team, actor).user
    assert remove(api, user, team, actor).status_code == 204
    assert actor not in remaining(team)
    assert_error(api.as_user(user).get(f"teams/{team.id}/"), 404)


def test_the_team_keeps_the_diagrams_of_a_member_who_leaves(api, alice, charlie, team):
    # Team content belongs to the team: the team's owner takes it over, where it is
    # (web/teams/handover.py); the one who left keeps no owner's rights on it.
    project = make_project(charlie, "Rapports", team=team)
    remove(api, charlie, team, "charlie")
    project.refresh_from_db()
    assert (project.owner, project.team, project.visibility) == (alice, team, "team")
    assert_error(api.as_user(charlie).get(f"projects/{project.id}/"), 404)


@pytest.mark.parametrize("actor", ["charlie", "dave"])
def test_it_refuses_a_member_removing_someone_else(api, team, actor):
    user = member(team, actor).user
    before = workspace_state()
    assert_error(remove(api, user, team, "erin"), 403, message=messages.NOT_ADMIN)
    assert workspace_state() == before


def test_it_answers_404_for_a_member_of_another_team(api, alice, bob, team):
    other = make_team(bob, "Autre", charlie="member")
    target = other.memberships.get(user__username="charlie")
    response = api.as_user(alice).delete(f"teams/{team.id}/remove_member/{target.id}/")
    assert_error(response, 404, message=messages.MEMBER_NOT_FOUND)
    assert TeamMember.objects.filter(pk=target.pk).exists()


def test_it_answers_404_for_an_unknown_member(api, alice, team):
    assert_error(api.as_user(alice).delete(f"teams/{team.id}/remove_member/999999/"), 404)


def test_it_answers_404_to_a_stranger(api, team):
    before = workspace_state()
    assert_error(remove(api, make_user("zoe"), team, "charlie"), 404, code="not_found")
    assert workspace_state() == before


def test_it_requires_authentication(api, team):
    response = api.delete(f"teams/{team.id}/remove_member/{member(team, 'charlie').id}/")
    assert_error(response, 401, code="not_authenticated")
    assert "charlie" in remaining(team)
