"""Web CPU per call (issue 14): what one list, one open and one save of a 100-table diagram cost
the web process, measured alone.

The load test (tests/benchmarks/load.py) gives throughput and latency under 50 clients, where
every figure moves with the machine's other load. Here one client makes `--calls` calls of each
kind in a row over a kept-alive connection against one web process (`python -m web.server`, the
full stack as the load test starts it), and the process's CPU time (user + system, from /proc)
is read before and after each series: the CPU a call costs. Other load on the machine still
inflates it (caches, shared cores), so `--rounds` series of each kind are made, interleaved, and
the least CPU per call is reported (with the median), and beside it the least CPU the
database's PostgreSQL backends and the Redis server spent per call (Redis's own counter: anything
else using that server adds to it). The calls are the load test's: the
workspace list, the open (gzip, as a browser asks) and the whole save with its revision, a table
moved (stored as that edit); `health` is the floor every call pays (server, middleware, no
query).

With `--profile DIR`, each series is then run again under py-spy (sampling the web process) and
its stacks are written to DIR/<call>.txt (collapsed: one line per stack with its sample count,
for flamegraph.pl or speedscope) with the functions taking the most samples printed.

usage: python -m tests.benchmarks.percall [--calls 200] [--rounds 3] [--tables 100] [--port 8144]
       [--database relata_bench_percall] [--redis-db 9] [--profile DIR] [--py-spy PATH]
(needs PostgreSQL and Redis, as make test does)
"""

from __future__ import annotations

import argparse
import http.client
import json
import shutil
import signal
import statistics
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import orjson

from tests.benchmarks.cpu import (
    postgres_backends,
    postgres_seconds,
    process_tree_seconds,
    redis_seconds,
)
from tests.benchmarks.load import Stack

PORT = 8144
DATABASE = "relata_bench_percall"
WARMUP = 20
CALLS = ("health", "list", "open", "save")


class Client:
    """One editor's calls, as the load test's client makes them."""

    def __init__(self, port: int, token: str, project: int):
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
        self.headers = {"Authorization": f"Bearer {token}", "Accept-Encoding": "gzip"}
        self.project = project
        self.document: dict | None = None
        self.revision = 0
        self.moves = 0

    def _call(self, method: str, path: str, body: bytes | None = None,
              headers: dict | None = None) -> bytes:
        self.connection.request(method, path, body=body, headers={**self.headers,
                                                                  **(headers or {})})
        answer = self.connection.getresponse()
        content = answer.read()
        if answer.status != 200:
            raise SystemExit(f"{method} {path}: {answer.status} {content[:300]!r}")
        return content

    def health(self) -> None:
        self._call("GET", "/api/health/")

    def list(self) -> None:
        self._call("GET", "/api/projects/")

    def open(self) -> None:
        content = self._call("GET", f"/api/projects/{self.project}/")
        if self.document is None:
            import gzip

            opened = orjson.loads(gzip.decompress(content))
            self.document, self.revision = opened["schema"], opened["revision"]

    def save(self) -> None:
        if self.document is None:
            self.open()
        self.moves += 1
        tables = self.document["tables"]
        tables[self.moves % len(tables)]["x"] += 10
        body = orjson.dumps({"schema": self.document, "revision": self.revision})
        content = self._call("PATCH", f"/api/projects/{self.project}/update_schema/", body,
                             {"Content-Type": "application/json"})
        self.revision = orjson.loads(content)["revision"]


def series(client: Client, call: str, count: int, pid: int, stack: Stack
           ) -> tuple[float, float, float, float]:
    """Per call over `count` calls, in ms: the web process's CPU, the median wall time, the
    CPU of the database's PostgreSQL backends and of the Redis server."""
    do = getattr(client, call)
    for _ in range(WARMUP):
        do()
    walls = []
    cpu_before = process_tree_seconds(pid)
    backends, redis_before = (postgres_backends(stack.postgres_url, stack.database),
                              redis_seconds(stack.redis_url))
    for _ in range(count):
        started = time.perf_counter()
        do()
        walls.append(time.perf_counter() - started)
    cpu = process_tree_seconds(pid) - cpu_before
    postgres = postgres_seconds(backends, postgres_backends(stack.postgres_url, stack.database))
    redis_server = redis_seconds(stack.redis_url) - redis_before
    return (cpu / count * 1000, statistics.median(walls) * 1000, postgres / count * 1000,
            redis_server / count * 1000)


