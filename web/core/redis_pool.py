"""One Redis connection pool per process for Django's cache, and one client per pool.

Django keeps a cache object per thread, and its Redis client a pool per cache object. The ASGI
handler runs every request in a thread of its own, so each request made a new pool and opened a
new connection to Redis (name lookup and TCP handshake included) for its session and cache
reads. Sharing the pool across the process's threads reuses the connections.

Django also makes a new `redis.Redis` for every cache call, which sets up its table of answer
parsers each time: 60 µs, for a read that takes less (every API call reads one: web/accounts/
signed_in.py). `RedisCache` keeps one per pool for the whole process; a `redis.Redis` takes a
connection from its pool for each command, so threads may share it.
"""

from __future__ import annotations

import threading

import redis
from django.core.cache.backends.redis import RedisCache as DjangoRedisCache
from django.core.cache.backends.redis import RedisCacheClient


class SharedConnectionPool(redis.ConnectionPool):
    _shared: dict[tuple, redis.ConnectionPool] = {}
    _lock = threading.Lock()

    @classmethod
    def from_url(cls, url: str, **kwargs) -> redis.ConnectionPool:
        key = (url, tuple(sorted(kwargs.items(), key=lambda item: item[0])))
        with cls._lock:
            pool = cls._shared.get(key)
            if pool is None:
                # redis-py resets a pool it finds in a forked child (Celery's workers).
                pool = cls._shared[key] = super().from_url(url, **kwargs)
        return pool


class _KeptClients(RedisCacheClient):
    # For the process, not the cache object: Django's caches are kept per context, and every
    # request runs in a new one (web/asgi.py), so a cache object lasts one request. Keyed by the
    # pool itself (shared: SharedConnectionPool), which the client keeps alive.
    _clients: dict[redis.ConnectionPool, redis.Redis] = {}

    def get_client(self, key=None, *, write=False) -> redis.Redis:
        pool = self._get_connection_pool(write)
        client = self._clients.get(pool)
        if client is None:
            client = self._clients.setdefault(pool, self._client(connection_pool=pool))
        return client


class RedisCache(DjangoRedisCache):
    """Django's Redis cache, its clients kept (see the module's docstring)."""

    def __init__(self, server, params):
        super().__init__(server, params)
        self._class = _KeptClients
