"""Readiness: can this process serve requests right now? Each service the product needs is asked
one cheap question, all at once, each within `CHECK_TIMEOUT` seconds.

- database: `SELECT 1` on a fresh connection;
- redis: PING on each Redis the cache and the channel layer use (not configured in the embedded
  mode, where both live in memory);
- broker: a connection to the Celery broker (not configured when tasks run in-process);
- storage: the S3 bucket answers (HEAD bucket), or the local media folder is writable.

A check answers `ok`, `not_configured` or `failing` with the exception's class only: messages may
name hosts or credentials, and the answer is public.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path

from django.conf import settings

CHECK_TIMEOUT = float(os.environ.get("RELATA_READINESS_TIMEOUT", "2"))

OK = "ok"
FAILING = "failing"
NOT_CONFIGURED = "not_configured"


class NotConfigured(Exception):
    """Raised by a check whose service this deployment does not use."""


class Timeout(Exception):
    pass


@dataclass(frozen=True)
class CheckResult:
    status: str
    duration_ms: float | None = None
    error: str | None = None

    def as_dict(self) -> dict:
        answer = {"status": self.status}
        if self.duration_ms is not None:
            answer["duration_ms"] = self.duration_ms
        if self.error:
            answer["error"] = self.error
        return answer


def check_database() -> None:
    from django.db import connections

    # A connection of this (pool) thread, closed at once: the request's own connection may be
    # a persistent one that has not noticed the server went away.
    connection = connections["default"]
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    finally:
        connection.close()


def redis_urls() -> list[str]:
    urls = []
    cache = settings.CACHES.get("default", {})
    if cache.get("BACKEND", "").endswith("RedisCache"):
        location = cache["LOCATION"]
        urls.extend([location] if isinstance(location, str) else location)
    layer = settings.CHANNEL_LAYERS.get("default", {})
    if "channels_redis" in layer.get("BACKEND", ""):
        urls.extend(h for h in layer.get("CONFIG", {}).get("hosts", []) if isinstance(h, str))
    return list(dict.fromkeys(urls))


def check_redis() -> None:
    import redis

    urls = redis_urls()
    if not urls:
        raise NotConfigured
    for url in urls:
        client = redis.Redis.from_url(url, socket_timeout=CHECK_TIMEOUT,
                                      socket_connect_timeout=CHECK_TIMEOUT)
        try:
            client.ping()
        finally:
            client.close()


def check_broker() -> None:
    from workers import app

    if app.conf.task_always_eager:
        raise NotConfigured
    connection = app.connection_for_write(connect_timeout=CHECK_TIMEOUT)
    try:
        connection.ensure_connection(max_retries=0, timeout=CHECK_TIMEOUT)
    finally:
        connection.release()


def check_storage() -> None:
    from django.core.files.storage import default_storage

    bucket = getattr(default_storage, "bucket_name", None)
    if bucket:
        client = default_storage.connection.meta.client
        client.head_bucket(Bucket=bucket)
        return
    location = getattr(default_storage, "location", None)
    if location is None:
        raise NotConfigured
    # The folder is made on the first upload: the nearest existing one must let us write.
    folder = Path(location)
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    if not (folder.is_dir() and os.access(folder, os.W_OK | os.X_OK)):
        raise PermissionError


CHECKS: dict[str, Callable[[], None]] = {
    "database": check_database,
    "redis": check_redis,
    "broker": check_broker,
    "storage": check_storage,
}


def _timed(check: Callable[[], None]) -> CheckResult:
    started = time.perf_counter()
    try:
        check()
    except NotConfigured:
        return CheckResult(NOT_CONFIGURED)
    except Exception as exc:
        return CheckResult(FAILING, _ms(started), type(exc).__name__)
    return CheckResult(OK, _ms(started))


def _ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 1)


def run_checks(checks: dict[str, Callable[[], None]] | None = None,
               timeout: float | None = None) -> dict[str, CheckResult]:
    """Every check at once, in its own thread; one still running after `timeout` is failing
    (`Timeout`) and left to finish on its own."""
    checks = CHECKS if checks is None else checks
    timeout = CHECK_TIMEOUT if timeout is None else timeout
    pool = ThreadPoolExecutor(max_workers=len(checks), thread_name_prefix="readiness")
    try:
        futures = {name: pool.submit(_timed, check) for name, check in checks.items()}
        wait(futures.values(), timeout=timeout)
    finally:
        pool.shutdown(wait=False, cancel_futures=True)
    return {
        name: future.result() if future.done()
        else CheckResult(FAILING, round(timeout * 1000, 1), Timeout.__name__)
        for name, future in futures.items()
    }
