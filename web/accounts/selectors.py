"""Reads of the accounts area."""

from __future__ import annotations

from allauth.account.models import EmailAddress
from django.db.models import OuterRef, Q, Subquery

from web.core.errors import ValidationFailed

from . import messages
from .models import User
from .services import email_taken, username_taken

SEARCH_MIN_LENGTH = 2
SEARCH_LIMIT = 10


def _verified(email: str):
    return EmailAddress.objects.filter(verified=True, email__iexact=email)


def verified_email_owner(email: str) -> User | None:
    """The active account that confirmed this address, or None. An address someone typed as theirs
    without confirming it (at sign-up or in a pending change) names nobody: only a confirmed one
    may receive what is meant for that address (invitations, team membership)."""
    email = email.strip()
    if not email:
        return None
    return User.objects.filter(is_active=True, pk__in=_verified(email).values("user_id")).first()


def has_verified_email(user: User, email: str) -> bool:
    email = email.strip()
    return bool(email) and _verified(email).filter(user=user).exists()


def user_search(*, actor: User, q: str) -> list[User]:
    """Usernames containing `q`, and the account whose confirmed address is exactly `q`. Each
    result's `matched_email` is that address when it was typed in full (the searcher knows it
    already), else None: the search never reveals anyone's address."""
    q = q.strip()
    if len(q) < SEARCH_MIN_LENGTH:
        raise ValidationFailed.single("q", messages.SEARCH_TOO_SHORT)
    matched = _verified(q).filter(user=OuterRef("pk")).values("email")[:1]
    return list(
        User.objects.filter(is_active=True)
        .annotate(matched_email=Subquery(matched))
        .filter(Q(username__icontains=q) | Q(matched_email__isnull=False))
        .exclude(pk=actor.pk)
        .order_by("username")[:SEARCH_LIMIT]
    )


def pending_email(user: User) -> str | None:
    """The address the user asked to change to and has not confirmed yet, if any."""
    return (EmailAddress.objects.filter(user=user, primary=False, verified=False)
            .order_by("-pk").values_list("email", flat=True).first())


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


def email_seen_by(viewer, user) -> str | None:
    """An account's address as `viewer` may see it: only the account itself does. Lists of people
    (team members, collaborators, invitations) would otherwise hand out the address of anyone
    one can add to a team or invite by username."""
    if viewer is not None and getattr(viewer, "pk", None) == user.pk:
        return user.email
    return None
