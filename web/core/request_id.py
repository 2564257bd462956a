"""One id per HTTP request, in the response, in every log line the request writes and in the
Celery tasks it starts (web/core/task_context.py carries it across).

A client or a proxy in front may name the request (`X-Request-ID`), so one id follows a call from
the balancer's log to the worker's; a value that is not a short token (too long, spaces, control
characters: anything that could forge a log line) is replaced by a fresh id.
"""

from __future__ import annotations

import logging
import re
import time
import uuid
from contextvars import ContextVar
from dataclasses import dataclass

from django.http import HttpRequest, HttpResponse
from django.utils.functional import SimpleLazyObject, empty

HEADER = "X-Request-ID"
META_KEY = "HTTP_X_REQUEST_ID"
SANE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}")

request_log = logging.getLogger("relata.request")


@dataclass
class RequestContext:
    request_id: str
    # The HTTP request, to read its user once authentication has named it (never to load it).
    request: HttpRequest | None = None


_current: ContextVar[RequestContext | None] = ContextVar("relata_request", default=None)


def current() -> RequestContext | None:
    return _current.get()


def current_request_id() -> str | None:
    context = _current.get()
    return context.request_id if context else None


def bind(request_id: str, request: HttpRequest | None = None):
    """Make `request_id` the current one; returns the token for `unbind`."""
    return _current.set(RequestContext(request_id, request))


def unbind(token) -> None:
    _current.reset(token)


def new_request_id() -> str:
    return uuid.uuid4().hex


def accepted(value: str | None) -> str | None:
    """`value` when it is a sane request id, else None."""
    if value and SANE.fullmatch(value):
        return value
    return None


def known_user_id(request: HttpRequest | None) -> int | None:
    """The id of the user the request is authenticated as, if something already loaded it.

    Reading `request.user` would load the session's user (a query) just to write a log line: a
    user still behind its lazy object is treated as unknown."""
    if request is None:
        return None
    user = request.__dict__.get("user")
    if isinstance(user, SimpleLazyObject):
        user = user._wrapped
        if user is empty:
            return None
    if user is None or not getattr(user, "is_authenticated", False):
        return None
    return user.pk


class RequestIdMiddleware:
    """Binds the request id for the request's duration, returns it in `X-Request-ID` and writes
    the request log line (method, path, status, duration)."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        request_id = accepted(request.META.get(META_KEY)) or new_request_id()
        request.request_id = request_id
        token = bind(request_id, request)
        started = time.perf_counter()
        try:
            response = self.get_response(request)
            response[HEADER] = request_id
            request_log.info(
                "%s %s %s", request.method, request.path, response.status_code,
                extra={
                    "method": request.method,
                    "path": request.path,
                    "status": response.status_code,
                    "duration_ms": round((time.perf_counter() - started) * 1000, 1),
                },
            )
            return response
        finally:
            unbind(token)
