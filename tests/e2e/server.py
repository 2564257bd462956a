"""Starts the real product for the browser tests and keeps it running until killed.

With PostgreSQL and Redis (always in CI) it is the full stack: a fresh `relata_e2e` database,
the web process, and a real Celery worker on Redis. Without them, the embedded mode on a
temporary SQLite.
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlparse, urlunparse

ROOT = Path(__file__).resolve().parents[2]
VENV_BIN = ROOT / ".venv" / "bin"
PORT = os.environ.get("E2E_PORT", "8123")
MAIL_DIR = Path(__file__).resolve().parent / ".mail"


def fresh_postgres(url: str, name: str) -> str:
    import psycopg

    parsed = urlparse(url)
    admin = urlunparse(parsed._replace(path="/postgres"))
    with psycopg.connect(admin, autocommit=True) as conn:
        conn.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = %s", [name]
        )
        conn.execute(f'DROP DATABASE IF EXISTS "{name}"')
        conn.execute(f'CREATE DATABASE "{name}"')
    return urlunparse(parsed._replace(path=f"/{name}"))


def main() -> int:
    data_dir = Path(tempfile.mkdtemp(prefix="relata-e2e-"))
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "web.settings.base",
        "RELATA_DATA_DIR": str(data_dir),
        "RELATA_DISABLE_RATE_LIMITS": "1",
        "RELATA_SITE_URL": f"http://localhost:{PORT}",
        "PYTHONUNBUFFERED": "1",
        "LOG_LEVEL": "WARNING",
        # Mails land as files the tests read (password reset links).
        "EMAIL_BACKEND": "django.core.mail.backends.filebased.EmailBackend",
        "EMAIL_FILE_PATH": str(MAIL_DIR),
    }
    shutil.rmtree(MAIL_DIR, ignore_errors=True)
    MAIL_DIR.mkdir(parents=True)
    env.pop("REDIS_URL", None)
    database_url = os.environ.get("DATABASE_URL")
    if database_url:
        name = os.environ.get("E2E_DATABASE", "relata_e2e")
        env["DATABASE_URL"] = fresh_postgres(database_url, name)
    else:
        env["DATABASE_URL"] = f"sqlite:///{data_dir / 'e2e.sqlite3'}"
    redis_url = os.environ.get("TEST_REDIS_URL")
    if redis_url:
        env["REDIS_URL"] = redis_url.rsplit("/", 1)[0] + "/" + os.environ.get("E2E_REDIS_DB", "14")
        subprocess.run([VENV_BIN / "python", "-c",
                        "import redis,sys; redis.Redis.from_url(sys.argv[1]).flushdb()",
                        env["REDIS_URL"]], check=True)
        env["RELATA_CELERY_QUEUE"] = f"relata-e2e-{PORT}"
    print(f"e2e server: {env['DATABASE_URL']}, redis={env.get('REDIS_URL', 'none')}", flush=True)

    subprocess.run([VENV_BIN / "python", "manage.py", "migrate", "--noinput", "-v0"],
                   cwd=ROOT, env=env, check=True)
    children = [subprocess.Popen(
        [VENV_BIN / "python", "-m", "web.server", "-q", "-b", "127.0.0.1", "-p", PORT],
        cwd=ROOT, env=env,
    )]
    if redis_url:
        children.append(subprocess.Popen(
            [VENV_BIN / "celery", "-A", "workers", "worker", "-Q", env["RELATA_CELERY_QUEUE"],
             "--concurrency", "1", "-l", "warning"],
            cwd=ROOT, env=env,
        ))

    def stop(*_):
        for child in children:
            child.terminate()
        for child in children:
            try:
                child.wait(timeout=10)
            except subprocess.TimeoutExpired:
                child.kill()
        sys.exit(0)

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    while True:
        for child in children:
            if child.poll() is not None:
                print(f"e2e server: {child.args[0]} exited with {child.returncode}", flush=True)
                stop()
        time.sleep(1)


if __name__ == "__main__":
    sys.exit(main())
