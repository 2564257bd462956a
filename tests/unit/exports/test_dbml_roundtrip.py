"""The editor's DBML export (frontend/src/editor/export/dbml.ts, through the export CLI), read
back by the DBML import (workers.dbmlimport), gives the diagram it was made from: same tables,
columns (names, types, sizes, keys, settings, comments), indexes and relations. The expectations
come from the document itself, with the few documented DBML equivalences below."""

from __future__ import annotations

import json
import subprocess

import pytest

from document.shape import validate_document
from workers.dbmlimport import import_dbml

from .fixtures import FIXTURES, composite

# DBML has no SET: a SET column is written as an enum of its values.
TYPE_OF = {"SET": "ENUM"}


def enum_values(text: str) -> str:
    return ",".join(v.strip().strip("'\"") for v in text.split(",") if v.strip())


def same_default(got: str | None, want: str | None) -> bool:
    """pydbml gives numbers as numbers (0.00 → 0.0) and DBML writes booleans in lower case."""
    if want is None or got is None:
        return got == want
    want = want.strip()
    if want.startswith("'") and want.endswith("'"):
        want = want[1:-1]
    try:
        return float(got) == float(want)
    except ValueError:
        return got.lower() == want.lower() if want.lower() in ("true", "false") else got == want


@pytest.fixture(scope="module")
def documents(export_cli, tmp_path_factory) -> dict[str, tuple[dict, dict]]:
    """Fixture name → (document, its DBML read back by the import)."""
    out = {}
    for name, build in {**FIXTURES, "composite": composite}.items():
        folder = tmp_path_factory.mktemp(f"dbml-{name}")
        document = validate_document(build())
        (folder / "document.json").write_text(json.dumps(document))
        subprocess.run(["node", str(export_cli), str(folder / "document.json"), str(folder)],
                       check=True, capture_output=True, text=True)
        result = import_dbml((folder / "schema.dbml").read_bytes())
        assert result.skipped == [], result.skipped
        out[name] = (document, result.document)
    return out


@pytest.fixture(params=["shop", "chain", "composite"])
def pair(request, documents):
    return documents[request.param]


def test_tables_come_back_with_their_names_schemas_comments_and_colours(pair):
    document, back = pair
    assert [(t["name"], t["schema"], t["comment"], t["color"]) for t in back["tables"]] == [
        (t["name"], t["schema"], t["comment"], t["color"]) for t in document["tables"]]


def test_columns_come_back_with_their_types_sizes_keys_settings_and_comments(pair):
    document, back = pair
    for source, table in zip(document["tables"], back["tables"], strict=True):
        assert [a["name"] for a in table["attributes"]] == [a["name"] for a in source["attributes"]]
        for want, got in zip(source["attributes"], table["attributes"], strict=True):
            where = f"{source['name']}.{want['name']}"
            decimal = want["type"] in ("DECIMAL", "NUMERIC")
            assert {
                "type": got["type"], "length": got["length"], "precision": got["precision"],
                "scale": got["scale"], "nullable": got["isNullable"], "pk": got["isPrimaryKey"],
                "unique": got["isUnique"], "auto": got["isAutoIncrement"],
                "unsigned": got["unsigned"], "array": got["isArray"], "comment": got["comment"],
                "values": got["enumValues"], "fk": got["isForeignKey"],
            } == {
                "type": TYPE_OF.get(want["type"], want["type"]),
                "length": want["length"] if want["type"] in ("VARCHAR", "CHAR") else None,
                "precision": want["precision"] if decimal else None,
                "scale": (want["scale"] or 0) if decimal and want["precision"] else None,
                "nullable": want["isNullable"] and not want["isPrimaryKey"],
                "pk": want["isPrimaryKey"], "unique": want["isUnique"],
                "auto": want["isAutoIncrement"], "unsigned": want["unsigned"],
                "array": want["isArray"], "comment": want["comment"],
                "values": enum_values(want["enumValues"]),
                "fk": want["isForeignKey"] or want["referencedTable"] is not None,
            }, where
            assert same_default(got["defaultValue"], want["defaultValue"]), \
                (where, got["defaultValue"], want["defaultValue"])


