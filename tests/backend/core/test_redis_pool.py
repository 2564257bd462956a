"""One Redis connection pool per process for Django's cache, whatever the thread (web/core/
redis_pool.py). Pools open no connection when made: no Redis server is needed here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading

import pytest
import redis
from django.conf import settings
from django.core.cache.backends.redis import RedisCache

from web.core.redis_pool import RedisCache as KeptClientsCache
from web.core.redis_pool import SharedConnectionPool

URL = "redis://127.0.0.1:6390/3"


@pytest.fixture(autouse=True)
def _no_shared_pool(monkeypatch):
    monkeypatch.setattr(SharedConnectionPool, "_shared", {})


def in_threads(make, count: int = 8) -> list:
    """What `make()` returns in `count` threads started at the same moment."""
    results: list = [None] * count
    start = threading.Barrier(count)

    def work(index):
        start.wait()
        results[index] = make()

    threads = [threading.Thread(target=work, args=(index,)) for index in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(5)
    return results


def test_threads_share_one_pool_for_the_same_url_and_options():
    pools = in_threads(lambda: SharedConnectionPool.from_url(URL, socket_timeout=2))
    assert all(pool is pools[0] for pool in pools)
    assert isinstance(pools[0], redis.ConnectionPool)
    assert SharedConnectionPool.from_url(URL, socket_timeout=2) is pools[0]
    assert pools[0].connection_kwargs["db"] == 3
    assert pools[0].connection_kwargs["socket_timeout"] == 2


def test_the_options_order_does_not_matter():
    first = SharedConnectionPool.from_url(URL, socket_timeout=2, health_check_interval=5)
    assert SharedConnectionPool.from_url(URL, health_check_interval=5, socket_timeout=2) is first


@pytest.mark.parametrize("other", [
    ("redis://127.0.0.1:6390/4", {"socket_timeout": 2}),
    ("redis://127.0.0.1:6391/3", {"socket_timeout": 2}),
    (URL, {"socket_timeout": 3}),
    (URL, {}),
], ids=["other-db", "other-port", "other-option", "no-option"])
def test_another_server_database_or_option_gets_its_own_pool(other):
    url, options = other
    pool = SharedConnectionPool.from_url(URL, socket_timeout=2)
    another = SharedConnectionPool.from_url(url, **options)
    assert another is not pool
    assert SharedConnectionPool.from_url(url, **options) is another


def test_the_caches_of_several_threads_share_the_pool():
    """Django makes a cache object per thread; their clients use one pool."""
    params = {"OPTIONS": {"pool_class": "web.core.redis_pool.SharedConnectionPool"}}
    pools = in_threads(lambda: RedisCache(URL, params)._cache._get_connection_pool(write=True),
                       count=4)
    assert all(pool is pools[0] for pool in pools)

    plain = in_threads(lambda: RedisCache(URL, {})._cache._get_connection_pool(write=True),
                       count=2)
    assert plain[0] is not plain[1]  # what the shared pool is for


def test_a_cache_keeps_one_client_for_its_pool():
    params = {"OPTIONS": {"pool_class": "web.core.redis_pool.SharedConnectionPool"}}
    cache = KeptClientsCache(URL, params)
    client = cache._cache.get_client(write=True)
    assert cache._cache.get_client("key") is client
    assert client.connection_pool is cache._cache._get_connection_pool(write=True)
    # Django makes a cache object per request (per context): the next one, and those of other
    # threads, find the same client.
    assert KeptClientsCache(URL, params)._cache.get_client() is client
    clients = in_threads(lambda: KeptClientsCache(URL, params)._cache.get_client(), count=2)
    assert all(other is client for other in clients)


PROBE = """
import json
from django.conf import settings
print("PROBE", json.dumps(settings.CACHES["default"]))
"""


@pytest.mark.parametrize("redis_url", ["redis://127.0.0.1:6390/2", ""], ids=["full", "embedded"])
def test_the_full_stack_cache_uses_the_shared_pool(redis_url):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "RELATA_"))}
    env.update(DJANGO_SETTINGS_MODULE="web.settings.base", REDIS_URL=redis_url)
    result = subprocess.run(
        [sys.executable, "-c", f"import django; django.setup(); exec({PROBE!r})"], env=env,
        cwd=settings.BASE_DIR, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    cache = json.loads(next(line for line in result.stdout.splitlines()
                            if line.startswith("PROBE ")).split(" ", 1)[1])
    if redis_url:
        assert cache["BACKEND"] == "web.core.redis_pool.RedisCache"
        assert cache["OPTIONS"]["pool_class"] == "web.core.redis_pool.SharedConnectionPool"
    else:
        assert "redis" not in cache["BACKEND"].lower()
