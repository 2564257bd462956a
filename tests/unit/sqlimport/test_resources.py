"""What an import costs beyond its result: the trees sqlglot builds are freed as each statement
is read, not left to Python's cyclic garbage collector, and two imports may run at once on two
threads (the embedded mode's task threads) without reading each other's statements."""

from __future__ import annotations

import gc
import threading

from tests.benchmarks.sql_generator import generate
from workers.sqlimport import import_sql

from .conftest import fixture


def test_the_trees_of_the_statements_read_leave_no_cyclic_garbage():
    sql = generate("ddl", 0.2, 100)
    import_sql(sql)  # modules and caches loaded
    gc.collect()
    gc.disable()
    try:
        result = import_sql(sql)
        left = gc.collect()
    finally:
        gc.enable()
    assert len(result.document["tables"]) == 100
    # Left to the collector, the trees of this script's 660 statements are 28 500 objects;
    # what remains is the few nodes sqlglot's own parser drops (4 per COMMENT ON).
    assert left < 1000, left


def test_two_imports_on_two_threads_read_the_same_as_alone():
    scripts = [generate("ddl", 0.3, 150), fixture("mysqldump.sql") + generate("mysqldump", 0.3, 20)]
    alone = [import_sql(sql) for sql in scripts]
    together: list = [None, None]

    def run(i: int) -> None:
        together[i] = import_sql(scripts[i])

    for _ in range(3):
        threads = [threading.Thread(target=run, args=(i,)) for i in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        for one, other in zip(alone, together, strict=True):
            assert other.document == one.document
            assert other.skipped == one.skipped
