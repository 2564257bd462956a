"""The one-pass item validators of document/shape.py give what the models give: the same
normalised item (values, types, key order) or the same French errors at the same paths."""

from __future__ import annotations

import copy
import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

from document.shape import _ITEM_VALIDATORS, Relation, Table, _messages

VECTORS = Path(__file__).parents[2] / "vectors" / "commands"

# For each field, values the document takes and values it refuses, mixed.
ANY = st.one_of(st.none(), st.booleans(), st.integers(-5, 10**10), st.floats(allow_nan=True),
                st.text(max_size=5), st.lists(st.integers(), max_size=2), st.just({}))
ATTRIBUTE = st.fixed_dictionaries({
    "id": st.one_of(st.just("a1"), st.just(""), st.text(min_size=60, max_size=70)),
    "name": st.text(max_size=4),
    "type": st.sampled_from(["INT", "VARCHAR", "TIMESTAMPTZ", "nope", 3]),
}, optional={
    key: ANY for key in ("isNullable", "isPrimaryKey", "isForeignKey", "isUnique", "isArray",
                         "unsigned", "defaultValue", "length", "precision", "scale", "comment",
                         "enumValues", "referencedTable", "referencedAttribute", "isSelected")
})
TABLE = st.fixed_dictionaries({
    "id": st.sampled_from(["t1", ""]),
    "name": st.text(max_size=4),
    "x": st.one_of(st.floats(allow_nan=True), st.integers(-10**8, 10**8), st.text(max_size=2)),
    "y": st.floats(-1e7, 1e7),
    "width": st.one_of(st.floats(0, 2e5), st.just("250")),
    "height": st.floats(1, 500),
    "attributes": st.one_of(st.lists(ATTRIBUTE, max_size=3), st.just("x")),
}, optional={
    "color": st.sampled_from(["#abcdef", "red", None]),
    "schema": st.one_of(st.text(max_size=3), st.none()),
    "schema_": st.just("ignored"),
    "indexes": st.lists(st.fixed_dictionaries({
        "id": st.just("i1"), "name": st.text(max_size=3),
        "attributes": st.lists(st.fixed_dictionaries(
            {"attributeId": st.sampled_from(["a1", ""])},
            optional={"order": st.sampled_from(["ASC", "DESC", "UP"])}), max_size=2)},
        optional={"type": st.sampled_from(["INDEX", "UNIQUE", "BAD"]),
                  "method": st.sampled_from(["BTREE", None, "X"])}), max_size=2),
    "isCollapsed": ANY, "seeds": st.just([{"name": "s", "data": [{"key": "k", "data": "d"}]}]),
})
RELATION = st.fixed_dictionaries({
    "id": st.sampled_from(["r1", ""]),
    "fromTableId": st.sampled_from(["t1", None]),
    "toTableId": st.just("t2"),
}, optional={
    "type": st.sampled_from(["one-to-many", "many-to-many", "two"]),
    "fromAttributeId": st.sampled_from(["a1", None, ""]),
    "cardinality": st.one_of(st.just({"from": "N", "to": "1"}), st.just({"from_": "N"}),
                             st.just({"to": "X"}), st.just("1:N")),
    "extraPairs": st.one_of(st.just([{"fromAttributeId": "a", "toAttributeId": "b"}]),
                            st.just([{"fromAttributeId": "a"}]), st.just(None)),
    "onDelete": st.sampled_from(["CASCADE", "SET NULL", "DROP"]),
    "color": st.sampled_from(["#000000", "black", None]),
    "isDashed": ANY,
})


def by_models(model, item):
    try:
        return "ok", model.model_validate(item).model_dump(by_alias=True)
    except ValidationError as exc:
        return "refused", _messages(exc, ("items", 0))


def in_one_pass(model, item):
    try:
        return "ok", _ITEM_VALIDATORS[model].validate_python(item)
    except ValidationError as exc:
        return "refused", _messages(exc, ("items", 0))


def same(model, item):
    expected = by_models(model, copy.deepcopy(item))
    got = in_one_pass(model, copy.deepcopy(item))
    assert got == expected
    if got[0] == "ok":  # key order too: the stored JSON is written as it comes
        assert json.dumps(got[1]) == json.dumps(expected[1])


@settings(max_examples=300, deadline=None)
@given(TABLE)
def test_a_table_is_normalised_or_refused_as_the_models_do(table):
    same(Table, table)


@settings(max_examples=300, deadline=None)
@given(RELATION)
def test_a_relation_is_normalised_or_refused_as_the_models_do(relation):
    same(Relation, relation)


def test_every_item_of_the_shared_vectors_comes_out_as_the_models_give_it():
    seen = 0
    for path in sorted(VECTORS.glob("*.json")):
        vector = json.loads(path.read_text())
        for document in (vector["before"], vector["after"]):
            for table in document["tables"]:
                same(Table, table)
                seen += 1
            for relation in document["relations"]:
                same(Relation, relation)
    assert seen > 50
