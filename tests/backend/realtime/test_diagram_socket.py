"""The diagram socket (web/realtime/PROTOCOL.md; 001 §4 "Live collaboration", §7, §8)."""

from __future__ import annotations

import asyncio

import pytest
from channels.db import database_sync_to_async

from web.billing import messages as billing_messages
from web.documents.cache import documents
from web.documents.models import Change
from web.documents.selectors import document_current
from web.documents.services import Submitted, document_apply, document_replace
from web.projects.models import Collaborator, Project
from web.realtime import diagram
from web.realtime import diagram_state as state

from ..documents.factories import (
    add_table,
    full_project,
    move,
    rename,
    stored_project,
    vector_document,
)
from ..workspace.factories import share
from .sockets import Socket, run

# Committed rows (the consumer reads in its own threads), and the plans back after each flush.
pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


@pytest.fixture
def project(alice):
    return stored_project(alice)


def test_joining_sends_the_document_the_revision_and_who_is_there(alice, project):
    """[P3]"""
    async def scenario():
        async with Socket(project.pk) as socket:
            sync = await socket.join(alice, color="#10b981")
            assert sync["type"] == "schema_sync"
            assert sync["project"] == {"id": project.pk, "name": "Boutique",
                                       "schema": vector_document(), "revision": 1}
            assert (sync["revision"], sync["changes"]) == (1, [])
            assert sync["viewTransform"] == {"scale": 1, "offset": {"x": 0, "y": 0}}
            you = sync["you"]
            assert you["user"] == {"id": alice.pk, "name": "alice", "avatar": None,
                                   "color": "#10b981"}
            assert you["canEdit"] is True
            assert sync["users"] == [{"id": you["id"], "user": you["user"]}]
    run(scenario)


def test_a_client_holding_a_revision_gets_only_the_changes_after_it(alice, project):
    document_apply(actor=alice, project_id=project.pk,
                   commands=[Submitted(move("t_users", 7, 7), "c-1")])

    async def scenario():
        async with Socket(project.pk) as socket:
            sync = await socket.join(alice, revision=1)
            assert sync["project"]["schema"] is None
            assert [(c["revision"], c["id"]) for c in sync["changes"]] == [(2, "c-1")]
    run(scenario)



def test_a_join_that_needs_only_changes_does_not_read_the_document(alice, project, monkeypatch):
    """A process that does not hold a 10 000-table document takes a second to read it: the
    changes after the client's revision are enough for the answer."""
    document_apply(actor=alice, project_id=project.pk,
                   commands=[Submitted(move("t_users", 7, 7), "c-1")])

    def unread(project_id):
        raise AssertionError("the document was read")

    monkeypatch.setattr(state, "document_current", unread)
    sync = state.sync_state(project.pk, 1)
    assert sync["project"] == {"id": project.pk, "name": "Boutique", "schema": None,
                               "revision": 2}
    assert [change["id"] for change in sync["changes"]] == ["c-1"]


def test_an_editor_s_join_has_the_document_read_after_the_answer(alice, project):
    documents.clear()

    async def scenario():
        async with Socket(project.pk) as socket:
            sync = await socket.join(alice, revision=1)
            assert sync["project"]["schema"] is None
            for _ in range(100):
                if documents.get(project.pk) is not None:
                    break
                await asyncio.sleep(0.05)
    run(scenario)
    held = documents.get(project.pk)
    assert held is not None and held.revision == 1
    assert held.document == vector_document()

def test_the_first_frame_must_be_a_join_and_come_in_time(alice, project, monkeypatch):
    """[P1]"""
    monkeypatch.setattr(diagram, "JOIN_TIMEOUT_SECONDS", 0.2)

    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.send({"type": "command", "id": "x", "command": move("t_users", 1, 1)})
            assert await socket.closed() == 4008
    run(scenario)
    assert Project.objects.get(pk=project.pk).revision == 1


def test_an_invalid_token_is_refused(project):
    async def scenario():
        async with Socket(project.pk) as socket:
            answer = await socket.join(token="not-a-token")
            assert (answer["type"], answer["error"]) == ("join_error", "not_authenticated")
            assert await socket.closed() == 4001
    run(scenario)


def test_a_socket_from_another_site_is_refused(alice, project):
    async def scenario():
        socket = Socket(project.pk, origin=(b"origin", b"https://evil.example"))
        connected, _ = await socket.communicator.connect()
        assert not connected
    run(scenario)


def test_an_edit_is_acknowledged_to_its_sender_and_told_to_the_others(alice, bob, project):
    """[C4]"""
    share(project, bob)

    async def scenario():
        async with Socket(project.pk) as a, Socket(project.pk) as b:
            await a.join(alice)
            await b.join(bob)
            await a.receive_type("user_joined")
            ack = await a.command(rename("t_users", "membres"), command_id="c-42")
            assert (ack["type"], ack["revision"], ack["id"]) == ("command", 2, "c-42")
            assert ack["author"] == {"id": alice.pk, "name": "alice"}
            assert ack["serverMs"] >= 0
            seen = await b.receive_type("command")
            assert {k: seen[k] for k in ("id", "revision", "command", "origin")} == {
                "id": "c-42", "revision": 2, "command": ack["command"], "origin": "editor"}
            assert "serverMs" not in seen
            assert await a.silent(), "the sender is not told its own command twice"
    run(scenario)
    assert document_current(project.pk)[0]["tables"][0]["name"] == "membres"


