"""Whole-document save benchmark (issue 14): `PATCH /api/projects/{id}/update_schema/` of a
~5 MB document (1000 tables × 13 columns, an index each, 1500 relations), on PostgreSQL with
Redis (the full stack's settings: tasks are queued, not run in the request).

Two measures, each on a scratch database of its own:
- in-process: Django's test client calls the API (body parse, validation, write, commit hooks;
  no HTTP): p50/p95 over `--runs` saves, each moving a table, then one save under tracemalloc
  for the peak of the Python memory it allocates beyond what was held before (an upper bound:
  orjson's parse buffer is counted whole, though mostly never touched);
- through the web process (`python -m web.server`), over a kept-alive HTTP connection: the same
  p50/p95 from the client's side (body sent → answer read), and the web process's peak resident
  memory during one save above its resident memory before it (the kernel's peak, VmHWM, is reset
  through /proc/PID/clear_refs before each measured save): for the first large save of a fresh
  process (after a small one), then for later ones, which reuse memory earlier saves freed.
Targets: under 300 ms and 30 MB. Each save moves a table, so it is stored as that edit (one
BATCH in the log); with --whole the tables are also reordered, which only a whole snapshot
stores.

usage: python -m tests.benchmarks.save_document [--tables 1000] [--columns 13] [--runs 10]
       [--only inprocess|web] [--whole] [--profile FILE.html]
(needs PostgreSQL and Redis, as make test does)
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson

from tests.benchmarks.stack import run_python, stop, wait_for_health

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
PORT = 8152
QUEUE = "relata-save-bench"  # no worker reads it: thumbnails and snapshots wait there, unrun


def bench_document(tables: int, columns: int) -> dict:
    """The generated diagram in its stored form (every default written, as the editor sends
    it), with one index per table on its second and third columns."""
    from document.shape import validate_document
    from tests.benchmarks.generate import document

    doc = document(tables, columns, tables * 3 // 2)
    for table in doc["tables"]:
        ids = [a["id"] for a in table["attributes"][1:3]]
        table["indexes"] = [{"id": f"{table['id']}_i0", "name": f"{table['name']}_idx",
                             "attributes": [{"attributeId": i} for i in ids]}]
    return validate_document(doc)


def figures(seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return (f"p50 {statistics.median(ms):7.1f} ms  p95 {p95:7.1f}  min {ms[0]:7.1f}  "
            f"max {ms[-1]:7.1f}  (n={len(ms)})")


def scratch_env(name: str) -> dict:
    """A fresh database `name` and the environment of a full stack on it."""
    import psycopg

    from tests.services import POSTGRES_URL, REDIS_URL

    base = POSTGRES_URL.rsplit("/", 1)[0]
    with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {name}")
    return {**os.environ, "DATABASE_URL": f"{base}/{name}",
            "REDIS_URL": REDIS_URL.rsplit("/", 1)[0] + "/13", "RELATA_CELERY_QUEUE": QUEUE,
            "RELATA_DISABLE_RATE_LIMITS": "1", "LOG_LEVEL": "WARNING",
            "DJANGO_SETTINGS_MODULE": "web.settings.base"}


run = run_python


def prepare(env: dict) -> None:
    run(env, "manage.py", "migrate", "-v0")
    # Plan limits are not what is measured here.
    run(env, "manage.py", "shell", "-c", "from web.billing.models import Package; "
        "Package.objects.update(max_tables_per_diagram=-1)")


def seed(tables: int, columns: int) -> None:
    """Inside the stack's environment: a user and a diagram holding the document already (a
    save replaces a document, it does not fill an empty one)."""
    import django

    django.setup()
    from web.accounts import tokens
    from web.accounts.models import User
    from web.documents.models import Change
    from web.documents.services import document_replace
    from web.projects.models import Project

    user, _ = User.objects.get_or_create(username="bench", defaults={"email": "b@example.com"})
    project = Project.objects.create(owner=user, name=f"Save {tables}")
    revision = document_replace(actor=user, project_id=project.pk, origin=Change.Origin.SAVE,
                                document=bench_document(tables, columns))
    # Saved once before the first measured save, so that the code's imports and first-call
    # costs are not counted in a fresh process's memory.
    small = Project.objects.create(owner=user, name="Save 10")
    document_replace(actor=user, project_id=small.pk, origin=Change.Origin.SAVE,
                     document=bench_document(10, columns))
    print(json.dumps({"token": tokens.issue(user).access, "project": project.pk,
                      "revision": revision, "small": small.pk}))


def bodies(document: dict, revision: int, runs: int, whole: bool = False):
    """The body of each save, encoded beforehand (the client's encoding is not measured): each
    moves the first table, on the revision the previous save made. With `whole`, each also
    reverses the order of the tables, which no command does: the save is stored whole (a
    snapshot of the document) rather than as the edit it amounts to."""
    for n in range(runs):
        document["tables"][0]["x"] = 1000 + n
        if whole:
            document["tables"].reverse()
        yield orjson.dumps({"schema": document, "revision": revision + n})


def in_process(args) -> None:
    env = scratch_env("relata_bench_save")
    prepare(env)
    seeded = json.loads(run(env, "-m", "tests.benchmarks.save_document", "seed",
                            str(args.tables), str(args.columns)).splitlines()[-1])
    os.environ.update(env)
    import gc
    import tracemalloc

    import django

    django.setup()
    from django.test import Client

    client = Client(HTTP_AUTHORIZATION=f"Bearer {seeded['token']}")
    path = f"/api/projects/{seeded['project']}/update_schema/"
    document = bench_document(args.tables, args.columns)
    saved = list(bodies(document, seeded["revision"], args.runs + 3, args.whole))
    print(f"in-process: {args.tables} tables, {len(saved[0]) / 1e6:.1f} MB body")

    def save(body: bytes) -> float:
        started = time.perf_counter()
        response = client.patch(path, body, content_type="application/json")
        elapsed = time.perf_counter() - started
        assert response.status_code == 200, response.content[:500]
        return elapsed

    save(saved[0])  # warm: imports, the connection, the cached document
    timings = [save(body) for body in saved[1:args.runs + 1]]
    print(f"  save {figures(timings)}")
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    save(saved[args.runs + 1])
    peak = tracemalloc.get_traced_memory()[1]
    gc.collect()  # what the request's reference cycles still hold is not kept
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    # orjson reserves its parse buffer for the worst case (~12× the body) and touches a part:
    # counted whole here, while the web process's resident figure below counts what is touched.
    print(f"  one save, Python allocations: peak {(peak - before) / 1e6:.1f} MB above before, "
          f"{(after - before) / 1e6:+.1f} MB held after (tracemalloc)")
    if args.profile:
        from pyinstrument import Profiler

        profiler = Profiler(interval=0.0005)
        with profiler:
            save(saved[args.runs + 2])
        Path(args.profile).write_text(profiler.output_html())
        print(profiler.output_text(unicode=True, color=False, show_all=False))


def status_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


def through_web(args) -> None:
    env = scratch_env("relata_bench_save_web")
    data = tempfile.TemporaryDirectory(prefix="relata-save-bench-")
    env["RELATA_DATA_DIR"] = data.name
    prepare(env)
    seeded = json.loads(run(env, "-m", "tests.benchmarks.save_document", "seed",
                            str(args.tables), str(args.columns)).splitlines()[-1])
    # One process: the server itself, whose memory is read below.
    server = subprocess.Popen([BIN / "python", "-m", "web.server", "-q", "-p", str(PORT), "-w",
                               "1"], cwd=ROOT, env=env)
    try:
        wait_for_health(f"http://127.0.0.1:{PORT}")
        connection = http.client.HTTPConnection("127.0.0.1", PORT, timeout=120)
        headers = {"Authorization": f"Bearer {seeded['token']}",
                   "Content-Type": "application/json"}
        document = bench_document(args.tables, args.columns)
        saved = list(bodies(document, seeded["revision"], args.runs + 3, args.whole))
        print(f"web process: {args.tables} tables, {len(saved[0]) / 1e6:.1f} MB body")

        def save(body: bytes, project: int = seeded["project"]) -> float:
            started = time.perf_counter()
            connection.request("PATCH", f"/api/projects/{project}/update_schema/", body=body,
                               headers=headers)
            response = connection.getresponse()
            answer = response.read()
            elapsed = time.perf_counter() - started
            assert response.status == 200, answer[:500]
            return elapsed

        def peak(body: bytes, label: str) -> None:
            time.sleep(0.5)  # let the previous save's garbage go
            rss = status_kb(server.pid, "VmRSS")
            Path(f"/proc/{server.pid}/clear_refs").write_text("5")  # VmHWM := VmRSS
            save(body)
            print(f"  {label}: resident memory peak "
                  f"{(status_kb(server.pid, 'VmHWM') - rss) / 1e3:.1f} MB above before "
                  f"({rss / 1e3:.0f} MB), {(status_kb(server.pid, 'VmRSS') - rss) / 1e3:+.1f} MB "
                  "after")

        small = orjson.dumps({"schema": bench_document(10, args.columns), "revision": 1})
        save(small, seeded["small"])
        # The first large body this process ever reads: no memory freed by an earlier save to
        # reuse, the least flattering figure.
        peak(saved[0], "first save in a fresh process")
        timings = [save(body) for body in saved[1:args.runs + 1]]
        print(f"  save {figures(timings)}")
        for body in saved[args.runs + 1:]:
            peak(body, "a later save")
    finally:
        stop([server])
        data.cleanup()


def drop_queue() -> None:
    """The tasks the saves queued (a thumbnail each), which no worker will ever run."""
    import redis

    from tests.services import REDIS_URL

    redis.Redis.from_url(REDIS_URL.rsplit("/", 1)[0] + "/13").delete(QUEUE)


def main() -> int:
    if sys.argv[1:2] == ["seed"]:
        seed(int(sys.argv[2]), int(sys.argv[3]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--columns", type=int, default=13)
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--only", choices=["inprocess", "web"])
    parser.add_argument("--whole", action="store_true",
                        help="saves stored whole (tables reordered each time), not as edits")
    parser.add_argument("--profile", help="write a pyinstrument profile of one in-process save")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}")
    if args.only != "web":
        in_process(args)
    if args.only != "inprocess":
        through_web(args)
    print(f"load average after: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}")
    drop_queue()
    return 0


if __name__ == "__main__":
    sys.exit(main())
