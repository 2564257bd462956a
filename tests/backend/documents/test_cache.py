"""The parsed documents a process keeps (web/documents/cache.py): bounded by their tables."""

from web.documents.cache import DocumentCache


def doc(tables: int) -> dict:
    return {"format": 1, "tables": [{"id": f"t{n}"} for n in range(tables)], "relations": []}


def test_the_least_recently_used_go_first_when_the_budget_is_passed():
    cache = DocumentCache(max_tables=10)
    cache.put(1, 1, doc(4))
    cache.put(2, 1, doc(4))
    cache.get(1)  # used again: 2 is now the oldest
    cache.put(3, 1, doc(4))
    assert (cache.get(1) is not None, cache.get(2), cache.get(3) is not None) == (True, None, True)


def test_a_newer_revision_replaces_an_older_one_never_the_reverse():
    cache = DocumentCache(max_tables=10)
    cache.put(1, 5, doc(1))
    cache.put(1, 4, doc(2))
    assert cache.get(1).revision == 5
    cache.put(1, 6, doc(3))
    assert (cache.get(1).revision, len(cache.get(1).document["tables"])) == (6, 3)


def test_a_document_larger_than_the_budget_is_kept_alone_and_a_worker_keeps_none():
    """Issue 16: with RELATA_DOCUMENT_CACHE_TABLES below a diagram's size, every command on it
    parsed the whole document again."""
    cache = DocumentCache(max_tables=10)
    cache.put(1, 1, doc(3))
    cache.put(2, 1, doc(11))
    assert (cache.get(1), cache.get(2).revision) == (None, 1)
    cache.put(2, 2, doc(12))
    assert cache.get(2).revision == 2
    cache.put(3, 1, doc(2))
    assert (cache.get(2), cache.get(3).revision) == (None, 1)
    cache.max_tables = 0
    cache.put(4, 1, doc(1))
    assert cache.get(4) is None


def test_a_celery_worker_keeps_no_documents_between_tasks(monkeypatch):
    from web.documents.cache import documents
    from workers.celery import _keep_no_documents

    monkeypatch.setattr(documents, "max_tables", 10_000)
    _keep_no_documents()
    assert documents.max_tables == 0
