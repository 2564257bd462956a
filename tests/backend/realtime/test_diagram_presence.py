"""Who is there, where they point and look, and saving on leaving (001 §2, §4, §7)."""

from __future__ import annotations

import asyncio

import pytest

from web.projects.models import Project
from web.realtime import diagram

from ..documents.factories import move, stored_project
from ..workspace.factories import share
from .sockets import Socket, run

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


@pytest.fixture
def project(alice, bob):
    project = stored_project(alice)
    share(project, bob)
    return project


def test_collaborators_see_each_other_arrive_and_leave(alice, bob, project):
    async def scenario():
        async with Socket(project.pk) as a:
            mine = (await a.join(alice))["you"]
            async with Socket(project.pk) as b:
                sync = await b.join(bob, color="#ef4444")
                assert {u["user"]["name"] for u in sync["users"]} == {"alice", "bob"}
                joined = await a.receive_type("user_joined")
                assert joined["user"] == {"id": bob.pk, "name": "bob", "avatar": None,
                                          "color": "#ef4444"}
                assert joined["id"] == sync["you"]["id"] != mine["id"]
            left = await a.receive_type("user_left")
            assert left == {"type": "user_left", "id": joined["id"]}
    run(scenario)


def test_a_colour_outside_the_palette_is_replaced_by_one_of_it(alice, project):
    async def scenario():
        async with Socket(project.pk) as socket:
            sync = await socket.join(alice, color="#123456")
            assert sync["you"]["user"]["color"] in diagram.COLORS
    run(scenario)


def test_cursors_reach_the_others_with_the_senders_name_and_colour(alice, bob, project):
    async def scenario():
        async with Socket(project.pk) as a, Socket(project.pk) as b:
            await a.join(alice, color="#3b82f6")
            b_id = (await b.join(bob, color="#f97316"))["you"]["id"]
            await b.send({"type": "cursor_move", "x": 120.5, "y": -40, "name": "Mallory",
                          "color": "#000000"})
            cursor = await a.receive_type("cursor_move")
            assert cursor == {"type": "cursor_move", "userId": b_id, "x": 120.5, "y": -40,
                              "color": "#f97316", "name": "bob"}
            await b.send({"type": "cursor_move", "x": "nan", "y": 0})
            assert await b.silent(), "the sender never gets its own cursor"
    run(scenario)


def test_a_burst_of_moves_arrives_as_the_latest_position(alice, bob, project):
    async def scenario():
        async with Socket(project.pk) as a, Socket(project.pk) as b:
            await a.join(alice)
            await b.join(bob)
            await a.receive_type("user_joined")
            for n in range(5):
                await b.send({"type": "cursor_move", "x": n, "y": n})
            cursor = await a.receive_type("cursor_move")
            assert (cursor["x"], cursor["y"]) == (4, 4)
            assert await a.silent(0.2)
    run(scenario)


def test_a_socket_gets_at_most_twenty_cursor_frames_a_second(alice, bob, charlie, project):
    """Three people moving at twenty frames a second each: the fourth receives their latest
    positions together, never sixty frames a second."""
    share(project, charlie)

    async def scenario():
        async with (Socket(project.pk) as watcher, Socket(project.pk) as b,
                    Socket(project.pk) as c, Socket(project.pk) as d):
            await watcher.join(alice)
            movers = [b, c, d]
            for mover, user in zip(movers, (bob, charlie, alice), strict=True):
                await mover.join(user)
            started = asyncio.get_running_loop().time()
            for n in range(20):
                for mover in movers:
                    await mover.send({"type": "cursor_move", "x": n, "y": -n})
                await asyncio.sleep(0.05)
            frames, latest = 0, {}
            while not await watcher.silent(0.3):
                frame = await watcher.receive()
                if frame["type"] in ("cursor_move", "cursors"):
                    frames += 1
                    for move in frame.get("moves", [frame]):
                        latest[move["userId"]] = move["x"]
            elapsed = asyncio.get_running_loop().time() - started
            assert frames <= 20 * elapsed + 2
            assert list(latest.values()) == [19, 19, 19]
    run(scenario)


def test_a_view_is_relayed_for_follow_mode_and_given_back_on_the_next_visit(alice, bob, project):
    async def scenario():
        async with Socket(project.pk) as a, Socket(project.pk) as b:
            await a.join(alice)
            b_id = (await b.join(bob))["you"]["id"]
            await b.send({"type": "view_transform", "scale": 0.5,
                          "offset": {"x": -300, "y": 120},
                          "viewport": {"width": 1280, "height": 720}})
            view = await a.receive_type("view_transform")
            assert view == {"type": "view_transform", "userId": b_id, "scale": 0.5,
                            "offset": {"x": -300, "y": 120},
                            "viewport": {"width": 1280, "height": 720}}
        async with Socket(project.pk) as b:
            sync = await b.join(bob)
            assert sync["viewTransform"] == {"scale": 0.5, "offset": {"x": -300, "y": 120}}
    run(scenario)


def test_force_save_writes_the_snapshot_and_answers_with_its_revision(alice, project):
    """001 §4: on leaving, the client emits force_save; the server handles saving."""
    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.join(alice)
            await socket.command(move("t_users", 4, 4))
            await socket.send({"type": "force_save"})
            assert await socket.receive_type("save_success") == {"type": "save_success",
                                                                 "revision": 2}
    run(scenario)
    project = Project.objects.get(pk=project.pk)
    assert project.schema_revision == 2
    assert project.schema["tables"][0]["x"] == 4


def test_a_reader_cannot_force_a_save(bob, project):
    Project.objects.filter(pk=project.pk).update(public_by_link=True, public_key="k" * 32)

    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.join(None, key="k" * 32)
            await socket.send({"type": "force_save"})
            answer = await socket.receive_type("save_error")
            assert answer["message"] == "Vous n'avez pas le droit d'enregistrer ce diagramme."
    run(scenario)
