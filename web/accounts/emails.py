"""Every mail Relata sends, built one way: a subject with the product's prefix, a text body and
its HTML alternative, from the templates `{prefix}_subject.txt`, `{prefix}_message.txt` and
`{prefix}_message.html` (web/templates/; the shared layout is web/templates/email/).

A mail speaks its recipient's language (their account's `language`; for an address with no
account, the language of the request that mails). French is the templates under web/templates/,
the product's text as the spec gives it; English is the same tree under web/templates/en/, but
for the shared layout (web/templates/email/: base, button, code), one file whose few words go
through the catalogue (locale/).

allauth's mails come through web/accounts/adapter.py, the product's own (diagram invitations)
call `send` directly.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from django.conf import settings
from django.core.mail import EmailMultiAlternatives
from django.http import HttpRequest
from django.template.loader import render_to_string

from web.core import language as languages
from web.core.text import one_line

from . import links

logger = logging.getLogger(__name__)

SITE_NAME = "Relata"


@dataclass(frozen=True)
class Site:
    """What allauth's templates call `current_site`. Without django.contrib.sites allauth names the
    request's host ("localhost:8201"); the product's own name is the one mails show."""

    name: str
    domain: str


def base_context(request: HttpRequest | None) -> dict[str, Any]:
    return {
        "site_name": SITE_NAME,
        "site_url": links.site_url(request),
        "current_site": Site(name=SITE_NAME, domain=links.site_domain(request)),
    }


def recipient_language(to: list[str], context: dict[str, Any]) -> str:
    """The language of the account the mail is about (allauth's `user`), else of the account
    behind its first address, else the active one (the request's)."""
    from .models import User

    user = context.get("user")
    if not isinstance(user, User) and to:
        user = User.objects.filter(email__iexact=to[0]).only("language").first()
    return languages.of_user(user) if isinstance(user, User) else languages.current()


def _templates(name: str, language: str) -> list[str]:
    return [name] if language == languages.DEFAULT else [f"{language}/{name}", name]


def render(template_prefix: str, to: list[str], context: dict[str, Any], *,
           request: HttpRequest | None = None, headers: dict[str, str] | None = None,
           language: str | None = None) -> EmailMultiAlternatives:
    # Templates get no request: its context processors would put the signed-in `user` where
    # allauth's mails mean the account the mail is about.
    ctx = {**base_context(request), **context}
    language = languages.supported(language) or recipient_language(to, context)
    with languages.speaking(language):
        # One line whatever the names in it hold: a line break in a header makes Django refuse
        # the whole message (BadHeaderError).
        subject = one_line(render_to_string(_templates(f"{template_prefix}_subject.txt",
                                                       language), ctx))
        text = render_to_string(_templates(f"{template_prefix}_message.txt", language),
                                ctx).strip() + "\n"
        html = render_to_string(_templates(f"{template_prefix}_message.html", language), ctx)
    message = EmailMultiAlternatives(
        subject=f"{settings.EMAIL_SUBJECT_PREFIX}{subject}", body=text,
        from_email=settings.DEFAULT_FROM_EMAIL, to=to, headers=headers,
    )
    message.attach_alternative(html, "text/html")
    return message


def send(template_prefix: str, to: list[str], context: dict[str, Any], *,
         request: HttpRequest | None = None, language: str | None = None) -> bool:
    """Sends one mail; an unreachable mail server is logged, never raised: the action that
    mails (an invitation, a sign-up) has already happened and must not fail for it."""
    try:
        render(template_prefix, to, context, request=request, language=language).send()
    except Exception:
        logger.exception("Could not send the mail %s", template_prefix)
        return False
    return True
