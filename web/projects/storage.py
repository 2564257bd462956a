"""Writing a diagram's document to its row, fast and without holding extra copies of it.

Django's JSONField serialises with the standard json module, which for a large document builds
millions of small strings before joining them (a memory spike of several times the document's
JSON size). orjson writes the bytes directly; the row is updated with one statement.
"""

from __future__ import annotations

import orjson
from django.db import connection
from django.utils import timezone

from .models import Project


def store_document(project: Project, document: dict) -> None:
    """Save `document` as the project's schema and bump its revision (caller holds the row lock)."""
    if connection.vendor == "postgresql":
        from psycopg.types.json import Jsonb

        # Bytes straight from orjson to the wire: no intermediate str, no re-encoding.
        payload = Jsonb(document, dumps=orjson.dumps)
    else:
        payload = orjson.dumps(document).decode()
    now = timezone.now()
    with connection.cursor() as cursor:
        cursor.execute(
            f"UPDATE {Project._meta.db_table} SET schema = %s, revision = revision + 1, "
            f"updated_at = %s WHERE id = %s RETURNING revision",
            [payload, now, project.pk],
        )
        (revision,) = cursor.fetchone()
    del payload
    project.schema = document
    project.revision = revision
    project.updated_at = now
