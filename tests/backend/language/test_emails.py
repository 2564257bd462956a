"""A mail speaks its recipient's language: an account that chose English gets every mail in
English (web/templates/en/), the others keep the French ones untouched."""

import re

import pytest
from allauth.account.adapter import get_adapter
from allauth.core import context as allauth_context
from django.core import mail
from django.test import RequestFactory

from tests.backend.accounts.test_emails import (
    ALLAUTH_MAILS,
    CONTEXT,
    FOREIGN,
    ROUTES,
    SITE,
    assert_branded,
    browser,
    configured_site,  # noqa: F401 — autouse: the links on the configured site
    html_of,
    link_in,
)
from tests.backend.conftest import make_user
from tests.backend.workspace.factories import make_project
from web.accounts.models import User

FRENCH = re.compile(r"[àâçéèêëîïôûù«»]|Bonjour|Vous |votre ")


@pytest.fixture
def june(db) -> User:
    return make_user("june", email="june@courriel.test", language="en")


def assert_english(message, subject: str) -> str:
    assert message.subject == f"[Relata] {subject}"
    assert message.from_email.startswith("Relata <")
    html = html_of(message)
    assert html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
    for body in (message.body, html):
        assert "The Relata team" in body and "You are receiving this email" in body
    for text in (message.subject, message.body, html):
        assert not FRENCH.search(text), FRENCH.search(text)
        for foreign in FOREIGN:
            assert foreign not in text, (foreign, text)
    return html


@pytest.mark.parametrize("name", ALLAUTH_MAILS)
def test_every_allauth_mail_is_english_for_an_english_account(june, name):
    request = RequestFactory().get("/", HTTP_HOST="localhost:8201")
    with allauth_context.request_context(request):
        get_adapter().send_mail(f"account/email/{name}", june.email, {**CONTEXT, "user": june})
    [sent] = mail.outbox
    assert_english(sent, sent.subject.removeprefix("[Relata] "))
    route = ROUTES.get(name, "/forgot-password")
    if route is None:
        assert "ABC123" in sent.body and "ABC123" in html_of(sent)
    else:
        link_in(sent, route)


def test_a_reset_asked_in_french_for_an_english_account_is_english(june):
    browser().post("/_allauth/app/v1/auth/password/request", {"email": "june@courriel.test"},
                   content_type="application/json", HTTP_ACCEPT_LANGUAGE="fr")
    [sent] = mail.outbox
    assert_english(sent, "Reset your password")
    assert "Hello june," in sent.body and "your username is june" in sent.body
    assert link_in(sent, "/reset-password/").startswith(f"{SITE}/reset-password/")


def test_a_french_account_keeps_the_french_mail_whatever_the_request(db):
    make_user("erin", email="erin@courriel.test")
    browser().post("/_allauth/app/v1/auth/password/request", {"email": "erin@courriel.test"},
                   content_type="application/json", HTTP_ACCEPT_LANGUAGE="en")
    [sent] = mail.outbox
    assert_branded(sent, "Réinitialisation de votre mot de passe")
    assert "Bonjour erin," in sent.body


def test_an_invitation_is_in_the_invitees_language(api, alice, june,
                                                    django_capture_on_commit_callbacks):
    project = make_project(alice, "Boutique <en ligne>")
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice).post(f"projects/{project.id}/invitations/",
                                           {"user": "june", "role": "viewer"})
    assert response.status_code == 201, response.content
    [sent] = mail.outbox
    html = assert_english(sent, "alice invites you to “Boutique <en ligne>”")
    assert "with the role Viewer" in sent.body and "with the role Viewer" in html
    assert "Boutique &lt;en ligne&gt;" in html and "<en ligne>" not in html
    link_in(sent, "/accept-invite")


def test_an_invitation_to_an_address_speaks_the_inviters_request(
        api, alice, django_capture_on_commit_callbacks):
    project = make_project(alice, "Boutique")
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice).post(f"projects/{project.id}/invitations/",
                                           {"user": "newcomer@courriel.test", "role": "editor"},
                                           headers={"Accept-Language": "en"})
    assert response.status_code == 201, response.content
    [sent] = mail.outbox
    assert_english(sent, "alice invites you to “Boutique”")
    assert "with the role Editor" in sent.body and "No Relata account yet?" in sent.body


# The mails' shared layout says its few words through the catalogue ({% translate %}), one
# file for both languages; each mail's own text has an English twin under en/.
LAYOUT = {"email/base.html", "email/base.txt", "email/button.html", "email/code.html"}


def test_every_french_mail_template_has_its_english_twin_but_the_shared_layout():
    from pathlib import Path

    root = Path(__file__).resolve().parents[3] / "web" / "templates"
    french = {p.relative_to(root).as_posix() for p in root.rglob("*.*")
              if p.parts[len(root.parts)] != "en"}
    english = {p.relative_to(root / "en").as_posix() for p in (root / "en").rglob("*.*")}
    assert french - LAYOUT == english
    assert french >= LAYOUT
