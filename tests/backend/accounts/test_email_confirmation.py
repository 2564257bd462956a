"""An email address counts only once confirmed from the link sent to it.

PATCH /api/users/update_profile/ with a new `email` keeps the current one and mails a link to the
new one (the SPA's /verify-email/{key} page posts it to allauth's
/_allauth/app/v1/auth/email/verify); until then the new address matches no invitation, no member
search, no team invitation by email, and receives no password reset. The address typed at sign-up
is unconfirmed too."""

import re
from urllib.parse import unquote

import pytest
from allauth.account.models import EmailAddress
from django.core import mail
from django.test import Client, RequestFactory

from tests.backend.conftest import PASSWORD, make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import invite, make_project, make_team
from web.accounts import messages, services
from web.accounts.models import User
from web.projects import messages as project_messages
from web.projects.models import Collaborator
from web.teams import messages as team_messages

PROFILE = "users/update_profile/"
ACCEPT = "accept-invitation/"
VERIFY = "/_allauth/app/v1/auth/email/verify"


def change_email(api, user, email, callbacks):
    with callbacks(execute=True):
        response = api.as_user(user).patch(PROFILE, {"email": email})
    assert response.status_code == 200, response.content
    return response.json()


def link_key(message) -> str:
    [key] = re.findall(r"/verify-email/(\S+)", message.body)
    return unquote(key)  # as the SPA's router hands it over


def confirm(key: str):
    return Client().post(VERIFY, {"key": key}, content_type="application/json")


def addresses(user) -> list[tuple[str, bool, bool]]:
    return sorted(EmailAddress.objects.filter(user=user).values_list("email", "verified",
                                                                     "primary"))


# --- The change waits for its confirmation -------------------------------------------------------

def test_it_keeps_the_current_email_and_mails_a_link_to_the_new_one(
        api, alice, django_capture_on_commit_callbacks):
    body = change_email(api, alice, "Alice.New@Example.com", django_capture_on_commit_callbacks)
    assert (body["email"], body["pending_email"]) == ("alice@example.com", "alice.new@example.com")
    alice.refresh_from_db()
    assert alice.email == "alice@example.com"
    assert addresses(alice) == [("alice.new@example.com", False, False),
                                ("alice@example.com", True, True)]
    [sent] = mail.outbox
    assert sent.to == ["alice.new@example.com"]
    assert "/verify-email/" in sent.body
    me = api.get("users/me/").json()["user"]
    assert (me["email"], me["pending_email"]) == ("alice@example.com", "alice.new@example.com")


def test_it_changes_the_email_once_the_link_is_opened(api, alice,
                                                      django_capture_on_commit_callbacks):
    change_email(api, alice, "alice.new@example.com", django_capture_on_commit_callbacks)
    response = confirm(link_key(mail.outbox[0]))
    assert response.status_code in (200, 401), response.content  # 401: done, not signed in
    alice.refresh_from_db()
    assert alice.email == "alice.new@example.com"
    assert addresses(alice) == [("alice.new@example.com", True, True)]
    me = api.as_user(alice).get("users/me/").json()["user"]
    assert (me["email"], me["pending_email"]) == ("alice.new@example.com", None)
    login = api.post("auth/login/", {"username": "alice.new@example.com", "password": PASSWORD})
    assert login.status_code == 200


def test_a_new_change_replaces_the_pending_one_and_voids_its_link(
        api, alice, django_capture_on_commit_callbacks):
    change_email(api, alice, "first@example.com", django_capture_on_commit_callbacks)
    body = change_email(api, alice, "second@example.com", django_capture_on_commit_callbacks)
    assert body["pending_email"] == "second@example.com"
    first, second = mail.outbox
    assert confirm(link_key(first)).status_code == 400
    alice.refresh_from_db()
    assert alice.email == "alice@example.com"
    confirm(link_key(second))
    alice.refresh_from_db()
    assert alice.email == "second@example.com"


def test_asking_again_for_the_same_address_keeps_its_link(api, alice,
                                                          django_capture_on_commit_callbacks):
    change_email(api, alice, "new@example.com", django_capture_on_commit_callbacks)
    change_email(api, alice, "new@example.com", django_capture_on_commit_callbacks)
    # allauth's cooldown per address: the second request sends nothing, the first link works.
    [sent] = mail.outbox
    confirm(link_key(sent))
    alice.refresh_from_db()
    assert alice.email == "new@example.com"


def test_saving_the_current_email_leaves_a_pending_change_alone(
        api, alice, django_capture_on_commit_callbacks):
    change_email(api, alice, "new@example.com", django_capture_on_commit_callbacks)
    body = change_email(api, alice, "alice@example.com", django_capture_on_commit_callbacks)
    assert body["pending_email"] == "new@example.com"


def test_confirming_the_sign_up_address_keeps_a_pending_change(
        api, db, django_capture_on_commit_callbacks):
    dora = make_user("dora", verified=False)
    change_email(api, dora, "dora.new@example.com", django_capture_on_commit_callbacks)
    [change_mail] = mail.outbox
    sign_up_address = EmailAddress.objects.get(user=dora, primary=True)
    services._send_confirmation(sign_up_address.pk, RequestFactory().get("/"))
    confirm(link_key(mail.outbox[-1]))
    dora.refresh_from_db()
    assert dora.email == "dora@example.com"
    assert addresses(dora) == [("dora.new@example.com", False, False),
                               ("dora@example.com", True, True)]
    confirm(link_key(change_mail))
    dora.refresh_from_db()
    assert dora.email == "dora.new@example.com"


