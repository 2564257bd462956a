"""Array columns (isArray) exported and loaded for real: PostgreSQL gets its own array types
(the catalog says text[], data_type ARRAY, udt _text), MariaDB in strict mode and SQLite a JSON
array in a plain column, their '{}' defaults turned into '[]'. The spelled-out cases are in
frontend/src/editor/export/arrays.test.ts."""

from __future__ import annotations

import json

import pytest

from .fixtures import attr, pk, table
from .loading import ENGINE_NAMES, SCRIPT, export, load


def arrays() -> dict:
    columns = [
        pk(),
        attr("tags", "TEXT", isArray=True, isNullable=False, defaultValue="'{}'::text[]"),
        attr("codes", "VARCHAR", length=20, isArray=True, defaultValue="'{a,\"b c\"}'"),
        attr("amounts", "DECIMAL", precision=10, scale=2, isArray=True),
        attr("states", "ENUM", enumValues="new,done", isArray=True, defaultValue="'{new}'"),
        attr("label", "TEXT"),
    ]
    return {"format": 1, "tables": [table("t", "posts", columns)], "relations": []}


@pytest.fixture(scope="module")
def arrays_export(export_cli, tmp_path_factory):
    return export(export_cli, tmp_path_factory.mktemp("arrays"), arrays())


def test_postgres_makes_array_types_and_fills_their_defaults(arrays_export, engines):
    engine = load(engines, "postgres", (arrays_export / "postgres.sql").read_text())
    columns = engine.catalog()["tables"]["posts"]["columns"]
    assert {name: columns[name]["type"] for name in ("tags", "codes", "amounts", "states")} == {
        "tags": "text[]", "codes": "character varying(20)[]", "amounts": "numeric(10,2)[]",
        "states": "posts_states_enum[]"}
    info = engine.db.execute(
        "SELECT column_name, data_type, udt_name FROM information_schema.columns "
        "WHERE table_name = 'posts' AND column_name IN ('tags', 'label') ORDER BY 1").fetchall()
    assert info == [("label", "text", "text"), ("tags", "ARRAY", "_text")]
    engine.insert("posts", {"label": "x"})
    # psycopg reads arrays of its known types only: the enum's through text[].
    row = engine.db.execute('SELECT "tags", "codes", "states"::text[] FROM "posts"').fetchall()
    assert row == [([], ["a", "b c"], ["new"])]


@pytest.mark.parametrize("name", [n for n in ENGINE_NAMES if n != "postgres"])
def test_the_others_load_a_json_array(name, arrays_export, engines):
    script = (arrays_export / SCRIPT[name]).read_text()
    assert "tableau de TEXT, exporté en" in script
    engine = load(engines, name, script)
    engine.insert("posts", {"label": "x", "amounts": json.dumps([1.5, 2])})
    tags, codes, states, amounts = engine.select("posts", ["tags", "codes", "states", "amounts"])[0]
    assert (json.loads(tags), json.loads(codes), json.loads(states)) == ([], ["a", "b c"], ["new"])
    assert json.loads(amounts) == [1.5, 2]
    if name == "mariadb":
        # MariaDB's JSON is LONGTEXT checked by json_valid: text that is no JSON is refused.
        with pytest.raises(Exception, match="CONSTRAINT|constraint"):
            engine.insert("posts", {"label": "y", "tags": "not json"})
