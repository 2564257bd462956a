"""Array columns (PostgreSQL's text[], integer ARRAY; ARRAY<T> of other readers): the element's
type, mapped as it would be alone, with isArray; their defaults as PostgreSQL's literal."""

from __future__ import annotations

import pytest
import sqlglot

from workers.sqlimport.types import map_type

from .conftest import column, run, table

ELEMENTS = [
    # (declared, the same type without the array, type, length, precision, scale)
    ("text[]", "text", "TEXT", None, None, None),
    ("int[]", "int", "INT", None, None, None),
    ("integer[]", "integer", "INTEGER", None, None, None),
    ("varchar(20)[]", "varchar(20)", "VARCHAR", 20, None, None),
    ("character varying(40)[]", "character varying(40)", "VARCHAR", 40, None, None),
    ("numeric(10,2)[]", "numeric(10,2)", "NUMERIC", None, 10, 2),
    ("decimal(10,2)[]", "decimal(10,2)", "DECIMAL", None, 10, 2),
    ("timestamptz[]", "timestamptz", "TIMESTAMPTZ", None, None, None),
    ("uuid[]", "uuid", "UUID", None, None, None),
    ("jsonb[]", "jsonb", "JSON", None, None, None),
    ("citext[]", "citext", "TEXT", None, None, None),
    ("integer ARRAY", "integer", "INTEGER", None, None, None),
    ("varchar(20) ARRAY", "varchar(20)", "VARCHAR", 20, None, None),
    ("int ARRAY[3]", "int", "INT", None, None, None),
    ("int[3]", "int", "INT", None, None, None),
    # PostgreSQL's own name of an array type, as information_schema spells it.
    ("_text", "text", "TEXT", None, None, None),
    ("_int4", "int4", "INT", None, None, None),
]


@pytest.mark.parametrize(("declared", "plain", "kind", "length", "precision", "scale"),
                         ELEMENTS)
def test_an_array_column_is_its_element_type_marked_as_an_array(declared, plain, kind, length,
                                                                 precision, scale):
    result = run(f"CREATE TABLE t (a {declared}, b {plain})", dialect="postgres")
    a, b = table(result, "t")["attributes"]
    assert (a["type"], a["length"], a["precision"], a["scale"], a["isArray"]) == (
        kind, length, precision, scale, True)
    assert (b["type"], b["length"], b["precision"], b["scale"], b["isArray"]) == (
        kind, length, precision, scale, False)
    assert result.skipped == []


def test_a_column_that_is_no_array_says_so():
    result = run("CREATE TABLE t (a text, b int NOT NULL)", dialect="postgres")
    assert [a["isArray"] for a in table(result, "t")["attributes"]] == [False, False]


def test_the_standard_array_spelling_keeps_the_clauses_after_it():
    # sqlglot alone reads `integer ARRAY NOT NULL` as an array sized NOT NULL, and fails on
    # `integer ARRAY,` followed by another column.
    result = run("CREATE TABLE t (a integer ARRAY NOT NULL, b text ARRAY, c int DEFAULT 3)",
                 dialect="postgres")
    a, b, c = table(result, "t")["attributes"]
    assert (a["type"], a["isArray"], a["isNullable"]) == ("INTEGER", True, False)
    assert (b["type"], b["isArray"], b["isNullable"]) == ("TEXT", True, True)
    assert (c["type"], c["isArray"], c["defaultValue"]) == ("INT", False, "3")
    assert result.skipped == []


def test_a_column_named_like_no_type_before_array_is_not_taken_for_one():
    result = run("CREATE TABLE t (a ARRAY, b int)", dialect="postgres")
    a, b = table(result, "t")["attributes"]
    assert (a["type"], a["isArray"], b["type"]) == ("JSON", False, "INT")
    [note] = result.skipped
    assert "« a »" in note.reason and "JSON" in note.reason


def test_an_enum_types_array_is_an_enum_array_with_its_values():
    result = run("CREATE TYPE public.mood AS ENUM ('sad', 'ok', 'happy');\n"
                 "CREATE TABLE t (m mood[] NOT NULL, q public.mood ARRAY);", dialect="postgres")
    for name in ("m", "q"):
        got = column(result, "t", name)
        assert (got["type"], got["enumValues"], got["isArray"]) == ("ENUM", "sad,ok,happy", True)
    assert not column(result, "t", "m")["isNullable"]


def test_a_domain_over_an_array_gives_its_columns_the_array():
    result = run("CREATE DOMAIN tags AS varchar(30)[];\nCREATE DOMAIN code AS char(2);\n"
                 "CREATE TABLE t (a tags, b code[], c code);", dialect="postgres")
    got = [(a["type"], a["length"], a["isArray"]) for a in table(result, "t")["attributes"]]
    assert got == [("VARCHAR", 30, True), ("CHAR", 2, True), ("CHAR", 2, False)]


def test_a_multi_dimensional_array_keeps_one_dimension_and_says_so():
    result = run("CREATE TABLE t (id int, grid int[][] NOT NULL, cube text[][][])",
                 dialect="postgres")
    grid, cube = column(result, "t", "grid"), column(result, "t", "cube")
    assert (grid["type"], grid["isArray"], grid["isNullable"]) == ("INT", True, False)
    assert (cube["type"], cube["isArray"]) == ("TEXT", True)
    notes = {n.reason for n in result.skipped}
    assert len(notes) == 2
    assert any("« grid »" in n and "2 dimensions" in n and "INT[][]" in n for n in notes)
    assert any("« cube »" in n and "3 dimensions" in n for n in notes)