def test_it_refuses_an_address_someone_else_waits_to_confirm(
        api, alice, bob, django_capture_on_commit_callbacks):
    change_email(api, alice, "shared@example.com", django_capture_on_commit_callbacks)
    response = api.as_user(bob).patch(PROFILE, {"email": "shared@example.com"})
    assert_error(response, 400, field="email", message=messages.EMAIL_TAKEN)


def test_it_bounds_how_many_changes_one_account_asks_for(api, alice,
                                                         django_capture_on_commit_callbacks):
    for n in range(10):
        change_email(api, alice, f"try{n}@example.com", django_capture_on_commit_callbacks)
    response = api.as_user(alice).patch(PROFILE, {"email": "one-more@example.com"})
    assert_error(response, 429, code="rate_limited")
    assert len(mail.outbox) == 10


# --- An unconfirmed address matches nothing ---------------------------------------------------

@pytest.fixture
def pending_dave(api, alice, charlie, django_capture_on_commit_callbacks):
    """charlie claims dave@example.com as his new address, without confirming it."""
    change_email(api, charlie, "dave@example.com", django_capture_on_commit_callbacks)
    mail.outbox.clear()
    return charlie


def test_an_unconfirmed_new_address_cannot_accept_an_invitation_sent_to_it(api, alice,
                                                                           pending_dave):
    project = make_project(alice, "Boutique")
    _, token = invite(project, alice, email="dave@example.com")
    response = api.as_user(pending_dave).post(ACCEPT, {"token": token})
    body = assert_error(response, 403, code="email_unconfirmed")
    assert "dave@example.com" in body["message"]
    assert not Collaborator.objects.exists()


def test_it_accepts_once_the_address_is_confirmed(api, alice, charlie,
                                                  django_capture_on_commit_callbacks):
    project = make_project(alice, "Boutique")
    _, token = invite(project, alice, email="dave@example.com")
    change_email(api, charlie, "dave@example.com", django_capture_on_commit_callbacks)
    confirm(link_key(mail.outbox[-1]))
    assert api.as_user(charlie).post(ACCEPT, {"token": token}).status_code == 200
    assert Collaborator.objects.filter(project=project, user=charlie).exists()


def test_an_unconfirmed_sign_up_address_cannot_accept_an_invitation_sent_to_it(api, alice):
    project = make_project(alice, "Boutique")
    _, token = invite(project, alice, email="dave@example.com")
    response = api.post("auth/register/", {"username": "mallory", "email": "dave@example.com",
                                           "password": PASSWORD})
    assert response.status_code == 201
    mallory = User.objects.get(pk=response.json()["user"]["id"])
    response = api.as_user(mallory).post(ACCEPT, {"token": token})
    assert_error(response, 403, code="email_unconfirmed")
    assert not Collaborator.objects.exists()


def test_someone_without_the_address_is_only_told_it_is_not_theirs(api, alice, bob):
    project = make_project(alice, "Boutique")
    _, token = invite(project, alice, email="dave@example.com")
    assert_error(api.as_user(bob).post(ACCEPT, {"token": token}), 403,
                 message=project_messages.INVITATION_FOREIGN)


def test_inviting_an_unconfirmed_address_invites_the_address_not_the_account(api, alice,
                                                                             pending_dave):
    project = make_project(alice, "Boutique")
    response = api.as_user(alice).post(f"projects/{project.id}/invitations/",
                                       {"user": "dave@example.com"})
    assert response.status_code == 201
    assert response.json()["invitee"] is None
    token = response.json()["token"]
    assert_error(api.as_user(pending_dave).post(ACCEPT, {"token": token}), 403,
                 code="email_unconfirmed")


def test_a_team_invitation_by_email_finds_only_a_confirmed_address(api, alice, pending_dave, db):
    team = make_team(alice)
    unconfirmed = make_user("erin", email="erin@example.com", verified=False)
    for email in ("dave@example.com", unconfirmed.email):
        assert_error(api.as_user(alice).post(f"teams/{team.id}", {"email": email}), 400,
                     field="email", message=team_messages.USER_NOT_FOUND)
    assert team.memberships.count() == 1


def test_the_member_search_never_finds_an_unconfirmed_address(api, alice, pending_dave, db):
    make_user("erin", email="erin@example.com", verified=False)
    for q in ("dave@example.com", "erin@example.com"):
        assert api.as_user(alice).get("users/search/", {"q": q}).json() == {"results": []}


def test_no_password_reset_goes_to_an_unconfirmed_new_address(api, pending_dave):
    client = Client()
    url = "/_allauth/app/v1/auth/password/request"
    client.post(url, {"email": "dave@example.com"}, content_type="application/json")
    assert mail.outbox == []
    client.post(url, {"email": "charlie@example.com"}, content_type="application/json")
    [sent] = mail.outbox
    assert sent.to == ["charlie@example.com"]
