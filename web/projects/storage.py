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

from .models import Project

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


def store_document(project: Project, document: dict, *, release: bool = False) -> None:
    """Save `document` as the project's schema and bump its revision (caller holds the row lock).

    With `release` the caller gives the document up: it is emptied while written, and
    `project.schema` is left unloaded (deferred) rather than holding a second copy."""
    now = timezone.now()
    chunks = json_chunks(document, release=release)
    # Atomic because the staged row is emptied at commit: it must live until the UPDATE.
    with transaction.atomic(), connection.cursor() as cursor:
        if connection.vendor == "postgresql":
            _stream_to_staging(cursor, chunks)
            value_sql = f"(SELECT doc FROM {_STAGING})"
            params: list = []
        else:
            value_sql, params = "%s", [b"".join(chunks).decode()]
        cursor.execute(
            f"UPDATE {Project._meta.db_table} SET schema = {value_sql}, "
            f"revision = revision + 1, updated_at = %s WHERE id = %s RETURNING revision",
            [*params, now, project.pk],
        )
        (revision,) = cursor.fetchone()
        if connection.vendor == "postgresql":
            cursor.execute(f"DELETE FROM {_STAGING}")
    if release:
        project.__dict__.pop("schema", None)
    else:
        project.schema = document
    project.revision = revision
    project.updated_at = now


def _stream_to_staging(cursor, chunks: Iterator[bytes]) -> None:
    cursor.execute(f"CREATE TEMP TABLE IF NOT EXISTS {_STAGING} (doc jsonb) "
                   "ON COMMIT DELETE ROWS")
    cursor.execute(f"DELETE FROM {_STAGING}")
    # COPY's text format: orjson never writes raw tabs or newlines (they are escaped inside
    # strings), so doubling backslashes is the only escaping the row needs.
    with cursor.cursor.copy(f"COPY {_STAGING} (doc) FROM STDIN") as copy:
        for chunk in chunks:
            copy.write(chunk.replace(b"\\", b"\\\\"))


def load_document(project_id: int) -> tuple[dict, int] | None:
    """A project's document and the revision it belongs to, read with orjson (several times
    faster and leaner than the json module behind JSONField for large documents); None when
    the project does not exist."""
    column = "schema::text" if connection.vendor == "postgresql" else "schema"
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {column}, revision FROM {Project._meta.db_table} WHERE id = %s",
                       [project_id])
        row = cursor.fetchone()
    return None if row is None else (orjson.loads(row[0]), row[1])
