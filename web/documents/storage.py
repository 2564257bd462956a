"""Writing and reading a diagram's document without holding extra copies of it.

A document of 5000 tables is ~25 MB of JSON and ~80 MB of Python objects. Django's JSONField
goes through the standard json module, which builds millions of small strings before joining
them, and a query parameter of that size is copied again by the driver. So documents are
serialised with orjson one list item at a time and, on PostgreSQL, streamed to the server with
COPY as they are serialised: the whole JSON text never exists in the worker.
"""

from __future__ import annotations

from collections.abc import Iterator

import orjson
from django.db import connection, transaction
from django.utils import timezone

from web.projects.models import Project

# Per session, emptied at each commit; a COPY cannot target an UPDATE, so the document lands here.
_STAGING = "relata_document_staging"


def json_chunks(document: dict, *, release: bool = False) -> Iterator[bytes]:
    """The document's JSON in pieces of about one table each. With `release`, each list item is
    dropped from the document once written, so memory falls as the output grows."""
    yield b"{"
    for n, (key, value) in enumerate(document.items()):
        yield (b"," if n else b"") + orjson.dumps(key) + b":"
        if not isinstance(value, list):
            yield orjson.dumps(value)
            continue
        yield b"["
        for i in range(len(value)):
            yield (b"," if i else b"") + orjson.dumps(value[i])
            if release:
                value[i] = None
        yield b"]"
    yield b"}"


def write_snapshot(project_id: int, document: dict, *, revision: int, head: bool = False,
                   release: bool = False) -> bool:
    """Store `document` as the project's snapshot at `revision`; with `head`, `revision` becomes
    the project's revision too (a replacement: the caller holds the row lock). A snapshot older
    than the stored one is not written (False).

    With `release` the caller gives the document up: it is emptied while written."""
    chunks = json_chunks(document, release=release)
    table = Project._meta.db_table
    assignments = "schema = {value}, schema_revision = %s"
    params: list = [revision]
    if head:
        assignments += ", revision = %s, updated_at = %s"
        params += [revision, timezone.now()]
    # Atomic because the staged row is emptied at commit: it must live until the UPDATE.
    with transaction.atomic(), connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            _stream_to_staging(cursor, chunks)
            value_sql, value_params = f"(SELECT doc FROM {_STAGING})", []
        else:
            value_sql, value_params = "%s", [b"".join(chunks).decode()]
        cursor.execute(
            f"UPDATE {table} SET {assignments.format(value=value_sql)} "
            f"WHERE id = %s AND schema_revision < %s",
            [*value_params, *params, project_id, revision],
        )
        written = cursor.rowcount == 1
        if connection.vendor == "postgresql":
            # The setting exists from PostgreSQL 14 only, like lz4 in it.
            reset = "; SET LOCAL default_toast_compression = DEFAULT" if _lz4(cursor) else ""
            cursor.execute(f"DELETE FROM {_STAGING}{reset}")
    return written


# The staged value is compressed (TOAST) as it is stored, and the UPDATE then copies it as it
# is. On a 5 MB document lz4 took the server's COPY from ~140 ms (pglz, the default) to ~95 ms,
# and stores 290 KB instead of 620 KB; reads decompress either transparently. Only where the
# server was built with lz4.
_LZ4_SQL = ("SELECT 'lz4' = ANY(enumvals) FROM pg_settings "
            "WHERE name = 'default_toast_compression'")
_has_lz4: dict[str, bool] = {}
# Pieces are gathered up to this size before each COPY write: a write per table or relation
# (2500 for 1000 tables) spent ~20 ms in psycopg's calls; the size bounds the extra bytes held.
_COPY_BUFFER = 256 * 1024


def _lz4(cursor) -> bool:
    alias = connection.alias
    if alias not in _has_lz4:
        cursor.execute(_LZ4_SQL)
        row = cursor.fetchone()
        _has_lz4[alias] = bool(row and row[0])
    return _has_lz4[alias]


def _stream_to_staging(cursor, chunks: Iterator[bytes]) -> None:
    # One round trip for the three statements (no parameters: the simple query protocol).
    # SET LOCAL ends with the transaction; write_snapshot puts it back after the COPY anyway.
    compression = "SET LOCAL default_toast_compression = lz4;" if _lz4(cursor) else ""
    cursor.execute(f"CREATE TEMP TABLE IF NOT EXISTS {_STAGING} (doc jsonb) "
                   f"ON COMMIT DELETE ROWS; DELETE FROM {_STAGING}; {compression}")
    # COPY's text format: orjson never writes raw tabs or newlines (they are escaped inside
    # strings), so doubling backslashes is the only escaping the row needs.
    with cursor.cursor.copy(f"COPY {_STAGING} (doc) FROM STDIN") as copy:
        pending: list[bytes] = []
        size = 0
        for chunk in chunks:
            pending.append(chunk)
            size += len(chunk)
            if size >= _COPY_BUFFER:
                copy.write(b"".join(pending).replace(b"\\", b"\\\\"))
                pending, size = [], 0
        copy.write(b"".join(pending).replace(b"\\", b"\\\\"))


