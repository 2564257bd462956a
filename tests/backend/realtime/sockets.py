"""Diagram sockets driven in-process through the real ASGI application (Origin check included),
with the in-memory channel layer of the embedded mode. The consumer works in threads with their
own database connections, so tests that use these run with `transactional_db`."""

from __future__ import annotations

import asyncio
import gc
import uuid
from collections.abc import Awaitable, Callable

from channels.db import database_sync_to_async
from channels.layers import channel_layers
from channels.testing import WebsocketCommunicator

from web.accounts import tokens
from web.asgi import application
from web.realtime import presence as presence_module

ORIGIN = (b"origin", b"http://localhost:8000")
TIMEOUT = 5


def run(scenario: Callable[[], Awaitable[None]]) -> None:
    """Run an async scenario on a fresh loop with a fresh channel layer and presence."""
    channel_layers.backends.clear()
    if isinstance(presence_module.presence, presence_module.MemoryPresence):
        presence_module.presence._rooms.clear()
    try:
        asyncio.run(scenario())
    finally:
        # The loop's pool threads have ended, their database connections still open until the
        # garbage collector frees them: collected now, or dozens of them pile up over the socket
        # tests (PostgreSQL refused connections beyond its 100, CI 2026-11-24).
        gc.collect()


def token_of(user) -> str | None:
    return tokens.issue(user).access if user is not None else None


class Socket:
    def __init__(self, project_id: int, *, origin: tuple[bytes, bytes] = ORIGIN,
                 query: str = ""):
        self.communicator = WebsocketCommunicator(
            application, f"/ws/diagrams/{project_id}/{query}", headers=[origin])
        self.project_id = project_id

    async def __aenter__(self) -> Socket:
        connected, _ = await self.communicator.connect(timeout=TIMEOUT)
        assert connected
        return self

    async def __aexit__(self, *exc):
        await self.communicator.disconnect(timeout=TIMEOUT)

    async def send(self, frame: dict) -> None:
        await self.communicator.send_json_to(frame)

    async def receive(self, timeout: float = TIMEOUT) -> dict:
        return await self.communicator.receive_json_from(timeout=timeout)

    async def receive_type(self, kind: str, timeout: float = TIMEOUT) -> dict:
        """The next frame of `kind`, skipping presence and cursor traffic."""
        while True:
            frame = await self.receive(timeout)
            if frame["type"] == kind:
                return frame
            assert frame["type"] in {"user_joined", "user_left", "cursor_move",
                                     "view_transform"}, frame

    async def silent(self, timeout: float = 0.3) -> bool:
        return await self.communicator.receive_nothing(timeout=timeout)

    async def closed(self, timeout: float = TIMEOUT) -> int:
        """The close code, once the server closes the socket."""
        while True:
            message = await self.communicator.receive_output(timeout=timeout)
            if message["type"] == "websocket.close":
                return message.get("code", 1000)

    async def join(self, user=None, *, token: str | None = None, revision: int | None = None,
                   color: str | None = None, key: str | None = None) -> dict:
        frame = {"type": "join_diagram", "diagramId": self.project_id,
                 "user": {"name": "ignored", "color": color, "id": 0},
                 "token": token if token is not None else await database_sync_to_async(
                     token_of)(user)}
        if revision is not None:
            frame["revision"] = revision
        if key is not None:
            frame["key"] = key
        await self.send(frame)
        return await self.receive()

    async def command(self, command: dict, *, command_id: str | None = None,
                      base: int = 0) -> dict:
        """Send a command; the answer (its acknowledgement or its error)."""
        command_id = command_id or uuid.uuid4().hex
        await self.send({"type": "command", "id": command_id, "baseRevision": base,
                         "command": command})
        while True:
            frame = await self.receive()
            if frame["type"] in {"command", "command_error"} and frame.get("id") == command_id:
                return frame
