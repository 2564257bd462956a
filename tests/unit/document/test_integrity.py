"""What a command may not leave behind even when each value is valid (document/integrity.py)."""

from __future__ import annotations

from document.integrity import command_errors
from document.reducer import apply
from tests.backend.documents.factories import attribute, table, vector_document


def errors_of(document, command):
    return command_errors(document, apply(document, command), command)


def test_a_command_that_changes_nothing_is_fine():
    command = {"type": "REMOVE_TABLE", "data": {"tableId": "t_gone"}}
    assert errors_of(vector_document(), command) == []


def test_a_table_with_two_attributes_of_one_id_is_refused():
    twin = attribute("a")
    new = table("doublons", attributes=[twin, {**twin, "name": "b"}])
    assert errors_of(vector_document(), {"type": "ADD_TABLE", "data": {"table": new}}) == [
        "« doublons » : identifiant d'attribut en double."]


def test_a_relation_to_a_missing_attribute_is_refused():
    command = {"type": "UPDATE_RELATION", "data": {"relationId": "r_posts_users",
                                                   "changes": {"toAttributeId": "a_nope"}}}
    assert errors_of(vector_document(), command) == [
        "La relation relie un attribut qui n'existe plus."]


def test_an_attribute_referencing_a_missing_table_is_refused():
    command = {"type": "UPDATE_ATTRIBUTE", "data": {
        "tableId": "t_users", "attributeId": "a_users_email",
        "changes": {"referencedTable": "t_nope", "isForeignKey": True}}}
    assert errors_of(vector_document(), command) == [
        "« users.email » fait référence à un élément qui n'existe plus."]


def test_a_composite_relation_to_a_missing_column_is_refused():
    command = {"type": "UPDATE_RELATION", "data": {"relationId": "r_posts_users", "changes": {
        "extraPairs": [{"fromAttributeId": "a_users_email", "toAttributeId": "a_nope"}]}}}
    assert errors_of(vector_document(), command) == [
        "La relation relie un attribut qui n'existe plus."]


def test_a_composite_relation_linking_a_column_twice_is_refused():
    command = {"type": "UPDATE_RELATION", "data": {"relationId": "r_posts_users", "changes": {
        "extraPairs": [{"fromAttributeId": "a_users_email", "toAttributeId": "a_posts_user"}]}}}
    assert errors_of(vector_document(), command) == [
        "Une relation sur plusieurs colonnes relie chaque colonne une fois."]


def test_a_composite_relation_over_existing_columns_is_fine():
    command = {"type": "UPDATE_RELATION", "data": {"relationId": "r_posts_users", "changes": {
        "extraPairs": [{"fromAttributeId": "a_users_email", "toAttributeId": "a_posts_id"}]}}}
    assert errors_of(vector_document(), command) == []
