"""The account's own socket (/ws/user/): it lives as long as the sign-in it was opened with, and
nothing a client sends makes the server fail."""

from __future__ import annotations

import pytest
from channels.testing import WebsocketCommunicator

from web.accounts import tokens
from web.asgi import application
from web.realtime.diagram_events import access_changed

from .sockets import ORIGIN, TIMEOUT, run

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


async def open_user_socket(token: str | None) -> WebsocketCommunicator:
    socket = WebsocketCommunicator(application, "/ws/user/", headers=[ORIGIN])
    connected, _ = await socket.connect(timeout=TIMEOUT)
    assert connected
    if token is not None:
        await socket.send_json_to({"type": "auth", "token": token})
        assert (await socket.receive_json_from(timeout=TIMEOUT))["type"] == "ready"
    return socket


def test_logging_out_closes_that_sign_ins_socket_only(alice, api):
    phone, laptop = tokens.issue(alice), tokens.issue(alice)

    async def scenario():
        on_phone = await open_user_socket(phone.access)
        on_laptop = await open_user_socket(laptop.access)
        response = await _logout(api, phone.access)
        assert response.status_code == 204
        assert await on_phone.receive_json_from(timeout=TIMEOUT) == {"type": "session_ended"}
        closed = await on_phone.receive_output(timeout=TIMEOUT)
        assert closed == {"type": "websocket.close", "code": 4001}
        # The laptop's sign-in holds: its socket still answers, and was told nothing first.
        await on_laptop.send_json_to({"type": "ping"})
        assert await on_laptop.receive_json_from(timeout=TIMEOUT) == {"type": "pong"}
        await on_laptop.disconnect()

    run(scenario)


async def _logout(api, access: str):
    from channels.db import database_sync_to_async

    return await database_sync_to_async(
        lambda: api.with_token(access).post("/auth/logout/"))()


def test_a_socket_whose_session_still_holds_stays_open(alice):
    token = tokens.issue(alice).access

    async def scenario():
        socket = await open_user_socket(token)
        from channels.db import database_sync_to_async

        await database_sync_to_async(access_changed)(user_ids=[alice.pk])
        assert await socket.receive_nothing(timeout=0.3)
        await socket.send_json_to({"type": "ping"})
        assert await socket.receive_json_from(timeout=TIMEOUT) == {"type": "pong"}
        await socket.disconnect()

    run(scenario)


@pytest.mark.parametrize("frame", ["not json", "{\"type\": ", "[1, 2", "\x00"])
def test_a_frame_that_is_not_json_closes_the_socket_without_an_error(frame, caplog):
    async def scenario():
        socket = await open_user_socket(None)
        await socket.send_to(text_data=frame)
        assert await socket.receive_output(timeout=TIMEOUT) == {
            "type": "websocket.close", "code": 4008}

    run(scenario)
    assert not [r for r in caplog.records if r.levelname in {"ERROR", "CRITICAL"}]


def test_a_binary_or_huge_frame_closes_the_socket(caplog):
    async def scenario():
        for frame in ({"bytes_data": b"\x00\x01"}, {"text_data": "x" * (65 * 1024)}):
            socket = await open_user_socket(None)
            await socket.send_to(**frame)
            assert await socket.receive_output(timeout=TIMEOUT) == {
                "type": "websocket.close", "code": 1009}

    run(scenario)
    assert not [r for r in caplog.records if r.levelname in {"ERROR", "CRITICAL"}]


@pytest.mark.parametrize("path", ["/ws/", "/ws/nope/", "/ws/diagrams/abc/", "/elsewhere"])
def test_an_unknown_socket_path_is_refused_without_an_error(path, caplog):
    async def scenario():
        socket = WebsocketCommunicator(application, path, headers=[ORIGIN])
        connected, code = await socket.connect(timeout=TIMEOUT)
        assert (connected, code) == (False, 4404)

    run(scenario)
    assert not [r for r in caplog.records if r.levelname in {"ERROR", "CRITICAL"}]
