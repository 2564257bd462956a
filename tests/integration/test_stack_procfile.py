"""`make stack`'s processes for real: honcho starts every line of the Procfile (the commands
compose.yaml's services run too, tests/unit/stack) on PostgreSQL and Redis, and the product
answers ready, both workers and beat start, and Flower answers."""

from __future__ import annotations

import os
import secrets
import signal
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest

from tests.integration.conftest import (
    BASE_DIR,
    REDIS_URL,
    SERVER_URL,
    Http,
    free_port,
    recreate_database,
    require,
    tail,
)

pytestmark = pytest.mark.integration

# Its own Redis database: beat sends tasks as soon as it starts, which must not reach the queues
# of the suite's `live` stack.
STACK_REDIS_URL = urlunsplit(urlsplit(REDIS_URL)._replace(path="/14"))
STACK_DATABASE = os.environ.get("TEST_INTEGRATION_DATABASE", "relata_integration") + "_procfile"
TIMEOUT_SECONDS = 60


def answers(url: str) -> bool:
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(url, timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


def test_the_procfile_under_honcho_runs_the_whole_stack(tmp_path):
    require("Redis", REDIS_URL)
    require("PostgreSQL", SERVER_URL)
    port, flower_port = free_port(), free_port()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("DJANGO_", "RELATA_", "CELERY_", "FLOWER_"))}
    env.update(
        DJANGO_SETTINGS_MODULE="web.settings.base",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        DATABASE_URL=recreate_database(STACK_DATABASE),
        REDIS_URL=STACK_REDIS_URL,
        RELATA_DATA_DIR=str(tmp_path / "data"),
        RELATA_MEDIA_ROOT=str(tmp_path / "media"),
        PORT=str(port),
        FLOWER_PORT=str(flower_port),
        INTERACTIVE_CONCURRENCY="1",
        BACKGROUND_CONCURRENCY="1",
        PYTHONUNBUFFERED="1",
    )
    # What `make stack` runs before honcho.
    subprocess.run([sys.executable, "manage.py", "migrate", "--noinput"], cwd=BASE_DIR, env=env,
                   check=True, capture_output=True, timeout=120)
    log = tmp_path / "honcho.log"
    honcho = Path(sys.executable).with_name("honcho")
    with log.open("wb") as out:
        # `make stack`'s command; -e names an empty file so no local .env changes the run.
        (tmp_path / "empty.env").touch()
        stack = subprocess.Popen(
            [str(honcho), "-e", str(tmp_path / "empty.env"), "start", "-f", "Procfile"],
            cwd=BASE_DIR, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
    http = Http(f"http://127.0.0.1:{port}")
    def said(process: str, text: str) -> bool:
        # honcho prefixes each line with its process: `12:00:00 interactive.1 | …`.
        return any(line.split("|")[0].strip().endswith(f" {process}.1") and text in line
                   for line in log.read_text(errors="replace").splitlines())

    started = {
        "web ready": lambda: http.get("/api/health/ready/", timeout=2)[0] == 200,
        "interactive worker": lambda: said("interactive", " ready."),
        "background worker": lambda: said("background", " ready."),
        "beat": lambda: said("beat", "beat: Starting"),
        "flower": lambda: answers(f"http://127.0.0.1:{flower_port}/healthcheck"),
    }
    try:
        waiting = dict(started)
        deadline = time.monotonic() + TIMEOUT_SECONDS
        while waiting and time.monotonic() < deadline:
            assert stack.poll() is None, f"honcho exited:\n{tail(log)}"
            for name, check in list(waiting.items()):
                try:
                    if check():
                        del waiting[name]
                except OSError:
                    pass
            time.sleep(0.5)
        assert not waiting, f"not started after {TIMEOUT_SECONDS}s: {sorted(waiting)}\n{tail(log)}"
    finally:
        if stack.poll() is None:
            os.killpg(stack.pid, signal.SIGTERM)
        try:
            stack.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(stack.pid, signal.SIGKILL)
            stack.wait(timeout=5)
