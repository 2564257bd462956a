"""Live collaboration benchmark (issue: live collaboration), on the full stack: PostgreSQL, Redis,
web process(es) (uvicorn) and a Celery worker.

- `editors`: N editors on one diagram of T tables, each sending C commands a second plus cursor
  moves, for S seconds. Prints the server's time per command (the `serverMs` of each
  acknowledgement: the write path, lock wait included), the round trip to the sender's
  acknowledgement, and the time until the other clients saw each command (p50/p95/p99), then
  checks nothing was lost or duplicated: every client holds every revision once, in order, and
  ends with the document a fresh fetch gives.
- `idle`: how many joined, idle sockets one web process holds (20 per diagram by default), its
  memory, and the time for one command on each diagram to reach them all.

usage: python -m tests.benchmarks.collaboration editors [--editors 20] [--tables 1000]
                 [--rate 5] [--cursors 10] [--seconds 30] [--processes 1]
       python -m tests.benchmarks.collaboration idle [--sockets 2000] [--per-diagram 20]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

import psycopg

from tests.benchmarks.import_e2e import memory_mib
from tests.benchmarks.stack import run_python, stop, wait_for_health
from tests.integration.diagram_client import DiagramClient, Refused, random_command
from tests.services import POSTGRES_URL, REDIS_URL

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
BASE_PORT = 8141


def percentiles(values: list[float]) -> str:
    if not values:
        return "n/a"
    ordered = sorted(values)

    def at(share: float) -> float:
        return ordered[min(len(ordered) - 1, int(share * len(ordered)))]

    return (f"p50 {at(.5):7.2f}  p95 {at(.95):7.2f}  p99 {at(.99):7.2f}  "
            f"max {ordered[-1]:7.2f}  (n={len(values)})")


def raise_file_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


class Stack:
    """A fresh database, Redis db 10, `processes` web processes and one Celery worker."""

    def __init__(self, processes: int):
        base = POSTGRES_URL.rsplit("/", 1)[0]
        with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
            conn.execute("DROP DATABASE IF EXISTS relata_bench_live WITH (FORCE)")
            conn.execute("CREATE DATABASE relata_bench_live")
        redis_url = REDIS_URL.rsplit("/", 1)[0] + "/10"
        subprocess.run([BIN / "python", "-c", "import redis,sys; "
                        "redis.Redis.from_url(sys.argv[1]).flushdb()", redis_url], check=True)
        self.env = {**os.environ, "DATABASE_URL": f"{base}/relata_bench_live",
                    "REDIS_URL": redis_url,
                    "RELATA_DATA_DIR": tempfile.mkdtemp(prefix="relata-live-bench-"),
                    "RELATA_CELERY_QUEUE": "relata-live-bench",
                    "RELATA_DISABLE_RATE_LIMITS": "1", "LOG_LEVEL": "WARNING"}
        self.run("manage.py", "migrate", "-v0")
        self.run("manage.py", "shell", "-c", "from web.billing.models import Package; "
                 "Package.objects.update(max_tables_per_diagram=-1, max_diagrams=-1)")
        self.ports = [BASE_PORT + n for n in range(processes)]
        self.children = [subprocess.Popen(
            [BIN / "python", "-m", "web.server", "-q", "-p", str(port)], cwd=ROOT,
            env=self.env, preexec_fn=raise_file_limit) for port in self.ports]
        self.children.append(subprocess.Popen(
            [BIN / "celery", "-A", "workers", "worker", "-Q", "relata-live-bench",
             "--concurrency", "1", "-l", "warning"], cwd=ROOT, env=self.env))
        for port in self.ports:
            wait_for_health(f"http://127.0.0.1:{port}")

    def run(self, *args: str) -> str:
        return run_python(self.env, *args)

    def seed(self, editors: int, tables: int, diagrams: int = 1) -> dict:
        """Diagrams of `tables` tables owned by the first of `editors` editors, all invited."""
        return json.loads(self.run("-m", "tests.benchmarks.seed_collaboration", str(editors),
                                   str(tables), str(diagrams)).splitlines()[-1])

    def stop(self) -> None:
        stop(self.children)


async def editors_run(stack: Stack, args) -> int:
    seeded = stack.seed(args.editors, args.tables)
    project, tokens = seeded["project"], seeded["tokens"]
    origin = f"http://127.0.0.1:{stack.ports[0]}"
    # Two editors keep their own copy to check convergence; the others number what they get.
    clients = [DiagramClient(f"ws://127.0.0.1:{stack.ports[n % len(stack.ports)]}", project,
                             token, origin=origin, track=n < 2)
               for n, token in enumerate(tokens)]
    started = time.perf_counter()
    await asyncio.gather(*(client.join() for client in clients))
    print(f"{len(clients)} editors joined a {args.tables}-table diagram in "
          f"{time.perf_counter() - started:.2f} s")
    server_ms: list[float] = []
    round_trips: list[float] = []
    refused: list[str] = []
    acknowledged: set[str] = set()
    deadline = time.perf_counter() + args.seconds

    async def editor(n: int, client: DiagramClient):
        rng = random.Random(n)
        pending = set()
        next_command = time.perf_counter() + rng.random() / args.rate
        next_cursor = time.perf_counter()
        while time.perf_counter() < deadline:
            now = time.perf_counter()
            if args.cursors and now >= next_cursor:
                next_cursor += 1 / args.cursors
                await client.send({"type": "cursor_move", "x": rng.randint(0, 9000),
                                   "y": rng.randint(0, 9000)})
            if now >= next_command:
                next_command += 1 / args.rate
                pending.add(asyncio.create_task(send_one(client, rng)))
            await asyncio.sleep(max(0.0, min(next_command, next_cursor if args.cursors
                                             else next_command) - time.perf_counter()))
        await asyncio.gather(*pending)

    async def send_one(client: DiagramClient, rng: random.Random):
        try:
            sent = time.perf_counter()
            entry = await client.command(random_command(rng, client.document))
            round_trips.append((time.perf_counter() - sent) * 1000)
            server_ms.append(entry["serverMs"])
            acknowledged.add(entry["id"])
        except Refused as error:
            refused.append(error.frame["error"])

    await asyncio.gather(*(editor(n, c) for n, c in enumerate(clients)))
    elapsed = args.seconds
    http = f"http://127.0.0.1:{stack.ports[0]}/api/projects/{project}"
    request = urllib.request.Request(http, headers={"Authorization": f"Bearer {tokens[0]}"})
    detail = json.loads(urllib.request.urlopen(request).read())
    head = detail["revision"]
    quiet_until = time.perf_counter() + 30
    while any(c.revision < head for c in clients) and time.perf_counter() < quiet_until:
        await asyncio.sleep(0.05)

    seen_by_others = []
    sent_at = {cid: at for c in clients for cid, at in c.sent_at.items()}
    for client in clients:
        seen_by_others += [(at - sent_at[cid]) * 1000 for cid, at in client.arrivals
                           if cid in sent_at]
    logged = [cid for cid in clients[0].seen.values() if cid]
    converged = all(c.document == detail["schema"] for c in clients if c.track) and all(
        c.revision == head for c in clients)
    gap_free = all(sorted(c.seen) == list(range(c.seen and min(c.seen) or 0, head + 1))
                   for c in clients)
    print(f"commands acknowledged: {len(acknowledged)} "
          f"({len(acknowledged) / elapsed:.0f}/s), refused: {len(refused)} {set(refused)}")
    print(f"server time per command (ms):       {percentiles(server_ms)}")
    print(f"acknowledged to its sender (ms):    {percentiles(round_trips)}")
    print(f"command seen by the others (ms):    {percentiles(seen_by_others)}")
    print(f"lost: {len(acknowledged - set(logged))}, duplicated: "
          f"{len(logged) - len(set(logged))}, gap-free: {gap_free}, "
          f"every client equals a fresh fetch: {converged}")
    for port, child in zip(stack.ports, stack.children, strict=False):
        print(f"web :{port} peak memory {memory_mib(child.pid, 'VmHWM'):.0f} MiB")
    for client in clients:
        await client.close()
    return 0 if converged and gap_free and not (acknowledged - set(logged)) else 1


async def idle_run(stack: Stack, args) -> int:
    """`--sockets` sockets joined to `--sockets / --per-diagram` diagrams and left idle; then one
    command on each diagram must reach all of its sockets."""
    diagrams = max(1, args.sockets // args.per_diagram)
    seeded = stack.seed(1, 30, diagrams)
    projects, token = seeded["projects"], seeded["tokens"][0]
    port = stack.ports[0]
    web = stack.children[0]
    origin = f"http://127.0.0.1:{port}"
    before = memory_mib(web.pid, "VmRSS")
    clients = [DiagramClient(f"ws://127.0.0.1:{port}", projects[n % diagrams], token,
                             origin=origin, track=n < diagrams) for n in range(args.sockets)]
    started = time.perf_counter()
    joined = 0
    for batch in range(0, len(clients), 100):
        results = await asyncio.gather(*(c.join() for c in clients[batch:batch + 100]),
                                       return_exceptions=True)
        joined += sum(not isinstance(r, Exception) for r in results)
    print(f"{joined}/{len(clients)} sockets joined {diagrams} diagrams in "
          f"{time.perf_counter() - started:.1f} s")
    await asyncio.sleep(5)
    after = memory_mib(web.pid, "VmRSS")
    print(f"web process memory: {before:.0f} MiB idle → {after:.0f} MiB with {joined} sockets "
          f"({(after - before) * 1024 / max(joined, 1):.0f} KiB per socket)")
    sent = time.perf_counter()
    writers = clients[:diagrams]  # one per diagram, each keeping its copy
    entries = await asyncio.gather(*(w.command(random_command(random.Random(n), w.document))
                                     for n, w in enumerate(writers)))
    target = {w.project_id: e["revision"] for w, e in zip(writers, entries, strict=True)}
    deadline = time.perf_counter() + 60
    while (sum(c.revision >= target[c.project_id] for c in clients) < joined
           and time.perf_counter() < deadline):
        await asyncio.sleep(0.01)
    reached = sum(c.revision >= target[c.project_id] for c in clients)
    print(f"one command on each diagram reached {reached}/{joined} sockets in "
          f"{(time.perf_counter() - sent) * 1000:.0f} ms")
    await asyncio.gather(*(c.close() for c in clients), return_exceptions=True)
    return 0 if reached == joined == args.sockets else 1


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("mode", choices=["editors", "idle"])
    parser.add_argument("--editors", type=int, default=20)
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--rate", type=float, default=5)
    parser.add_argument("--cursors", type=float, default=10)
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--sockets", type=int, default=2000)
    parser.add_argument("--per-diagram", type=int, default=20)
    args = parser.parse_args()
    raise_file_limit()
    stack = None
    try:
        stack = Stack(args.processes)
        run = editors_run if args.mode == "editors" else idle_run
        return asyncio.run(run(stack, args))
    finally:
        if stack is not None:
            stack.stop()


if __name__ == "__main__":
    sys.exit(main())
