"""Which language Relata answers in: French unless English is asked for.

French is the product's language and the message ids' (the catalogue is locale/en/). The web app
sends `Accept-Language: fr|en` with every API request and `?lang=fr|en` on its sockets; a browser
that reaches an API route directly sends its own list ("en-US,en;q=0.9"). Only a list that
prefers English to French gets English: anything else ("de", none, nonsense) gets French.

Django's LocaleMiddleware is not used: it also follows a `django_language` cookie and URL
prefixes, two ways of choosing that the product does not have.
"""

from __future__ import annotations

from contextlib import contextmanager
from urllib.parse import parse_qs

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.translation.trans_real import parse_accept_lang_header

DEFAULT = "fr"
SUPPORTED = frozenset(code for code, _name in settings.LANGUAGES)


def supported(code: object) -> str | None:
    """The language `code` ("en", "en-US", "EN") names among Relata's, else None."""
    if not isinstance(code, str):
        return None
    base = code.strip().lower().replace("_", "-").split("-")[0]
    return base if base in SUPPORTED else None


def from_accept_language(header: str | None) -> str:
    """The first of Relata's languages in the header's order of preference; French otherwise."""
    for code, quality in parse_accept_lang_header(header or ""):
        if quality <= 0:
            continue
        language = supported(code)
        if language:
            return language
    return DEFAULT


def from_query_string(query_string: bytes | str | None) -> str:
    """The `lang` parameter of a socket's URL (`/ws/…/?lang=en`); French when absent or unknown."""
    if isinstance(query_string, bytes):
        query_string = query_string.decode("latin-1")
    values = parse_qs(query_string or "").get("lang") or [None]
    return supported(values[0]) or DEFAULT


def from_asgi_scope(scope: dict) -> str:
    """from_accept_language for a request not yet in Django's hands (web/core/request_guard)."""
    for name, value in scope.get("headers", ()):
        if name == b"accept-language":
            return from_accept_language(value.decode("latin-1"))
    return DEFAULT


def of_user(user: object) -> str:
    """The language a signed-in person chose for their account (mails), French by default."""
    return supported(getattr(user, "language", None)) or DEFAULT


def current() -> str:
    """The active language, as a task's argument carries it: "fr" or "en"."""
    return supported(translation.get_language()) or DEFAULT


@contextmanager
def speaking(code: object):
    """Runs the block in `code`'s language (French when `code` is not one of Relata's)."""
    with translation.override(supported(code) or DEFAULT):
        yield


class LanguageMiddleware:
    """Activates the request's language (from_accept_language) for the whole response and says
    which it was in `Content-Language`; caches keep one answer per Accept-Language."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        language = from_accept_language(request.META.get("HTTP_ACCEPT_LANGUAGE"))
        request.LANGUAGE_CODE = language
        with translation.override(language):
            response = self.get_response(request)
        patch_vary_headers(response, ("Accept-Language",))
        response.headers.setdefault("Content-Language", language)
        return response
