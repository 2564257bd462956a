"""Every mail Relata sends: a French subject with the [Relata] prefix, a text body and its HTML
alternative in the product's layout, naming Relata (never the host it was reached at), with
links on the configured site URL that open the SPA's pages (frontend/src/app/router.tsx), whose
tokens work.

Addresses here are on courriel.test, so that "example.com" (django.contrib.sites' default name)
appearing in a mail can only be a fault."""

import re
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

import allauth
import pytest
from allauth.account.adapter import get_adapter
from allauth.core import context as allauth_context
from django.core import mail
from django.core.mail import EmailMultiAlternatives
from django.test import Client, RequestFactory
from django.utils import timezone

from tests.backend.conftest import PASSWORD, make_user
from tests.backend.workspace.factories import make_project
from web.accounts.models import User
from web.projects.models import Collaborator

SITE = "https://app.relata.test"
# What a mail must never show: allauth's site name without django.contrib.sites is the request's
# host, and the hosts below are the ones requests come with in these tests.
FOREIGN = ("localhost", "example.com", "testserver")
ALLAUTH = "/_allauth/app/v1/auth"
WHY = "Vous recevez cet email parce qu"


@pytest.fixture(autouse=True)
def configured_site(settings):
    settings.SITE_URL = SITE
    settings.SITE_URL_FOLLOWS_REQUEST = False  # as when RELATA_SITE_URL is set


@pytest.fixture
def erin(db) -> User:
    return make_user("erin", email="erin@courriel.test")


def browser() -> Client:
    """Requests as `make run PORT=8201` receives them: the host must not leak into mails."""
    return Client(HTTP_HOST="localhost:8201")


def html_of(message) -> str:
    assert isinstance(message, EmailMultiAlternatives)
    [(html, mimetype)] = message.alternatives
    assert mimetype == "text/html"
    return html


def assert_branded(message, subject: str) -> str:
    """The shared checks; returns the HTML body."""
    assert message.subject == f"[Relata] {subject}"
    assert message.from_email.startswith("Relata <")
    html = html_of(message)
    assert html.startswith("<!DOCTYPE html>") and '<html lang="fr">' in html
    for body in (message.body, html):
        assert "Relata" in body and WHY in body and "L'équipe Relata" in body
        assert "Bonjour" in body
    for text in (message.subject, message.body, html):
        for foreign in FOREIGN:
            assert foreign not in text, (foreign, text)
    return html


def link_in(message, route: str) -> str:
    """The one link to `route` (a path of the SPA), the same in both bodies; every other link
    is the site itself."""
    links = re.findall(r"https?://[^\s<>\"]+", message.body)
    assert links and all(link.startswith(SITE) for link in links), links
    [link] = [link for link in links if urlsplit(link).path.startswith(route)]
    html = html_of(message)
    assert f'href="{link}"' in html  # the button
    assert f">{link}</a>" in html  # the plain link, for clients that show no button
    return link


def key_of(link: str, route: str) -> str:
    return unquote(urlsplit(link).path.removeprefix(route))  # as the SPA's router hands it over


# --- Sign-up and email change: confirmation ------------------------------------------------------

