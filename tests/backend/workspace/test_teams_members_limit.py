"""GET /api/teams/{id}/ tells the team's page how many members its owner's plan allows, so the
page says so before an admin tries to add one (issue 15: the free plan allows none)."""

from datetime import timedelta

import pytest
from django.utils import timezone

from tests.backend.billing.factories import make_package, make_team, subscribe
from web.teams.models import TeamMember

pytestmark = pytest.mark.plan_limits  # the free plan keeps its shipped limits (0 members)


def detail(api, user, team):
    response = api.as_user(user).get(f"teams/{team.id}/")
    assert response.status_code == 200
    return response.json()


def test_the_free_plan_allows_no_member_and_says_the_team_is_full(api, alice):
    team = make_team(alice)
    body = detail(api, alice, team)
    assert (body["members_limit"], body["members_limit_reached"]) == (0, True)


def test_the_owners_plan_decides_for_every_member(api, alice, bob, charlie):
    subscribe(alice, make_package("Duo", max_team_members=2),
              end=timezone.now() + timedelta(days=30))
    team = make_team(alice, bob)
    # Bob (free plan) sees the room Alice's plan leaves: one member of two.
    seen_by_bob = detail(api, bob, team)
    assert (seen_by_bob["members_limit"], seen_by_bob["members_limit_reached"]) == (2, False)
    TeamMember.objects.create(team=team, user=charlie, role=TeamMember.Role.MEMBER)
    assert detail(api, alice, team)["members_limit_reached"] is True


def test_an_unlimited_plan_is_never_full(api, alice, bob):
    subscribe(alice, make_package("Illimité", max_team_members=-1),
              end=timezone.now() + timedelta(days=30))
    body = detail(api, alice, make_team(alice, bob))
    assert (body["members_limit"], body["members_limit_reached"]) == (-1, False)
