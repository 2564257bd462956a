"""Inviting collaborators by a signed link: GET and POST /api/projects/{id}/invitations/,
DELETE /api/projects/{id}/invitations/{invitation_id}/, POST /api/accept-invitation/."""

import base64
import json
from datetime import timedelta

import pytest
import time_machine
from django.core import mail, signing
from django.test import RequestFactory
from django.utils import timezone

from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import (
    invite,
    make_project,
    make_team,
    share,
    workspace_state,
)
from web.projects import invitations, messages
from web.projects.models import Collaborator, Invitation

ACCEPT = "accept-invitation/"


def path(project, invitation=None) -> str:
    tail = f"{invitation.id}/" if invitation else ""
    return f"projects/{project.id}/invitations/{tail}"


def payload_of(token: str) -> dict:
    """What the acceptance page reads from the link before any call: the unsigned part."""
    encoded = token.split(":")[0]
    return json.loads(base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)))


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique")


# --- Create -------------------------------------------------------------------------------------

def test_it_invites_a_user_by_username(api, alice, bob, project,
                                       django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice).post(path(project), {"user": "bob", "role": "editor"})
    assert response.status_code == 201
    body = response.json()
    invitation = Invitation.objects.get()
    assert (invitation.invitee, invitation.inviter, invitation.role) == (bob, alice, "editor")
    # Invited by name, Bob keeps his address to himself (the mail still goes to it).
    assert (body["id"], body["role"], body["email"], body["inviter"]) == (
        invitation.id, "editor", "", "alice")
    assert body["invitee"]["email"] is None
    assert body["invitee"]["username"] == "bob"
    # The link follows the site URL rule (web/accounts/links.py), as for the request that invites.
    assert body["url"] == invitations.link_for(body["token"], RequestFactory().get("/"))
    assert "/accept-invite?token=" in body["url"]
    [sent] = mail.outbox
    assert sent.to == ["bob@example.com"]
    assert body["url"] in sent.body


def test_it_invites_by_email_someone_not_registered_yet(api, alice, project):
    response = api.as_user(alice).post(path(project), {"user": " Dave@Example.com "})
    assert response.status_code == 201
    invitation = Invitation.objects.get()
    assert (invitation.invitee, invitation.email, invitation.role) == (None,
                                                                       "dave@example.com",
                                                                       "viewer")
    assert response.json()["invitee"] is None


def test_it_finds_a_registered_user_by_email(api, alice, bob, project):
    api.as_user(alice).post(path(project), {"user": "BOB@example.com"})
    assert Invitation.objects.get().invitee == bob


def test_it_signs_a_readable_payload_with_role_name_and_inviter(api, alice, bob, project):
    token = api.as_user(alice).post(path(project), {"user": "bob", "role": "editor"}
                                    ).json()["token"]
    payload = payload_of(token)
    assert {k: payload[k] for k in ("role", "name", "username")} == {
        "role": "editor", "name": "Boutique", "username": "alice"}


def test_it_lets_a_team_admin_invite(api, alice, bob, charlie):
    project = make_project(alice, team=make_team(alice, bob="admin"))
    assert api.as_user(bob).post(path(project), {"user": "charlie"}).status_code == 201


@pytest.mark.parametrize("role", ["editor", "viewer"])
def test_it_refuses_a_collaborator_inviting(api, bob, charlie, project, role):
    """Only those who administer a diagram grant access to it (web/projects/grants.py)."""
    share(project, bob, role)
    response = api.as_user(bob).post(path(project), {"user": "charlie"})
    assert_error(response, 403, code="forbidden", message=messages.INVITE_ADMINS_ONLY)
    assert not Invitation.objects.exists()


@pytest.mark.parametrize("role", ["member", "viewer"])
def test_it_refuses_a_team_member_inviting(api, alice, bob, charlie, role):
    project = make_project(alice, team=make_team(alice, bob=role))
    response = api.as_user(bob).post(path(project), {"user": "charlie"})
    assert_error(response, 403, code="forbidden", message=messages.INVITE_ADMINS_ONLY)
    assert not Invitation.objects.exists()


def test_it_answers_404_to_a_stranger_inviting(api, charlie, project):
    assert_error(api.as_user(charlie).post(path(project), {"user": "charlie"}), 404)
    assert not Invitation.objects.exists()


