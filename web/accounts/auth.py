"""Bearer authentication for the ninja API."""

from __future__ import annotations

from datetime import timedelta

from allauth.core.internal.httpkit import get_authorization_credential
from allauth.headless import app_settings as headless_settings
from allauth.headless.contrib.ninja.security import JWTTokenAuth
from django.utils import timezone

from web.core.request_guard import SCOPE_USER

from .signed_in import signed_in

LAST_SEEN_RESOLUTION = timedelta(minutes=5)


class BearerAuth(JWTTokenAuth):
    openapi_type = "http"
    openapi_scheme = "bearer"
    openapi_bearerFormat = "JWT"

    def __call__(self, request):
        # The request guard's preflight checked this request's token already (web/core/
        # request_guard.py); the scope is the server's, per request, never the client's.
        scope = getattr(request, "scope", None) or request.META.get("asgi.scope")
        if scope is not None and (user := scope.get(SCOPE_USER)) is not None:
            request.user = user
            return user
        token = get_authorization_credential(request,
                                             headless_settings.JWT_AUTHORIZATION_HEADER_SCHEME)
        # allauth's stateful validation (JWTTokenAuth), its answer kept a while by this process
        # (web/accounts/signed_in.py): inactive users and ended sessions are refused.
        user = signed_in.user(token) if token else None
        if user is None:
            return None
        request.user = user
        if (seen := _touch_last_seen(user)) is not None:
            signed_in.seen(token, seen)
        return user


def _touch_last_seen(user):
    """One write per few minutes per user rather than one per request; the time written."""
    now = timezone.now()
    if user.last_seen is None or now - user.last_seen > LAST_SEEN_RESOLUTION:
        type(user).objects.filter(pk=user.pk).update(last_seen=now)
        user.last_seen = now
        return now
    return None


bearer_auth = BearerAuth()


def user_for_access_token(token: str):
    """The active user an access token names, or None; for callers outside the HTTP API
    (the websocket handshake sends the token in its first message)."""
    from django.http import HttpRequest

    request = HttpRequest()
    request.META["HTTP_AUTHORIZATION"] = f"Bearer {token}"
    return bearer_auth(request)


def access_token_claims(token: str):
    """(user, claims) of a valid access token, or None. For the diagram socket, which keeps the
    claims to ask later whether the sign-in still holds (`session_user`)."""
    from allauth.headless.tokens.strategies.jwt.internal import validate_access_token

    return validate_access_token(token)


def session_user(claims: dict):
    """The user still signed in through the session the claims name, or None once it ended
    (logout, password change, account closed). Unlike the token itself this does not expire
    after 15 minutes: the client renews its token over HTTP while the socket stays open.

    Uses allauth's own session lookup (django-allauth pinned below 66)."""
    from allauth.headless.tokens.strategies.jwt.internal import (
        get_token_session,
        validate_token_user,
    )

    session = get_token_session(claims)
    if session is None:
        return None
    user = validate_token_user(claims, session)
    return user if user is not None and user.is_active else None
