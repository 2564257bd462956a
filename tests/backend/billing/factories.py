"""Plans and subscriptions built straight in the database, so each test states only what it is
about. They keep the service's invariant: a user has exactly one current subscription."""

from __future__ import annotations

from datetime import datetime
from decimal import Decimal

from django.utils import timezone

from web.accounts.models import User
from web.billing.models import Package, Payment, Subscription
from web.projects.models import Project
from web.teams.models import Team, TeamMember


def free_plan() -> Package:
    return Package.objects.get(is_default=True)


def plan(name: str) -> Package:
    return Package.objects.get(name=name)


def make_package(name: str = "Essentiel", *, monthly: str = "10.00", annual: str = "96.00",
                 **fields) -> Package:
    """A paid plan; limits default to unlimited unless given (max_diagrams=2, ...)."""
    fields.setdefault("package_type", Package.Type.INDIVIDUAL)
    fields.setdefault("max_team_members", -1)
    return Package.objects.create(name=name, monthly_price=Decimal(monthly),
                                  annual_price=Decimal(annual), **fields)


def subscribe(user: User, package: Package, *, status: str = Subscription.Status.ACTIVE,
              cycle: str = Subscription.Cycle.MONTHLY, start: datetime | None = None,
              end: datetime | None = None, auto_renew: bool | None = None) -> Subscription:
    """Makes `package` the user's current plan (the previous current row becomes history)."""
    Subscription.objects.filter(user=user, is_current=True).update(is_current=False)
    if auto_renew is None:
        auto_renew = not package.is_free
    return Subscription.objects.create(
        user=user, package=package, status=status, billing_cycle=cycle,
        start_date=start or timezone.now(), end_date=end, auto_renew=auto_renew,
    )


def current_of(user: User) -> Subscription:
    return Subscription.objects.select_related("package").get(user=user, is_current=True)


def make_projects(owner: User, count: int) -> list[Project]:
    return [Project.objects.create(owner=owner, name=f"Diagramme {n}") for n in range(count)]


def make_team(owner: User, *members: User) -> Team:
    team = Team.objects.create(owner=owner, name="Équipe Data")
    TeamMember.objects.create(team=team, user=owner, role=TeamMember.Role.OWNER)
    for member in members:
        TeamMember.objects.create(team=team, user=member, role=TeamMember.Role.MEMBER)
    return team


def snapshot(*models) -> dict[str, list[tuple]]:
    """Every row of the given models, to prove that a refused request wrote nothing."""
    return {model.__name__: sorted(model.objects.values_list()) for model in models}


def billing_state() -> dict[str, list[tuple]]:
    return snapshot(Subscription, Payment)
