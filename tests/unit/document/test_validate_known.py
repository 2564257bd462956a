"""A whole save validated against the document it replaces (`validate_document(known=...)`):
what comes back unchanged is shared with it, unchecked again; everything else is validated as
ever, and references are checked across the whole document."""

from __future__ import annotations

import copy

import pytest

from document import shape
from document.shape import DocumentInvalid, Relation, Table, validate_document
from tests.benchmarks.generate import document


@pytest.fixture
def known():
    return validate_document(document(8, 4, 6, seed=3))


@pytest.fixture
def validated(monkeypatch):
    """The ids of the tables and relations the item validators were given."""
    seen = []

    class Spy:
        def __init__(self, validator):
            self.validator = validator

        def validate_python(self, item):
            seen.append(item.get("id"))
            return self.validator.validate_python(item)

    for model in (Table, Relation):
        monkeypatch.setitem(shape._ITEM_VALIDATORS, model, Spy(shape._ITEM_VALIDATORS[model]))
    return seen


def test_unchanged_items_are_the_known_objects_unchecked(known, validated):
    data = copy.deepcopy(known)
    data["tables"][2]["name"] = "clients"
    result = validate_document(data, known=known)
    assert validated == ["t2"]
    for i, table in enumerate(result["tables"]):
        assert (table is known["tables"][i]) == (i != 2)
    assert all(r is k for r, k in zip(result["relations"], known["relations"], strict=True))


def test_without_known_every_item_is_validated(known, validated):
    validate_document(copy.deepcopy(known))
    assert len(validated) == len(known["tables"]) + len(known["relations"])


@pytest.mark.parametrize(("items", "index", "key", "value"), [
    ("tables", 4, "color", "rouge"),
    ("relations", 1, "onDelete", "EXPLODE"),
])
def test_a_changed_item_is_validated_and_can_be_refused(known, items, index, key, value):
    data = copy.deepcopy(known)
    data[items][index][key] = value
    with pytest.raises(DocumentInvalid) as refused:
        validate_document(data, known=known)
    assert refused.value.errors[0].startswith(f"{items}[{index}].{key}")


def test_a_changed_table_is_normalised(known):
    data = copy.deepcopy(known)
    data["tables"][1]["isSelected"] = True
    del data["tables"][1]["comment"]
    result = validate_document(data, known=known)
    assert result["tables"][1] == known["tables"][1]
    assert result["tables"][1] is not known["tables"][1]


def test_a_known_table_under_a_new_id_is_validated(known, validated):
    data = copy.deepcopy(known)
    data["tables"].append({**copy.deepcopy(known["tables"][0]), "id": "t_copy"})
    result = validate_document(data, known=known)
    assert validated == ["t_copy"]
    assert all(result["tables"][-1] is not table for table in known["tables"])


def test_a_known_table_moved_to_another_place_is_still_shared(known, validated):
    data = copy.deepcopy(known)
    data["tables"].reverse()
    result = validate_document(data, known=known)
    assert validated == []
    assert result["tables"][0] is known["tables"][-1]


def test_an_unchanged_relation_to_a_removed_table_is_refused(known):
    relation = known["relations"][0]
    data = copy.deepcopy(known)
    data["tables"] = [t for t in data["tables"] if t["id"] != relation["toTableId"]]
    data["relations"] = [r for r in data["relations"] if r["id"] == relation["id"]]
    assert data["relations"] == [relation]
    with pytest.raises(DocumentInvalid) as refused:
        validate_document(data, known=known)
    assert refused.value.errors == [
        f"relations[0].toTableId : table inconnue « {relation['toTableId']} »"]


def test_an_unchanged_foreign_key_to_a_removed_table_is_refused():
    base = document(3, 3, 0, seed=3)
    base["tables"][0]["attributes"][1].update(
        isForeignKey=True, referencedTable="t2", referencedAttribute="a2_0")
    known = validate_document(base)
    data = copy.deepcopy(known)
    del data["tables"][2]
    with pytest.raises(DocumentInvalid, match=r"tables\[0\]\.attributes\[1\]"):
        validate_document(data, known=known)


def test_known_tables_repeated_under_one_id_are_refused(known):
    data = copy.deepcopy(known)
    data["tables"].append(copy.deepcopy(known["tables"][3]))
    with pytest.raises(DocumentInvalid, match="identifiant de table en double"):
        validate_document(data, known=known)


def test_the_result_is_what_validation_without_known_gives(known):
    data = copy.deepcopy(known)
    data["tables"][0]["x"] = 12  # an int, a float once validated
    data["tables"][5]["attributes"][2]["isSelected"] = True
    data["tables"][6]["attributes"].pop()
    data["relations"][3]["label"] = "achète"
    del data["relations"][2]
    data["tables"].append({"id": "t_new", "name": "new", "x": 0, "y": 0, "width": 250,
                           "height": 80, "attributes": []})
    expected = validate_document(copy.deepcopy(data))
    unchanged = copy.deepcopy(known)
    result = validate_document(data, known=known)
    assert result == expected
    assert type(result["tables"][0]["x"]) is float
    assert known == unchanged


def test_known_items_of_the_same_id_but_other_values_are_not_used(known, validated):
    other = validate_document(document(8, 2, 3, seed=99))
    validated.clear()
    result = validate_document(copy.deepcopy(known), known=other)
    assert result == known
    assert [i for i in validated if i.startswith("t")] == [t["id"] for t in known["tables"]]
    assert not any(t is o for t, o in zip(result["tables"], other["tables"], strict=True))
