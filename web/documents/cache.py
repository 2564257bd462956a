"""The documents this process worked on lately, kept parsed, with the revision each is at.

Applying a command to a diagram of 1000 tables must not parse and re-serialise the whole
document each time: the process keeps the document it produced and, when another process has
moved the diagram on since, catches up by applying the few logged changes in between. Entries
are never mutated (the reducer builds new documents and shares what it did not change), so a
reader may hold one while a writer replaces it. Bounded by the tables held, least recently used
first out; a document larger than the whole budget is still kept, alone: without it each command
on that diagram would read and parse the whole document again (seconds for 5 000 tables), while
the budget is there to bound how many documents are kept. A Celery worker keeps none (budget 0).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

from django.conf import settings

# A table weighs about 16 KB of Python objects (20 columns): 10 000 tables, about 160 MB.
DEFAULT_MAX_TABLES = 10_000


@dataclass(frozen=True, slots=True)
class Cached:
    revision: int
    document: dict


class DocumentCache:
    def __init__(self, max_tables: int):
        self.max_tables = max_tables
        self._entries: OrderedDict[int, Cached] = OrderedDict()
        self._tables = 0
        self._lock = threading.Lock()

    def get(self, project_id: int) -> Cached | None:
        with self._lock:
            entry = self._entries.get(project_id)
            if entry is not None:
                self._entries.move_to_end(project_id)
            return entry

    def put(self, project_id: int, revision: int, document: dict) -> None:
        """Keep `document` as the project's at `revision`, unless a newer one is already kept."""
        size = len(document["tables"])
        with self._lock:
            old = self._entries.get(project_id)
            if old is not None:
                if old.revision > revision:
                    return
                self._tables -= len(old.document["tables"])
                del self._entries[project_id]
            if self.max_tables <= 0:
                return
            self._entries[project_id] = Cached(revision, document)
            self._entries.move_to_end(project_id)
            self._tables += size
            while self._tables > self.max_tables and len(self._entries) > 1:
                _, dropped = self._entries.popitem(last=False)
                self._tables -= len(dropped.document["tables"])

    def drop(self, project_id: int) -> None:
        with self._lock:
            old = self._entries.pop(project_id, None)
            if old is not None:
                self._tables -= len(old.document["tables"])

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._tables = 0


documents = DocumentCache(int(getattr(settings, "DOCUMENT_CACHE_MAX_TABLES", DEFAULT_MAX_TABLES)))
