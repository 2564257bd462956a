"""A live Relata for the integration suite: the web process and a Celery worker per queue
(interactive, background) as separate processes on a dedicated PostgreSQL database and Redis, as
the full stack runs in production. No mocks, no eager tasks, no pytest-django database: tests
talk HTTP and websocket to the server and read rows with psycopg.

The database (`relata_integration`, or TEST_INTEGRATION_DATABASE) is dropped and recreated at
the start of each run and left in place afterwards, so a failed run can be inspected.
"""

from __future__ import annotations

import json
import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
import pytest
import redis
from websockets.sync.client import ClientConnection, connect

from tests.services import in_ci, reachable
from workers.tasks.policy import INTERACTIVE, QUEUES

BASE_DIR = Path(__file__).resolve().parent.parent.parent
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")
SERVER_URL = os.environ.get("DATABASE_URL", "postgres://postgres@127.0.0.1:5432")
# Overridable so that two runs on one PostgreSQL (and, with TEST_REDIS_URL, one Redis) do not
# drop each other's database.
DATABASE_NAME = os.environ.get("TEST_INTEGRATION_DATABASE", "relata_integration")
START_TIMEOUT = 30
LOGS_KEY = pytest.StashKey[list[Path]]()


def database_url(name: str) -> str:
    parts = urlsplit(SERVER_URL)
    return urlunsplit(parts._replace(path=f"/{name}"))


def require(service: str, url: str) -> None:
    if reachable(url):
        return
    message = f"{service} is not reachable at {url}: the integration suite needs it."
    if in_ci():
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


def recreate_database(name: str) -> str:
    with psycopg.connect(database_url("postgres"), autocommit=True) as admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        admin.execute(f'CREATE DATABASE "{name}"')
    return database_url(name)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def tail(path: Path, lines: int = 80) -> str:
    return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])


