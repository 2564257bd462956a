"""Reads of teams."""

from __future__ import annotations

from django.db.models import Case, IntegerField, OuterRef, QuerySet, Subquery, Value, When

from web.access import policy
from web.accounts.models import User
from web.core.counts import count_of
from web.core.errors import NotFound
from web.projects.models import Project

from .models import Team, TeamMember


def _annotated(user: User) -> QuerySet[Team]:
    return Team.objects.select_related("owner").annotate(
        members_count=count_of(TeamMember.objects.all(), field="team"),
        projects_count=count_of(Project.objects.all(), field="team"),
        user_role=Subquery(
            TeamMember.objects.filter(team=OuterRef("pk"), user=user).values("role")[:1]
        ),
    )


def team_list(*, user: User) -> QuerySet[Team]:
    return _annotated(user).filter(memberships__user=user).order_by("name", "id")


def team_get(*, user: User, team_id: int) -> Team:
    team = _annotated(user).filter(pk=team_id).first()
    if team is None or team.user_role is None:
        raise NotFound()
    return team


def team_members(*, user: User, team: Team) -> QuerySet[TeamMember]:
    policy.require(True, visible=policy.can_view_team(user, team))
    order = {"owner": 0, "admin": 1, "member": 2, "viewer": 3}
    rank = Case(*(When(role=r, then=Value(i)) for r, i in order.items()),
                output_field=IntegerField())
    return (
        TeamMember.objects.filter(team=team).select_related("user")
        .annotate(rank=rank).order_by("rank", "user__username")
    )
