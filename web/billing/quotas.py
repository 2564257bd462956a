"""Plan limits, checked in one place (DESIGN.md §5). Every write that a limit applies to calls
one of these inside its transaction; over the limit raises `quota_reached` and nothing is written.
-1 means unlimited."""

from __future__ import annotations

from dataclasses import dataclass

from django.utils import timezone

from web.accounts.models import User
from web.core.errors import QuotaReached

from . import messages
from .models import UNLIMITED, Package
from .services import current_subscription


@dataclass(frozen=True)
class Limits:
    diagrams: int
    tables_per_diagram: int
    team_members: int
    versions_per_diagram: int
    imports_per_month: int
    priority_support: bool

    @classmethod
    def of(cls, package: Package) -> Limits:
        return cls(
            diagrams=package.max_diagrams,
            tables_per_diagram=package.max_tables_per_diagram,
            team_members=package.max_team_members,
            versions_per_diagram=package.max_versions_per_diagram,
            imports_per_month=package.max_imports_per_month,
            priority_support=package.priority_support,
        )


def limits_for(user: User, *, lock: bool = False) -> Limits:
    return Limits.of(current_subscription(user, lock=lock).package)


def _over(limit: int, used: int) -> bool:
    return limit != UNLIMITED and used >= limit


def check_diagram_create(owner: User) -> None:
    """Before creating, duplicating or taking ownership of a diagram. Call inside a transaction:
    the lock on the owner's subscription serialises concurrent creations at the limit."""
    from web.projects.models import Project

    limit = limits_for(owner, lock=True).diagrams
    if _over(limit, Project.objects.filter(owner=owner).count()):
        raise QuotaReached(messages.quota_diagrams(limit))


def check_tables(owner: User, table_count: int) -> None:
    """For every stored document and import: the diagram owner's plan decides."""
    check_table_limit(limits_for(owner).tables_per_diagram, table_count)


def check_table_limit(limit: int, table_count: int) -> None:
    """`check_tables` with the owner's limit already read (a write of several commands reads
    it once)."""
    if limit != UNLIMITED and table_count > limit:
        raise QuotaReached(messages.quota_tables(limit))


def check_team_member_add(team) -> None:
    """Members beyond the owner count against the team owner's plan."""
    from web.teams.models import TeamMember

    limit = limits_for(team.owner, lock=True).team_members
    members = TeamMember.objects.filter(team=team).exclude(user=team.owner).count()
    if _over(limit, members):
        raise QuotaReached(messages.quota_team_members(limit))


def check_version_create(owner: User, existing_versions: int) -> None:
    limit = limits_for(owner, lock=True).versions_per_diagram
    if _over(limit, existing_versions):
        raise QuotaReached(messages.QUOTA_VERSIONS)


def check_import(owner: User, imports_this_month: int) -> None:
    limit = limits_for(owner, lock=True).imports_per_month
    if _over(limit, imports_this_month):
        raise QuotaReached(messages.QUOTA_IMPORTS)


def month_start():
    now = timezone.now()
    return now.replace(day=1, hour=0, minute=0, second=0, microsecond=0)


def team_members_full(team) -> bool:
    """Whether `check_team_member_add` would refuse now (read without a lock, for the team's page
    to say so before anyone tries)."""
    from web.teams.models import TeamMember

    members = TeamMember.objects.filter(team=team).exclude(user=team.owner).count()
    return _over(limits_for(team.owner).team_members, members)
