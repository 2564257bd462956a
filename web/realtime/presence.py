"""Who is connected to each diagram, across every server process (001 §2: the header's avatars).

In the full stack, a Redis hash per diagram (connection id → member and expiry); each socket
refreshes its entry, so a process that dies without saying goodbye leaves entries that expire.
In the embedded mode (one process) a dictionary does the same.
"""

from __future__ import annotations

import asyncio
import time

import orjson
from django.conf import settings

TTL_SECONDS = 90
REFRESH_SECONDS = 30


def _key(project_id: int) -> str:
    prefix = settings.CACHES["default"].get("KEY_PREFIX") or "relata"
    return f"{prefix}:presence:{project_id}"


class MemoryPresence:
    def __init__(self):
        self._rooms: dict[int, dict[str, tuple[float, dict]]] = {}

    async def join(self, project_id: int, connection_id: str, member: dict) -> list[dict]:
        room = self._rooms.setdefault(project_id, {})
        room[connection_id] = (time.monotonic() + TTL_SECONDS, member)
        return self._alive(project_id)

    async def refresh(self, project_id: int, connection_id: str, member: dict) -> None:
        await self.join(project_id, connection_id, member)

    async def leave(self, project_id: int, connection_id: str) -> None:
        room = self._rooms.get(project_id, {})
        room.pop(connection_id, None)
        if not room:
            self._rooms.pop(project_id, None)

    async def members(self, project_id: int) -> list[dict]:
        return self._alive(project_id)

    def _alive(self, project_id: int) -> list[dict]:
        now = time.monotonic()
        room = self._rooms.get(project_id, {})
        for connection_id in [c for c, (expires, _) in room.items() if expires < now]:
            del room[connection_id]
        return [member for _, member in room.values()]


class RedisPresence:
    def __init__(self, url: str):
        self.url = url
        self._clients: dict[asyncio.AbstractEventLoop, object] = {}

    def _client(self):
        import redis.asyncio as redis

        loop = asyncio.get_running_loop()
        if loop not in self._clients:
            self._clients[loop] = redis.Redis.from_url(self.url)
        return self._clients[loop]

    async def join(self, project_id: int, connection_id: str, member: dict) -> list[dict]:
        await self.refresh(project_id, connection_id, member)
        return await self.members(project_id)

    async def refresh(self, project_id: int, connection_id: str, member: dict) -> None:
        client, key = self._client(), _key(project_id)
        value = orjson.dumps({"expires": time.time() + TTL_SECONDS, "member": member})
        await client.hset(key, connection_id, value)
        await client.expire(key, TTL_SECONDS)

    async def leave(self, project_id: int, connection_id: str) -> None:
        await self._client().hdel(_key(project_id), connection_id)

    async def members(self, project_id: int) -> list[dict]:
        client, key = self._client(), _key(project_id)
        now, alive, expired = time.time(), [], []
        for connection_id, raw in (await client.hgetall(key)).items():
            entry = orjson.loads(raw)
            if entry["expires"] < now:
                expired.append(connection_id)
            else:
                alive.append(entry["member"])
        if expired:
            await client.hdel(key, *expired)
        return alive


presence = RedisPresence(settings.REDIS_URL) if settings.REDIS_URL else MemoryPresence()
