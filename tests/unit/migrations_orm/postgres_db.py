"""The PostgreSQL side of the Laravel migration checks: one scratch database per pytest-xdist
worker, its catalog (tables, columns with type and NOT NULL, indexes, constraints), and rows made
up from the catalog alone, as sqlite_db.py does for Django. Under CI a missing server is an
error; elsewhere the tests skip with a message."""

from __future__ import annotations

import os
from decimal import Decimal
from urllib.parse import urlparse

import pytest

from tests import scratch
from tests.services import POSTGRES_URL, in_ci, reachable

COLUMNS = """SELECT table_name, column_name, data_type, character_maximum_length, numeric_precision,
    numeric_scale, is_nullable FROM information_schema.columns WHERE table_schema = 'public'"""
INDEXES = """SELECT t.relname, i.relname, x.indisunique, x.indisprimary, am.amname,
    ARRAY(SELECT a.attname FROM unnest(x.indkey) WITH ORDINALITY AS k(attnum, n)
          JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum ORDER BY k.n)
    FROM pg_index x JOIN pg_class t ON t.oid = x.indrelid JOIN pg_class i ON i.oid = x.indexrelid
    JOIN pg_am am ON am.oid = i.relam JOIN pg_namespace s ON s.oid = t.relnamespace
    WHERE s.nspname = 'public'"""
REFERENCES = """SELECT t.relname, a.attname, r.attname FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid JOIN pg_namespace s ON s.oid = t.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = c.confkey[1]
    WHERE s.nspname = 'public' AND c.contype = 'f'"""
CONSTRAINTS = """SELECT t.relname, c.conname, c.contype, pg_get_constraintdef(c.oid)
    FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_namespace s ON s.oid = t.relnamespace WHERE s.nspname = 'public' AND c.contype <> 'p'"""


class Scratch:
    def __init__(self):
        url = urlparse(os.environ.get("DATABASE_URL", "") or POSTGRES_URL)
        if not url.scheme.startswith("postgres"):
            url = urlparse(POSTGRES_URL)
        if not reachable(url.geturl()):
            message = f"PostgreSQL is not reachable at {url.geturl()}: start it or set DATABASE_URL"
            if in_ci():
                pytest.fail(f"CI needs {message}")
            pytest.skip(message)
        import psycopg

        self.name = scratch.scratch_name("ormmig")
        self.server = url._replace(scheme="postgresql", path="/postgres").geturl()
        with psycopg.connect(self.server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')
            admin.execute(f'CREATE DATABASE "{self.name}"')
        self.db = psycopg.connect(url._replace(scheme="postgresql", path=f"/{self.name}").geturl(),
                                  autocommit=True)
        self.env = {"PGHOST": url.hostname or "127.0.0.1", "PGPORT": str(url.port or 5432),
                    "PGUSER": url.username or "postgres", "PGPASSWORD": url.password or ""}

    def reset(self):
        self.db.execute("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;")

    def catalog(self) -> dict:
        """Names the database makes up itself (`{table}_pkey`, kept by a renamed table) are left
        out; every other index and constraint has the name the migrations give it."""
        tables: dict = {}
        for table, column, *shape, nullable in self.db.execute(COLUMNS):
            tables.setdefault(table, {"columns": {}, "indexes": set(), "constraints": set()})
            tables[table]["columns"][column] = (*shape, nullable == "YES")
        for table, name, unique, primary, method, columns in self.db.execute(INDEXES):
            tables[table]["indexes"].add(("PRIMARY" if primary else name, unique, method,
                                          tuple(columns)))
        for table, name, kind, definition in self.db.execute(CONSTRAINTS):
            # Check constraints (enums) are named by PostgreSQL after table and column.
            tables[table]["constraints"].add((None if kind == "c" else name, definition))
        return tables

    def fill(self) -> None:
        """Three rows a table, the second with NULL in every nullable column; as sqlite_db.fill,
        a foreign key's value in row n is the referenced column's in row n."""
        refs = {(table, column): ref for table, column, ref in self.db.execute(REFERENCES)}
        columns: dict = {}
        for table, column, data_type, length, _precision, _scale, nullable in self.db.execute(
                COLUMNS + " ORDER BY table_name, ordinal_position"):
            label = refs.get((table, column), column)
            columns.setdefault(table, []).append((column, data_type, nullable == "YES", label,
                                                  length))
        self.db.execute("SET session_replication_role = replica")  # keys checked by values
        for table, shape in columns.items():
            names = ", ".join(f'"{c[0]}"' for c in shape)
            marks = ", ".join(["%s"] * len(shape))
            for row in (1, 2, 3):
                values = [None if row == 2 and nullable else _value(data_type, row, label, length)
                          for _, data_type, nullable, label, length in shape]
                self.db.execute(f'INSERT INTO "{table}" ({names}) VALUES ({marks})', values)
        self.db.execute("SET session_replication_role = DEFAULT")

    def empty(self) -> None:
        tables = [f'"{t}"' for (t,) in self.db.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
        if tables:
            self.db.execute(f"TRUNCATE {', '.join(tables)} CASCADE")

    def rows(self, table: str) -> list[dict]:
        cursor = self.db.execute(f'SELECT * FROM "{table}" ORDER BY 1')
        names = [d.name for d in cursor.description]
        return [{n: float(v) if isinstance(v, Decimal) else v for n, v in zip(names, row,
                                                                              strict=True)}
                for row in cursor.fetchall()]

    def close(self):
        self.db.close()
        import psycopg

        with psycopg.connect(self.server, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{self.name}" WITH (FORCE)')


def _value(data_type: str, row: int, label: str, length: int | None):
    if data_type in ("integer", "bigint", "smallint"):
        return row
    if data_type == "numeric":
        return Decimal(f"{row}.5")
    if data_type in ("double precision", "real"):
        return row + 0.25
    if data_type == "boolean":
        return row % 2 == 1
    if data_type == "date":
        return f"2024-01-0{row}"
    if data_type.startswith("timestamp"):
        return f"2024-01-0{row} 10:00:00"
    if data_type.startswith("time"):
        return "10:00:00"
    if data_type in ("json", "jsonb"):
        return f'{{"n": {row}}}'
    if data_type == "uuid":
        return f"00000000-0000-0000-0000-{row:012}"
    if data_type == "bytea":
        return bytes([row])
    return f"{row}-{label}"[:length]
