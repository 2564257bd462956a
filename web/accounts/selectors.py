"""Reads of the accounts area."""

from __future__ import annotations

from django.db.models import Q, QuerySet

from web.core.errors import ValidationFailed

from . import messages
from .models import User
from .services import email_taken, username_taken

SEARCH_MIN_LENGTH = 2
SEARCH_LIMIT = 10


def user_search(*, actor: User, q: str) -> QuerySet[User]:
    q = q.strip()
    if len(q) < SEARCH_MIN_LENGTH:
        raise ValidationFailed.single("q", messages.SEARCH_TOO_SHORT)
    return (
        User.objects.filter(is_active=True)
        .filter(Q(username__icontains=q) | Q(email__istartswith=q))
        .exclude(pk=actor.pk)
        .order_by("username")[:SEARCH_LIMIT]
    )


def name_and_email_availability(
    *, actor: User, username: str | None, email: str | None
) -> dict[str, bool]:
    """True means free for `actor` to take (their own current values count as free)."""
    return {
        "username": not username or not username_taken(username.strip(), exclude=actor),
        "email": not email or not email_taken(email.strip(), exclude=actor),
    }


def profile(user: User) -> dict:
    """What `users/me/` and `auth/login/` answer: the profile with usage and limits, and the
    current subscription."""
    from web.billing.quotas import limits_for
    from web.billing.selectors import subscription_view, usage_for

    limits = limits_for(user)
    figures = {
        **usage_for(user),
        "tables_per_diagram_limit": limits.tables_per_diagram,
        "versions_per_diagram_limit": limits.versions_per_diagram,
        "team_members_limit": limits.team_members,
    }
    for name, value in figures.items():
        setattr(user, name, value)
    return {"user": user, "current_subscription": subscription_view(user)}
