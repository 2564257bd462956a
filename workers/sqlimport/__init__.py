"""The SQL import engine: a SQL script (MySQL/MariaDB and mysqldump, PostgreSQL and pg_dump,
SQLite, SQL Server) in, a diagram document (DESIGN.md §3) out. Pure: no Django, no Celery.

    result = import_sql(text, dialect=None, progress=None)
    result.document    a valid diagram document (validate_document accepts it unchanged)
    result.dialect     "mysql" | "postgres" | "sqlite" | "tsql" (detected when not given)
    result.skipped     [Skipped(line, excerpt, reason)]: what was not imported, and why
    result.statements  schema statements read
    result.ignored     data and session statements passed over unread (INSERT, COPY, SET…)

`progress(stage, done, total)` is called with the stages "reading" (characters), "parsing"
(schema statements) and "building" (tables and relations), at each percent and at least every
quarter of a second. NoTablesFound (French message) is raised only when no table at all could
be imported; an unknown `dialect` raises UnknownDialect, a ValueError.

`merge_documents(current, imported)` merges an import into an existing diagram.
"""

from .dialects import UnknownDialect
from .engine import ImportResult, NoTablesFound, Skipped, import_sql
from .merge import merge_documents

__all__ = ["ImportResult", "NoTablesFound", "Skipped", "UnknownDialect", "import_sql",
           "merge_documents"]
