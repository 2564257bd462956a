"""Names of the scratch databases the suites make on the shared servers (PostgreSQL, MariaDB).

One per xdist worker, and one set per run: the run is named after the database of
TEST_DATABASE_URL (`relata` by default), so two runs on one server — CI's next to a developer's,
each given its own TEST_DATABASE_URL — never drop each other's databases mid-test.
"""

from __future__ import annotations

import os
import re
from urllib.parse import urlsplit

from tests.services import POSTGRES_URL


def run_name() -> str:
    name = urlsplit(POSTGRES_URL).path.lstrip("/") or "relata"
    return re.sub(r"[^a-z0-9_]", "_", name.lower())[:24]


def scratch_name(kind: str) -> str:
    """`kind` sets each suite's databases apart from the others' in the same worker."""
    return f"{run_name()}_{kind}_{os.environ.get('PYTEST_XDIST_WORKER', 'main')}"
