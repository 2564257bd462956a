"""SQL import benchmark, end to end (issue: schemas in): upload → worker → saved document.

Starts the full stack (PostgreSQL, Redis, the web process, one Celery worker in a single process
so its peak memory is the import's), uploads generated files and prints, for each: seconds from
upload to saved document, the worker's peak memory, and the longest silence between progress
events.

usage: python -m tests.benchmarks.import_e2e   (needs PostgreSQL and Redis, as make test does)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
from pathlib import Path

import psycopg
from websockets.sync.client import connect

from tests.benchmarks.stack import wait_for_health
from tests.integration.test_import_sql import upload
from tests.services import POSTGRES_URL, REDIS_URL

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
PORT = 8131
FILES = [
    ("mysqldump 10 MB (300 tables + data)", ["--kind", "mysqldump", "--size-mb", "9.95"]),
    ("DDL 10 MB (~5000 tables, ~8000 FKs)", ["--kind", "ddl", "--size-mb", "10"]),
    ("DDL 1 MB", ["--kind", "ddl", "--size-mb", "1", "--tables", "500"]),
]


def memory_mib(pid: int, field: str = "VmHWM") -> float:
    """VmHWM: the process's peak resident memory so far; VmRSS: what it holds now."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def peak_mib(pid: int) -> float:
    return memory_mib(pid, "VmHWM")


def main() -> int:
    base = POSTGRES_URL.rsplit("/", 1)[0]
    with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
        conn.execute("DROP DATABASE IF EXISTS relata_bench")
        conn.execute("CREATE DATABASE relata_bench")
    data = Path(tempfile.mkdtemp(prefix="relata-import-bench-"))
    env = {**os.environ, "DATABASE_URL": f"{base}/relata_bench",
           "REDIS_URL": REDIS_URL.rsplit("/", 1)[0] + "/11", "RELATA_DATA_DIR": str(data),
           "RELATA_CELERY_QUEUE": "relata-bench", "RELATA_DISABLE_RATE_LIMITS": "1",
           "LOG_LEVEL": "WARNING"}
    subprocess.run([BIN / "python", "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    # Plan limits are not what is measured here.
    subprocess.run([BIN / "python", "manage.py", "shell", "-c",
                    "from web.billing.models import Package; Package.objects.update("
                    "max_tables_per_diagram=-1, max_imports_per_month=-1)"],
                   cwd=ROOT, env=env, check=True)
    web = subprocess.Popen([BIN / "python", "-m", "web.server", "-q", "-p", str(PORT)],
                           cwd=ROOT, env=env)
    worker = subprocess.Popen([BIN / "celery", "-A", "workers", "worker", "-Q", "relata-bench",
                               "--pool", "solo", "-l", "warning"], cwd=ROOT, env=env)
    http = f"http://127.0.0.1:{PORT}"
    try:
        wait_for_health(http, tries=100)
        token = sign_up(http)
        time.sleep(2)
        idle = memory_mib(worker.pid, "VmRSS")
        print(f"idle worker: {idle:.0f} MiB")
        rows = []
        for label, args in FILES:
            sql = subprocess.run([sys.executable, "tests/benchmarks/sql_generator.py", *args],
                                 cwd=ROOT, capture_output=True, check=True).stdout
            rows.append((label, len(sql) / 2**20, *run_one(http, token, sql, worker.pid)))
        print(f"\n{'file':40} {'size':>8} {'seconds':>8} {'tables':>7} {'peak MiB':>9} "
              f"{'max gap s':>9}")
        for label, size, seconds, tables, peak, gap in rows:
            print(f"{label:40} {size:7.1f}M {seconds:8.2f} {tables:7} {peak:9.0f} {gap:9.2f}"
                  f"   (+{peak - idle:.0f} MiB over the idle worker)")
        # Each saved import schedules its card thumbnail in the same worker a few seconds later
        # (web.projects.thumbnails.DELAY_SECONDS): the worker's peak must hold with it too.
        time.sleep(12)
        print(f"worker peak after the thumbnails were drawn: {peak_mib(worker.pid):.0f} MiB")
        print(json.dumps([dict(zip(["file", "mib", "seconds", "tables", "peak_mib", "max_gap_s"],
                                   row, strict=True)) for row in rows]))
    finally:
        web.terminate()
        worker.terminate()
        web.wait(10)
        worker.wait(10)
    return 0


def sign_up(http: str) -> str:
    name = f"bench{uuid.uuid4().hex[:8]}"

    def post(path, body, token=None):
        request = urllib.request.Request(f"{http}{path}", json.dumps(body).encode(),
                                         {"Content-Type": "application/json"})
        return json.loads(urllib.request.urlopen(request).read())

    post("/api/auth/register/", {"username": name, "email": f"{name}@example.com",
                                  "password": "correct-horse-battery-9"})
    return post("/api/auth/login/", {"username": name,
                                     "password": "correct-horse-battery-9"})["access"]


class Http:
    def __init__(self, base):
        self.base = base


def run_one(http: str, token: str, sql: bytes, worker_pid: int):
    live = type("Live", (), {"http": Http(http)})()
    request = urllib.request.Request(
        f"{http}/api/projects/", json.dumps({"name": "Bench"}).encode(),
        {"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    project = json.loads(urllib.request.urlopen(request).read())
    with connect(f"ws://127.0.0.1:{PORT}/ws/user/", open_timeout=10,
                 origin=f"http://127.0.0.1:{PORT}") as ws:
        ws.send(json.dumps({"type": "auth", "token": token}))
        json.loads(ws.recv(timeout=5))
        started = time.monotonic()
        status, _ = upload(live, project["id"], token, sql, merge_with_existing="false",
                           auto_layout="true")
        assert status == 202, (status, _)
        last, gap = time.monotonic(), 0.0
        while True:
            event = json.loads(ws.recv(timeout=120))
            now = time.monotonic()
            gap, last = max(gap, now - last), now
            if event["event"] in {"import.completed", "import.failed"}:
                break
    assert event["event"] == "import.completed", event
    return (time.monotonic() - started, event["data"]["tables_count"], peak_mib(worker_pid),
            gap)


if __name__ == "__main__":
    sys.exit(main())
