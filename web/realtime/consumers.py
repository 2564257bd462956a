"""The per-user websocket: `/ws/user/`.

The browser cannot set headers on a websocket, and a token in the URL ends up in logs, so the
client authenticates with its first message: `{"type": "auth", "token": <access token>}`.
"""

from __future__ import annotations

import asyncio

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer

from web.accounts.auth import user_for_access_token

from .events import current_seq, user_group

AUTH_TIMEOUT_SECONDS = 10
CLOSE_UNAUTHENTICATED = 4001


class UserConsumer(AsyncJsonWebsocketConsumer):
    async def connect(self):
        self.group = None
        await self.accept()
        self._auth_deadline = asyncio.create_task(self._close_if_silent())

    async def _close_if_silent(self):
        await asyncio.sleep(AUTH_TIMEOUT_SECONDS)
        if self.group is None:
            await self.close(code=CLOSE_UNAUTHENTICATED)

    async def disconnect(self, code):
        self._auth_deadline.cancel()
        if self.group:
            await self.channel_layer.group_discard(self.group, self.channel_name)

    async def receive_json(self, content, **kwargs):
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "auth" and self.group is None:
            await self._authenticate(content.get("token"))
        elif kind == "ping":
            await self.send_json({"type": "pong"})

    async def _authenticate(self, token):
        user = await database_sync_to_async(user_for_access_token)(token) if isinstance(
            token, str
        ) else None
        if user is None:
            await self.send_json({"type": "auth_error", "message": "Jeton invalide ou expiré."})
            await self.close(code=CLOSE_UNAUTHENTICATED)
            return
        self._auth_deadline.cancel()
        self.group = user_group(user.pk)
        await self.channel_layer.group_add(self.group, self.channel_name)
        seq = await database_sync_to_async(current_seq)(self.group)
        await self.send_json({"type": "ready", "seq": seq})

    async def relay(self, message):
        await self.send_json(
            {"type": "event", "seq": message["seq"], "event": message["event"],
             "data": message["data"]}
        )
        if message.get("close"):
            await self.close()