@pytest.mark.parametrize(("target", "message"), [
    ("inconnu", messages.INVITE_UNKNOWN_USER),
    ("alice", messages.INVITE_SELF),
])
def test_it_refuses_a_bad_target(api, alice, project, target, message):
    assert_error(api.as_user(alice).post(path(project), {"user": target}), 400, field="user",
                 message=message)
    assert not Invitation.objects.exists()


def test_it_never_matches_an_account_without_email(api, alice, project):
    make_user("root", email="")
    assert_error(api.as_user(alice).post(path(project), {"user": "   "}), 400, field="user",
                 message=messages.INVITE_UNKNOWN_USER)
    assert not Invitation.objects.exists()


def test_it_refuses_inviting_the_owner(api, alice, bob):
    project = make_project(alice, team=make_team(alice, bob="admin"))
    assert_error(api.as_user(bob).post(path(project), {"user": "alice"}), 400, field="user",
                 message=messages.INVITE_OWNER)


def test_it_refuses_an_inactive_user_like_an_unknown_one(api, alice, bob, project):
    bob.is_active = False
    bob.save()
    assert_error(api.as_user(alice).post(path(project), {"user": "bob"}), 400, field="user",
                 message=messages.INVITE_UNKNOWN_USER)


def test_it_refuses_a_collaborator_already_in_that_role(api, alice, bob, project):
    share(project, bob, "editor")
    assert_error(api.as_user(alice).post(path(project), {"user": "bob", "role": "editor"}), 400,
                 field="user", message=messages.INVITE_ALREADY)
    assert not Invitation.objects.exists()


@pytest.mark.parametrize("payload", [
    {}, {"user": ""}, {"user": "bob", "role": "admin"}, {"user": "x" * 255}, {"user": 7},
])
def test_it_refuses_invalid_payloads(api, alice, bob, project, payload):
    assert_error(api.as_user(alice).post(path(project), payload), 400, code="invalid")
    assert not Invitation.objects.exists()


# --- List and revoke ----------------------------------------------------------------------------

def test_it_lists_pending_invitations_only(api, alice, bob, charlie, project):
    pending, _ = invite(project, alice, bob)
    used, _ = invite(project, alice, charlie)
    used.accepted_at = timezone.now()
    used.save()
    with time_machine.travel(timezone.now() - timedelta(days=8)):
        invite(project, alice, email="old@example.com")
    response = api.as_user(alice).get(path(project))
    assert [i["id"] for i in response.json()["results"]] == [pending.id]
    assert "token" not in response.json()["results"][0]


def test_it_refuses_the_list_to_a_viewer(api, bob, project):
    share(project, bob, "viewer")
    assert_error(api.as_user(bob).get(path(project)), 403)


def test_it_answers_404_for_the_list_of_an_unseen_diagram(api, charlie, project):
    assert_error(api.as_user(charlie).get(path(project)), 404)


def test_it_revokes_an_invitation_whose_link_stops_working(api, alice, bob, project):
    invitation, token = invite(project, alice, bob)
    assert api.as_user(alice).delete(path(project, invitation)).status_code == 204
    assert not Invitation.objects.exists()
    assert_error(api.as_user(bob).post(ACCEPT, {"token": token}), 400,
                 message=messages.INVITATION_INVALID)


def test_it_lets_the_inviter_revoke_his_own(api, alice, bob, charlie, project):
    share(project, bob, "editor")
    invitation, _ = invite(project, bob, charlie)
    assert api.as_user(bob).delete(path(project, invitation)).status_code == 204


def test_it_refuses_an_editor_revoking_someone_elses(api, alice, bob, charlie, project):
    share(project, bob, "editor")
    invitation, _ = invite(project, alice, charlie)
    assert_error(api.as_user(bob).delete(path(project, invitation)), 403,
                 message=messages.OWNER_ONLY)
    assert Invitation.objects.filter(pk=invitation.pk).exists()


def test_it_answers_404_for_an_accepted_or_foreign_invitation(api, alice, bob, project):
    used, _ = invite(project, alice, bob)
    used.accepted_at = timezone.now()
    used.save()
    elsewhere, _ = invite(make_project(alice, "Blog"), alice, bob)
    for invitation in (used, elsewhere):
        assert_error(api.as_user(alice).delete(path(project, invitation)), 404,
                     message=messages.INVITATION_NOT_FOUND)
    assert Invitation.objects.count() == 2


