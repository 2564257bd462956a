"""Versions benchmark (issue 12), end to end over HTTP on the full stack: PostgreSQL, Redis, the
web process (uvicorn, `python -m web.server`) and one Celery worker.

On a diagram of 1000 tables × 20 columns and 1500 relations (~7 MB of JSON) it times, from the
client's side (request sent → answer read and parsed, the client's own JSON encoding left out):
- creating a version of the client's document (the 7 MB body) and of the server's document, and
  how long the worker then takes to compress the snapshot (status pending → ready);
- reading a version with its snapshot (gzip);
- restoring a version after an edit (the current document is kept first as an automatic
  version) and without one;
- listing a diagram's 200 versions, against a bare round trip (GET /api/health/) to tell the
  server's time from the connection's.
Targets: create and restore < 1 s each, the list of 200 < 100 ms.

usage: python -m tests.benchmarks.versions [--tables 1000] [--runs 5]
(needs PostgreSQL and Redis, as make test does; the seeding step runs as
`python -m tests.benchmarks.versions seed TABLES` inside the stack's environment)
"""

from __future__ import annotations

import argparse
import gzip
import http.client
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.benchmarks.stack import run_python, stop, wait_for_health

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
PORT = 8151
QUEUE = "relata-versions-bench"
LISTED_VERSIONS = 200


