"""The SQL import engine: a SQL script (MySQL/MariaDB and mysqldump, PostgreSQL and pg_dump,
SQLite, SQL Server) in, a diagram document (DESIGN.md §3) out. Pure: no Django, no Celery.

    result = import_sql(text, dialect=None, progress=None, on_table=None)
    result.document    a valid diagram document (validate_document accepts it unchanged)
    result.dialect     "mysql" | "postgres" | "sqlite" | "tsql" (detected when not given)
    result.skipped     [Skipped(line, excerpt, reason)]: what was not imported, and why
    result.statements  schema statements read
    result.ignored     data and session statements passed over unread (INSERT, COPY, SET…)

`progress(stage, done, total)` is called with the stages "reading" (characters), "parsing"
(schema statements) and "building" (tables and relations), at each percent and at least every
quarter of a second. NoTablesFound (French message) is raised only when no table at all could
be imported; an unknown `dialect` raises UnknownDialect, a ValueError.

`on_table(preview)` is called with each table as soon as its CREATE TABLE is read (preview.py:
a sketch for the canvas while the import runs, placed where the finished grid puts it).

`merge_documents(current, imported)` merges an import into an existing diagram.

Choices where the SQL and the diagram do not say the same thing:
- A foreign key without ON DELETE / ON UPDATE becomes NO ACTION, what the database does, not
  the editor's CASCADE default for relations drawn by hand.
- A foreign key of several columns is one relation holding every column pair in key order
  (`REFERENCES t` without columns: t's primary key, in key order); one whose columns do not
  pair up (counts differ, a column unknown or named twice) is reported, not drawn by a part.
- An unnamed single-column UNIQUE sets the attribute's isUnique; a named one (MySQL's UNIQUE
  KEY, pg_dump's ADD CONSTRAINT … UNIQUE) or a multi-column one is a UNIQUE index keeping its
  name. CREATE INDEX always gives an index.
- Defaults read as a user would type them: a string's value without quotes ('active'::text →
  active), numbers and expressions as SQL (CURRENT_TIMESTAMP, gen_random_uuid()); DEFAULT NULL
  is no default; nextval(…) makes the column auto-increment.
- Types keep the script's word when the diagram has it (INTEGER, NUMERIC, BOOL, TIMESTAMPTZ,
  YEAR, TINYTEXT, INET, CIDR, MACADDR, TSVECTOR, GEOMETRY), else the closest (types.py);
  MySQL's TINYINT(1) is BOOLEAN, an unbounded VARCHAR has no length, an alias type (SQL
  Server's CREATE TYPE … FROM and sp_addtype, PostgreSQL's domains) its base type, an unknown
  type TEXT. An array (text[], integer ARRAY, ARRAY<T>) is its element's type with isArray, one
  dimension kept (more are reported), its default as PostgreSQL's literal ('{a,b}', arrays.py);
  an array of unknown elements (a bare LIST) is JSON (reported).
- A column the parser cannot read whole is still a column: read clause by clause, the clauses it
  cannot read are reported (`FLOAT UNSIGNED`, `GENERATED … VIRTUAL`).
- What the diagram cannot hold is reported rather than bent: an index on an expression
  (`lower(email)`) is not made a column index (PostgreSQL's GIN over to_tsvector(columns) is a
  FULLTEXT index); a partition (PARTITION OF, ATTACH PARTITION) is folded into its parent; an
  enum type shared by several columns gives each its values, the shared type is reported.
- Names are kept as written, spaces included (`"Order Details"`).
- Bytes are read as UTF-8, or UTF-16 after its byte order mark; NUL characters are dropped and
  lone surrogates replaced (PostgreSQL could store neither in the document or the report).
- A table without a schema is in "public"; a reference without a schema finds the table by
  name. `skipped` lists what the user may miss (unreadable statements, views, triggers,
  routines), data and session statements are only counted in `ignored`.
"""

from .dialects import UnknownDialect
from .engine import ImportResult, NoTablesFound, Skipped, import_sql
from .merge import merge_documents

__all__ = ["ImportResult", "NoTablesFound", "Skipped", "UnknownDialect", "import_sql",
           "merge_documents"]
