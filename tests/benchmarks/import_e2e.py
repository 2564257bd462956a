"""SQL import benchmark, end to end (issue: schemas in; issue 16 item 5): upload → worker →
streamed tables → saved document.

Starts the full stack (PostgreSQL, Redis, the web process, one Celery worker in a single process
so its peak memory is the import's), joins the diagram's socket as the editor does, uploads
generated files and prints, for each: seconds until the upload is answered, until the first
streamed tables reach the diagram's socket (what the canvas draws: the frame's arrival, not
the paint), until the document is saved (import.completed); the worker's CPU seconds for the
import, its peak memory (VmHWM), and the longest silence between progress events. Figures are
wall-clock on whatever else the machine runs: on a shared machine they are pessimistic, the
CPU seconds less so.

With --browser, each file is imported a second time by the designer page in Chromium
(tests/benchmarks/import_browser.mjs), which times on the page's clock the upload's answer, the
first streamed tables at the page's socket, the first frame the editor draws with them ("first
tables on the canvas"), the stream's end at the page's socket (the document stored) and the
first frame drawn with the stored document, which the page fetches after that end.

usage: python -m tests.benchmarks.import_e2e [--only LABEL-PART] [--no-layout] [--browser]
(needs PostgreSQL and Redis, as make test does; BENCH_PORT, BENCH_DATABASE, BENCH_REDIS_DB
choose the stack's port, database and Redis database; BENCH_PYSPY=/path/to/py-spy records the
worker's stacks to /tmp/worker.raw, in py-spy's raw (collapsed) format)
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
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
PORT = int(os.environ.get("BENCH_PORT", 8131))
DATABASE = os.environ.get("BENCH_DATABASE", "relata_bench")
REDIS_DB = os.environ.get("BENCH_REDIS_DB", "11")
FILES = [
    ("mysqldump 10 MB (300 tables + data)", ["--kind", "mysqldump", "--size-mb", "9.95"]),
    ("DDL 10 MB (5430 tables, ~8700 FKs)", ["--kind", "ddl", "--size-mb", "10", "--tables",
                                            "5430"]),
    ("DDL 1 MB", ["--kind", "ddl", "--size-mb", "1", "--tables", "500"]),
]
TICKS = os.sysconf("SC_CLK_TCK")


def memory_mib(pid: int, field: str = "VmHWM") -> float:
    """VmHWM: the process's peak resident memory so far; VmRSS: what it holds now."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def peak_mib(pid: int) -> float:
    return memory_mib(pid, "VmHWM")