def profile(client: Client, call: str, count: int, pid: int, py_spy: str, out: Path) -> None:
    """`count` calls under py-spy, sampling the thread that holds the interpreter lock (the
    Python CPU time, wherever it runs: a request's thread or the event loop); the collapsed
    stacks in out/<call>.txt, the heaviest functions printed."""
    target = out / f"{call}.txt"
    spy = subprocess.Popen([py_spy, "record", "--pid", str(pid), "--rate", "1000", "--gil",
                            "--format", "raw", "--output", str(target), "--nonblocking"],
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.5)  # py-spy attaches
    do = getattr(client, call)
    for _ in range(count):
        do()
    spy.send_signal(signal.SIGINT)
    spy.wait(30)
    own, within = heaviest(target)
    print(f"\n{call}: share of samples in the function itself, then with what it calls")
    for (frame, n), (outer, m) in zip(own, within, strict=False):
        print(f"  {n:5.1f}% {frame[:60]:<60} {m:5.1f}% {outer[:70]}")


# Frames every request passes through (threads, the thread pool, Django's handler chain): they
# say nothing about where its time goes.
_PLUMBING = ("threading.py", "concurrent/futures", "a2wsgi/", "django/core/handlers/",
             "django/utils/deprecation.py", "whitenoise/middleware", "allauth/account/middleware",
             "web/core/handlers.py", "web/core/request_id.py", "ninja/operation.py", "runners.py",
             "base_events.py")


def heaviest(stacks: Path, count: int = 30) -> tuple[list, list]:
    """From a collapsed-stack file ("a;b;c N" lines): the functions with the most samples of
    their own, and those with the most samples counting what they call, as percentages."""
    own: Counter[str] = Counter()
    within: Counter[str] = Counter()
    total = 0
    for line in stacks.read_text().splitlines():
        frames, _, samples = line.rpartition(" ")
        if not samples.isdigit():
            continue
        n, chain = int(samples), frames.split(";")
        total += n
        own[chain[-1]] += n
        for frame in set(chain):
            if not any(part in frame for part in _PLUMBING):
                within[frame] += n
    total = max(total, 1)
    return ([(frame, n / total * 100) for frame, n in own.most_common(count)],
            [(frame, n / total * 100) for frame, n in within.most_common(count)])


def main() -> int:
    parser = argparse.ArgumentParser(description="Web CPU per list, open and save.")
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3,
                        help="series of each kind, interleaved; the least CPU is reported")
    parser.add_argument("--tables", type=int, default=100)
    Stack.add_arguments(parser, port=PORT, database=DATABASE)
    parser.add_argument("--profile", type=Path, help="write py-spy's stacks per call here")
    parser.add_argument("--py-spy", default=shutil.which("py-spy") or "/tmp/pt/bin/py-spy")
    args = parser.parse_args()
    stack = Stack.from_arguments(1, args)
    try:
        seeded = json.loads(stack.run("-m", "tests.benchmarks.load", "seed", "1",
                                      str(args.tables)).splitlines()[-1])[0]
        pid = stack.children[0].pid
        client = Client(args.port, seeded["token"], seeded["project"])
        print(f"one web process, {args.tables}-table diagram, {args.rounds} rounds of "
              f"{args.calls} calls of each kind")
        measured: dict[str, list[tuple]] = {call: [] for call in CALLS}
        for _ in range(args.rounds):
            for call in CALLS:
                measured[call].append(series(client, call, args.calls, pid, stack))
        print(f"{'call':<8}{'CPU ms':>8}{'median':>8}{'wall ms':>9}{'PG ms':>8}{'Redis ms':>10}")
        for call, figures in measured.items():
            cpus = sorted(figure[0] for figure in figures)
            print(f"{call:<8}{cpus[0]:>8.2f}{statistics.median(cpus):>8.2f}"
                  + "".join(f"{min(figure[k] for figure in figures):>{w}.2f}"
                            for k, w in ((1, 9), (2, 8), (3, 10))))
        if args.profile:
            args.profile.mkdir(parents=True, exist_ok=True)
            for call in CALLS:
                profile(client, call, args.calls, pid, args.py_spy, args.profile)
    finally:
        stack.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
