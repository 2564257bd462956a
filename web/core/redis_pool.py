"""One Redis connection pool per process for Django's cache.

Django keeps a cache object per thread, and its Redis client a pool per cache object. The ASGI
handler runs every request in a thread of its own, so each request made a new pool and opened a
new connection to Redis (name lookup and TCP handshake included) for its session and cache
reads. Sharing the pool across the process's threads reuses the connections.
"""

from __future__ import annotations

import threading

import redis


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
