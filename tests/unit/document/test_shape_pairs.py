"""Whole documents with composite relations (document/shape.py): their further column pairs are
checked like the first."""

from __future__ import annotations

import copy

import pytest

from document.shape import DocumentInvalid, validate_document
from tests.backend.documents.factories import vector_document


def with_pairs(pairs):
    document = copy.deepcopy(vector_document())
    document["relations"][0]["extraPairs"] = pairs
    return document


def test_a_document_without_pairs_gets_an_empty_list():
    document = vector_document()
    del document["relations"][0]["extraPairs"]  # as stored before composite keys
    assert validate_document(document)["relations"][0]["extraPairs"] == []


def test_further_pairs_are_kept_in_order():
    pairs = [{"fromAttributeId": "a_users_email", "toAttributeId": "a_posts_id"}]
    assert validate_document(with_pairs(pairs))["relations"][0]["extraPairs"] == pairs


def test_a_pair_naming_an_unknown_column_is_refused_with_its_path():
    with pytest.raises(DocumentInvalid) as caught:
        validate_document(with_pairs([{"fromAttributeId": "a_users_email",
                                       "toAttributeId": "a_nope"}]))
    assert caught.value.errors == [
        "relations[0].extraPairs[0].toAttributeId : attribut inconnu « a_nope »"]


def test_a_column_in_two_pairs_is_refused():
    with pytest.raises(DocumentInvalid) as caught:
        validate_document(with_pairs([{"fromAttributeId": "a_users_id",
                                       "toAttributeId": "a_posts_id"}]))
    assert caught.value.errors == ["relations[0].extraPairs : chaque colonne n'est reliée "
                                   "qu'une fois, après la première paire"]
