"""The users access tokens name, kept by the process (web/accounts/signed_in.py): a known token
costs no session read and no user query, and everything that ends a sign-in still ends it at
once, whichever process it happened in (the revocation stamps live in the shared cache)."""

from __future__ import annotations

import time

import time_machine
from allauth.headless.tokens.strategies.jwt import internal as jwt_internal
from django.contrib.sessions.backends.base import SessionBase
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.backend.conftest import PASSWORD
from tests.backend.helpers import assert_error
from web.accounts import signed_in as signed_in_module
from web.accounts import tokens
from web.accounts.models import User
from web.accounts.signed_in import MAX_AGE, revoke_user, signed_in

# As the ORM names them (quoted): the lists join users to name owners, unquoted.
AUTH_TABLES = ('"accounts_user"', '"django_session"')


def auth_queries(api, path="users/me/") -> list[str]:
    """The queries on users or sessions one call made (it must succeed)."""
    with CaptureQueriesContext(connection) as queries:
        response = api.get(path)
    assert response.status_code == 200, response.content[:300]
    return [q["sql"] for q in queries if any(table in q["sql"] for table in AUTH_TABLES)]


def test_it_reads_no_session_and_no_user_for_a_known_token(api, alice):
    api.as_user(alice)
    assert auth_queries(api), "the first call validates the token"
    assert auth_queries(api) == []
    assert auth_queries(api, "projects/") == []


def test_it_ends_a_sign_in_at_logout(api, alice):
    access = tokens.issue(alice).access
    assert api.with_token(access).get("users/me/").status_code == 200
    assert api.with_token(access).post("auth/logout/").status_code == 204
    assert_error(api.with_token(access).get("users/me/"), 401, code="not_authenticated")


def test_it_ends_a_sign_in_whose_session_another_process_deleted(api, alice):
    access = tokens.issue(alice).access
    assert api.with_token(access).get("users/me/").status_code == 200
    # As another process's logout does: the session goes, nothing of this process is touched.
    key = jwt_internal.session_key_from_sid(jwt_internal.decode_token(access, "access")["sid"])
    tokens._session_store(key).delete()
    assert_error(api.with_token(access).get("users/me/"), 401)


def test_it_ends_the_other_sign_ins_at_a_password_change(api, alice):
    phone, laptop = tokens.issue(alice), tokens.issue(alice)
    assert api.with_token(phone.access).get("users/me/").status_code == 200
    changed = api.with_token(laptop.access).post(
        "users/change_password/", {"current_password": PASSWORD,
                                   "new_password": "another-horse-battery-7"})
    assert changed.status_code == 200
    assert_error(api.with_token(phone.access).get("users/me/"), 401)
    assert api.with_token(changed.json()["access"]).get("users/me/").status_code == 200


def test_it_ends_every_sign_in_of_a_closed_account(api, alice):
    phone, laptop = tokens.issue(alice), tokens.issue(alice)
    assert api.with_token(phone.access).get("users/me/").status_code == 200
    assert api.with_token(laptop.access).delete(f"users/{alice.pk}/").status_code == 204
    assert_error(api.with_token(phone.access).get("users/me/"), 401)


def test_it_ends_the_sign_ins_of_a_user_saved_inactive(api, alice):
    # As the admin site does: the user saved, in whatever process.
    api.as_user(alice)
    assert api.get("users/me/").status_code == 200
    alice.is_active = False
    alice.save()
    assert_error(api.get("users/me/"), 401)


def test_it_ends_the_sign_ins_of_a_deleted_user(api, alice):
    api.as_user(alice)
    assert api.get("users/me/").status_code == 200
    User.objects.get(pk=alice.pk).delete()
    assert_error(api.get("users/me/"), 401)


def test_it_answers_with_the_user_as_saved_last(api, alice):
    api.as_user(alice)
    assert api.get("users/me/").json()["user"]["bio"] == ""
    assert api.patch("users/update_profile/", {"bio": "Modélise."}).status_code == 200
    assert api.get("users/me/").json()["user"]["bio"] == "Modélise."


def test_it_hands_each_request_a_user_of_its_own(alice):
    access = tokens.issue(alice).access
    first = signed_in.user(access)
    first.username = "changed by a request"
    assert signed_in.user(access).username == "alice"


def test_it_keeps_no_user_past_its_token(api, alice):
    access = tokens.issue(alice).access
    assert api.with_token(access).get("users/me/").status_code == 200
    with time_machine.travel(time.time() + 16 * 60):  # access tokens last 15 minutes
        assert_error(api.with_token(access).get("users/me/"), 401)


def test_a_change_made_without_signals_is_seen_after_max_age(api, alice):
    """The bound for a revocation that bypassed revoke_user (a raw update)."""
    api.as_user(alice)
    assert api.get("users/me/").status_code == 200
    User.objects.filter(pk=alice.pk).update(is_active=False)
    with time_machine.travel(time.time() + MAX_AGE + 1):
        assert_error(api.get("users/me/"), 401)


def test_it_keeps_no_user_revoked_while_it_was_being_validated(api, alice, monkeypatch):
    """Another process ends the sign-in between this one's reads: the user read before is not
    kept as valid."""
    api.as_user(alice)
    read_session = jwt_internal.get_token_session

    def revoked_meanwhile(payload):
        session = read_session(payload)  # still there when read…
        revoke_user(alice.pk)  # …ended right after, elsewhere
        return session

    monkeypatch.setattr(jwt_internal, "get_token_session", revoked_meanwhile)
    assert api.get("users/me/").status_code == 200
    monkeypatch.setattr(jwt_internal, "get_token_session", read_session)
    assert auth_queries(api), "validated again, not taken from the process"


def test_it_revokes_again_when_the_transaction_commits(alice, django_capture_on_commit_callbacks):
    stamps = []
    with django_capture_on_commit_callbacks(execute=True):
        revoke_user(alice.pk)
        stamps.append(signed_in_module._stamp(alice.pk))
    stamps.append(signed_in_module._stamp(alice.pk))
    assert None not in stamps and stamps[0] != stamps[1]


def test_it_keeps_a_bounded_number_of_users_the_latest_first(alice, monkeypatch):
    kept = 3
    monkeypatch.setattr(signed_in, "max_entries", kept)
    access = [tokens.issue(alice).access for _ in range(kept + 2)]
    for token in access:
        assert signed_in.user(token) is not None
    assert len(signed_in._entries) == kept
    assert set(signed_in._entries) == set(access[-kept:])


def test_a_session_store_without_a_user_revokes_nothing(db):
    # A session that never signed anyone in (allauth's flows make some) can be deleted freely.
    session: SessionBase = tokens._session_store()
    session["anything"] = 1
    session.save()
    session.delete()
