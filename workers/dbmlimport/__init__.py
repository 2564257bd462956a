"""The DBML import engine: a DBML file (dbdiagram.io's language) in, a diagram document out,
of the same shape as the SQL import's (workers.sqlimport), whose builder it shares. Pure: no
Django, no Celery.

    result = import_dbml(text, progress=None, on_table=None)

gives workers.sqlimport's ImportResult (dialect "dbml"; `skipped` holds the warnings: what the
diagram does not hold). The file is read by pydbml, a maintained parser; a file it cannot read
raises DbmlInvalid (a ValueError) with a French message naming the line and column. A file
without a table raises workers.sqlimport's NoTablesFound. `progress` and `on_table` are told as
the SQL import tells them (stages "reading", "parsing", "building").

Choices where DBML and the diagram do not say the same thing:
- `Ref: a.x > b.y` (and the inline `ref: >`) makes a.x a foreign key to b.y; `<` the other way;
  `-` is one-to-one with the left column holding the key (`ref: - users.id` on the column that
  points at users, as pydbml writes it to SQL); `<>` is the diagram's many-to-many relation,
  between the two columns, no column made a foreign key. A ref without `delete:`/`update:` is
  NO ACTION, what the database does, as in the SQL import.
- Enum columns take the enum's values (ENUM); an enum used by several columns gives each its
  values, and enum item notes have no place: both reported.
- Notes of tables, columns and indexes are their comments; the Project block and table groups'
  notes have no place in the diagram and are reported. A table group is an area drawn around
  its tables (laid out together), a sticky note a note (groups.py). A table's headercolor is its
  color.
- Types are read as the SQL import reads PostgreSQL's (varchar(255), decimal(10,2), int[]); a
  type it does not know is TEXT, reported.
"""

from .engine import DbmlInvalid, import_dbml

__all__ = ["DbmlInvalid", "import_dbml"]
