"""POST /api/projects/{id}/commands/ (web/realtime/PROTOCOL.md [C7]): a command too large for a
socket frame (a paste of thousands of tables) goes over HTTP, gzip-compressed, and is written,
numbered, answered and told to the diagram's sockets as a socket command is."""

from __future__ import annotations

import gzip
import json
import os

import pytest
from channels.db import database_sync_to_async

from tests.backend.conftest import Api
from tests.backend.helpers import assert_error
from web.billing import messages as billing_messages
from web.documents.selectors import document_current
from web.projects.models import Collaborator, Project

from ..core.asgi_exchange import Exchange, token_of
from ..documents.factories import add_table, attribute, full_project, move, stored_project, table
from ..workspace.factories import share
from .sockets import Socket, run

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)
MIB = 1024 * 1024


@pytest.fixture
def project(alice):
    return stored_project(alice)


def paste(tables: int) -> dict:
    """A BATCH adding `tables` tables of 12 columns: ~1.6 MB of JSON for 250."""
    return {"type": "BATCH", "name": "Coller", "timestamp": 1, "data": {"commands": [
        add_table(table(f"copie_{n}", id=f"p{n}", attributes=[
            attribute(f"colonne_{c}", id=f"p{n}_{c}") for c in range(12)]))
        for n in range(tables)]}}


def post(user, project_id: int, body: dict, *, compressed: bool = True):
    data = json.dumps(body).encode()
    headers = {"Content-Encoding": "gzip"} if compressed else {}
    return Api().as_user(user).post(f"projects/{project_id}/commands/",
                                    gzip.compress(data) if compressed else data,
                                    headers=headers)


def test_a_command_too_large_for_a_frame_is_acknowledged_and_told_in_order(alice, bob,
                                                                            project):
    """[C7] [C4]: numbered between the socket's commands; the other editor is told it as a
    replacement (too large for its frame), the sender's socket is not told it at all."""
    share(project, bob)
    big = paste(250)
    assert len(json.dumps({"type": "command", "command": big})) > MIB

    async def scenario():
        async with Socket(project.pk) as a, Socket(project.pk) as b:
            you = (await a.join(alice))["you"]["id"]
            await b.join(bob)
            await a.receive_type("user_joined")
            assert (await a.command(move("t_users", 1, 1)))["revision"] == 2
            response = await database_sync_to_async(post)(alice, project.pk, {
                "id": "big-1", "baseRevision": 2, "command": big, "connection": you})
            assert response.status_code == 200, response.content
            ack = response.json()
            assert await a.silent(), "the sender's socket is not told its own command"
            assert {k: ack[k] for k in ("id", "revision", "author", "origin", "command")} == {
                "id": "big-1", "revision": 3, "author": {"id": alice.pk, "name": "alice"},
                "origin": "editor", "command": None}
            assert ack["serverMs"] > 0
            assert (await a.command(move("t_users", 2, 2)))["revision"] == 4
            told = [await b.receive_type("command") for _ in range(3)]
            assert [(f["revision"], f["command"]["type"]) for f in told] == [
                (2, "MOVE_TABLE"), (3, "REPLACE_DOCUMENT"), (4, "MOVE_TABLE")]
            assert told[1]["id"] == "big-1"
    run(scenario)
    document, revision = document_current(project.pk)
    assert revision == 4 and len(document["tables"]) == 252


def test_a_command_sent_again_is_applied_once(alice, project):
    """[C5]: a retry after a lost answer gets the original entry."""
    body = {"id": "c-1", "command": move("t_users", 5, 5)}
    first, again = post(alice, project.pk, body), post(alice, project.pk, body)
    assert first.json()["revision"] == again.json()["revision"] == 2
    assert Project.objects.get(pk=project.pk).revision == 2


def test_a_command_the_server_normalises_comes_back(alice, project):
    """The client must apply what the server stored, not what it sent."""
    sent = move("t_users", 5, 5)
    sent["data"]["x"] = 5.25
    answer = post(alice, project.pk, {"id": "c-1", "command": sent}, compressed=False).json()
    assert answer["command"] is None
    moved = add_table(table("sans_colonnes", id="t_new", attributes=[]))
    del moved["data"]["table"]["seeds"]  # a default the server fills in
    answer = post(alice, project.pk, {"id": "c-2", "command": moved}).json()
    assert answer["command"]["data"]["table"]["seeds"] == []


def test_refusals_are_the_sockets_as_json_errors(alice, bob, charlie, project):
    """[C6]: nothing is written."""
    share(project, bob, Collaborator.Role.VIEWER)
    response = post(alice, project.pk, {"id": "c-1", "command": {"type": "MOVE_TABLE",
                                                                 "data": {"tableId": "t"}}})
    assert_error(response, 400, code="invalid_command")
    assert "data.x : Ce champ est obligatoire." in response.json()["message"]
    assert_error(post(bob, project.pk, {"id": "c-2", "command": move("t_users", 1, 1)}), 403,
                 code="forbidden")
    assert_error(post(charlie, project.pk, {"id": "c-3", "command": move("t_users", 1, 1)}),
                 404, code="not_found")
    assert Project.objects.get(pk=project.pk).revision == 1


@pytest.mark.plan_limits
def test_the_table_limit_applies(alice):
    project = full_project(alice)
    response = post(alice, project.pk, {"id": "c-1", "command": paste(2)})
    assert_error(response, 403, code="quota_reached",
                 message=billing_messages.quota_tables(30))


def test_the_request_guard_takes_a_compressed_body_and_checks_rights_before_reading_it(
        alice, charlie, project):
    command = paste(100)
    for added in command["data"]["commands"]:  # text that compresses little
        added["data"]["table"]["comment"] = os.urandom(600).hex()
    body = gzip.compress(json.dumps({"id": "c-1", "command": command}).encode())
    assert len(body) > 64 * 1024, "over the limit of the routes the guard does not name"
    path = f"/api/projects/{project.pk}/commands/"
    gzipped = [(b"content-encoding", b"gzip")]
    stranger = Exchange("POST", path, [body], length=len(body), token=token_of(charlie),
                        headers=gzipped).run()
    assert stranger.status == 404 and stranger.headers[b"connection"] == b"close"
    saved = Exchange("POST", path, [body], length=len(body), token=token_of(alice),
                     headers=gzipped).run()
    assert saved.status == 200, saved.json
    assert saved.json["revision"] == 2
