"""The legacy converter on the shared vectors (frontend/src/editor/model/legacy.test.ts runs the
same files against the TypeScript twin)."""

import json
from pathlib import Path

import pytest

from document.legacy import from_legacy, to_legacy
from document.shape import validate_document

VECTORS = sorted((Path(__file__).parents[2] / "vectors" / "legacy").glob("*.json"))


@pytest.mark.parametrize("path", VECTORS, ids=lambda p: p.stem)
def test_it_converts_as_the_vector_says(path):
    vector = json.loads(path.read_text())
    if path.stem.startswith("import_"):
        assert from_legacy(vector["legacy"]) == vector["document"]
        assert validate_document(vector["document"]) == vector["document"]
    else:
        assert to_legacy(vector["document"]) == vector["legacy"]


def test_a_round_trip_keeps_names_types_keys_positions_and_relations():
    document = json.loads((VECTORS[0].parent / "import_laravel_form.json").read_text())["document"]
    again = from_legacy(to_legacy(document))

    def shape(doc):
        names = {t["id"]: t["name"] for t in doc["tables"]}
        return (
            [(t["name"], t["x"], t["y"], t["slug"], t["softDeletes"], t["seeds"],
              [(a["name"], a["type"], a["isPrimaryKey"], a["isUnique"], a["isNullable"],
                a["enumValues"], a["defaultValue"]) for a in t["attributes"]])
             for t in doc["tables"]],
            [(names[r["fromTableId"]], names[r["toTableId"]], r["type"]) for r in doc["relations"]],
        )

    assert shape(again) == shape(document)


def _fidelity(doc):
    """What a legacy round trip must keep, by names (ids are the converter's own)."""
    tables = {t["id"]: t for t in doc["tables"]}
    names = {(t["id"], a["id"]): a["name"] for t in doc["tables"] for a in t["attributes"]}

    def ref(table_id, attribute_id):
        return (tables[table_id]["name"] if table_id else None,
                names.get((table_id, attribute_id)))

    return (
        [(t["name"], t["comment"],
          [(a["name"], a["comment"], a["isForeignKey"], ref(a["referencedTable"],
                                                             a["referencedAttribute"]),
            a["precision"], a["scale"]) for a in t["attributes"]],
          [(i["name"], i["type"], i["method"], i["comment"],
            [(names[(t["id"], c["attributeId"])], c["order"]) for c in i["attributes"]])
           for i in t["indexes"]])
         for t in doc["tables"]],
        [(r["onDelete"], r["onUpdate"]) for r in doc["relations"]],
    )


@pytest.mark.parametrize("path", VECTORS, ids=lambda p: p.stem)
def test_comments_foreign_keys_and_indexes_survive_a_round_trip(path):
    document = json.loads(path.read_text())["document"]
    assert _fidelity(from_legacy(to_legacy(document))) == _fidelity(document)


def test_a_round_trip_adds_no_index():
    """indexType 3 and indexes[] describe the same index once, not twice."""
    document = json.loads((VECTORS[0].parent / "export_document.json").read_text())["document"]
    again = from_legacy(to_legacy(document))
    assert [len(t["indexes"]) for t in again["tables"]] == [
        len(t["indexes"]) for t in document["tables"]]
