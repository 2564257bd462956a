"""Each dialect's SQL, read back by the SQL import engine (workers.sqlimport), gives the same
tables, columns (names, types modulo the equivalences below, nullability, lengths), keys,
indexes and relations as the diagram it was exported from (spec 001 §5)."""

from __future__ import annotations

import json

import pytest

from workers.sqlimport import import_sql

from .expected import schema

DIALECTS = {"mysql": "mysql", "postgres": "postgres", "sqlite": "sqlite", "sqlserver": "tsql"}

# What each dialect writes for a diagram type that it lacks (documented export equivalences).
_COMMON = {"INTEGER": "INT", "BOOL": "BOOLEAN"}
# The types the import keeps from PostgreSQL and MySQL (TIMESTAMPTZ… GEOMETRY) are written in
# the others' nearest type.
_NETWORK = {"INET": "VARCHAR", "CIDR": "VARCHAR", "MACADDR": "VARCHAR"}
EQUIVALENT = {
    "mysql": {"UUID": "CHAR", "TIMESTAMPTZ": "DATETIME", "TSVECTOR": "TEXT", **_NETWORK},
    "postgres": {"MEDIUMINT": "INT", "TINYINT": "SMALLINT", "DATETIME": "TIMESTAMP",
                 "MEDIUMTEXT": "TEXT", "LONGTEXT": "TEXT", "SET": "TEXT", "BINARY": "BLOB",
                 "VARBINARY": "BLOB", "YEAR": "SMALLINT", "TINYTEXT": "TEXT",
                 "GEOMETRY": "BLOB"},
    "sqlite": {"MEDIUMINT": "INT", "ENUM": "TEXT", "SET": "TEXT", "JSON": "TEXT", "UUID": "CHAR",
               "TIMESTAMPTZ": "DATETIME", "YEAR": "INT", "TINYTEXT": "TEXT", "INET": "TEXT",
               "CIDR": "TEXT", "MACADDR": "TEXT", "TSVECTOR": "TEXT", "GEOMETRY": "BLOB"},
    "sqlserver": {"MEDIUMINT": "INT", "TINYINT": "SMALLINT", "ENUM": "VARCHAR", "SET": "VARCHAR",
                  "MEDIUMTEXT": "TEXT", "LONGTEXT": "TEXT", "JSON": "TEXT", "TIMESTAMP": "DATETIME",
                  "DOUBLE": "FLOAT", "YEAR": "SMALLINT", "TINYTEXT": "VARCHAR",
                  "TSVECTOR": "TEXT", **_NETWORK},
}
# Fixed lengths the equivalences give.
LENGTH_OF = {("mysql", "UUID"): 36, ("sqlite", "UUID"): 36, ("sqlserver", "ENUM"): 255,
             ("sqlserver", "SET"): 255, ("sqlserver", "TINYTEXT"): 255,
             **{(d, t): n for d in ("mysql", "sqlserver")
                for t, n in (("INET", 45), ("CIDR", 49), ("MACADDR", 23))}}


def canonical(dialect: str, type_: str) -> str:
    type_ = _COMMON.get(type_, type_)
    return _COMMON.get(EQUIVALENT[dialect].get(type_, type_), EQUIVALENT[dialect].get(type_, type_))


def unique_columns(table: dict) -> set[str]:
    names = {a["id"]: a["name"] for a in table["attributes"]}
    found = {a["name"] for a in table["attributes"] if a["isUnique"]}
    for index in table["indexes"]:
        if index["type"] == "UNIQUE" and len(index["attributes"]) == 1:
            found.add(names[index["attributes"][0]["attributeId"]])
    return found


@pytest.fixture(scope="module", params=[(f, d) for f in ("shop", "chain") for d in DIALECTS],
                ids=lambda p: f"{p[0]}-{p[1]}")