def load_snapshot(project_id: int) -> tuple[dict, int, int] | None:
    """The project's stored document, the revision it is a snapshot of and the project's
    revision, read with orjson (several times faster and leaner than the json module behind
    JSONField for large documents); None when the project does not exist."""
    column = "schema::text" if connection.vendor == "postgresql" else "schema"
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {column}, schema_revision, revision FROM "
                       f"{Project._meta.db_table} WHERE id = %s", [project_id])
        row = cursor.fetchone()
    return None if row is None else (orjson.loads(row[0]), row[1], row[2])



def snapshot_text(project_id: int, revision: int) -> bytes | None:
    """The stored document's JSON as the database writes it out, when the stored snapshot is of
    `revision`; None otherwise. Not parsed: a 10 000-table document (72 MB) takes 0.6 s to parse
    and 0.1 s to write out again, against tens of milliseconds to hand on as it is."""
    # As bytes where the database can give them (SQLite): decoding 72 MB then encoding it again
    # took 0.1 s.
    column = "schema::text" if connection.vendor == "postgresql" else "CAST(schema AS BLOB)"
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {column} FROM {Project._meta.db_table} "
                       f"WHERE id = %s AND schema_revision = %s", [project_id, revision])
        row = cursor.fetchone()
    if row is None:
        return None
    return row[0].encode() if isinstance(row[0], str) else bytes(row[0])

# What a card thumbnail needs of each table and relation, extracted by the database so a
# worker never holds a large document to draw 480 × 270 pixels.
_OUTLINE_SQL = {
    "postgresql": (
        """SELECT t->>'id', (t->>'x')::float8, (t->>'y')::float8, (t->>'width')::float8,
                  (t->>'height')::float8, (t->>'isCollapsed')::boolean, t->>'color',
                  CASE jsonb_typeof(t->'attributes') WHEN 'array'
                       THEN jsonb_array_length(t->'attributes') ELSE 0 END
           FROM {table} p CROSS JOIN LATERAL jsonb_array_elements(
                CASE jsonb_typeof(p.schema->'tables') WHEN 'array' THEN p.schema->'tables'
                     ELSE '[]'::jsonb END) t
           WHERE p.id = %s AND p.schema_revision = %s""",
        """SELECT r->>'fromTableId', r->>'toTableId'
           FROM {table} p CROSS JOIN LATERAL jsonb_array_elements(
                CASE jsonb_typeof(p.schema->'relations') WHEN 'array' THEN p.schema->'relations'
                     ELSE '[]'::jsonb END) r
           WHERE p.id = %s AND p.schema_revision = %s""",
    ),
    "sqlite": (
        """SELECT json_extract(t.value, '$.id'), json_extract(t.value, '$.x'),
                  json_extract(t.value, '$.y'), json_extract(t.value, '$.width'),
                  json_extract(t.value, '$.height'), json_extract(t.value, '$.isCollapsed'),
                  json_extract(t.value, '$.color'),
                  coalesce(json_array_length(t.value, '$.attributes'), 0)
           FROM {table} p, json_each(p.schema, '$.tables') t
           WHERE p.id = %s AND p.schema_revision = %s""",
        """SELECT json_extract(r.value, '$.fromTableId'), json_extract(r.value, '$.toTableId')
           FROM {table} p, json_each(p.schema, '$.relations') r
           WHERE p.id = %s AND p.schema_revision = %s""",
    ),
}


def document_outline(project_id: int, revision: int) -> dict:
    """Tables (id, position, size, collapsed, colour, number of attributes) and relations
    (their two tables) of the project's snapshot at `revision`; empty lists when the snapshot
    is of another revision."""
    tables_sql, relations_sql = (
        sql.format(table=Project._meta.db_table)
        for sql in _OUTLINE_SQL.get(connection.vendor, _OUTLINE_SQL["sqlite"]))
    with connection.cursor() as cursor:
        cursor.execute(tables_sql, [project_id, revision])
        tables = [{"id": str(id_), "x": x or 0, "y": y or 0, "width": width or 0,
                   "height": height or 0, "isCollapsed": bool(collapsed), "color": color or "",
                   "attributeCount": count}
                  for id_, x, y, width, height, collapsed, color, count in cursor.fetchall()]
        cursor.execute(relations_sql, [project_id, revision])
        relations = [{"fromTableId": a, "toTableId": b} for a, b in cursor.fetchall()]
    return {"tables": tables, "relations": relations}
