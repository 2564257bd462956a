"""Commands validated at the edge (DESIGN.md §4; PROTOCOL [C2]): one model per type."""

from __future__ import annotations

import pytest

from document import commands
from document.commands import CommandInvalid, parse_command
from document.constants import (
    AREA_KEYS,
    ATTRIBUTE_KEYS,
    COMMAND_TYPES,
    LIMITS,
    NOTE_KEYS,
    RELATION_KEYS,
    TABLE_KEYS,
)


def batch(*steps):
    return {"type": "BATCH", "name": "Lot", "timestamp": 1, "data": {"commands": list(steps)}}


MOVE = {"type": "MOVE_TABLE", "name": "Déplacer", "timestamp": 5,
        "data": {"tableId": "t1", "x": 10, "y": -4.5}}


def test_every_command_type_has_its_model():
    union = commands.Command.__origin__  # Annotated[Union[...], discriminator]
    names = {model.model_fields["type"].annotation.__args__[0] for model in union.__args__}
    assert names == set(COMMAND_TYPES)


@pytest.mark.parametrize(("model", "keys"), [
    (commands.TableChanges, TABLE_KEYS), (commands.AttributeChanges, ATTRIBUTE_KEYS),
    (commands.RelationChanges, RELATION_KEYS), (commands.NoteChanges, NOTE_KEYS),
    (commands.AreaChanges, AREA_KEYS)])
def test_the_changes_a_command_may_carry_are_the_keys_the_reducers_apply(model, keys):
    assert {field.alias or name for name, field in model.model_fields.items()} == set(keys)


def test_a_valid_command_comes_back_normalised():
    assert parse_command({**MOVE, "extra": "dropped"}) == MOVE


def test_changes_keep_only_what_was_sent_including_an_explicit_null():
    parsed = parse_command({"type": "UPDATE_ATTRIBUTE", "data": {
        "tableId": "t1", "attributeId": "a1",
        "changes": {"defaultValue": None, "length": 20, "isSelected": True}}})
    assert parsed["data"]["changes"] == {"defaultValue": None, "length": 20}
    assert (parsed["name"], parsed["timestamp"]) == ("", 0)


@pytest.mark.parametrize(("raw", "reason"), [
    ({"type": "MOVE_TABLE", "data": {"tableId": "t1", "x": "loin", "y": 0}},
     "commande.MOVE_TABLE.data.x : Ce champ doit être un nombre."),
    ({"type": "UPDATE_TABLE", "data": {"tableId": "t1", "changes": {"name": None}}},
     "commande.UPDATE_TABLE.data.changes.name : Ce champ doit être une chaîne de caractères."),
    ({"type": "UPDATE_TABLE", "data": {"tableId": "t1", "changes": {"color": "rouge"}}},
     "commande.UPDATE_TABLE.data.changes.color : Ce champ n'a pas le format attendu."),
    ({"type": "NOPE", "data": {}}, "commande : Type de commande inconnu : NOPE."),
    ({"data": {}}, "commande : Le type de la commande est obligatoire."),
    ({"type": "REMOVE_TABLE", "data": {"tableId": ""}},
     "commande.REMOVE_TABLE.data.tableId : Ce champ ne doit pas être vide."),
    ([], "commande : Ce champ doit être un objet."),
])
def test_a_malformed_command_is_refused_with_a_french_reason(raw, reason):
    with pytest.raises(CommandInvalid) as refused:
        parse_command(raw)
    assert refused.value.errors[0] == reason


def test_coordinates_must_be_finite_and_within_the_canvas():
    with pytest.raises(CommandInvalid):
        parse_command({**MOVE, "data": {**MOVE["data"], "x": float("inf")}})
    with pytest.raises(CommandInvalid):
        parse_command({"type": "UPDATE_TABLE", "data": {
            "tableId": "t1", "changes": {"x": LIMITS["coordinate"] * 2}}})


def test_batches_nest_to_a_limit():
    nested = MOVE
    for _ in range(LIMITS["batchDepth"] - 1):
        nested = batch(nested)
    assert parse_command(nested)["type"] == "BATCH"
    with pytest.raises(CommandInvalid, match="imbriqués"):
        parse_command(batch(nested))


def test_a_batch_holds_a_limited_number_of_commands(monkeypatch):
    monkeypatch.setitem(LIMITS, "batchCommands", 3)
    with pytest.raises(CommandInvalid, match="pas plus de 3 commandes"):
        parse_command(batch(batch(MOVE, MOVE), MOVE))
