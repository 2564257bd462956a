"""The users that access tokens name, kept a little while by each web process.

allauth's stateful validation of an access token reads its session from the session store and
its user from the database on every request (~1 ms of CPU: a tenth of a whole-document save,
a quarter of a workspace list; tests/benchmarks/percall.py). Here a process keeps, per token,
the user it named, for at most MAX_AGE seconds and never past the token's expiry (a session's
own expiry, weeks after its last use, is noticed within MAX_AGE).

Revocation still takes effect at once, in every process: each user has a revocation stamp in
the shared cache (Redis on the full stack), changed by everything that can end a sign-in — a
session deleted (logout, password change, a cleanup), the user saved (password, active flag,
profile) or deleted, an account deactivated — and a kept user is used only while its stamp is
the one read before it was validated. That costs one cache read per request instead of a
session read, a user query and the token's decryption.

The stamp is changed when the revocation happens and again when its transaction commits, so a
process validating the token in between (and still seeing the old rows) cannot keep the user
past the commit. A change made without the ORM's signals (a queryset `update()` of a user's
`is_active` or `password`) must call `revoke_user` itself.
"""

from __future__ import annotations

import copy
import threading
import time
import uuid
from dataclasses import dataclass

from django.core.cache import cache
from django.db import transaction

# Also a bound for a revocation that bypassed `revoke_user` (raw SQL): noticed within a minute.
MAX_AGE = 60
MAX_ENTRIES = 10_000
# Longer than any entry lives: a stamp that expired would read as "never revoked" again, the
# same as an entry made before the revocation may have stored.
STAMP_TIMEOUT = 3600


def _stamp_key(user_id: int | str) -> str:
    return f"accounts:auth-stamp:{user_id}"


def _stamp(user_id: int | str) -> str | None:
    return cache.get(_stamp_key(user_id))


def _new_stamp(user_id: int | str) -> None:
    cache.set(_stamp_key(user_id), uuid.uuid4().hex, timeout=STAMP_TIMEOUT)


def revoke_user(user_id: int | str) -> None:
    """Every process validates this user's tokens again from the next request on (and again
    once the current transaction, if any, commits)."""
    _new_stamp(user_id)
    transaction.on_commit(lambda: _new_stamp(user_id), robust=True)


@dataclass(frozen=True, slots=True)
class _Entry:
    user: object  # never handed out: each request gets a copy it may change
    stamp: str | None
    deadline: float


class SignedIn:
    def __init__(self, max_entries: int = MAX_ENTRIES):
        self.max_entries = max_entries
        self._entries: dict[str, _Entry] = {}
        self._lock = threading.Lock()

    def user(self, token: str):
        """The active user still signed in through the session `token` names, or None."""
        entry = self._entries.get(token)
        if entry is not None and time.time() < entry.deadline and (
                _stamp(entry.user.pk) == entry.stamp):
            return copy.copy(entry.user)
        return self._validated(token)

    def _validated(self, token: str):
        from allauth.account.internal.userkit import str_to_user_id
        from allauth.headless.tokens.strategies.jwt.internal import (
            decode_token,
            get_token_session,
            validate_token_user,
        )

        # allauth's validate_access_token (stateful), with the stamp read before the session
        # and the user are.
        payload = decode_token(token, "access")
        if payload is None:
            return None
        stamp = _stamp(str_to_user_id(payload["sub"]))
        session = get_token_session(payload)
        user = None if session is None else validate_token_user(payload, session)
        if user is None:
            self.forget(token)
            return None
        deadline = min(payload["exp"], time.time() + MAX_AGE)
        with self._lock:
            if len(self._entries) >= self.max_entries:
                self._drop_expired()
            self._entries[token] = _Entry(copy.copy(user), stamp, deadline)
        return user

    def _drop_expired(self) -> None:
        now = time.time()
        for token in [token for token, entry in self._entries.items() if entry.deadline <= now]:
            del self._entries[token]
        while len(self._entries) >= self.max_entries:  # the oldest first
            del self._entries[next(iter(self._entries))]

    def forget(self, token: str) -> None:
        with self._lock:
            self._entries.pop(token, None)

    def seen(self, token: str, when) -> None:
        """The kept user of `token` was last seen `when` (written to the database by the
        caller): the next request need not write it again."""
        entry = self._entries.get(token)
        if entry is not None:
            entry.user.last_seen = when

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()


signed_in = SignedIn()


def connect_revocations() -> None:
    """What ends sign-ins through the ORM: sessions deleted, users saved or deleted."""
    from django.contrib.auth import SESSION_KEY, get_user_model
    from django.contrib.sessions.models import Session
    from django.db.models.signals import post_delete, post_save

    def user_changed(sender, instance, update_fields=None, **kwargs):
        # Signing in writes last_login alone: no sign-in ends, and no answer shows it.
        if update_fields is None or set(update_fields) - {"last_login"}:
            revoke_user(instance.pk)

    def session_deleted(sender, instance, **kwargs):
        user_id = instance.get_decoded().get(SESSION_KEY)
        if user_id is not None:
            revoke_user(user_id)

    user_model = get_user_model()
    post_save.connect(user_changed, sender=user_model, weak=False,
                      dispatch_uid="signed_in.user_saved")
    post_delete.connect(user_changed, sender=user_model, weak=False,
                        dispatch_uid="signed_in.user_deleted")
    post_delete.connect(session_deleted, sender=Session, weak=False,
                        dispatch_uid="signed_in.session_deleted")
