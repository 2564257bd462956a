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
