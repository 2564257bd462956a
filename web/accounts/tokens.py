"""Access and refresh tokens for the SPA, minted by allauth headless's JWT strategy.

Each sign-in gets its own server-side session; both tokens name it, so deleting the session (logout)
or deactivating the user revokes them at once (stateful validation is on in settings).
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module

from allauth.headless import app_settings as headless_settings
from django.conf import settings
from django.contrib.auth import login as session_login
from django.contrib.auth.models import AnonymousUser
from django.http import HttpRequest

BACKEND = "allauth.account.auth_backends.AuthenticationBackend"


@dataclass(frozen=True)
class TokenPair:
    access: str
    refresh: str


def _session_store(key: str | None = None):
    return import_module(settings.SESSION_ENGINE).SessionStore(session_key=key)


def issue(user) -> TokenPair:
    request = HttpRequest()
    request.session = _session_store()
    request.user = AnonymousUser()
    session_login(request, user, backend=BACKEND)
    payload = headless_settings.TOKEN_STRATEGY.create_access_token_payload(request)
    request.session.save()
    return TokenPair(access=payload["access_token"], refresh=payload["refresh_token"])


def refresh(refresh_token: str) -> TokenPair | None:
    pair = headless_settings.TOKEN_STRATEGY.refresh_token(refresh_token)
    if pair is None:
        return None
    return TokenPair(access=pair[0], refresh=pair[1])


def revoke(request: HttpRequest) -> None:
    """End the session the request's access token belongs to."""
    strategy = headless_settings.TOKEN_STRATEGY
    key = strategy.get_session_token(request)
    session = strategy.lookup_session(key) if key else None
    if session is not None:
        session.delete()
