"""The three engines the SQL migrations run on: a real PostgreSQL and a real MariaDB (one scratch
database per pytest-xdist worker, emptied before each build) and SQLite in memory. Each runs a
script, inserts and reads rows, and reads its catalog (catalogs.py). Under CI a missing server is
an error; elsewhere its tests skip with a message."""

from __future__ import annotations

import os
import sqlite3
from decimal import Decimal
from urllib.parse import urlparse

import pytest

from tests import scratch
from tests.services import POSTGRES_URL, in_ci, reachable

from . import catalogs

MYSQL_URL = os.environ.get("TEST_MYSQL_URL", "mysql://root@127.0.0.1:3306")


def unavailable(what: str, url: str, hint: str):
    message = f"{what} is not reachable at {url}: {hint}"
    if in_ci():
        pytest.fail(f"{message} (CI=true: the SQL migration checks need it)")
    pytest.skip(message)


def scratch_name() -> str:
    return scratch.scratch_name("sqlmig")


def plain(value):
    """Values compared across engines: decimals as floats."""
    return float(value) if isinstance(value, Decimal) else value


class Engine:
    name = ""
    dialect = ""

    def reset(self): ...
    def run(self, script: str): ...
    def catalog(self) -> dict: ...
    def insert(self, table: str, row: dict): ...
    def select(self, table: str, columns: list[str]) -> list[tuple]: ...
    def close(self): ...


class Postgres(Engine):
    name = dialect = "postgres"

    def __init__(self):
        url = os.environ.get("DATABASE_URL", "")
        base = urlparse(url if url.startswith("postgres") else POSTGRES_URL)
        if not reachable(base.geturl()):
            unavailable("PostgreSQL", base.geturl(), "start it, or set DATABASE_URL")
        import psycopg

        server = base._replace(scheme="postgresql", path="/postgres").geturl()
        self.database = scratch_name()
        with psycopg.connect(server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)')
            admin.execute(f'CREATE DATABASE "{self.database}"')
        self.server = server
        scratch = base._replace(scheme="postgresql", path=f"/{self.database}").geturl()
        self.db = psycopg.connect(scratch, autocommit=True)

    def reset(self):
        if self.db.info.transaction_status != 0:
            self.db.execute("ROLLBACK")
        self.db.execute("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;")

    def run(self, script: str):
        self.db.execute(script)

    def catalog(self) -> dict:
        return catalogs.postgres(self.db)

    def insert(self, table, row):
        names = ", ".join(f'"{c}"' for c in row)
        marks = ", ".join(["%s"] * len(row))
        self.db.execute(f'INSERT INTO "{table}" ({names}) VALUES ({marks})', list(row.values()))

    def select(self, table, columns):
        names = ", ".join(f'"{c}"' for c in columns)
        rows = self.db.execute(f'SELECT {names} FROM "{table}" ORDER BY 1').fetchall()
        return [tuple(plain(v) for v in row) for row in rows]

    def close(self):
        self.db.close()
        import psycopg

        with psycopg.connect(self.server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{self.database}" WITH (FORCE)')


class MariaDB(Engine):
    name, dialect = "mariadb", "mysql"

    def __init__(self):
        url = urlparse(MYSQL_URL)
        if not reachable(MYSQL_URL):
            unavailable("MariaDB", MYSQL_URL, "start it (start-stop-daemon --start --oknodo "
                        "--background --exec /usr/sbin/mariadbd) or set TEST_MYSQL_URL")
        import pymysql
        from pymysql.constants import CLIENT

        self.database = scratch_name()
        self.db = pymysql.connect(host=url.hostname, port=url.port or 3306,
                                  user=url.username or "root", password=url.password or "",
                                  autocommit=True, charset="utf8mb4",
                                  client_flag=CLIENT.MULTI_STATEMENTS)

    def execute(self, sql: str, params=None):
        with self.db.cursor() as cursor:
            cursor.execute(sql, params)
            rows = list(cursor.fetchall())
            # Every statement of a multi-statement script reports here, errors included.
            while cursor.nextset():
                pass
            return rows

    def reset(self):
        name = f"`{self.database}`"
        self.execute(f"DROP DATABASE IF EXISTS {name}; CREATE DATABASE {name} CHARACTER SET "
                     f"utf8mb4 COLLATE utf8mb4_unicode_ci; USE {name};")

    def run(self, script: str):
        self.execute(script)

    def catalog(self) -> dict:
        return catalogs.mariadb(self.execute, self.database)

    def insert(self, table, row):
        names = ", ".join(f"`{c}`" for c in row)
        marks = ", ".join(["%s"] * len(row))
        self.execute(f"INSERT INTO `{table}` ({names}) VALUES ({marks})", list(row.values()))

    def select(self, table, columns):
        names = ", ".join(f"`{c}`" for c in columns)
        rows = self.execute(f"SELECT {names} FROM `{table}` ORDER BY 1")
        return [tuple(plain(v) for v in row) for row in rows]

    def close(self):
        self.execute(f"DROP DATABASE IF EXISTS `{self.database}`")
        self.db.close()


class SQLite(Engine):
    name = dialect = "sqlite"

    def __init__(self):
        self.db: sqlite3.Connection | None = None

    def reset(self):
        if self.db is not None:
            self.db.close()
        self.db = sqlite3.connect(":memory:", isolation_level=None)

    def run(self, script: str):
        self.db.executescript(script)

    def catalog(self) -> dict:
        return catalogs.sqlite(self.db)

    def insert(self, table, row):
        names = ", ".join(f'"{c}"' for c in row)
        marks = ", ".join(["?"] * len(row))
        self.db.execute(f'INSERT INTO "{table}" ({names}) VALUES ({marks})', list(row.values()))

    def select(self, table, columns):
        names = ", ".join(f'"{c}"' for c in columns)
        return [tuple(plain(v) for v in row)
                for row in self.db.execute(f'SELECT {names} FROM "{table}" ORDER BY 1')]

    def foreign_key_violations(self) -> list:
        return self.db.execute("PRAGMA foreign_key_check").fetchall()

    def close(self):
        if self.db is not None:
            self.db.close()


ENGINES = {"postgres": Postgres, "mariadb": MariaDB, "sqlite": SQLite}
