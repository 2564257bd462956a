"""Every request body is bounded, and large ones wait for their sender to be known.

Django's ASGI handler reads a whole body (spooled to a temporary file) before any middleware or
view runs, so a limit or a permission checked there comes after the bytes were taken. This layer
sits in front of it: it refuses a declared `Content-Length` over the route's limit at once, cuts a
chunked body off where it passes the limit, and for the routes that take megabytes it checks the
bearer token and the permission before a byte of the body is read. Refusals are the API's JSON
errors with `Connection: close`, so the server drops the rest of the upload instead of reading it.

The limits follow the largest legitimate body of each call (a whole document, saved or kept as a
version, an avatar as a data URL, an SQL file with its form fields); everything else is a small
JSON call.

A whole document may also come gzip-compressed (`Content-Encoding: gzip`, as the editor sends
it): a 10 000-table document is ~70 MB of JSON and ~2–8 MB compressed. Its compressed size is
bounded as it arrives, and so is the size it expands to, by inflating each piece as it passes
(into a bounded buffer that is dropped): a gzip bomb is refused before the application has
inflated more than the bound. The application reads the body itself, streaming
(web/projects/body.py).
"""

from __future__ import annotations

import asyncio
import re
import zlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import orjson
from asgiref.sync import sync_to_async
from django.db import close_old_connections
from django.http import HttpRequest, QueryDict

from . import errors, language, server_loop
from .admission import Admission, concurrency

KIB = 1024
MIB = 1024 * KIB
SMALL_BODY = 64 * KIB
# A data URL is 4/3 of the picture (2 MiB at most), plus the profile's other fields.
AVATAR_BODY = 3 * MIB
DOCUMENT_BODY = 10 * MIB
# A gzip-compressed document: what may arrive, and what it may expand to. A 10 000-table document
# of 20 columns a table is ~72 MB of JSON: the bound leaves room for three times that (comments,
# seeds, long names); memory, not time, is what it protects.
COMPRESSED_DOCUMENT_BODY = 32 * MIB
EXPANDED_DOCUMENT_BODY = 256 * MIB
# What one inflate step may produce: a bomb expands a 64 KiB piece to 64 MiB at once otherwise.
_INFLATE_STEP = 1 * MIB
# The SQL file's own limit (10 MB, checked again by the import) plus the form's fields and
# multipart boundaries.
SQL_UPLOAD_BODY = 10_485_760 + 64 * KIB

Preflight = Callable[[HttpRequest, dict], None]


# The scope key under which a preflight leaves the user its token named: the view's bearer
# authentication takes it from there instead of validating the same token again.
SCOPE_USER = "relata.user"


def _signed_in(request: HttpRequest) -> object:
    from web.accounts.auth import bearer_auth

    user = bearer_auth(request)
    if user is None:
        raise errors.NotAuthenticated()
    request.auth = user
    return user


def signed_in(request: HttpRequest, params: dict) -> None:
    _signed_in(request)


def project_editor(request: HttpRequest, params: dict) -> None:
    """The same answers as the call itself: 404 for a diagram the user cannot see, 403 for one
    they may only read."""
    from web.documents.services import require_editor

    require_editor(actor=_signed_in(request), project_id=int(params["project_id"]))


def version_creator(request: HttpRequest, params: dict) -> None:
    """A version's snapshot names its diagram in the body: signed in, and, when the client also
    names it in the query (`?project={id}`), allowed to manage its versions."""
    from web.versions.selectors import project_for_versions

    user = _signed_in(request)
    project_id = request.GET.get("project", "")
    if project_id.isascii() and project_id.isdigit():
        project_for_versions(user=user, project_id=int(project_id), edit=True)


def _sql_file_too_large() -> errors.DomainError:
    from web.jobs import messages

    error = errors.ValidationFailed.single("sql_file", messages.FILE_TOO_LARGE,
                                           code="file_too_large")
    error.status = 413
    return error


@dataclass(frozen=True)
class Compressed:
    """A route's limits for a gzip-compressed body: as sent, and once inflated."""

    limit: int
    expanded: int


@dataclass(frozen=True)
class Route:
    method: str
    pattern: re.Pattern[str]
    limit: int
    preflight: Preflight | None = None
    too_large: Callable[[], errors.DomainError] = errors.PayloadTooLarge
    compressed: Compressed | None = None  # None: no Content-Encoding accepted


def _route(method: str, pattern: str, limit: int, preflight: Preflight | None = None,
           too_large: Callable[[], errors.DomainError] = errors.PayloadTooLarge,
           compressed: Compressed | None = None) -> Route:
    return Route(method, re.compile(pattern), limit, preflight, too_large, compressed)


DOCUMENT_COMPRESSED = Compressed(COMPRESSED_DOCUMENT_BODY, EXPANDED_DOCUMENT_BODY)


ROUTES: tuple[Route, ...] = (
    _route("POST", r"^/api/projects/(?P<project_id>\d+)/import_sql/$", SQL_UPLOAD_BODY,
           project_editor, _sql_file_too_large),
    _route("PATCH", r"^/api/projects/(?P<project_id>\d+)/update_schema/$", DOCUMENT_BODY,
           project_editor, compressed=DOCUMENT_COMPRESSED),
    _route("POST", r"^/api/versions/$", DOCUMENT_BODY, version_creator,
           compressed=DOCUMENT_COMPRESSED),
    # One editor command too large for a socket frame (a paste of thousands of tables).
    _route("POST", r"^/api/projects/(?P<project_id>\d+)/commands/$", DOCUMENT_BODY,
           project_editor, compressed=DOCUMENT_COMPRESSED),
    _route("PATCH", r"^/api/users/update_profile/$", AVATAR_BODY, signed_in),
    _route("POST", r"^/api/teams/$", AVATAR_BODY, signed_in),
    _route("PATCH", r"^/api/teams/(?P<team_id>\d+)/$", AVATAR_BODY, signed_in),
    # The admin site signs in with its session (checked by Django), and may change an avatar.
    _route("POST", r"^/admin/", AVATAR_BODY),
)


