"""Absolute links to the app's pages, for what leaves the browser: mails above all.

The rule (settings.SITE_URL, settings.SITE_URL_FOLLOWS_REQUEST):
- `RELATA_SITE_URL` set: every link starts with it, whatever the request says. A deployment sets
  it, so that no Host header sent by a stranger decides where a reset link points.
- unset: links start with the origin the request reached (its host already checked against
  ALLOWED_HOSTS by Django), so `make run PORT=8201` or a test server mails links to the port it is
  served on; with no request at hand, `http://localhost:$PORT` as `make run` and the server use.
"""

from __future__ import annotations

from urllib.parse import quote, urlsplit

from django.conf import settings
from django.core.exceptions import DisallowedHost
from django.http import HttpRequest


def site_url(request: HttpRequest | None = None) -> str:
    """The origin links start with, without a trailing slash."""
    if request is not None and settings.SITE_URL_FOLLOWS_REQUEST:
        try:
            return request.build_absolute_uri("/").rstrip("/")
        except DisallowedHost:  # a host Django refuses never ends up in a link
            pass
    return settings.SITE_URL.rstrip("/")


def site_domain(request: HttpRequest | None = None) -> str:
    return urlsplit(site_url(request)).netloc


def frontend_url(path: str, request: HttpRequest | None = None, **params: str) -> str:
    """A page of the SPA: `path` as frontend/src/app/router.tsx declares it, e.g.
    "/verify-email/{key}", its `{name}` parts filled with `params`, each quoted whole (keys hold
    ':' and '/' that must not split the route)."""
    for name, value in params.items():
        path = path.replace(f"{{{name}}}", quote(str(value), safe=""))
    return site_url(request) + path