class Http:
    """JSON over HTTP with the standard library; never through a proxy."""

    def __init__(self, base: str):
        self.base = base
        self.opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    def request(self, method: str, path: str, body=None, *, token: str | None = None,
                timeout: float = 10) -> tuple[int, dict | None]:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(f"{self.base}{path}", data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if token:
            request.add_header("Authorization", f"Bearer {token}")
        try:
            with self.opener.open(request, timeout=timeout) as response:
                status, raw = response.status, response.read()
        except urllib.error.HTTPError as error:
            status, raw = error.code, error.read()
        return status, json.loads(raw) if raw else None

    def get(self, path, **kwargs):
        return self.request("GET", path, **kwargs)

    def post(self, path, body=None, **kwargs):
        return self.request("POST", path, body, **kwargs)

    def patch(self, path, body=None, **kwargs):
        return self.request("PATCH", path, body, **kwargs)

    def delete(self, path, **kwargs):
        return self.request("DELETE", path, **kwargs)


@dataclass
class LiveServer:
    host: str
    port: int
    database_url: str
    media_root: Path
    http: Http = field(init=False)
    processes: Processes | None = None
    pid: int = 0  # of the web process, to watch its memory

    def __post_init__(self):
        self.http = Http(f"http://{self.host}:{self.port}")

    @contextmanager
    def websocket(self, path: str = "/ws/user/") -> Iterator[ClientConnection]:
        origin = f"http://{self.host}:{self.port}"
        with connect(f"ws://{self.host}:{self.port}{path}", origin=origin, proxy=None,
                     open_timeout=10) as ws:
            yield ws

    def fetch_one(self, sql: str, *params):
        with psycopg.connect(self.database_url) as conn:
            return conn.execute(sql, params).fetchone()

    @property
    def ws_base(self) -> str:
        return f"ws://{self.host}:{self.port}"

    @property
    def origin(self) -> str:
        return f"http://{self.host}:{self.port}"

    def another_process(self) -> LiveServer:
        """A second web process on the same database and Redis: another process behind the same
        product, as a balancer would spread clients over several."""
        other = LiveServer(self.host, free_port(), self.database_url, self.media_root,
                           processes=self.processes)
        web = self.processes.start(f"web-{other.port}", "-m", "web.server", "-q", "-b",
                                   other.host, "-p", str(other.port))
        wait_until(lambda: health_answers(other.http), what="the second web process",
                   processes=[web])
        return other


class Processes:
    def __init__(self, env: dict[str, str], log_dir: Path, logs: list[Path]):
        self.env, self.log_dir, self.logs = env, log_dir, logs
        self.running: list[subprocess.Popen] = []

    def start(self, name: str, *args: str) -> tuple[subprocess.Popen, Path]:
        log = self.log_dir / f"{name}.log"
        self.logs.append(log)
        with log.open("wb") as out:
            process = subprocess.Popen(
                [sys.executable, *args], cwd=BASE_DIR, env=self.env, stdout=out,
                stderr=subprocess.STDOUT,
            )
        self.running.append(process)
        return process, log

    def run(self, name: str, *args: str) -> None:
        process, log = self.start(name, *args)
        if process.wait(timeout=120) != 0:
            pytest.fail(f"{' '.join(args)} failed:\n{tail(log)}", pytrace=False)

    def stop(self) -> None:
        for process in self.running:
            if process.poll() is None:
                process.terminate()
        for process in self.running:
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait(timeout=5)


def start_worker(processes: Processes, queue: str) -> tuple[subprocess.Popen, Path]:
    """One worker per queue, as in production (Procfile), one pool process each. The
    interactive one keeps the node name `integration@` that test_import_sql finds its pool
    process by; the background one also knows the tasks of tests/integration/held.py."""
    interactive = queue == INTERACTIVE
    return processes.start(
        f"worker-{queue}", "-m", "celery", "-A", "workers", "worker", "-Q", queue,
        "--concurrency", "1", "-l", "info",
        "-n", "integration@%h" if interactive else f"integration-{queue}@%h",
        *([] if interactive else ["--include", "tests.integration.held"]),
        "--without-gossip", "--without-mingle", "--without-heartbeat",
    )


def worker_log(config: pytest.Config, queue: str) -> Path:
    """The log of the worker consuming `queue` (Celery logs each task received and finished)."""
    return next(log for log in config.stash[LOGS_KEY] if log.name == f"worker-{queue}.log")


def wait_until(check, *, what: str, processes: list[tuple[subprocess.Popen, Path]]) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    while time.monotonic() < deadline:
        for process, log in processes:
            if process.poll() is not None:
                pytest.fail(f"{log.stem} exited with {process.returncode}:\n{tail(log)}",
                            pytrace=False)
        if check():
            return
        time.sleep(0.2)
    logs = "\n\n".join(f"--- {log.name}\n{tail(log)}" for _, log in processes)
    pytest.fail(f"{what} not ready after {START_TIMEOUT}s:\n{logs}", pytrace=False)


def health_answers(http: Http) -> bool:
    try:
        return http.get("/api/health/", timeout=2)[0] == 200
    except OSError:
        return False


@pytest.fixture(scope="session")
def live(request, tmp_path_factory) -> Iterator[LiveServer]:
    if os.environ.get("PYTEST_XDIST_WORKER"):
        # Each xdist worker would recreate the same database and flush the same Redis.
        pytest.fail("Run the integration suite without -n (it starts its own servers).",
                    pytrace=False)
    require("Redis", REDIS_URL)
    require("PostgreSQL", SERVER_URL)
    root = tmp_path_factory.mktemp("integration")
    db_url = recreate_database(DATABASE_NAME)
    redis.Redis.from_url(REDIS_URL).flushdb()

    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DJANGO_", "RELATA_", "CELERY_"))}
    env.update(
        DJANGO_SETTINGS_MODULE="web.settings.base",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        DATABASE_URL=db_url,
        REDIS_URL=REDIS_URL,
        RELATA_DATA_DIR=str(root / "data"),
        RELATA_MEDIA_ROOT=str(root / "media"),
        PYTHONUNBUFFERED="1",
        # The suite signs up a few dozen people from one address; the limits have their own
        # tests in the backend suite.
        RELATA_DISABLE_RATE_LIMITS="1",
    )
    logs = request.config.stash.setdefault(LOGS_KEY, [])
    processes = Processes(env, root, logs)
    try:
        processes.run("migrate", "manage.py", "migrate", "--noinput")
        server = LiveServer("127.0.0.1", free_port(), db_url, root / "media", processes=processes)
        web = processes.start("web", "-m", "web.server", "-q", "-b", server.host, "-p",
                              str(server.port))
        workers = [start_worker(processes, queue) for queue in QUEUES]
        wait_until(lambda: health_answers(server.http), what="the web process",
                   processes=[web, *workers])
        server.pid = web[0].pid
        wait_until(lambda: all(" ready." in log.read_text(errors="replace")
                               for _, log in workers),
                   what="the Celery workers", processes=[web, *workers])
        yield server
    finally:
        processes.stop()


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    logs = config.stash.get(LOGS_KEY, [])
    if exitstatus == 0 or not logs:
        return
    for log in logs:
        if log.exists():
            terminalreporter.write_sep("-", f"integration {log.name}")
            terminalreporter.write_line(tail(log, 200))
