"""CPU time of the parts of a running stack, for the benchmarks' reports: the web processes
(from /proc), the PostgreSQL backends serving one database (their pids from pg_stat_activity),
and the Redis server (its own counters: shared with whatever else uses that server)."""

from __future__ import annotations

import os
from pathlib import Path

_TICK = os.sysconf("SC_CLK_TCK")


def _stat(pid: int | str) -> list[str] | None:
    try:
        return (Path("/proc") / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def _seconds(fields: list[str]) -> float:
    return (int(fields[11]) + int(fields[12])) / _TICK


def process_tree_seconds(root: int) -> float:
    """User and system CPU time of process `root` and of its children (the web processes)."""
    total = 0.0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        fields = _stat(entry.name)
        if fields is not None and (int(entry.name) == root or int(fields[1]) == root):
            total += _seconds(fields)
    return total


def postgres_backends(url: str, database: str) -> dict[int, float]:
    """{pid: CPU seconds} of the server processes connected to `database` (PostgreSQL on this
    machine); `url` reaches the server."""
    import psycopg

    with psycopg.connect(url, autocommit=True) as conn:
        pids = [row[0] for row in conn.execute(
            "SELECT pid FROM pg_stat_activity WHERE datname = %s", [database])]
    found = {}
    for pid in pids:
        fields = _stat(pid)
        if fields is not None:
            found[pid] = _seconds(fields)
    return found


def postgres_seconds(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU the backends spent between two `postgres_backends` readings (one that started in
    between counts whole)."""
    return sum(seconds - before.get(pid, 0.0) for pid, seconds in after.items())


def redis_seconds(url: str) -> float:
    """The Redis server's own CPU time so far (user + system)."""
    import redis

    info = redis.Redis.from_url(url).info("cpu")
    return float(info["used_cpu_user"]) + float(info["used_cpu_sys"])