def route_for(method: str, path: str) -> tuple[Route | None, dict]:
    for route in ROUTES:
        if route.method == method:
            match = route.pattern.match(path)
            if match:
                return route, match.groupdict()
    return None, {}


def _declared_length(scope: dict) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return -1
    return None


def _encoding(scope: dict) -> bytes:
    for name, value in scope.get("headers", ()):
        if name == b"content-encoding":
            return value.strip().lower()
    return b"identity"


def _as_request(scope: dict) -> HttpRequest:
    request = HttpRequest()
    request.method = scope["method"]
    request.path = scope["path"]
    request.GET = QueryDict(scope.get("query_string", b""))
    for name, value in scope.get("headers", ()):
        if name == b"authorization":
            request.META["HTTP_AUTHORIZATION"] = value.decode("latin-1")
    return request


# Not thread-sensitive: outside a request's own context asgiref would run every preflight of
# the process in one shared thread, one after the other.
@sync_to_async(thread_sensitive=False)
def _run_preflight(preflight: Preflight, scope: dict, params: dict) -> errors.DomainError | None:
    # Outside Django's request cycle: do its connection housekeeping by hand.
    close_old_connections()
    request = _as_request(scope)
    try:
        preflight(request, params)
    except errors.DomainError as error:
        return error
    else:
        if getattr(request, "auth", None) is not None:
            scope[SCOPE_USER] = request.auth
    finally:
        close_old_connections()
    return None


async def _refuse(send, error: errors.DomainError) -> None:
    body = orjson.dumps(error.payload())
    await send({
        "type": "http.response.start",
        "status": error.status,
        "headers": [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"connection", b"close"),
        ],
    })
    await send({"type": "http.response.body", "body": body})


class RequestGuard:
    """ASGI middleware for the HTTP side of the application (see the module's docstring)."""

    def __init__(self, app: Callable[..., Awaitable[None]]):
        self.app = app
        self.admission = Admission(concurrency())

    async def __call__(self, scope, receive, send) -> None:
        server_loop.remember(asyncio.get_running_loop())
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        # Its refusals come before Django's middleware: they read the request's language here.
        with language.speaking(language.from_asgi_scope(scope)):
            await self._guard(scope, receive, send)

    async def _guard(self, scope, receive, send) -> None:
        route, params = route_for(scope["method"], scope["path"])
        limit = route.limit if route else SMALL_BODY
        too_large = route.too_large if route else errors.PayloadTooLarge
        expanded = None
        if route and route.compressed:
            encoding = _encoding(scope)
            if encoding == b"gzip":
                limit, expanded = route.compressed.limit, route.compressed.expanded
            elif encoding != b"identity":
                await _refuse(send, errors.UnsupportedEncoding())
                return
        declared = _declared_length(scope)
        if declared == -1:
            await _refuse(send, errors.DomainError(errors.MALFORMED_BODY, code="malformed"))
            return
        if declared is not None and declared > limit:
            await _refuse(send, too_large())
            return
        if route and route.preflight:
            error = await _run_preflight(route.preflight, scope, params)
            if error is not None:
                await _refuse(send, error)
                return
        await self.admission.run(
            self.app, scope, *_bounded(receive, send, limit, too_large, expanded),
            declared=declared)


class _Inflated:
    """How many bytes a gzip stream fed piece by piece inflates to (what it inflates to is
    dropped). Several members follow each other, as gzip allows."""

    def __init__(self):
        self.size = 0
        self._inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)

    def feed(self, data: bytes, bound: int) -> None:
        """Raises zlib.error on data that is not gzip; stops counting past `bound`."""
        while data and self.size <= bound:
            self.size += len(self._inflater.decompress(data, _INFLATE_STEP))
            data = self._inflater.unconsumed_tail
            if self._inflater.eof and not data:
                data = self._inflater.unused_data
                self._inflater = zlib.decompressobj(wbits=16 + zlib.MAX_WBITS)


def _bounded(receive, send, limit: int, too_large: Callable[[], errors.DomainError],
             expanded: int | None = None):
    """`receive` that counts the body (and, with `expanded`, what the gzip body inflates to)
    and, past a limit, answers itself and tells the application the client went away (Django
    then drops the request without answering)."""
    received = 0
    refused = False
    inflated = _Inflated() if expanded is not None else None

    async def refuse(error: errors.DomainError):
        nonlocal refused
        refused = True
        await _refuse(send, error)
        return {"type": "http.disconnect"}

    async def bounded_receive():
        nonlocal received
        if refused:
            return {"type": "http.disconnect"}
        message = await receive()
        if message["type"] == "http.request":
            body = message.get("body", b"")
            received += len(body)
            if received > limit:
                return await refuse(too_large())
            if inflated is not None:
                try:
                    inflated.feed(body, expanded)
                except zlib.error:
                    return await refuse(errors.DomainError(errors.MALFORMED_BODY,
                                                           code="malformed"))
                if inflated.size > expanded:
                    return await refuse(too_large())
        return message

    async def guarded_send(message):
        if not refused:
            await send(message)

    return bounded_receive, guarded_send
