"""SQL types of each dialect, mapped onto the diagram's attribute types."""

from __future__ import annotations

import pytest

from document.shape import ATTRIBUTE_TYPES

from .conftest import run, table

CASES = [
    # (dialect, declared type, type, length, precision, scale, unsigned, auto-increment)
    ("postgres", "serial", "INT", None, None, None, False, True),
    ("postgres", "bigserial", "BIGINT", None, None, None, False, True),
    ("postgres", "int4", "INT", None, None, None, False, False),
    ("postgres", "int8", "BIGINT", None, None, None, False, False),
    ("postgres", "integer", "INTEGER", None, None, None, False, False),
    ("postgres", "character varying(40)", "VARCHAR", 40, None, None, False, False),
    ("postgres", "varchar", "VARCHAR", None, None, None, False, False),
    ("postgres", "character(3)", "CHAR", 3, None, None, False, False),
    ("postgres", "double precision", "DOUBLE", None, None, None, False, False),
    ("postgres", "real", "FLOAT", None, None, None, False, False),
    ("postgres", "numeric(12,3)", "NUMERIC", None, 12, 3, False, False),
    ("postgres", "bytea", "BLOB", None, None, None, False, False),
    ("postgres", "uuid", "UUID", None, None, None, False, False),
    ("postgres", "jsonb", "JSON", None, None, None, False, False),
    # Types the diagram keeps since issue 13 rather than bend them into a near one.
    ("postgres", "timestamptz", "TIMESTAMPTZ", None, None, None, False, False),
    ("postgres", "timestamp with time zone", "TIMESTAMPTZ", None, None, None, False, False),
    ("postgres", "timestamp(3) with time zone", "TIMESTAMPTZ", None, 3, None, False, False),
    ("postgres", "cidr", "CIDR", None, None, None, False, False),
    ("postgres", "macaddr", "MACADDR", None, None, None, False, False),
    ("postgres", "tsvector", "TSVECTOR", None, None, None, False, False),
    ("postgres", "geometry(Point,4326)", "GEOMETRY", None, None, None, False, False),
    ("postgres", "bool", "BOOL", None, None, None, False, False),
    ("postgres", "inet", "INET", None, None, None, False, False),
    ("postgres", "citext", "TEXT", None, None, None, False, False),
    ("postgres", "some_domain", "TEXT", None, None, None, False, False),
    ("mysql", "int(11) unsigned", "INT", None, None, None, True, False),
    ("mysql", "tinyint(1)", "BOOLEAN", None, None, None, False, False),
    ("mysql", "tinyint(4)", "TINYINT", None, None, None, False, False),
    ("mysql", "decimal(10,2)", "DECIMAL", None, 10, 2, False, False),
    ("mysql", "float(7,4)", "FLOAT", None, 7, 4, False, False),
    ("mysql", "mediumtext", "MEDIUMTEXT", None, None, None, False, False),
    ("mysql", "longblob", "BLOB", None, None, None, False, False),
    ("mysql", "varbinary(16)", "VARBINARY", 16, None, None, False, False),
    ("mysql", "datetime(6)", "DATETIME", None, 6, None, False, False),
    ("mysql", "timestamp", "TIMESTAMP", None, None, None, False, False),
    ("mysql", "year", "YEAR", None, None, None, False, False),
    ("mysql", "year(4)", "YEAR", None, None, None, False, False),
    ("mysql", "tinytext", "TINYTEXT", None, None, None, False, False),
    ("mysql", "geometry", "GEOMETRY", None, None, None, False, False),
    ("mysql", "point", "GEOMETRY", None, None, None, False, False),
    ("mysql", "set('a','b')", "SET", None, None, None, False, False),
    ("tsql", "nvarchar(50)", "VARCHAR", 50, None, None, False, False),
    ("tsql", "nvarchar(max)", "TEXT", None, None, None, False, False),
    ("tsql", "varbinary(max)", "BLOB", None, None, None, False, False),
    ("tsql", "datetime2(7)", "DATETIME", None, 7, None, False, False),
    ("tsql", "bit", "BOOLEAN", None, None, None, False, False),
    ("tsql", "uniqueidentifier", "UUID", None, None, None, False, False),
    ("tsql", "money", "DECIMAL", None, 19, 4, False, False),
    ("tsql", "tinyint", "TINYINT", None, None, None, False, False),
    ("tsql", "float(53)", "DOUBLE", None, None, None, False, False),
    ("sqlite", "integer", "INTEGER", None, None, None, False, False),
    ("sqlite", "blob", "BLOB", None, None, None, False, False),
    ("sqlite", "real", "FLOAT", None, None, None, False, False),
]


@pytest.mark.parametrize(("dialect", "declared", "kind", "length", "precision", "scale",
                          "unsigned", "auto"), CASES)
def test_it_maps_each_dialects_types(dialect, declared, kind, length, precision, scale,
                                     unsigned, auto):
    result = run(f"CREATE TABLE t (c {declared})", dialect=dialect)
    attribute = table(result, "t")["attributes"][0]
    assert (attribute["type"], attribute["length"], attribute["precision"], attribute["scale"],
            attribute["unsigned"], attribute["isAutoIncrement"]) == (
        kind, length, precision, scale, unsigned, auto)


def test_it_gives_an_untyped_sqlite_column_the_text_type():
    result = run("CREATE TABLE t (a, b)", dialect="sqlite")
    assert [a["type"] for a in table(result, "t")["attributes"]] == ["TEXT", "TEXT"]


def test_it_maps_only_onto_the_documents_types():
    from workers.sqlimport.types import _BY_NAME, USER_TYPES, WRITTEN

    produced = set(_BY_NAME.values()) | {t for t, _, _ in USER_TYPES.values()} | \
        set(WRITTEN.values()) | {"TEXT", "BINARY", "BOOLEAN"}
    assert produced <= set(ATTRIBUTE_TYPES)


def test_it_gives_sql_server_alias_types_their_base_type():
    result = run("CREATE TYPE [dbo].[Name] FROM [nvarchar](50) NOT NULL\nGO\n"
                 "EXEC sp_addtype N'Phone', N'varchar(24)', N'NULL'\nGO\n"
                 "CREATE TABLE [dbo].[t] ([n] [dbo].[Name] NOT NULL, [p] Phone NULL, "
                 "[q] [Name])\nGO", dialect="tsql")
    assert [(a["type"], a["length"]) for a in table(result, "t")["attributes"]] == [
        ("VARCHAR", 50), ("VARCHAR", 24), ("VARCHAR", 50)]
    assert not table(result, "t")["attributes"][0]["isNullable"]


def test_it_gives_postgresql_domains_their_base_type():
    result = run("CREATE DOMAIN public.email AS character varying(254) NOT NULL "
                 "CHECK (VALUE ~ '@');\nCREATE DOMAIN qty integer CONSTRAINT c CHECK (VALUE > 0);"
                 "\nCREATE TABLE t (e email, y public.qty);", dialect="postgres")
    assert [(a["type"], a["length"]) for a in table(result, "t")["attributes"]] == [
        ("VARCHAR", 254), ("INT", None)]