def test_indexes_come_back_with_their_names_columns_kinds_and_comments(pair):
    document, back = pair
    for source, table in zip(document["tables"], back["tables"], strict=True):
        names = {a["id"]: a["name"] for a in source["attributes"]}
        back_names = {a["id"]: a["name"] for a in table["attributes"]}
        # DBML has no FULLTEXT or SPATIAL index: a plain index, with the default method.
        assert [(i["name"], "INDEX" if i["type"] in ("FULLTEXT", "SPATIAL") else i["type"],
                 i["method"] or "BTREE", i["comment"],
                 [names[c["attributeId"]] for c in i["attributes"]])
                for i in source["indexes"]] == [
            (i["name"], i["type"], i["method"], i["comment"],
             [back_names[c["attributeId"]] for c in i["attributes"]])
            for i in table["indexes"]], source["name"]


def relations_of(document: dict, *, with_column_references: bool) -> set[tuple]:
    """(type, parent table.columns, child table.columns, name, on delete, on update); with
    `with_column_references`, a column's reference that no relation draws counts as a
    one-to-many NO ACTION relation, as the export writes it."""
    owner = {a["id"]: t for t in document["tables"] for a in t["attributes"]}
    name = {a["id"]: a["name"] for t in document["tables"] for a in t["attributes"]}
    tables = {t["id"]: t for t in document["tables"]}

    def key_of(table_id):
        keys = [a["id"] for a in tables[table_id]["attributes"] if a["isPrimaryKey"]]
        return keys[0] if len(keys) == 1 else None

    out, drawn = set(), set()
    for r in document["relations"]:
        pairs = [(r["fromAttributeId"] or key_of(r["fromTableId"]),
                  r["toAttributeId"] or key_of(r["toTableId"]))] + [
            (p["fromAttributeId"], p["toAttributeId"]) for p in r["extraPairs"]]
        drawn.update(child for _, child in pairs)
        out.add((r["type"],
                 tables[r["fromTableId"]]["name"] + "." + ",".join(name[p] for p, _ in pairs),
                 tables[r["toTableId"]]["name"] + "." + ",".join(name[c] for _, c in pairs),
                 r["name"], r["onDelete"], r["onUpdate"]))
    if with_column_references:
        for t in document["tables"]:
            for a in t["attributes"]:
                if a["referencedAttribute"] and a["id"] not in drawn:
                    parent = owner[a["referencedAttribute"]]["name"]
                    out.add(("one-to-many", f"{parent}.{name[a['referencedAttribute']]}",
                             f"{t['name']}.{a['name']}", "", "NO ACTION", "NO ACTION"))
    return out


def test_relations_come_back_with_their_kind_columns_names_and_actions(pair):
    document, back = pair
    assert relations_of(back, with_column_references=False) == relations_of(
        document, with_column_references=True)


def test_areas_and_notes_come_back_as_areas_around_the_same_tables(export_cli, tmp_path):
    """Areas go out as table groups and notes as sticky notes; the import draws each group's
    area around its tables again."""
    from document.areas import area_members

    document = FIXTURES["shop"]()
    for i, table in enumerate(document["tables"]):
        table["x"], table["y"] = i * 1000, 0
    document["areas"] = [
        {"id": "r1", "name": "Ventes et clients", "x": -50, "y": -50, "width": 1450,
         "height": 1000, "color": "#ef4444"},
        {"id": "r2", "name": "Reste", "x": 1950, "y": -50, "width": 400, "height": 1000,
         "color": "#3b82f6"},
    ]
    document["notes"] = [{"id": "n1", "x": 0, "y": 2000, "width": 200, "height": 120,
                          "text": "À revoir :\n« index » et 'clés'", "color": "#eab308"}]
    document = validate_document(document)
    (tmp_path / "document.json").write_text(json.dumps(document))
    subprocess.run(["node", str(export_cli), str(tmp_path / "document.json"), str(tmp_path)],
                   check=True, capture_output=True, text=True)
    back = import_dbml((tmp_path / "schema.dbml").read_bytes()).document

    def groups(doc):
        names = {t["id"]: t["name"] for t in doc["tables"]}
        members = area_members(doc)
        return [(a["name"], a["color"], [names[i] for i in members[a["id"]]])
                for a in doc["areas"]]

    assert [len(tables) for *_, tables in groups(document)] == [2, 1]
    assert groups(back) == groups(document)
    assert [n["text"] for n in back["notes"]] == ["À revoir :\n« index » et 'clés'"]