def test_a_one_dimension_array_is_not_reported():
    result = run("CREATE TABLE t (tags text[] NOT NULL, sizes int ARRAY[4])", dialect="postgres")
    assert result.skipped == []


@pytest.mark.parametrize(("declared", "default", "kept"), [
    ("text[]", "'{}'::text[]", "'{}'"),
    ("text[]", "'{}'", "'{}'"),
    ("text[]", "ARRAY[]::text[]", "'{}'"),
    ("text[]", "'{a,b}'", "'{a,b}'"),
    ("text[]", "'{a,b}'::character varying[]", "'{a,b}'"),
    ("int[]", "ARRAY[1, -2, 3]", "'{1,-2,3}'"),
    ("text[]", "ARRAY['a b', 'c', NULL, '', 'it''s', 'q\"']",
     "'{\"a b\",c,NULL,\"\",it''s,\"q\\\"\"}'"),
    ("int[][]", "ARRAY[ARRAY[1, 2], ARRAY[3, 4]]", "'{{1,2},{3,4}}'"),
    ("boolean[]", "ARRAY[true, false]", "'{true,false}'"),
    ("text[]", "(ARRAY['x'::text])", "'{x}'"),
    # Not a value PostgreSQL stores as written: kept as the SQL expression it is.
    ("text[]", "ARRAY[lower('A')]", "ARRAY[LOWER('A')]"),
])
def test_an_array_default_is_kept_as_postgresql_literal(declared, default, kept):
    result = run(f"CREATE TABLE t (c {declared} DEFAULT {default})", dialect="postgres")
    assert column(result, "t", "c")["defaultValue"] == kept


def test_a_text_default_outside_an_array_is_still_unquoted():
    result = run("CREATE TABLE t (c text DEFAULT '{}'::text, d text DEFAULT 'x')",
                 dialect="postgres")
    assert [a["defaultValue"] for a in table(result, "t")["attributes"]] == ["{}", "x"]


def test_alter_table_gives_array_columns_and_defaults():
    result = run("CREATE TABLE t (a text, b int);\n"
                 "ALTER TABLE t ADD COLUMN c varchar(5)[] DEFAULT ARRAY['x'];\n"
                 "ALTER TABLE t ALTER COLUMN b TYPE int[];\n"
                 "ALTER TABLE ONLY t ALTER COLUMN b SET DEFAULT '{}'::integer[];\n"
                 "ALTER TABLE t ALTER COLUMN a TYPE text[][];", dialect="postgres")
    got = [(a["name"], a["type"], a["length"], a["isArray"], a["defaultValue"])
           for a in table(result, "t")["attributes"]]
    assert got == [("a", "TEXT", None, True, None), ("b", "INT", None, True, "'{}'"),
                   ("c", "VARCHAR", 5, True, "'{x}'")]
    [note] = result.skipped
    assert "« a »" in note.reason and "2 dimensions" in note.reason


def test_an_array_default_with_a_comma_survives_a_table_read_column_by_column():
    # The broken CHECK makes the statement unreadable whole: each column is then read on its
    # own, and the commas inside ARRAY[…] must not cut its default.
    result = run("CREATE TABLE t (a int[] DEFAULT ARRAY[1,2], b int CHECK (b > ), c text)",
                 dialect="postgres")
    assert column(result, "t", "a")["defaultValue"] == "'{1,2}'"
    assert [a["name"] for a in table(result, "t")["attributes"]] == ["a", "b", "c"]
    [note] = result.skipped
    assert "CHECK (b > )" in note.reason


@pytest.mark.parametrize(("dialect", "declared", "kind", "dimensions"), [
    ("duckdb", "INT[]", "INT", 1),
    ("duckdb", "VARCHAR[][]", "TEXT", 2),
    ("duckdb", "DECIMAL(8,3)[]", "DECIMAL", 1),
    ("bigquery", "ARRAY<STRING>", "TEXT", 1),
    ("bigquery", "ARRAY<INT64>", "BIGINT", 1),
    ("bigquery", "ARRAY<ARRAY<INT64>>", "BIGINT", 2),
    ("postgres", "ARRAY<INT>", "INT", 1),
])
def test_other_readers_arrays_of_a_known_element_are_arrays_too(dialect, declared, kind,
                                                                dimensions):
    node = sqlglot.parse_one(f"CREATE TABLE t (c {declared})", read=dialect)
    mapped = map_type(node.this.expressions[0].args["kind"], dialect)
    assert (mapped.type, mapped.is_array, mapped.dimensions, mapped.array_of) == (
        kind, True, dimensions, "")


def test_a_list_of_unknown_elements_stays_json():
    node = sqlglot.parse_one("CREATE TABLE t (c LIST)", read="duckdb")
    mapped = map_type(node.this.expressions[0].args["kind"], "duckdb")
    assert (mapped.type, mapped.is_array, mapped.array_of) == ("JSON", False, "LIST")


def test_mapping_an_array_leaves_the_shared_element_mapping_alone():
    # map_type's answers are shared between columns: the array's must be a copy.
    text = sqlglot.parse_one("CREATE TABLE t (a text, b text[])", read="postgres")
    plain, array = (map_type(c.args["kind"], "postgres") for c in text.this.expressions)
    again = map_type(text.this.expressions[0].args["kind"], "postgres")
    assert (plain.is_array, array.is_array, again.is_array) == (False, True, False)
