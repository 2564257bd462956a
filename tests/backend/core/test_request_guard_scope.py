"""The user a preflight signed in is handed to the view in the server's scope (SCOPE_USER): a
save validates its token once, not twice. The scope is the server's: nothing a client sends
lands there. Driven through the whole ASGI application, as the server calls it."""

from __future__ import annotations

import json

import pytest

from web.accounts.signed_in import signed_in
from web.core import request_guard
from web.projects.models import Collaborator, Project

from ..workspace.factories import make_project, share
from .asgi_exchange import Exchange, token_of

DOCUMENT = {"format": 1, "relations": [], "tables": [
    {"id": "t1", "name": "clients", "x": 0, "y": 0, "width": 200, "height": 80, "attributes": []}]}


@pytest.fixture
def validations(monkeypatch) -> list[str]:
    """Every access token the API's bearer authentication looked up, in order."""
    seen: list[str] = []
    validate = signed_in.user

    def counting(token):
        seen.append(token)
        return validate(token)

    monkeypatch.setattr(signed_in, "user", counting)
    return seen


def save_body(revision: int = 0) -> bytes:
    return json.dumps({"schema": DOCUMENT, "revision": revision}).encode()


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
@pytest.mark.parametrize("chunked", [False, True], ids=["length", "chunked"])
def test_a_save_validates_its_token_once(alice, validations, chunked):
    project = make_project(alice)
    token = token_of(alice)
    body = save_body()
    exchange = Exchange("PATCH", f"/api/projects/{project.pk}/update_schema/",
                        [body[:10], body[10:]], length=None if chunked else len(body),
                        token=token).run()
    assert exchange.status == 200, exchange.json
    assert validations == [token]
    project.refresh_from_db()
    assert project.revision == 1


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_view_acts_as_the_user_the_preflight_signed_in(alice, bob, validations):
    project = make_project(alice)
    share(project, bob, Collaborator.Role.EDITOR)
    token = token_of(bob)
    exchange = Exchange("PATCH", f"/api/projects/{project.pk}/update_schema/", [save_body()],
                        token=token).run()
    assert exchange.status == 200, exchange.json
    assert validations == [token]
    bob.refresh_from_db()
    assert bob.last_seen is not None  # touched once, by the preflight's authentication


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_refused_preflight_leaves_no_user_and_no_save(alice, charlie, validations):
    project = make_project(alice)
    exchange = Exchange("PATCH", f"/api/projects/{project.pk}/update_schema/", [save_body()],
                        token=token_of(charlie)).run()
    assert (exchange.status, exchange.json["error"], exchange.taken) == (404, "not_found", 0)
    assert len(validations) == 1
    assert Project.objects.get(pk=project.pk).revision == 0


SCOPE_LOOKALIKES = [
    (request_guard.SCOPE_USER.encode(), b"1"),  # ids start at 1: the value could name alice
    (request_guard.SCOPE_USER.replace(".", "-").encode(), b"1"),
    (request_guard.SCOPE_USER.replace(".", "_").encode(), b"alice"),
    (b"asgi.scope", b'{"relata.user": 1}'),
]


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
@pytest.mark.parametrize("header", SCOPE_LOOKALIKES, ids=lambda h: h[0].decode())
def test_a_header_named_like_the_scope_key_does_not_sign_in(alice, header):
    project = make_project(alice)
    opened = Exchange("GET", f"/api/projects/{project.pk}/", headers=[header]).run()
    assert (opened.status, opened.json["error"]) == (401, "not_authenticated")
    saved = Exchange("PATCH", f"/api/projects/{project.pk}/update_schema/", [save_body()],
                     headers=[header]).run()
    assert (saved.status, saved.json["error"]) == (401, "not_authenticated")
    assert Project.objects.get(pk=project.pk).revision == 0


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_header_named_like_the_scope_key_does_not_change_who_saves(alice, bob, charlie):
    project = make_project(alice)
    share(project, bob, Collaborator.Role.VIEWER)
    header = (request_guard.SCOPE_USER.encode(), str(alice.pk).encode())
    saved = Exchange("PATCH", f"/api/projects/{project.pk}/update_schema/", [save_body()],
                     token=token_of(bob), headers=[header]).run()
    assert (saved.status, saved.json["error"]) == (403, "forbidden")


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_call_without_preflight_authenticates_its_token_itself(alice, charlie, validations):
    project = make_project(alice)
    token = token_of(alice)
    opened = Exchange("GET", f"/api/projects/{project.pk}/", token=token).run()
    assert opened.status == 200
    assert opened.json["id"] == project.pk
    assert validations == [token]

    stranger = Exchange("GET", f"/api/projects/{project.pk}/", token=token_of(charlie)).run()
    assert stranger.status == 404
    anonymous = Exchange("GET", f"/api/projects/{project.pk}/").run()
    assert anonymous.status == 401
    forged = Exchange("GET", f"/api/projects/{project.pk}/", token=token[:-4] + "AAAA").run()
    assert forged.status == 401


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_each_request_authenticates_as_its_own_sender(alice, bob, validations):
    """The user of one call's preflight is not left for the next call of the process."""
    project = make_project(alice)
    saved = Exchange("PATCH", f"/api/projects/{project.pk}/update_schema/", [save_body()],
                     token=token_of(alice)).run()
    assert saved.status == 200, saved.json
    after = Exchange("GET", f"/api/projects/{project.pk}/").run()
    assert after.status == 401
    other = Exchange("GET", f"/api/projects/{project.pk}/", token=token_of(bob)).run()
    assert other.status == 404