def round_trip(request, exported):
    fixture, dialect = request.param
    folder = exported[fixture]
    document = json.loads((folder / "document.json").read_text())
    result = import_sql((folder / f"{dialect}.sql").read_text(), dialect=DIALECTS[dialect])
    return dialect, schema(document), result


def test_it_reads_back_every_statement(round_trip):
    _dialect, _expected, result = round_trip
    assert result.skipped == []


def test_it_gives_the_same_tables(round_trip):
    _dialect, expected, result = round_trip
    assert sorted(t["name"] for t in result.document["tables"]) == sorted(expected)


def test_it_gives_the_same_columns_types_lengths_and_nullability(round_trip):
    dialect, expected, result = round_trip
    for table in result.document["tables"]:
        want = expected[table["name"]]["columns"]
        assert [a["name"] for a in table["attributes"]] == list(want), table["name"]
        for a in table["attributes"]:
            w = want[a["name"]]
            where = f"{dialect} {table['name']}.{a['name']}"
            # SQLite's AUTOINCREMENT needs exactly INTEGER PRIMARY KEY, whatever the width.
            want_type = "INT" if dialect == "sqlite" and w["auto"] else w["type"]
            assert canonical(dialect, a["type"]) == canonical(dialect, want_type), where
            assert a["isNullable"] == w["nullable"], where
            if canonical(dialect, w["type"]) in ("VARCHAR", "CHAR"):
                assert a["length"] == LENGTH_OF.get((dialect, w["type"]), w["length"]), where
            if w["type"] in ("DECIMAL", "NUMERIC"):
                assert (a["precision"], a["scale"]) == (w["precision"], w["scale"]), where
            if w["type"] == "ENUM" and dialect in ("mysql", "postgres"):
                assert a["enumValues"].split(",") == w["values"], where


def test_it_gives_the_same_keys(round_trip):
    dialect, expected, result = round_trip
    for table in result.document["tables"]:
        want = expected[table["name"]]
        keys = [a["name"] for a in table["attributes"] if a["isPrimaryKey"]]
        assert keys == want["pk"], table["name"]
        auto = {a["name"] for a in table["attributes"] if a["isAutoIncrement"]}
        assert auto == {n for n, c in want["columns"].items() if c["auto"]}, table["name"]
        assert unique_columns(table) >= {n for n, c in want["columns"].items() if c["unique"]}


def test_it_gives_the_same_relations(round_trip):
    dialect, expected, result = round_trip
    doc = result.document
    tables = {t["id"]: t for t in doc["tables"]}
    attrs = {a["id"]: a["name"] for t in doc["tables"] for a in t["attributes"]}
    found = set()
    for rel in doc["relations"]:
        action = rel["onDelete"]
        found.add((tables[rel["toTableId"]]["name"], attrs[rel["toAttributeId"]],
                   tables[rel["fromTableId"]]["name"], attrs[rel["fromAttributeId"]],
                   action if dialect != "sqlserver" else "-"))
    want = set()
    for name, table in expected.items():
        for column, ref_table, ref_column, action in table["fks"]:
            if dialect == "mysql" and action == "SET DEFAULT":
                action = "NO ACTION"
            action = action if dialect != "sqlserver" else "-"
            want.add((name, column, ref_table, ref_column, action))
    assert found == want


def test_it_gives_the_same_indexes(round_trip):
    dialect, expected, result = round_trip
    for table in result.document["tables"]:
        source = expected[table["name"]]["indexes"]
        got = {i["name"]: i for i in table["indexes"]}
        for index in source:
            if dialect == "sqlserver" and index["type"] == "FULLTEXT":
                continue  # on an NVARCHAR(MAX) column, which SQL Server cannot index
            assert index["name"] in got, f"{dialect} {table['name']} {index['name']}"
            if dialect == "mysql":
                assert got[index["name"]]["type"] == index["type"]
                assert got[index["name"]]["method"] == index["method"]
                assert len(got[index["name"]]["attributes"]) == len(index["attributes"])
