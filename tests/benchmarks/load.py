"""Load test (issue 14): the operator's test, replayed with locust on the full stack.

N clients (locust users), each with its own account and its own diagram of 100 tables × 20
columns, loop on what the editor does: list the diagrams (GET /api/projects/), open one
(GET /api/projects/{id}/, gzip as a browser asks) and save it whole (PATCH
/api/projects/{id}/update_schema/ with its revision, a table moved). Like an open editor, a
client decodes the document once and then keeps the one it saves; each open must answer at the
revision it saved last. After a warm-up
the calls of a fixed window are counted: requests/s and p50/p95/p99 per call and overall, and
errors. Then every diagram is read back: its revision must have advanced to the last one its
client saved, and its document must equal what the client saved last.

The stack is started here, like the other benchmarks: a scratch PostgreSQL database, Redis db 9,
`python -m web.server` with WEB_CONCURRENCY=--processes, and one Celery worker. The load tool runs
on the same machine, in this process (one core at most: gevent).

usage: python -m tests.benchmarks.load [--users 50] [--duration 30] [--warmup 10]
                                       [--processes 2] [--tables 100]
                                       [--port 8161] [--database relata_bench_load] [--redis-db 9]
(needs PostgreSQL and Redis, as make test does; the seeding step runs as
`python -m tests.benchmarks.load seed USERS TABLES` inside the stack's environment)
"""

from __future__ import annotations

import sys

if __name__ == "__main__" and sys.argv[1:2] != ["seed"]:
    # locust's gevent must patch the standard library before anything else imports it.
    import locust  # noqa: F401

import argparse
import json
import os
import re
import subprocess
import tempfile
import time
from pathlib import Path

from tests.benchmarks.cpu import (
    postgres_backends,
    postgres_seconds,
    process_tree_seconds,
    redis_seconds,
)
from tests.benchmarks.stack import run_python

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
PORT = 8161
QUEUE = "relata-load-bench"
DATABASE = "relata_bench_load"
REDIS_DB = 9
# Each account also owns a few small diagrams, so that the list is not a list of one.
OTHER_DIAGRAMS = 4
# The revision in an opened diagram's answer (the document holds no key of that name).
REVISION = re.compile(rb'"revision":(\d+)')


