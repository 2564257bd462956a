"""Documents written in pieces (streamed by COPY on PostgreSQL) and read back with orjson: the
stored value must be exactly the document, whatever its strings hold."""

import json

import pytest
from django.db import transaction

from web.documents.storage import json_chunks, load_snapshot, write_snapshot
from web.projects.models import Project

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
def test_a_replacement_reads_back_unchanged_and_moves_the_head(alice, release):
    project = Project.objects.create(owner=alice, name="Boutique")
    with transaction.atomic():
        assert write_snapshot(project.pk, document(50), revision=1, head=True, release=release)
    assert load_snapshot(project.pk) == (document(50), 1, 1)
    project.refresh_from_db()
    assert (project.schema, project.revision, project.schema_revision) == (document(50), 1, 1)


def test_a_snapshot_leaves_the_head_where_it_is(alice):
    project = Project.objects.create(owner=alice, name="Boutique", revision=7)
    assert write_snapshot(project.pk, document(3), revision=5)
    assert load_snapshot(project.pk) == (document(3), 5, 7)


def test_an_older_snapshot_never_overwrites_a_newer_one(alice):
    project = Project.objects.create(owner=alice, name="Boutique", revision=7)
    assert write_snapshot(project.pk, document(3), revision=6)
    assert not write_snapshot(project.pk, document(1), revision=5)
    assert not write_snapshot(project.pk, document(1), revision=6)
    assert load_snapshot(project.pk) == (document(3), 6, 7)


def test_two_writes_in_one_transaction_each_keep_their_own_document(alice):
    first = Project.objects.create(owner=alice, name="Un")
    second = Project.objects.create(owner=alice, name="Deux")
    with transaction.atomic():
        write_snapshot(first.pk, document(1), revision=1, head=True)
        write_snapshot(second.pk, document(2), revision=1, head=True)
    assert load_snapshot(first.pk)[0] == document(1)
    assert load_snapshot(second.pk)[0] == document(2)


def test_writing_outside_a_transaction_still_stores_the_document(alice):
    project = Project.objects.create(owner=alice, name="Boutique")
    write_snapshot(project.pk, document(4), revision=1, head=True)
    assert load_snapshot(project.pk) == (document(4), 1, 1)


def test_loading_an_unknown_project_gives_none(db):
    assert load_snapshot(987_654) is None

