"""The per-user websocket: `/ws/user/`.

The browser cannot set headers on a websocket, and a token in the URL ends up in logs, so the
client authenticates with its first message: `{"type": "auth", "token": <access token>}`. The
socket lives as long as the sign-in it was opened with: when that session ends (logout, password
change, account closed) the socket is told `session_ended` and closed with 4001.
"""

from __future__ import annotations

import asyncio

from channels.db import database_sync_to_async
from channels.generic.websocket import AsyncJsonWebsocketConsumer
from django.utils.translation import gettext as _

from web.accounts.auth import access_token_claims, session_user
from web.core import language

from .events import current_seq, user_group
from .frames import CLOSED, read_frame

AUTH_TIMEOUT_SECONDS = 10
CLOSE_UNAUTHENTICATED = 4001
MAX_FRAME_BYTES = 64 * 1024  # the client only ever sends `auth` and `ping`


class UserConsumer(AsyncJsonWebsocketConsumer):
    async def dispatch(self, message):
        # Every frame, group event and timer started from them speaks the socket's language
        # (`?lang=` of its URL, French by default).
        with language.speaking(language.from_query_string(self.scope.get("query_string"))):
            await super().dispatch(message)

    async def connect(self):
        self.group = None
        self.claims = None
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

    async def receive(self, text_data=None, bytes_data=None, **kwargs):
        content = await read_frame(self, text_data, max_bytes=MAX_FRAME_BYTES)
        if content is not CLOSED:
            await self.receive_json(content)

    async def receive_json(self, content, **kwargs):
        kind = content.get("type") if isinstance(content, dict) else None
        if kind == "auth" and self.group is None:
            await self._authenticate(content.get("token"))
        elif kind == "ping":
            await self.send_json({"type": "pong"})

    async def _authenticate(self, token):
        signed = await database_sync_to_async(access_token_claims)(token) if isinstance(
            token, str
        ) else None
        user = signed[0] if signed else None
        if user is None or not user.is_active:
            await self.send_json({"type": "auth_error",
                                 "message": _("Jeton invalide ou expiré.")})
            await self.close(code=CLOSE_UNAUTHENTICATED)
            return
        self._auth_deadline.cancel()
        self.claims = signed[1]
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

    async def session_check(self, message):
        """Someone's sign-ins changed (web.realtime.diagram_events.access_changed): this socket
        stays only while its own still holds."""
        if self.claims is None:
            return
        if await database_sync_to_async(session_user)(self.claims) is None:
            await self.send_json({"type": "session_ended"})
            await self.close(code=CLOSE_UNAUTHENTICATED)