def test_the_sign_up_mail_links_to_the_verification_page_that_confirms(
        db, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = browser().post("/api/auth/register/", {
            "username": "dora", "email": "dora@courriel.test", "password": PASSWORD,
        }, content_type="application/json")
    assert response.status_code == 201, response.content
    [sent] = mail.outbox
    assert sent.to == ["dora@courriel.test"]
    html = assert_branded(sent, "Confirmez votre adresse email")
    assert "Bonjour dora," in sent.body and "Confirmer mon adresse email" in html
    link = link_in(sent, "/verify-email/")

    confirmed = browser().post(f"{ALLAUTH}/email/verify",
                               {"key": key_of(link, "/verify-email/")},
                               content_type="application/json")
    assert confirmed.status_code in (200, 401), confirmed.content  # 401: done, not signed in
    dora = User.objects.get(username="dora")
    assert dora.emailaddress_set.get().verified


def test_the_email_change_mail_links_to_the_verification_page_that_changes_it(
        api, erin, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(erin).patch("users/update_profile/",
                                           {"email": "erin.new@courriel.test"},
                                           headers={"host": "localhost:8201"})
    assert response.status_code == 200, response.content
    [sent] = mail.outbox
    assert sent.to == ["erin.new@courriel.test"]
    assert_branded(sent, "Confirmez votre adresse email")
    assert "erin.new@courriel.test" in sent.body
    link = link_in(sent, "/verify-email/")

    browser().post(f"{ALLAUTH}/email/verify", {"key": key_of(link, "/verify-email/")},
                   content_type="application/json")
    erin.refresh_from_db()
    assert erin.email == "erin.new@courriel.test"


# --- Password reset ------------------------------------------------------------------------------

def test_the_reset_mail_links_to_the_reset_page_whose_key_sets_the_password(erin, settings):
    settings.ACCOUNT_EMAIL_NOTIFICATIONS = True  # the reset is then confirmed by a mail too
    client = browser()
    client.post(f"{ALLAUTH}/password/request", {"email": "erin@courriel.test"},
                content_type="application/json")
    [sent] = mail.outbox
    assert sent.to == ["erin@courriel.test"]
    html = assert_branded(sent, "Réinitialisation de votre mot de passe")
    assert "Bonjour erin," in sent.body and "Choisir un nouveau mot de passe" in html
    assert "votre nom d'utilisateur est erin" in sent.body
    link = link_in(sent, "/reset-password/")

    response = client.post(f"{ALLAUTH}/password/reset",
                           {"key": key_of(link, "/reset-password/"),
                            "password": "a-brand-new-secret-42"},
                           content_type="application/json")
    assert response.status_code in (200, 401), response.content  # 401: done, not signed in
    erin.refresh_from_db()
    assert erin.check_password("a-brand-new-secret-42")

    notice = mail.outbox[-1]
    assert notice is not sent and notice.to == ["erin@courriel.test"]
    assert_branded(notice, "Votre mot de passe a été réinitialisé")
    link_in(notice, "/forgot-password")


def test_a_reset_asked_for_an_unknown_address_offers_to_sign_up(db):
    browser().post(f"{ALLAUTH}/password/request", {"email": "nobody@courriel.test"},
                   content_type="application/json")
    [sent] = mail.outbox
    assert sent.to == ["nobody@courriel.test"]
    assert_branded(sent, "Aucun compte ne correspond à cette adresse")
    assert link_in(sent, "/register") == f"{SITE}/register"


# --- Diagram invitations -------------------------------------------------------------------------

@pytest.mark.parametrize(("target", "role", "label"), [
    ("erin", "editor", "Éditeur"),
    ("newcomer@courriel.test", "viewer", "Lecteur"),
])
def test_the_invitation_mail_links_to_the_acceptance_page_whose_token_accepts(
        api, alice, erin, target, role, label, django_capture_on_commit_callbacks):
    project = make_project(alice, "Boutique <en ligne>")
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice).post(f"projects/{project.id}/invitations/",
                                           {"user": target, "role": role},
                                           headers={"host": "localhost:8201"})
    assert response.status_code == 201, response.content
    [sent] = mail.outbox
    html = assert_branded(sent, "alice vous invite sur « Boutique <en ligne> »")
    assert f"avec le rôle {label}" in sent.body and f"avec le rôle {label}" in html
    assert "« Boutique <en ligne> »" in sent.body
    assert "Boutique &lt;en ligne&gt;" in html and "<en ligne>" not in html  # escaped in HTML
    link = link_in(sent, "/accept-invite")
    assert response.json()["url"] == link
    [token] = parse_qs(urlsplit(link).query)["token"]  # as the SPA reads it
    by_address = "@" in target
    assert ("Pas encore de compte Relata ?" in sent.body) is by_address

    invitee = erin
    if by_address:
        invitee = make_user("newcomer", email=target)
    accepted = api.as_user(invitee).post("accept-invitation/", {"token": token})
    assert accepted.status_code == 200, accepted.content
    assert Collaborator.objects.get(project=project, user=invitee).role == role


# --- The site URL rule ---------------------------------------------------------------------------

def test_unconfigured_links_follow_the_origin_the_app_is_served_on(erin, settings):
    settings.SITE_URL = "http://localhost:8000"
    settings.SITE_URL_FOLLOWS_REQUEST = True  # RELATA_SITE_URL unset
    browser().post(f"{ALLAUTH}/password/request", {"email": "erin@courriel.test"},
                   content_type="application/json")
    [sent] = mail.outbox
    assert len(re.findall(r"http://localhost:8201/reset-password/\S+", sent.body)) == 1
    assert "localhost:8000" not in sent.body
    assert "Bonjour, c'est" not in sent.body and "Relata" in sent.subject


def test_a_configured_site_url_wins_over_the_request_host(erin):
    Client(HTTP_HOST="localhost").post(f"{ALLAUTH}/password/request",
                                       {"email": "erin@courriel.test"},
                                       content_type="application/json")
    [sent] = mail.outbox
    link_in(sent, "/reset-password/")  # on SITE, though the request came to localhost


# --- Every allauth mail has the product's templates ----------------------------------------------

ALLAUTH_MAILS = sorted(
    path.name.removesuffix("_subject.txt")
    for path in (Path(allauth.__file__).parent / "templates/account/email").glob("*_subject.txt")
)
TEMPLATES = Path(__file__).resolve().parents[3] / "web/templates/account/email"
CONTEXT = {
    "user": None, "activate_url": f"{SITE}/verify-email/k", "code": "ABC123",
    "password_reset_url": f"{SITE}/reset-password/k", "signup_url": f"{SITE}/register",
    "from_email": "old@courriel.test", "to_email": "new@courriel.test",
    "deleted_email": "old@courriel.test", "ip": "203.0.113.7", "user_agent": "Firefox",
    "timestamp": timezone.now(),
}


def test_the_list_of_allauth_mails_is_the_one_these_tests_know():
    """A new allauth mail (an upgrade) must get its French templates before it can go out."""
    assert len(ALLAUTH_MAILS) >= 13
    for name in ALLAUTH_MAILS:
        for suffix in ("_subject.txt", "_message.txt", "_message.html"):
            assert (TEMPLATES / f"{name}{suffix}").exists(), f"{name}{suffix}"


# Where each mail's link goes; notifications point to where the account is secured.
ROUTES = {"account_already_exists": "/reset-password/", "email_confirmation": "/verify-email/",
          "email_confirmation_signup": "/verify-email/", "password_reset_key": "/reset-password/",
          "unknown_account": "/register", "login_code": None, "password_reset_code": None}


@pytest.mark.parametrize("name", ALLAUTH_MAILS)
def test_every_allauth_mail_is_french_and_branded(erin, name):
    request = RequestFactory().get("/", HTTP_HOST="localhost:8201")
    with allauth_context.request_context(request):
        get_adapter().send_mail(f"account/email/{name}", erin.email, {**CONTEXT, "user": erin})
    [sent] = mail.outbox
    html = assert_branded(sent, sent.subject.removeprefix("[Relata] "))
    for english in ("Hello", "Thank you", "You are receiving", "Please", "Your "):
        assert english not in sent.subject + sent.body + html
    route = ROUTES.get(name, "/forgot-password")
    if route is None:
        assert "ABC123" in sent.body and "ABC123" in html
    else:
        link_in(sent, route)


def test_the_account_already_exists_mail_links_to_the_forgotten_password_page(erin):
    with allauth_context.request_context(RequestFactory().get("/", HTTP_HOST="localhost:8201")):
        get_adapter().send_account_already_exists_mail(erin.email)
    [sent] = mail.outbox
    assert_branded(sent, "Un compte existe déjà avec cette adresse")
    assert link_in(sent, "/forgot-password") == f"{SITE}/forgot-password"
