"""A restore reaches everyone on the diagram: it is one change on the write path, told over the
diagram's socket like any other (web/realtime/PROTOCOL.md [C4])."""

from __future__ import annotations

import pytest
from channels.db import database_sync_to_async

from tests.backend.documents.factories import stored_project
from tests.backend.realtime.sockets import Socket, run
from tests.backend.workspace.factories import share
from web.documents.selectors import document_current
from web.projects.models import Collaborator

from .factories import diagram, make_version

# Committed rows: the socket consumer reads in its own threads.
pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


def test_a_restore_is_told_to_every_connected_collaborator(api, alice, bob, charlie):
    project = stored_project(alice, diagram("users", "posts", relations=1))
    share(project, bob, Collaborator.Role.EDITOR)
    share(project, charlie, Collaborator.Role.VIEWER)
    version = make_version(alice, project, "Jalon")
    api.as_user(alice).patch(f"projects/{project.pk}/update_schema/", {
        "schema": diagram("users"), "revision": 1})

    async def scenario():
        async with Socket(project.pk) as editor, Socket(project.pk) as viewer:
            assert (await editor.join(bob))["revision"] == 2
            assert (await viewer.join(charlie))["revision"] == 2
            response = await database_sync_to_async(
                lambda: api.as_user(alice).post(f"versions/{version.pk}/restore/"))()
            assert response.status_code == 200, response.content
            for socket in (editor, viewer):
                seen = await socket.receive_type("command")
                assert (seen["revision"], seen["origin"]) == (3, "restore")
                assert seen["command"]["type"] == "REPLACE_DOCUMENT"
                assert seen["command"]["name"] == "Restaurer la version « Jalon »"
                assert seen["author"] == {"id": alice.pk, "name": "alice"}
            # A client told of a replacement fetches the document again: the restored one.
            await editor.send({"type": "resync", "since": 2})
            whole = await editor.receive_type("schema_sync")
            assert (whole["revision"], whole["project"]["schema"]) == (
                3, diagram("users", "posts", relations=1))

    run(scenario)
    assert document_current(project.pk) == (diagram("users", "posts", relations=1), 3)
