"""Live collaboration on the real stack: two web processes on one PostgreSQL and one Redis
(the pub/sub channel layer), clients spread over both (web/realtime/PROTOCOL.md)."""

from __future__ import annotations

import asyncio
import random
import time

import pytest

from tests.integration.collaborators import room
from tests.integration.diagram_client import DiagramClient, Refused, random_command

pytestmark = pytest.mark.integration


def fresh(live, project_id: int, token: str) -> tuple[dict, int]:
    status, detail = live.http.get(f"/api/projects/{project_id}", token=token)
    assert status == 200
    return detail["schema"], detail["revision"]


async def edit_randomly(client: DiagramClient, rng: random.Random, count: int,
                        outcomes: dict[str, str]) -> None:
    for _ in range(count):
        await asyncio.sleep(rng.random() * 0.03)
        command = random_command(rng, client.document)
        try:
            entry = await client.command(command)
            outcomes[entry["id"]] = "acknowledged"
        except Refused as refused:
            outcomes[refused.frame["id"]] = refused.frame["error"]


async def quiet(clients: list[DiagramClient], head: int, timeout: float = 15) -> None:
    deadline = time.monotonic() + timeout
    while any(c.revision < head for c in clients) and time.monotonic() < deadline:
        await asyncio.sleep(0.05)


def test_clients_on_two_server_processes_converge(live):
    second = live.another_process()
    shared = room(live, editors=3)
    tokens = [shared.owner, *shared.editors]

    async def scenario():
        clients = [DiagramClient((live if n % 2 else second).ws_base, shared.project_id, token,
                                 origin=live.origin) for n, token in enumerate(tokens)]
        for client in clients:
            await client.join()
        outcomes: dict[str, str] = {}
        await asyncio.gather(*(edit_randomly(c, random.Random(n), 30, outcomes)
                               for n, c in enumerate(clients)))
        document, head = fresh(live, shared.project_id, shared.owner)
        await quiet(clients, head)
        for client in clients:
            assert client.revision == head
            assert client.document == document
            assert sorted(client.seen) == list(range(1, head + 1)), "gap-free, in order"
        acknowledged = [i for i, outcome in outcomes.items() if outcome == "acknowledged"]
        logged = [i for i in clients[0].seen.values() if i]
        assert sorted(acknowledged) == sorted(logged), "every acknowledged command, once"
        assert len(acknowledged) >= 100
        assert set(outcomes.values()) <= {"acknowledged", "invalid_command"}
        for client in clients:
            await client.close()

    asyncio.run(scenario())


def test_a_client_that_missed_changes_catches_up(live):
    shared = room(live, editors=1)

    async def scenario():
        writer = DiagramClient(live.ws_base, shared.project_id, shared.owner, origin=live.origin)
        lagging = DiagramClient(live.ws_base, shared.project_id, shared.editors[0],
                                origin=live.origin)
        await writer.join()
        sync = await lagging.join()
        rng = random.Random(3)
        for _ in range(5):
            await writer.command(random_command(rng, writer.document))
        await quiet([lagging], writer.revision)
        await lagging.close()  # offline while the writer goes on
        for _ in range(7):
            await writer.command(random_command(rng, writer.document))
        back = DiagramClient(live.ws_base, shared.project_id, shared.editors[0],
                             origin=live.origin)
        back.document, back.revision = lagging.document, lagging.revision
        again = await back.join(revision=lagging.revision)
        assert again["project"]["schema"] is None, "only the tail is sent"
        assert [c["revision"] for c in again["changes"]] == list(
            range(lagging.revision + 1, writer.revision + 1))
        assert back.document == writer.document == fresh(live, shared.project_id,
                                                         shared.owner)[0]
        assert sync["revision"] < back.revision
        for client in (writer, back):
            await client.close()

    asyncio.run(scenario())


def test_a_revoked_collaborator_on_another_process_is_cut_off_within_a_second(live):
    second = live.another_process()
    shared = room(live, editors=1)

    async def scenario():
        editor = DiagramClient(second.ws_base, shared.project_id, shared.editors[0],
                               origin=live.origin)
        await editor.join()
        status, collaborators = live.http.get(
            f"/api/projects/{shared.project_id}/collaborators/", token=shared.owner)
        [collaborator] = collaborators["results"]
        started = time.monotonic()
        status, _ = live.http.delete(
            f"/api/projects/{shared.project_id}/collaborators/{collaborator['id']}/",
            token=shared.owner)
        assert status == 204
        await asyncio.wait_for(editor.reader, 5)
        elapsed = time.monotonic() - started
        assert editor.ws.close_code == 4003
        assert editor.frames[-1]["type"] == "join_error"
        assert elapsed < 1.0, f"closed after {elapsed:.2f} s"

    asyncio.run(scenario())