def test_a_viewer_joins_read_only_and_its_commands_are_refused(bob, project):
    """001 §6: view-only users do not emit commands; the server refuses them anyway [C6]."""
    share(project, bob, Collaborator.Role.VIEWER)

    async def scenario():
        async with Socket(project.pk) as socket:
            sync = await socket.join(bob)
            assert sync["you"]["canEdit"] is False
            refused = await socket.command(move("t_users", 1, 1), command_id="c-1")
            assert (refused["type"], refused["error"], refused["id"]) == (
                "command_error", "forbidden", "c-1")
            assert refused["message"] == "Vous n'avez pas le droit de modifier ce diagramme."
    run(scenario)
    assert Project.objects.get(pk=project.pk).revision == 1


def test_an_anonymous_visitor_may_watch_a_shared_diagram_but_not_edit_it(alice, project):
    Project.objects.filter(pk=project.pk).update(public_by_link=True, public_key="k" * 32)

    async def scenario():
        async with Socket(project.pk) as visitor, Socket(project.pk) as owner:
            sync = await visitor.join(None, key="k" * 32)
            assert sync["you"]["user"]["name"] == "Visiteur"
            assert sync["you"]["canEdit"] is False
            await owner.join(alice)
            await owner.command(move("t_users", 3, 3))
            assert (await visitor.receive_type("command"))["revision"] == 2
            refused = await visitor.command(move("t_users", 1, 1))
            assert refused["error"] == "forbidden"
    run(scenario)


def test_a_stranger_cannot_join_a_private_diagram(charlie, project):
    async def scenario():
        async with Socket(project.pk) as socket:
            answer = await socket.join(charlie)
            assert (answer["type"], answer["error"]) == ("join_error", "not_found")
            assert await socket.closed() == 4004
    run(scenario)


def test_a_malformed_command_is_refused_with_its_reason(alice, project):
    """[C2]"""
    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.join(alice)
            refused = await socket.command({"type": "MOVE_TABLE", "data": {"tableId": "t"}})
            assert refused["error"] == "invalid_command"
            assert "data.x : Ce champ est obligatoire." in refused["message"]
            refused = await socket.send({"type": "command", "id": "", "command": {}})
            answer = await socket.receive_type("command_error")
            assert answer["error"] == "invalid_command"
    run(scenario)


@pytest.mark.plan_limits
def test_the_table_limit_refuses_the_31st_table_when_it_is_drawn(alice):
    """001 §8: command_error shows the server message (and the editor removes the table)."""
    project = full_project(alice)

    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.join(alice)
            refused = await socket.command(add_table())
            assert (refused["error"], refused["message"]) == (
                "quota_reached", billing_messages.quota_tables(30))
    run(scenario)


def test_a_command_sent_again_after_a_reconnection_is_applied_once(alice, project):
    """[C5], [G3]"""
    async def scenario():
        async with Socket(project.pk) as first:
            await first.join(alice)
            ack = await first.command(move("t_users", 5, 5), command_id="c-1")
        async with Socket(project.pk) as second:
            await second.join(alice, revision=1)
            again = await second.command(move("t_users", 5, 5), command_id="c-1")
            assert again["revision"] == ack["revision"] == 2
    run(scenario)
    assert Project.objects.get(pk=project.pk).revision == 2


def test_resync_gives_the_missing_changes_or_a_whole_state(alice, project):
    """[G2]"""
    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.join(alice)
            await socket.command(move("t_users", 1, 1))
            await socket.command(move("t_users", 2, 2))
            await socket.send({"type": "resync", "since": 1})
            answer = await socket.receive_type("changes")
            assert (answer["since"], answer["revision"]) == (1, 3)
            assert [c["revision"] for c in answer["changes"]] == [2, 3]
            await database_sync_to_async(document_replace)(
                actor=alice, project_id=project.pk, document=vector_document(),
                origin=Change.Origin.SQL_IMPORT)
            replaced = await socket.receive_type("command")
            assert (replaced["revision"], replaced["command"]["type"]) == (4, "REPLACE_DOCUMENT")
            await socket.send({"type": "resync", "since": 3})
            whole = await socket.receive_type("schema_sync")
            assert (whole["revision"], whole["project"]["schema"]) == (4, vector_document())
    run(scenario)


def test_pong_tells_the_revision_so_a_dropped_last_change_is_noticed(alice, project):
    """[G2]"""
    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.send({"type": "ping"})
            assert await socket.receive() == {"type": "pong"}, "no revision before joining"
            await socket.join(alice)
            await socket.command(move("t_users", 2, 2))
            await socket.send({"type": "ping"})
            assert await socket.receive_type("pong") == {"type": "pong", "revision": 2}
            await socket.send({"type": "resync", "since": None})
            whole = await socket.receive_type("schema_sync")
            assert whole["revision"] == 2 and whole["project"]["schema"] is not None
    run(scenario)