def test_it_answers_404_to_a_stranger_revoking(api, alice, bob, charlie, project):
    invitation, _ = invite(project, alice, bob)
    assert_error(api.as_user(charlie).delete(path(project, invitation)), 404)
    assert Invitation.objects.filter(pk=invitation.pk).exists()


# --- Accept -------------------------------------------------------------------------------------

def test_it_accepts_and_makes_a_collaborator(api, alice, bob, project):
    invitation, token = invite(project, alice, bob, role="editor")
    response = api.as_user(bob).post(ACCEPT, {"token": token})
    assert response.status_code == 200
    assert response.json() == {"project": {"id": project.id, "name": "Boutique"},
                               "role": "editor"}
    assert Collaborator.objects.get(project=project, user=bob).role == "editor"
    invitation.refresh_from_db()
    assert (invitation.accepted_by, invitation.accepted_at is not None) == (bob, True)
    assert api.as_user(bob).get(f"projects/{project.id}/").json()["access"] == "editor"


def test_it_accepts_an_email_invitation_for_the_account_with_that_email(api, alice, project):
    _, token = invite(project, alice, email="dave@example.com", role="viewer")
    dave = make_user("dave", email="Dave@Example.com")
    assert api.as_user(dave).post(ACCEPT, {"token": token}).json()["role"] == "viewer"
    assert Collaborator.objects.filter(project=project, user=dave, role="viewer").exists()


def test_it_accepts_a_token_sent_through_the_api(api, alice, bob, project):
    token = api.as_user(alice).post(path(project), {"user": "bob"}).json()["token"]
    assert api.as_user(bob).post(ACCEPT, {"token": f"  {token}\n"}).status_code == 200


def test_it_refuses_a_reused_invitation(api, alice, bob, project):
    _, token = invite(project, alice, bob)
    api.as_user(bob).post(ACCEPT, {"token": token})
    before = workspace_state()
    assert_error(api.as_user(bob).post(ACCEPT, {"token": token}), 400, code="invitation_used",
                 message=messages.INVITATION_USED)
    assert workspace_state() == before


def raised_to_editor(token: str) -> str:
    """The payload rewritten to claim another role, the signature kept."""
    payload = json.dumps({**payload_of(token), "role": "editor"}, separators=(",", ":"))
    encoded = base64.urlsafe_b64encode(payload.encode()).decode().rstrip("=")
    return ":".join([encoded, *token.split(":")[1:]])


@pytest.mark.parametrize("mangle", [
    raised_to_editor,
    lambda token: token[:-1] + ("A" if token[-1] != "A" else "B"),
    lambda token: token.split(":")[0],
    lambda token: "not-a-token",
    lambda token: "a:b:c",
])
def test_it_refuses_a_tampered_or_garbage_token(api, alice, bob, project, mangle):
    _, token = invite(project, alice, bob, role="viewer")
    assert mangle(token) != token
    before = workspace_state()
    assert_error(api.as_user(bob).post(ACCEPT, {"token": mangle(token)}), 400,
                 code="invalid_invitation", message=messages.INVITATION_INVALID)
    assert workspace_state() == before


def test_it_refuses_a_token_signed_for_another_purpose(api, alice, bob, project):
    invitation, _ = invite(project, alice, bob)
    forged = signing.dumps({"id": invitation.id, "role": "editor"}, salt="another.salt")
    assert_error(api.as_user(bob).post(ACCEPT, {"token": forged}), 400,
                 message=messages.INVITATION_INVALID)


def test_it_refuses_an_expired_link(api, alice, bob, project):
    with time_machine.travel(timezone.now() - invitations.LIFETIME - timedelta(minutes=1)):
        _, token = invite(project, alice, bob)
    before = workspace_state()
    assert_error(api.as_user(bob).post(ACCEPT, {"token": token}), 400,
                 code="invalid_invitation", message=messages.INVITATION_INVALID)
    assert workspace_state() == before


def test_it_still_accepts_a_link_just_before_it_expires(api, alice, bob, project):
    with time_machine.travel(timezone.now() - invitations.LIFETIME + timedelta(minutes=5)):
        _, token = invite(project, alice, bob)
    assert api.as_user(bob).post(ACCEPT, {"token": token}).status_code == 200


