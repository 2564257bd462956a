"""The product's settings with PostgreSQL connections from a pool: the change to
web/settings/base.py that `tests.benchmarks.load --pool` measures before it is made there.

Django's ASGI handler runs each request's code in a thread of its own, and connections are per
thread: `CONN_MAX_AGE` keeps nothing between requests, so each one opened a connection (and
PostgreSQL started a backend for it), and the threads' connections lingered until collected
(60 to 100 per process under 50 clients: two processes ran out of PostgreSQL's 100). A pool
per process hands each request an open connection and bounds how many there are.
"""

import os

from web.settings.base import *  # noqa: F403
from web.settings.base import DATABASES

if DATABASES["default"]["ENGINE"] == "django.db.backends.postgresql":
    DATABASES["default"]["CONN_MAX_AGE"] = 0  # the pool keeps them instead
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": 2, "max_size": int(os.environ.get("DATABASE_POOL_SIZE", 20)), "timeout": 30}
