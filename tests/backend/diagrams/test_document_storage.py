"""Documents written in pieces (streamed by COPY on PostgreSQL) and read back with orjson: the
stored value must be exactly the document, whatever its strings hold."""

import json

import pytest
from django.db import transaction

from web.projects.models import Project
from web.projects.storage import json_chunks, load_document, store_document

TRICKY = "a\\b \"q\" \t tab \n line \\N \\. é 漢字 😀 \u2028"


def document(tables: int = 3) -> dict:
    return {
        "format": 1,
        "tables": [{"id": f"t_{n}", "name": f"{TRICKY}{n}", "x": n * 1.5, "y": -n,
                    "attributes": [{"id": f"a_{n}", "name": "id", "comment": TRICKY}]}
                   for n in range(tables)],
        "relations": [],
        "view": {"zoom": 1, "flags": [True, None]},
    }


def test_the_pieces_join_to_the_json_of_the_document():
    doc = document()
    assert json.loads(b"".join(json_chunks(doc))) == doc


def test_releasing_empties_the_lists_as_they_are_written():
    doc = document()
    pieces = json_chunks(doc, release=True)
    joined = b"".join(pieces)
    assert json.loads(joined) == document()
    assert doc["tables"] == [None, None, None]


@pytest.mark.parametrize("release", [False, True])
def test_a_stored_document_reads_back_unchanged(alice, release):
    project = Project.objects.create(owner=alice, name="Boutique")
    with transaction.atomic():
        store_document(project, document(50), release=release)
    assert project.revision == 1
    assert load_document(project.pk) == (document(50), 1)
    project.refresh_from_db()
    assert project.schema == document(50)


def test_two_stores_in_one_transaction_each_keep_their_own_document(alice):
    first = Project.objects.create(owner=alice, name="Un")
    second = Project.objects.create(owner=alice, name="Deux")
    with transaction.atomic():
        store_document(first, document(1))
        store_document(second, document(2))
    assert load_document(first.pk)[0] == document(1)
    assert load_document(second.pk)[0] == document(2)


def test_storing_outside_a_transaction_still_stores_the_document(alice):
    project = Project.objects.create(owner=alice, name="Boutique")
    store_document(project, document(4))
    assert load_document(project.pk) == (document(4), 1)


def test_a_released_document_is_not_kept_on_the_instance(alice):
    project = Project.objects.create(owner=alice, name="Boutique")
    store_document(project, document(2), release=True)
    assert "schema" not in project.__dict__
    assert project.schema == document(2)  # fetched again on demand


def test_loading_an_unknown_project_gives_none(db):
    assert load_document(987_654) is None