def test_it_refuses_an_invitation_meant_for_another_account(api, alice, bob, charlie, project):
    _, token = invite(project, alice, bob)
    before = workspace_state()
    assert_error(api.as_user(charlie).post(ACCEPT, {"token": token}), 403, code="forbidden",
                 message=messages.INVITATION_FOREIGN)
    assert workspace_state() == before
    assert api.as_user(bob).post(ACCEPT, {"token": token}).status_code == 200


@pytest.mark.parametrize("body", [{}, {"token": ""}, {"token": "   "}])
def test_it_refuses_a_missing_token(api, bob, body):
    assert_error(api.as_user(bob).post(ACCEPT, body), 400, field="token",
                 message=messages.INVITATION_MISSING)


def test_it_refuses_an_oversized_token(api, bob):
    assert_error(api.as_user(bob).post(ACCEPT, {"token": "x" * 2001}), 400, field="token")


def test_it_never_lowers_a_role(api, alice, bob, project):
    share(project, bob, "editor")
    _, token = invite(project, alice, bob, role="viewer")
    assert api.as_user(bob).post(ACCEPT, {"token": token}).status_code == 200
    assert Collaborator.objects.get(project=project, user=bob).role == "editor"


def test_it_raises_a_role(api, alice, bob, project):
    share(project, bob, "viewer")
    _, token = invite(project, alice, bob, role="editor")
    api.as_user(bob).post(ACCEPT, {"token": token})
    assert Collaborator.objects.get(project=project, user=bob).role == "editor"


def test_it_adds_no_collaborator_row_for_the_owner(api, alice):
    make_user("dave")
    project = make_project(alice, team=make_team(alice, dave="admin"))
    _, token = invite(project, project.team.memberships.get(role="admin").user, alice)
    assert api.as_user(alice).post(ACCEPT, {"token": token}).status_code == 200
    assert not Collaborator.objects.exists()


def test_it_keeps_a_team_members_team_access(api, alice, bob):
    project = make_project(alice, team=make_team(alice, bob="admin"))
    _, token = invite(project, alice, bob, role="viewer")
    api.as_user(bob).post(ACCEPT, {"token": token})
    assert api.as_user(bob).get(f"projects/{project.id}/").json()["access"] == "admin"


def test_it_requires_authentication(api, alice, bob, project):
    _, token = invite(project, alice, bob)
    assert_error(api.post(ACCEPT, {"token": token}), 401, code="not_authenticated")
    assert_error(api.post(path(project), {"user": "bob"}), 401)
    assert not Collaborator.objects.exists()


# --- Who granted it (web/projects/grants.py) ----------------------------------------------------

def test_accepting_records_the_inviter_as_the_granter(api, alice, bob):
    make_user("dave")
    project = make_project(alice, team=make_team(alice, dave="admin"))
    dave = project.team.memberships.get(role="admin").user
    _, token = invite(project, dave, bob)
    assert api.as_user(bob).post(ACCEPT, {"token": token}).status_code == 200
    assert Collaborator.objects.get(project=project, user=bob).granted_by == dave


def test_a_raise_by_invitation_is_the_inviters_grant(api, alice, bob, project):
    share(project, bob, "viewer")
    _, token = invite(project, alice, bob, role="editor")
    api.as_user(bob).post(ACCEPT, {"token": token})
    assert Collaborator.objects.get(user=bob).granted_by == alice


# --- The email goes out whatever the diagram's name holds ----------------------------------------

@pytest.mark.parametrize("name", ["Boutique\nen ligne", "Boutique\r\nen\tligne", "Bou\x0btique",
                                  "Boutique\u2028en ligne"])
def test_it_sends_the_email_for_a_name_with_a_line_break(api, alice, bob, project, name,
                                                         django_capture_on_commit_callbacks):
    """Names stored before they were checked may hold one; a line break in a header makes Django
    refuse the message, and the invitation would silently never leave."""
    type(project).objects.filter(pk=project.pk).update(name=name)
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice).post(path(project), {"user": "bob"})
    assert response.status_code == 201
    [sent] = mail.outbox
    assert "\n" not in sent.subject and "\r" not in sent.subject
    assert sent.subject.startswith("[Relata] alice vous invite sur « Bou")
    assert sent.message()["Subject"]  # the message renders: no header injection refused
