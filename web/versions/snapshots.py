"""Version snapshots as stored files: `versions/<project id>/<random>.json.gz`, the document's
JSON (orjson) compressed with gzip.

A large snapshot would hold its request up while it is compressed: it is stored first as plain
JSON (`<random>.json`, status pending) and a worker compresses it (`versions.write_snapshot`).
Both live under `versions/`, in the private store (storage/config.py): never served by /media/
nor given a lasting URL, read by the app once the reader's rights are checked
(web/versions/selectors.py).
"""

from __future__ import annotations

import gzip
from dataclasses import dataclass

import orjson

from storage import files
from web.core import json_stream

from .models import Version

# From this many tables a snapshot is compressed by a worker, not in the request.
LARGE_SNAPSHOT_TABLES = 200
GZIP_LEVEL = 6


def folder_of(project_id: int) -> str:
    return f"versions/{project_id}"


def compress(raw: bytes) -> bytes:
    # mtime=0: the same document gives the same bytes.
    return gzip.compress(raw, compresslevel=GZIP_LEVEL, mtime=0)


@dataclass(frozen=True, slots=True)
class Stored:
    """A snapshot written to storage, before its row exists."""

    name: str
    size: int
    table_count: int
    relation_count: int
    pending: bool

    @property
    def status(self) -> str:
        return Version.Status.PENDING if self.pending else Version.Status.READY


def store(project_id: int, document: dict, raw: bytes | None = None) -> Stored:
    """Write `document` as a snapshot of the project: compressed at once when small, as plain
    JSON for a worker to compress when large. `raw`, its JSON when the caller has it already."""
    raw = orjson.dumps(document) if raw is None else raw
    tables = len(document["tables"])
    pending = tables >= LARGE_SNAPSHOT_TABLES
    if pending:
        name = files.save(folder_of(project_id), raw, extension="json")
    else:
        name = files.save(folder_of(project_id), compress(raw), extension="json.gz")
    return Stored(name, len(raw), tables, len(document["relations"]), pending)


def read(version: Version) -> bytes:
    """The snapshot's JSON. A pending one may be finished by a worker while it is read: its
    plain file is then gone, and the row names the compressed one."""
    for _ in range(3):
        try:
            data = files.read_bytes(version.snapshot_file)
        except FileNotFoundError:
            version.refresh_from_db(fields=["snapshot_file", "status"])
            continue
        return data if version.status == Version.Status.PENDING else gzip.decompress(data)
    raise FileNotFoundError(version.snapshot_file)


def load_document(version: Version) -> object:
    """The snapshot's JSON value, parsed as it is read and inflated (web/core/json_stream.py):
    the text of a large one never exists whole beside its value (orjson on the 72 MB of a
    10 000-table document took the process ~470 MB over its size, this ~220 MB)."""
    for _ in range(3):
        name, pending = version.snapshot_file, version.status == Version.Status.PENDING
        try:
            with files.store_of(name).open(name, "rb") as handle:
                source = handle if pending else gzip.GzipFile(fileobj=handle, mode="rb")
                return json_stream.load(source.read)[0]
        except FileNotFoundError:
            version.refresh_from_db(fields=["snapshot_file", "status"])
    raise FileNotFoundError(version.snapshot_file)