def seed(tables: int) -> None:
    """Inside the stack's environment: a user, a diagram of `tables` tables, and another diagram
    with 200 version rows (the list never reads snapshots, so their files are not written)."""
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "web.settings.base")
    import django

    django.setup()
    from document.shape import validate_document
    from tests.benchmarks.generate import document
    from web.accounts import tokens
    from web.accounts.models import User
    from web.documents.models import Change
    from web.documents.services import document_replace
    from web.projects.models import Project
    from web.versions.models import Version

    user, _ = User.objects.get_or_create(username="bench", defaults={"email": "b@example.com"})
    project = Project.objects.create(owner=user, name=f"Versions {tables}")
    document_replace(actor=user, project_id=project.pk, origin=Change.Origin.SAVE,
                     document=validate_document(document(tables, 20, tables * 3 // 2)))
    listed = Project.objects.create(owner=user, name="200 versions")
    Version.objects.bulk_create(
        Version(project=listed, name=f"Version {n}", description="Jalon " * 20,
                revision=n, snapshot_file=f"versions/{listed.pk}/{n:032x}.json.gz",
                snapshot_size=7_000_000, table_count=tables, relation_count=tables * 3 // 2,
                created_by=user, kind=Version.Kind.MANUAL if n % 4 else Version.Kind.BEFORE_IMPORT)
        for n in range(LISTED_VERSIONS))
    print(json.dumps({"token": tokens.issue(user).access, "project": project.pk,
                      "listed": listed.pk}))


class Client:
    """One kept-alive HTTP connection, as a browser's."""

    def __init__(self, token: str):
        self.connection = http.client.HTTPConnection("127.0.0.1", PORT, timeout=120)
        self.headers = {"Authorization": f"Bearer {token}", "Accept-Encoding": "gzip"}

    def call(self, method: str, path: str, body: bytes | None = None) -> tuple[int, object, float]:
        """Status, parsed answer and seconds from sending to parsed."""
        headers = dict(self.headers)
        if body is not None:
            headers["Content-Type"] = "application/json"
        started = time.perf_counter()
        self.connection.request(method, path, body=body, headers=headers)
        response = self.connection.getresponse()
        data = response.read()
        if response.getheader("Content-Encoding") == "gzip":
            data = gzip.decompress(data)
        parsed = json.loads(data) if data else None
        return response.status, parsed, time.perf_counter() - started


def figures(seconds: list[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
    return (f"median {statistics.median(ms):7.1f} ms  min {ms[0]:7.1f}  p95 {p95:7.1f}  "
            f"max {ms[-1]:7.1f}  (n={len(ms)})")


class Stack:
    def __init__(self):
        import psycopg

        from tests.services import POSTGRES_URL, REDIS_URL

        base = POSTGRES_URL.rsplit("/", 1)[0]
        with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
            conn.execute("DROP DATABASE IF EXISTS relata_bench_versions WITH (FORCE)")
            conn.execute("CREATE DATABASE relata_bench_versions")
        redis_url = REDIS_URL.rsplit("/", 1)[0] + "/13"
        self.data = tempfile.TemporaryDirectory(prefix="relata-versions-bench-")
        self.env = {**os.environ, "DATABASE_URL": f"{base}/relata_bench_versions",
                    "REDIS_URL": redis_url, "RELATA_DATA_DIR": self.data.name,
                    "RELATA_CELERY_QUEUE": QUEUE, "RELATA_DISABLE_RATE_LIMITS": "1",
                    "LOG_LEVEL": "WARNING"}
        self.run("manage.py", "migrate", "-v0")
        # Plan limits are not what is measured here.
        self.run("manage.py", "shell", "-c", "from web.billing.models import Package; "
                 "Package.objects.update(max_tables_per_diagram=-1, max_versions_per_diagram=-1)")
        self.children = [
            subprocess.Popen([BIN / "python", "-m", "web.server", "-q", "-p", str(PORT)],
                             cwd=ROOT, env=self.env),
            subprocess.Popen([BIN / "celery", "-A", "workers", "worker", "-Q", QUEUE,
                              "--pool", "solo", "-l", "warning"], cwd=ROOT, env=self.env),
        ]
        wait_for_health(f"http://127.0.0.1:{PORT}")

    def run(self, *args: str) -> str:
        return run_python(self.env, *args)

    def stop(self) -> None:
        stop(self.children)
        self.data.cleanup()


def measure(stack: Stack, tables: int, runs: int) -> None:
    seeded = json.loads(stack.run("-m", "tests.benchmarks.versions", "seed",
                                  str(tables)).splitlines()[-1])
    client, project = Client(seeded["token"]), seeded["project"]
    status, detail, _ = client.call("GET", f"/api/projects/{project}/")
    assert status == 200, detail
    document, revision = detail["schema"], detail["revision"]
    sent = json.dumps({"project": project, "name": "Jalon", "snapshot": document}).encode()
    print(f"diagram: {len(document['tables'])} tables, {len(document['relations'])} relations, "
          f"{len(json.dumps(document)) / 1e6:.1f} MB of JSON")

    timings: dict[str, list[float]] = {}
    created = []
    for n in range(runs):
        status, body, seconds = client.call("POST", "/api/versions/", sent)
        assert status == 201, body
        timings.setdefault("create, the client's document (7 MB body)", []).append(seconds)
        created.append(body["id"])
        ready_since = time.perf_counter()
        while True:
            _, version, _ = client.call("GET", f"/api/versions/?project={project}")
            if all(v["status"] == "ready" for v in version["results"]):
                break
            time.sleep(0.02)
        timings.setdefault("  then compressed by the worker (pending → ready)", []).append(
            time.perf_counter() - ready_since)
        status, body, seconds = client.call(
            "POST", "/api/versions/", json.dumps({"project": project, "name": f"S{n}"}).encode())
        assert status == 201, body
        timings.setdefault("create, the server's document", []).append(seconds)
    for version_id in created:
        status, body, seconds = client.call("GET", f"/api/versions/{version_id}/")
        assert status == 200 and len(body["snapshot"]["tables"]) == tables, status
        timings.setdefault("read a version with its snapshot (gzip)", []).append(seconds)

    moved = json.loads(json.dumps(document))
    for n in range(runs):
        moved["tables"][0]["x"] = 1000 + n
        status, body, _ = client.call("PATCH", f"/api/projects/{project}/update_schema/",
                                      json.dumps({"schema": moved, "revision": revision}).encode())
        assert status == 200, body
        status, body, seconds = client.call("POST", f"/api/versions/{created[n]}/restore/")
        assert status == 200 and body["autosaved"] is not None, body
        assert len(body["project"]["schema"]["tables"]) == tables
        timings.setdefault("restore after an edit (autosave first)", []).append(seconds)
        revision = body["project"]["revision"]
        # The newest version is now the autosave: a version of the diagram as it is comes first.
        _, newest, _ = client.call("POST", "/api/versions/",
                                   json.dumps({"project": project, "name": f"R{n}"}).encode())
        status, body, seconds = client.call("POST", f"/api/versions/{newest['id']}/restore/")
        assert status == 200 and body["autosaved"] is None, body
        timings.setdefault("restore without changes", []).append(seconds)
        revision = body["project"]["revision"]

    listed = seeded["listed"]
    for _ in range(50):
        status, body, seconds = client.call("GET", f"/api/versions/?project={listed}")
        assert status == 200 and body["count"] == LISTED_VERSIONS, body
        timings.setdefault(f"list of {LISTED_VERSIONS} versions", []).append(seconds)
        _, _, seconds = client.call("GET", "/api/health/")
        timings.setdefault("  a bare round trip (GET /api/health/)", []).append(seconds)

    for label, seconds in timings.items():
        print(f"{label:52} {figures(seconds)}")


def main() -> int:
    if sys.argv[1:2] == ["seed"]:
        seed(int(sys.argv[2]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    stack = Stack()
    try:
        measure(stack, args.tables, args.runs)
    finally:
        stack.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
