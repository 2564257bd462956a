"""POST /api/versions/ takes a whole document (web/core/request_guard.py): up to 10 MiB, read only
once its sender is signed in, and, when the client names the diagram in the query
(`?project={id}`), only once its right to manage the diagram's versions is checked. The other
version calls are small JSON calls (64 KiB)."""

from __future__ import annotations

import json

import pytest

from tests.backend.core.asgi_exchange import Exchange, token_of
from tests.backend.core.test_request_guard import MIB
from tests.backend.workspace.factories import make_project, share
from web.core import request_guard
from web.projects.models import Collaborator
from web.versions.models import Version

from .factories import sized

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


def body(project_id: int, tables: int = 0) -> bytes:
    return json.dumps({"project": project_id, "name": "Jalon",
                       "snapshot": sized(tables)}).encode()


def test_a_snapshot_over_64_kib_goes_through(alice):
    project = make_project(alice)
    payload = body(project.pk, 120)
    assert len(payload) > request_guard.SMALL_BODY
    exchange = Exchange("POST", "/api/versions/", [payload], length=len(payload),
                        token=token_of(alice)).run()
    assert exchange.status == 201, exchange.json
    assert Version.objects.get().table_count == 120


def test_more_than_10_mib_is_refused_unread(alice):
    exchange = Exchange("POST", "/api/versions/", [b"{"], token=token_of(alice),
                        length=request_guard.DOCUMENT_BODY + 1).run()
    assert (exchange.status, exchange.json["error"], exchange.taken) == (
        413, "payload_too_large", 0)


def test_nothing_is_read_before_the_sender_signs_in():
    exchange = Exchange("POST", "/api/versions/", [b"{" * MIB] * 3).run()
    assert (exchange.status, exchange.json["error"], exchange.taken) == (
        401, "not_authenticated", 0)


def test_a_diagram_named_in_the_query_is_checked_before_the_body(alice, bob, charlie):
    project = make_project(alice)
    share(project, bob, Collaborator.Role.VIEWER)

    def send(user):
        exchange = Exchange("POST", "/api/versions/", [b"x" * MIB], token=token_of(user))
        exchange.scope["query_string"] = f"project={project.pk}".encode()
        return exchange.run()

    stranger, viewer = send(charlie), send(bob)
    assert (stranger.status, stranger.json["error"], stranger.taken) == (404, "not_found", 0)
    assert (viewer.status, viewer.json["error"], viewer.taken) == (403, "forbidden", 0)
    owner = send(alice)
    assert owner.taken == 1
    assert owner.status == 400, "the owner's body is read, and found not to be JSON"


@pytest.mark.parametrize("path", ["/api/versions/1/restore/", "/api/versions/1/"])
def test_the_other_calls_take_small_bodies(alice, path):
    exchange = Exchange("POST", path, [b"{}"], token=token_of(alice),
                        length=request_guard.SMALL_BODY + 1).run()
    assert exchange.status == 413
