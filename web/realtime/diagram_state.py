"""The database side of the diagram socket, in plain sync functions its consumer runs in threads:
who is joining and what they may do, the state a joiner or a lagging client receives, the last
view each user left a diagram at."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from django.contrib.auth.models import AnonymousUser
from django.core.cache import cache

from web.access import policy
from web.accounts.auth import access_token_claims, session_user
from web.documents.selectors import changes_since, document_current
from web.projects.models import Project

EDIT_LEVELS = {policy.EDITOR, policy.ADMIN, policy.OWNER}
VIEW_TTL = 30 * 86400
DEFAULT_VIEW = {"scale": 1, "offset": {"x": 0, "y": 0}}


@dataclass(frozen=True)
class Access:
    """What a socket may do: `error` is set when it may not even view."""

    can_edit: bool = False
    error: str | None = None  # not_authenticated, not_found, forbidden


def signed_in(token: object):
    """(user, claims) of a valid access token, (AnonymousUser, None) without one, None when
    a token was given but is not valid."""
    if token is None or token == "":
        return AnonymousUser(), None
    if not isinstance(token, str) or len(token) > 4096:
        return None
    return access_token_claims(token)


def link_key(value: object) -> str | None:
    """The public link's key a visitor joined with (PROTOCOL [P2]); anything else is none."""
    return value if isinstance(value, str) and 0 < len(value) <= 128 else None


def _level(user, project_id: int, key: str | None) -> str | None | bool:
    project = Project.objects.select_related("team").defer("schema").filter(
        pk=project_id).first()
    if project is None:
        return False
    return policy.project_level(user, project, key=key)


def access_at_join(user, project_id: int, key: str | None = None) -> Access:
    level = _level(user, project_id, key)
    if not level:  # missing and invisible look alike
        return Access(error="not_found")
    return Access(can_edit=level in EDIT_LEVELS)


def access_now(claims: dict | None, project_id: int, key: str | None = None) -> Access:
    """Access checked again (PROTOCOL [R1]): the sign-in may have ended, the rights changed, the
    link's key been replaced."""
    user = AnonymousUser()
    if claims is not None:
        user = session_user(claims)
        if user is None:
            return Access(error="not_authenticated")
    level = _level(user, project_id, key)
    if level is False:
        return Access(error="not_found")
    if level is None:
        return Access(error="forbidden")
    return Access(can_edit=level in EDIT_LEVELS)


def sync_state(project_id: int, since: int | None) -> dict | None:
    """`schema_sync`'s document part: the whole document, or, when the client holds revision
    `since` and the log covers the rest, only the changes after it (PROTOCOL [P3])."""
    project = Project.objects.filter(pk=project_id).values("id", "name", "revision").first()
    if project is None:
        return None
    revision = project.pop("revision")
    changes = changes_since(project_id, since, revision) if since is not None else None
    document = None
    if changes is None:
        current = document_current(project_id)
        if current is None:
            return None
        document, revision = current
    return {
        "project": {**project, "schema": None if changes is not None else document,
                    "revision": revision},
        "revision": revision,
        "changes": changes or [],
    }


_holding: set[int] = set()
_holding_lock = threading.Lock()


def hold_document(project_id: int) -> None:
    """This process reads the document now, so that its first command does not wait for it: a
    join that only needed the changes did not (a 10 000-table document takes a second). Once
    at a time per diagram: twenty editors joining together would otherwise read it twenty
    times over, each copy 160 MB for 10 000 tables."""
    with _holding_lock:
        if project_id in _holding:
            return
        _holding.add(project_id)
    try:
        document_current(project_id)
    finally:
        with _holding_lock:
            _holding.discard(project_id)


def head_revision(project_id: int) -> int | None:
    return Project.objects.filter(pk=project_id).values_list("revision", flat=True).first()


def catch_up(project_id: int, since: int) -> dict | None:
    """The answer to `resync`: `changes` after `since`, else a whole state (None: gone). A
    negative `since` asks for the whole state."""
    head = head_revision(project_id)
    if head is None:
        return None
    changes = changes_since(project_id, since, head) if since >= 0 else None
    if changes is not None:
        return {"type": "changes", "since": since, "revision": head, "changes": changes}
    state = sync_state(project_id, None)
    return None if state is None else {"type": "schema_sync", **state}


def _view_key(user_id: int, project_id: int) -> str:
    return f"realtime:view:{user_id}:{project_id}"


def last_view(user_id: int | None, project_id: int) -> dict:
    if user_id is None:
        return DEFAULT_VIEW
    return cache.get(_view_key(user_id, project_id)) or DEFAULT_VIEW


def remember_view(user_id: int, project_id: int, view: dict) -> None:
    cache.set(_view_key(user_id, project_id), view, timeout=VIEW_TTL)
