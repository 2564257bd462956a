"""`group_send` from sync code (web/realtime/send.py): handed to the web process's event loop
without waiting when that loop runs elsewhere (web/core/server_loop.py), sent on a loop of its
own otherwise. With the in-memory channel layer of the embedded mode, the server's loop in a
thread of the test's own."""

from __future__ import annotations

import asyncio
import logging
import threading
import time

import pytest
from asgiref.sync import async_to_sync
from channels.layers import channel_layers, get_channel_layer

from web.core import server_loop
from web.realtime import diagram_events
from web.realtime.send import group_send

GROUP = "diagram.7"
WITHIN = 5


@pytest.fixture(autouse=True)
def _no_server_loop_and_a_fresh_layer(monkeypatch):
    monkeypatch.setattr(server_loop, "_loop", None)
    channel_layers.backends.clear()
    yield
    channel_layers.backends.clear()


@pytest.fixture
def server():
    """An event loop running in a thread, as the web server's, remembered as the guard does."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    server_loop.remember(loop)
    yield loop
    loop.call_soon_threadsafe(loop.stop)
    thread.join(WITHIN)
    loop.close()


def on(loop: asyncio.AbstractEventLoop, coroutine):
    return asyncio.run_coroutine_threadsafe(coroutine, loop).result(WITHIN)


def listening(loop: asyncio.AbstractEventLoop | None = None, group: str = GROUP) -> str:
    """A channel of `group`, as a diagram socket's."""
    layer = get_channel_layer()

    async def join():
        channel = await layer.new_channel()
        await layer.group_add(group, channel)
        return channel

    return on(loop, join()) if loop else async_to_sync(join)()


def received(channel: str, loop: asyncio.AbstractEventLoop | None = None,
             timeout: float = WITHIN) -> dict:
    async def receive():
        return await asyncio.wait_for(get_channel_layer().receive(channel), timeout)

    return on(loop, receive()) if loop else async_to_sync(receive)()


def test_a_send_is_handed_to_the_server_loop_without_waiting(server):
    channel = listening(server)
    # The loop is busy (a long callback): a caller that waited for its send would wait too.
    busy = threading.Event()
    threading.Timer(WITHIN, busy.set).start()  # never block the suite for good
    server.call_soon_threadsafe(busy.wait)
    try:
        started = time.monotonic()
        group_send(GROUP, {"type": "diagram.access"})
        assert time.monotonic() - started < 1
        # Not sent on a loop of its own: nothing arrived while the server's loop was busy.
        assert not get_channel_layer().channels.get(channel)
    finally:
        busy.set()
    assert received(channel, server) == {"type": "diagram.access"}


def test_sends_one_after_the_other_arrive_in_order(server):
    channel = listening(server)
    for n in range(50):
        group_send(GROUP, {"type": "diagram.changes", "n": n})
    assert [received(channel, server)["n"] for _ in range(50)] == list(range(50))


def test_sends_from_several_threads_all_arrive(server):
    channel = listening(server)

    def sender(first: int):
        for n in range(first, first + 10):
            group_send(GROUP, {"type": "diagram.changes", "n": n})

    threads = [threading.Thread(target=sender, args=(first,)) for first in (0, 10, 20)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(WITHIN)
    got = [received(channel, server)["n"] for _ in range(30)]
    assert sorted(got) == list(range(30))
    for first in (0, 10, 20):  # each thread's own sends keep their order
        assert [n for n in got if first <= n < first + 10] == list(range(first, first + 10))


def test_a_failed_send_on_the_server_loop_is_logged_not_raised(server, caplog):
    caplog.set_level(logging.ERROR, logger="web.realtime.send")
    channel = listening(server)
    group_send("not a group name!", {"type": "diagram.access"})  # refused by the layer
    group_send(GROUP, {"type": "diagram.access"})
    assert received(channel, server) == {"type": "diagram.access"}
    assert [r.getMessage() for r in caplog.records] == ["group_send failed"]


def test_without_a_server_loop_the_send_is_made_at_once():
    assert server_loop._loop is None
    channel = listening()
    group_send(GROUP, {"type": "diagram.access"})
    # Sent before group_send returned.
    assert get_channel_layer().channels[channel].qsize() == 1
    assert received(channel) == {"type": "diagram.access"}


def test_a_closed_server_loop_is_not_used():
    loop = asyncio.new_event_loop()
    loop.close()
    server_loop.remember(loop)
    channel = listening()
    group_send(GROUP, {"type": "diagram.access"})
    assert received(channel) == {"type": "diagram.access"}


def test_a_server_loop_that_stopped_is_not_used(server):
    channel = listening(server)
    server.call_soon_threadsafe(server.stop)
    deadline = time.monotonic() + WITHIN
    while server.is_running() and time.monotonic() < deadline:
        time.sleep(0.01)
    group_send(GROUP, {"type": "diagram.access"})
    assert get_channel_layer().channels[channel].qsize() == 1


def test_in_order_without_a_server_loop_too():
    channel = listening()
    for n in range(20):
        group_send(GROUP, {"type": "diagram.changes", "n": n})
    assert [received(channel)["n"] for _ in range(20)] == list(range(20))


def test_the_server_loop_is_not_handed_work_from_itself(server):
    assert server_loop.running_elsewhere() is server

    async def from_the_loop():
        return server_loop.running_elsewhere()

    assert on(server, from_the_loop()) is None


def test_diagram_events_go_through_the_server_loop(server):
    changes = listening(server, diagram_events.diagram_group(3))
    access = listening(server, diagram_events.diagram_user_group(9))
    busy = threading.Event()
    threading.Timer(WITHIN, busy.set).start()
    server.call_soon_threadsafe(busy.wait)
    try:
        diagram_events.broadcast_changes(3, [{"revision": 1}])
        diagram_events.access_changed(user_ids=[9])
        assert not get_channel_layer().channels.get(changes)
    finally:
        busy.set()
    assert received(changes, server) == diagram_events.changes_message([{"revision": 1}])
    assert received(access, server) == {"type": "diagram.access"}
