"""Reads of diagrams' documents: the current one (snapshot + the changes after it) and the change
log after a revision (for clients catching up)."""

from __future__ import annotations

import orjson

from document.commands import REPLACE_DOCUMENT
from document.reducer import apply
from web.projects.models import Project

from .cache import documents
from .models import Change
from .storage import load_snapshot, snapshot_text

# A client further behind than this reloads the whole document rather than replay the log.
MAX_REPLAY = 2000


def _replayed(project_id: int, document: dict, start: int, end: int) -> dict | None:
    """`document` (at revision `start`) brought to `end` by the logged changes; None when the log
    no longer holds them all, or one of them replaced the whole document."""
    if end == start:
        return document
    commands = list(Change.objects.filter(project_id=project_id, revision__gt=start,
                                          revision__lte=end)
                    .order_by("revision").values_list("command", flat=True))
    if len(commands) != end - start:
        return None
    for command in commands:
        if command.get("type") == REPLACE_DOCUMENT:
            return None
        document = apply(document, command)
    return document


def document_at(project_id: int, head: int) -> dict | None:
    """The project's document at revision `head`, its current one. The caller knows `head` is
    current (it holds the row lock, or has just read it); None when it is no longer reachable
    (compacted meanwhile), for the caller to read again."""
    cached = documents.get(project_id)
    if cached is not None and cached.revision == head:
        return cached.document
    if cached is not None and head - MAX_REPLAY <= cached.revision < head:
        document = _replayed(project_id, cached.document, cached.revision, head)
        if document is not None:
            documents.put(project_id, head, document)
            return document
    loaded = load_snapshot(project_id)
    if loaded is None:
        return None
    document, snapshot_revision, _ = loaded
    if snapshot_revision > head:
        return None
    document = _replayed(project_id, document, snapshot_revision, head)
    if document is not None:
        documents.put(project_id, head, document)
    return document


# Larger documents go out as stored, unparsed (about 8.5 ms a megabyte: 0.6 s for 10 000 tables,
# 72 MB); smaller ones are parsed and held, so that the next opens and the edits find them ready.
UNPARSED_FROM = 16 * 1024 * 1024


def document_unparsed(project_id: int, head: int) -> bytes | None:
    """The project's document at `head` as stored JSON, for an answer to carry without parsing
    it: when this process does not hold it, the stored snapshot is at `head` and it is large.
    None otherwise, for `document_at` (which then finds a small one held: read once here)."""
    if documents.get(project_id) is not None:
        return None
    text = snapshot_text(project_id, head)
    if text is None or len(text) >= UNPARSED_FROM:
        return text
    documents.put(project_id, head, orjson.loads(text))
    return None


def document_known(project_id: int) -> dict | None:
    """The project's document as this process last held it, at whatever revision, without a
    query: what a whole save is validated against (document.shape.validate_document `known`)."""
    cached = documents.get(project_id)
    return None if cached is None else cached.document


def document_held(project_id: int, head: int) -> dict | None:
    """`document_at`, only when this process holds the project's document (at `head` or a few
    revisions behind); None rather than reading it from the database."""
    if documents.get(project_id) is None:
        return None
    return document_at(project_id, head)


def document_current(project_id: int) -> tuple[dict, int] | None:
    """The project's current document and its revision; None when the project does not exist.

    Without a lock a snapshot or a compaction may land between two reads: the reads are then
    simply done again."""
    for _ in range(5):
        head = Project.objects.filter(pk=project_id).values_list("revision", flat=True).first()
        if head is None:
            return None
        document = document_at(project_id, head)
        if document is not None:
            return document, head
    raise RuntimeError(f"the document of project {project_id} cannot be read")


def entry_of(change: Change) -> dict:
    """A change as the socket tells it (web/realtime/PROTOCOL.md [C4])."""
    author = change.author
    return {
        "id": change.command_id or "",
        "revision": change.revision,
        "command": change.command,
        "author": {"id": author.pk, "name": author.username} if author else None,
        "origin": change.origin,
    }


def changes_since(project_id: int, since: int, head: int) -> list[dict] | None:
    """Every change after revision `since` up to `head`, in order; None when the client must
    reload the whole document instead (too far behind, compacted, or a replacement among them)."""
    if since > head or head - since > MAX_REPLAY:
        return None
    rows = list(Change.objects.filter(project_id=project_id, revision__gt=since,
                                      revision__lte=head).order_by("revision").values_list(
        "command_id", "revision", "command", "author_id", "author__username", "origin"))
    if len(rows) != head - since or any(row[2].get("type") == REPLACE_DOCUMENT for row in rows):
        return None
    return [{"id": command_id, "revision": revision, "command": command,
             "author": {"id": author_id, "name": name} if author_id else None, "origin": origin}
            for command_id, revision, command, author_id, name, origin in rows]
