"""Reads of plans, subscriptions and usage."""

from __future__ import annotations

from django.db.models import QuerySet

from web.accounts.models import User

from .models import UNLIMITED, Package, Subscription
from .services import current_subscription, days_remaining


def package_list() -> QuerySet[Package]:
    return Package.objects.filter(is_active=True).order_by("display_order", "id")


def usage_for(user: User) -> dict:
    from web.projects.models import Project
    from web.teams.models import TeamMember

    diagrams = Project.objects.filter(owner=user).count()
    limit = current_subscription(user).package.max_diagrams
    return {
        "diagrams_count": diagrams,
        "projects_count": diagrams,
        "team_memberships_count": TeamMember.objects.filter(user=user).count(),
        "diagrams_limit": limit,
        "diagrams_remaining": -1 if limit == UNLIMITED else max(0, limit - diagrams),
    }


def subscription_view(user: User) -> Subscription:
    """The current subscription with what its card shows attached."""
    subscription = current_subscription(user)
    subscription.days_remaining = days_remaining(subscription)
    subscription.current_usage = {"diagrams_count": usage_for(user)["diagrams_count"]}
    return subscription
