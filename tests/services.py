"""Finds the PostgreSQL and Redis the test suites use.

`python -m tests.services env` prints shell exports for the test command. Under CI (`CI=true`)
a missing service is an error: the suites that need it must fail, not skip. Elsewhere the backend
suite falls back to SQLite and the Redis suites skip, each with a clear message.
"""

from __future__ import annotations

import os
import socket
import sys
from urllib.parse import urlparse

POSTGRES_URL = os.environ.get("TEST_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/relata")
REDIS_URL = os.environ.get("TEST_REDIS_URL", "redis://127.0.0.1:6379/15")


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in {"1", "true", "yes"}


def reachable(url: str, timeout: float = 1.0) -> bool:
    parsed = urlparse(url)
    try:
        with socket.create_connection((parsed.hostname, parsed.port), timeout=timeout):
            return True
    except OSError:
        return False


def main() -> int:
    if sys.argv[1:] != ["env"]:
        print("usage: python -m tests.services env", file=sys.stderr)
        return 2
    missing = []
    if reachable(POSTGRES_URL):
        print(f"export DATABASE_URL={POSTGRES_URL}")
    else:
        missing.append(f"PostgreSQL ({POSTGRES_URL})")
    if reachable(REDIS_URL):
        print(f"export TEST_REDIS_URL={REDIS_URL}")
    else:
        missing.append(f"Redis ({REDIS_URL})")
    for service in missing:
        print(f"{'ERROR' if in_ci() else 'note'}: {service} is not reachable", file=sys.stderr)
    if missing and in_ci():
        print("CI needs PostgreSQL and Redis: start them (see README) and retry.", file=sys.stderr)
        return 1
    if missing:
        print("Outside CI: the backend suite uses SQLite, the Redis suites are skipped.",
              file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