def seed(users: int, tables: int) -> None:
    """Inside the stack's environment: `users` accounts, each owning a diagram of `tables`
    tables (and a few empty ones); prints their access tokens and diagram ids."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "web.settings.base")
    import django

    django.setup()
    from document.shape import validate_document
    from tests.benchmarks.generate import document
    from web.accounts import tokens
    from web.accounts.models import User
    from web.documents.models import Change
    from web.documents.services import document_replace
    from web.projects.services import project_create

    seeded = []
    for n in range(users):
        user, _ = User.objects.get_or_create(username=f"load{n}",
                                             defaults={"email": f"load{n}@example.com"})
        for k in range(OTHER_DIAGRAMS):
            project_create(owner=user, name=f"Brouillon {k}", description="")
        project = project_create(owner=user, name=f"Charge {tables}", description="")
        document_replace(actor=user, project_id=project.pk, origin=Change.Origin.SAVE,
                         document=validate_document(document(tables, 20, tables * 3 // 2,
                                                             seed=n)))
        seeded.append({"token": tokens.issue(user).access, "project": project.pk})
    print(json.dumps(seeded))


class Stack:
    """The full stack on a scratch database `database` and Redis db `redis_db`, the web
    processes on `port` (other benchmarks, and engineers sharing a machine, pass their own)."""

    def __init__(self, processes: int, *, port: int = PORT, database: str = DATABASE,
                 redis_db: int = REDIS_DB):
        import psycopg

        from tests.services import POSTGRES_URL, REDIS_URL

        base = POSTGRES_URL.rsplit("/", 1)[0]
        with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
            conn.execute(f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")
            conn.execute(f"CREATE DATABASE {database}")
        redis_url = REDIS_URL.rsplit("/", 1)[0] + f"/{redis_db}"
        self.port, self.database, self.redis_url = port, database, redis_url
        self.postgres_url = f"{base}/postgres"
        self.data = tempfile.TemporaryDirectory(prefix="relata-load-bench-")
        self.env = {**os.environ, "DATABASE_URL": f"{base}/{database}", "REDIS_URL": redis_url,
                    "RELATA_DATA_DIR": self.data.name, "RELATA_CELERY_QUEUE": QUEUE,
                    "RELATA_DISABLE_RATE_LIMITS": "1", "LOG_LEVEL": "WARNING",
                    "WEB_CONCURRENCY": str(processes)}
        self.run("-c", "import redis, sys; redis.Redis.from_url(sys.argv[1]).flushdb()",
                 redis_url)
        self.run("manage.py", "migrate", "-v0")
        self.run("manage.py", "shell", "-c", "from web.billing.models import Package; "
                 "Package.objects.update(max_tables_per_diagram=-1, max_diagrams=-1)")
        self.children = [
            subprocess.Popen([BIN / "python", "-m", "web.server", "-q", "-p", str(port)],
                             cwd=ROOT, env=self.env),
            subprocess.Popen([BIN / "celery", "-A", "workers", "worker", "-Q", QUEUE,
                              "--pool", "solo", "-l", "warning"], cwd=ROOT, env=self.env),
        ]
        from tests.benchmarks.stack import wait_for_health

        if not wait_for_health(f"http://127.0.0.1:{port}"):
            self.stop()
            raise SystemExit("the web process did not start")

    @staticmethod
    def add_arguments(parser, *, port: int, database: str) -> None:
        """--port, --database and --redis-db, for `from_arguments`."""
        parser.add_argument("--port", type=int, default=port)
        parser.add_argument("--database", default=database,
                            help="scratch database (dropped first)")
        parser.add_argument("--redis-db", type=int, default=REDIS_DB,
                            help="Redis db (flushed first)")

    @classmethod
    def from_arguments(cls, processes: int, args) -> Stack:
        return cls(processes, port=args.port, database=args.database, redis_db=args.redis_db)

    def run(self, *args: str) -> str:
        return run_python(self.env, *args)

    def stop(self) -> None:
        from tests.benchmarks.stack import stop

        stop(self.children)
        self.data.cleanup()


def percentile(ordered: list[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def report(timings: dict[str, list[float]], errors: dict[str, int], seconds: float) -> None:
    every = [t for name in timings for t in timings[name]]
    print(f"{'call':<8}{'requests':>9}{'req/s':>8}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}"
          f"{'max ms':>9}{'errors':>8}")
    for name, values in [*timings.items(), ("overall", every)]:
        ordered = sorted(values)
        failed = sum(errors.values()) if name == "overall" else errors.get(name, 0)
        print(f"{name:<8}{len(values):>9}{len(values) / seconds:>8.1f}"
              f"{percentile(ordered, .5):>9.0f}{percentile(ordered, .95):>9.0f}"
              f"{percentile(ordered, .99):>9.0f}{(ordered or [0])[-1]:>9.0f}{failed:>8}")


def load(args, seeded: list[dict]) -> bool:
    """Runs the clients; True when there was no error and every document is intact."""
    import gevent
    import orjson
    from locust import FastHttpUser, events, task
    from locust.env import Environment

    accounts = iter(seeded)
    timings: dict[str, list[float]] = {"list": [], "open": [], "save": []}
    errors: dict[str, int] = {}
    state = {"measuring": False, "stopping": False, "busy": 0}
    # What each client saved last: {project: (revision, the body it sent)}.
    saved: dict[int, tuple[int, bytes]] = {}

    @events.request.add_listener
    def counted(name, response_time, exception, **_):
        if not state["measuring"]:
            return
        if exception is not None:
            errors[name] = errors.get(name, 0) + 1
            print(f"error on {name}: {exception!r}"[:300], file=sys.stderr)
        else:
            timings[name].append(response_time)

    class Editor(FastHttpUser):
        host = f"http://127.0.0.1:{args.port}"
        wait_time = staticmethod(lambda: 0)

        def on_start(self):
            account = next(accounts)
            self.project = account["project"]
            self.headers = {"Authorization": f"Bearer {account['token']}",
                            "Accept-Encoding": "gzip"}
            self.moves = 0
            self.document: dict | None = None
            self.revision = 0

        @task
        def list_open_save(self):
            if state["stopping"]:
                gevent.sleep(0.1)
                return
            state["busy"] += 1
            try:
                self.one_round()
            finally:
                state["busy"] -= 1

        def one_round(self):
            path = f"/api/projects/{self.project}/"
            with self.client.get("/api/projects/", headers=self.headers, name="list",
                                 catch_response=True) as answer:
                if answer.status_code != 200 or not orjson.loads(answer.content)["results"]:
                    answer.failure(f"{answer.status_code} {answer.content[:200]!r}")
                    return
            with self.client.get(path, headers=self.headers, name="open",
                                 catch_response=True) as answer:
                if answer.status_code != 200:
                    answer.failure(f"{answer.status_code} {answer.content[:200]!r}")
                    return
                if self.document is None:
                    opened = orjson.loads(answer.content)
                    self.document, self.revision = opened["schema"], opened["revision"]
                else:
                    # As an open editor does, the client keeps the document it saved rather than
                    # decoding its 700 KB again each round (3 ms of the load tool's CPU, on the
                    # cores the server runs on); the answer must still be at its last revision.
                    found = REVISION.search(answer.content)
                    if not found or int(found[1]) != self.revision:
                        answer.failure(f"open at revision {found and found[1]}, "
                                       f"{self.revision} saved")
                        return
            document = self.document
            self.moves += 1
            table = document["tables"][self.moves % len(document["tables"])]
            table["x"] += 10
            body = orjson.dumps({"schema": document, "revision": self.revision})
            with self.client.patch(f"{path}update_schema/", data=body, name="save",
                                   headers={**self.headers, "Content-Type": "application/json"},
                                   catch_response=True) as answer:
                if answer.status_code != 200:
                    answer.failure(f"{answer.status_code} {answer.content[:200]!r}")
                    return
                self.revision = orjson.loads(answer.content)["revision"]
                saved[self.project] = (self.revision, body)

    environment = Environment(user_classes=[Editor], events=events)
    runner = environment.create_local_runner()
    runner.start(args.users, spawn_rate=args.users)
    gevent.sleep(args.warmup)
    state["measuring"] = True
    started, cpu_before = time.perf_counter(), process_tree_seconds(args.web_pid)
    tool_before = time.process_time()
    services_before = services_cpu(args.stack)
    gevent.sleep(args.duration)
    state["measuring"] = False
    elapsed, cpu = time.perf_counter() - started, process_tree_seconds(args.web_pid) - cpu_before
    tool = time.process_time() - tool_before
    postgres, redis_server = services_cpu(args.stack, services_before)
    # Let every round under way finish, so that what each client saved last is known.
    state["stopping"] = True
    while state["busy"]:
        gevent.sleep(0.05)
    runner.quit()

    print(f"\n{args.users} clients, {args.processes} web process(es), {args.tables}-table "
          f"diagrams, {elapsed:.1f} s measured after {args.warmup} s of warm-up")
    report(timings, errors, elapsed)
    served = sum(len(values) for values in timings.values())
    print(f"web processes: {cpu / elapsed * 100:.0f}% of a core, "
          f"{cpu / max(served, 1) * 1000:.1f} ms of CPU per request; "
          f"load tool: {tool / elapsed * 100:.0f}% of a core")
    print(f"PostgreSQL (this database's backends): {postgres / elapsed * 100:.0f}% of a core, "
          f"{postgres / max(served, 1) * 1000:.1f} ms per request; Redis server (shared with "
          f"anything else using it): {redis_server / elapsed * 100:.0f}% of a core, "
          f"{redis_server / max(served, 1) * 1000:.2f} ms per request")
    return check(seeded, saved, args.port) and not errors


def services_cpu(stack: Stack, before: tuple | None = None):
    """(PostgreSQL backends' readings, Redis CPU seconds); with `before`, the CPU seconds each
    spent since then."""
    backends = postgres_backends(stack.postgres_url, stack.database)
    redis_server = redis_seconds(stack.redis_url)
    if before is None:
        return backends, redis_server
    return postgres_seconds(before[0], backends), redis_server - before[1]


def check(seeded: list[dict], saved: dict[int, tuple[int, bytes]], port: int) -> bool:
    """Every diagram at the revision its client saved last, with the document it saved."""
    import orjson
    from geventhttpclient import HTTPClient

    intact = 0
    client = HTTPClient("127.0.0.1", port, connection_timeout=30, network_timeout=60)
    for account in seeded:
        answer = client.get(f"/api/projects/{account['project']}/",
                            headers={"Authorization": f"Bearer {account['token']}"})
        opened = orjson.loads(answer.read())
        revision, body = saved.get(account["project"], (None, None))
        document = orjson.loads(body)["schema"] if body else None
        if revision is not None and opened["revision"] == revision > 1 and (
                opened["schema"] == document):
            intact += 1
        else:
            print(f"diagram {account['project']}: revision {opened['revision']}, last saved "
                  f"{revision}, same document: {opened['schema'] == document}", file=sys.stderr)
    client.close()
    print(f"documents intact: {intact}/{len(seeded)}")
    return intact == len(seeded)


def main() -> int:
    if sys.argv[1:2] == ["seed"]:
        seed(int(sys.argv[2]), int(sys.argv[3]))
        return 0
    parser = argparse.ArgumentParser(description="Load test: list + open + save per client.")
    parser.add_argument("--users", type=int, default=50)
    parser.add_argument("--duration", type=float, default=30)
    parser.add_argument("--warmup", type=float, default=10)
    parser.add_argument("--processes", type=int, default=2,
                        help="web processes (one per core)")
    parser.add_argument("--tables", type=int, default=100)
    Stack.add_arguments(parser, port=PORT, database=DATABASE)
    args = parser.parse_args()
    stack = Stack.from_arguments(args.processes, args)
    try:
        seeded = json.loads(stack.run("-m", "tests.benchmarks.load", "seed", str(args.users),
                                      str(args.tables)).splitlines()[-1])
        args.web_pid, args.stack = stack.children[0].pid, stack
        ok = load(args, seeded)
    finally:
        stack.stop()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
