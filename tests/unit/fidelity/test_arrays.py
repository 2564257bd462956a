"""The fidelity check's sides agree on array columns: the imported document (an element type
with isArray, a default kept as '{…}') and the catalog a real PostgreSQL reports for the same
script (text[], ARRAY['a'::text] …). No real-world file has arrays: a small truth set here, loaded
into the local PostgreSQL (skipped where there is none, outside CI)."""

from __future__ import annotations

import copy

import pytest

from tests.fidelity import catalogs
from tests.fidelity.compare import compare
from tests.fidelity.normalise import canonical_default, canonical_type, document_spelling
from tests.fidelity.schema import from_catalog, from_document
from workers.sqlimport import import_sql

SCRIPT = """
CREATE TABLE posts (
    id integer PRIMARY KEY,
    tags text[] DEFAULT '{}'::text[] NOT NULL,
    labels varchar(20)[] DEFAULT '{a,b}',
    scores numeric(10,2)[],
    counts integer ARRAY DEFAULT ARRAY[1, 2],
    grid int[][] DEFAULT '{{1,2},{3,4}}',
    sizes int[3],
    names text[] DEFAULT ARRAY['x y', 'z', NULL],
    empty text[] DEFAULT ARRAY[]::text[],
    seen timestamptz[],
    flags boolean[] DEFAULT '{}',
    plain text DEFAULT '{}'
);
"""


@pytest.fixture(scope="module")
def postgres_truth():
    engine = catalogs.engine("postgres", purpose="arrays")
    try:
        engine.run(SCRIPT)
        yield from_catalog(catalogs.read(engine), "postgres")
    finally:
        engine.close()


def imported() -> dict:
    return import_sql(SCRIPT, dialect="postgres").document


def test_a_postgresql_schema_with_arrays_imports_identical_to_its_catalog(postgres_truth):
    truth = postgres_truth
    assert truth["posts"].columns["tags"].type == "text[]"  # the catalog does say arrays
    comparison = compare(truth, from_document(imported(), "postgres"), "import")
    assert [str(d) for d in comparison.differences] == []
    assert comparison.matched["columns"] == [12, 12]


def test_an_array_imported_as_its_element_alone_is_a_difference(postgres_truth):
    document = imported()
    flat = copy.deepcopy(document)
    for attribute in flat["tables"][0]["attributes"]:
        attribute["isArray"] = False
    comparison = compare(postgres_truth, from_document(flat, "postgres"), "import")
    kinds = [d.kind for d in comparison.differences]
    assert kinds.count("type") == 10  # every array column but none of the others


@pytest.mark.parametrize(("spelling", "canonical"), [
    ("text[]", "text[]"),
    ("character varying(20)[]", "varchar(20)[]"),
    ("varchar(20) ARRAY", "varchar(20)[]"),
    ("integer ARRAY[4]", "integer[]"),
    ("int[][]", "integer[]"),
    ("int4[3]", "integer[]"),
    ("numeric(10,2)[]", "decimal(10,2)[]"),
    ("timestamp with time zone[]", "timestamptz[]"),
    ("_text", "text[]"),
    ("_int8", "bigint[]"),
    ("_mood", "_mood"),  # a user type's name, not one of PostgreSQL's array names
    ("text", "text"),
])
def test_postgresql_array_types_read_as_element_and_marker(spelling, canonical):
    assert canonical_type(spelling, "postgres") == canonical


@pytest.mark.parametrize("dialect", ["mysql", "sqlite"])
def test_elsewhere_an_array_is_json(dialect):
    attribute = {"type": "INT", "isArray": True}
    assert canonical_type(document_spelling(attribute), dialect) == \
        canonical_type("json", dialect)


@pytest.mark.parametrize(("attribute", "spelled"), [
    ({"type": "TEXT", "isArray": True}, "text[]"),
    ({"type": "VARCHAR", "length": 20, "isArray": True}, "varchar(20)[]"),
    ({"type": "DECIMAL", "precision": 10, "scale": 2, "isArray": True}, "decimal(10,2)[]"),
    ({"type": "TEXT", "isArray": False}, "text"),
    ({"type": "TEXT"}, "text"),  # a document stored before isArray
])
def test_the_document_spells_its_arrays_as_the_catalog_does(attribute, spelled):
    assert document_spelling(attribute) == spelled


@pytest.mark.parametrize(("catalog", "document"), [
    ("'{}'::text[]", "'{}'"),
    ("ARRAY[]::text[]", "'{}'"),
    ("'{a,b}'::character varying[]", "'{a,b}'"),
    ("ARRAY['x y'::text, 'z'::text, NULL::text]", "'{\"x y\",z,NULL}'"),
    ("'{\"a\",\"b\"}'::text[]", "'{a,b}'"),
    ("ARRAY[1, 2]", "'{1,2}'"),
    ("'{{1,2},{3,4}}'::integer[]", "'{{1,2},{3,4}}'"),
])
def test_array_defaults_compare_by_value(catalog, document):
    assert canonical_default(catalog, "text[]") == canonical_default(document, "text[]")


def test_different_array_defaults_stay_different():
    assert canonical_default("'{a,b}'::text[]", "text[]") != \
        canonical_default("'{b,a}'", "text[]")
    assert canonical_default("ARRAY['a b'::text]", "text[]") != \
        canonical_default("'{a,b}'", "text[]")