def cpu_seconds(pid: int) -> float:
    """User and system time the process has used so far."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="", help="only the files whose label holds this")
    parser.add_argument("--no-layout", action="store_true", help="import without auto layout")
    parser.add_argument("--browser", action="store_true",
                        help="import each file once more from the designer page in Chromium")
    args = parser.parse_args()
    base = POSTGRES_URL.rsplit("/", 1)[0]
    with psycopg.connect(f"{base}/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{DATABASE}"')
    data = Path(tempfile.mkdtemp(prefix="relata-import-bench-"))
    queue = f"relata-bench-{PORT}"
    env = {**os.environ, "DATABASE_URL": f"{base}/{DATABASE}",
           "REDIS_URL": REDIS_URL.rsplit("/", 1)[0] + f"/{REDIS_DB}",
           "RELATA_DATA_DIR": str(data), "RELATA_CELERY_QUEUE": queue,
           "RELATA_DISABLE_RATE_LIMITS": "1", "LOG_LEVEL": "WARNING"}
    subprocess.run([BIN / "python", "manage.py", "migrate", "-v0"], cwd=ROOT, env=env, check=True)
    # Plan limits are not what is measured here.
    subprocess.run([BIN / "python", "manage.py", "shell", "-c",
                    "from web.billing.models import Package; Package.objects.update("
                    "max_tables_per_diagram=-1, max_imports_per_month=-1, max_diagrams=-1)"],
                   cwd=ROOT, env=env, check=True)
    web = subprocess.Popen([BIN / "python", "-m", "web.server", "-q", "-p", str(PORT)],
                           cwd=ROOT, env=env)
    worker = subprocess.Popen([BIN / "celery", "-A", "workers", "worker", "-Q", queue,
                               "--pool", "solo", "-l", "warning"], cwd=ROOT, env=env)
    http = f"http://127.0.0.1:{PORT}"
    try:
        wait_for_health(http, tries=100)
        login = sign_up(http)
        token = login["access"]
        time.sleep(2)
        idle = memory_mib(worker.pid, "VmRSS")
        if os.environ.get("BENCH_PYSPY"):
            # It writes its file and ends when the worker ends.
            subprocess.Popen([os.environ["BENCH_PYSPY"], "record", "-p", str(worker.pid),
                              "-r", "200", "-f", "raw", "-o", "/tmp/worker.raw"])
            time.sleep(1)
        print(f"idle worker: {idle:.0f} MiB")
        rows, browser_rows = [], []
        layout = "false" if args.no_layout else "true"
        for label, generator in FILES:
            if args.only not in label:
                continue
            sql = subprocess.run([sys.executable, "tests/benchmarks/sql_generator.py",
                                  *generator], cwd=ROOT, capture_output=True, check=True).stdout
            rows.append((label, len(sql) / 2**20,
                         *run_one(http, token, sql, worker.pid, layout)))
            if args.browser:
                time.sleep(8)  # the thumbnail the last import scheduled: not this one's CPU
                browser_rows.append((label, *run_in_browser(http, login, sql, worker.pid,
                                                            layout, rows[-1][6])))
        print(f"\nauto layout: {'no' if args.no_layout else 'yes'}; seconds from the upload")
        print(f"{'file':38} {'size':>6} {'answer':>6} {'first':>6} {'done':>6} {'cpu':>6} "
              f"{'tables':>6} {'peak MiB':>8} {'gap s':>5}")
        for label, size, answered, first, seconds, cpu, tables, peak, gap in rows:
            print(f"{label:38} {size:5.1f}M {answered:6.2f} {first:6.2f} {seconds:6.2f} "
                  f"{cpu:6.2f} {tables:6} {peak:8.0f} {gap:5.2f}"
                  f"   (+{peak - idle:.0f} MiB over the idle worker)")
        if browser_rows:
            print("\nin Chromium, on the page's clock; seconds from the upload")
            print(f"{'file':38} {'answer':>6} {'socket':>6} {'drawn':>6} {'end':>6} {'shown':>6} "
                  f"{'cpu':>6} {'peak MiB':>8}")
            for label, figures, cpu, peak in browser_rows:
                print(f"{label:38} " + " ".join(
                    f"{figures[key] / 1000:6.2f}" if figures.get(key) is not None else "     -"
                    for key in ("answeredMs", "socketFirstMs", "drawnFirstMs", "endAtSocketMs",
                                "completeMs"))
                    + f" {cpu:6.2f} {peak:8.0f}")
        # Each saved import schedules its card thumbnail in the same worker a few seconds later
        # (web.projects.thumbnails.DELAY_SECONDS): the worker's peak must hold with it too.
        time.sleep(12)
        print(f"worker peak after the thumbnails were drawn: {peak_mib(worker.pid):.0f} MiB")
        print(json.dumps([dict(zip(["file", "mib", "answered_s", "first_tables_s", "seconds",
                                    "worker_cpu_s", "tables", "peak_mib", "max_gap_s"],
                                   row, strict=True)) for row in rows]))
        if browser_rows:
            print(json.dumps([{"file": label, **figures, "worker_cpu_s": cpu, "peak_mib": peak}
                              for label, figures, cpu, peak in browser_rows]))
    finally:
        web.terminate()
        worker.terminate()
        web.wait(10)
        worker.wait(10)
    return 0


def sign_up(http: str) -> dict:
    name = f"bench{uuid.uuid4().hex[:8]}"

    def post(path, body, token=None):
        request = urllib.request.Request(f"{http}{path}", json.dumps(body).encode(),
                                         {"Content-Type": "application/json"})
        return json.loads(urllib.request.urlopen(request).read())

    post("/api/auth/register/", {"username": name, "email": f"{name}@example.com",
                                  "password": "correct-horse-battery-9"})
    return post("/api/auth/login/", {"username": name, "password": "correct-horse-battery-9"})


class Http:
    def __init__(self, base):
        self.base = base


def new_project(http: str, token: str) -> dict:
    request = urllib.request.Request(
        f"{http}/api/projects/", json.dumps({"name": "Bench"}).encode(),
        {"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    return json.loads(urllib.request.urlopen(request).read())


def run_in_browser(http: str, login: dict, sql: bytes, worker_pid: int, layout: str,
                   tables: int) -> tuple[dict, float, float]:
    """The page's figures, the worker's CPU seconds over the run and its peak memory."""
    project = new_project(http, login["access"])
    with tempfile.NamedTemporaryFile(suffix=".sql") as file:
        file.write(sql)
        file.flush()
        cpu = cpu_seconds(worker_pid)
        out = subprocess.run(
            ["node", "tests/benchmarks/import_browser.mjs", json.dumps({
                "base": http, "login": login, "project": project["id"], "file": file.name,
                "tables": tables, "autoLayout": layout == "true"})],
            cwd=ROOT, stdout=subprocess.PIPE, text=True, check=True).stdout
    figures = json.loads(out.strip().splitlines()[-1])
    assert "error" not in figures, figures
    return figures, cpu_seconds(worker_pid) - cpu, peak_mib(worker_pid)


def run_one(http: str, token: str, sql: bytes, worker_pid: int, layout: str):
    live = type("Live", (), {"http": Http(http)})()
    project = new_project(http, token)
    origin = f"http://127.0.0.1:{PORT}"
    first: list[float] = []
    diagram = connect(f"ws://127.0.0.1:{PORT}/ws/diagrams/{project['id']}/", open_timeout=10,
                      origin=origin, max_size=None)
    diagram.send(json.dumps({"type": "join_diagram", "diagramId": project["id"],
                             "token": token, "user": {"id": None, "name": "", "color": ""}}))
    json.loads(diagram.recv(timeout=10))
    # The diagram's socket is read on a thread of its own: its first streamed tables are
    # timed as they arrive, whatever the user socket is doing.
    watcher = threading.Thread(target=_first_tables, args=(diagram, first), daemon=True)
    watcher.start()
    with connect(f"ws://127.0.0.1:{PORT}/ws/user/", open_timeout=10, origin=origin) as ws:
        ws.send(json.dumps({"type": "auth", "token": token}))
        json.loads(ws.recv(timeout=5))
        cpu = cpu_seconds(worker_pid)
        started = time.monotonic()
        status, _ = upload(live, project["id"], token, sql, merge_with_existing="false",
                           auto_layout=layout)
        answered = time.monotonic() - started
        assert status == 202, (status, _)
        last, gap = time.monotonic(), 0.0
        stages: dict[str, float] = {}
        while True:
            event = json.loads(ws.recv(timeout=300))
            now = time.monotonic()
            gap, last = max(gap, now - last), now
            stages.setdefault((event.get("data") or {}).get("stage") or event["event"],
                              now - started)
            if event["event"] in {"import.completed", "import.failed"}:
                break
    done = time.monotonic() - started
    print("  stages from the upload: " + ", ".join(f"{stage} {at:.2f}"
                                                  for stage, at in stages.items()), flush=True)
    cpu = cpu_seconds(worker_pid) - cpu
    diagram.close()
    watcher.join(5)
    assert event["event"] == "import.completed", event
    return (answered, (first[0] - started) if first else float("nan"), done, cpu,
            event["data"]["tables_count"], peak_mib(worker_pid), gap)


def _first_tables(diagram, first: list[float]) -> None:
    try:
        while not first:
            if json.loads(diagram.recv(timeout=300)).get("type") == "import_tables":
                first.append(time.monotonic())
    except Exception:  # noqa: BLE001 — the socket closed: no streamed tables to time
        return


if __name__ == "__main__":
    sys.exit(main())
