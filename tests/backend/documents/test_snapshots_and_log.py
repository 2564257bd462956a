"""Whole replacements, snapshots and the change log's compaction: a fresh fetch always gives the
current document, and clients catching up get the changes or a whole state ([G2])."""

from __future__ import annotations

from datetime import timedelta

import pytest
import time_machine
from django.utils import timezone

from web.documents import services
from web.documents.cache import documents
from web.documents.models import Change
from web.documents.selectors import changes_since, document_current
from web.documents.services import (
    Submitted,
    changes_compact,
    document_apply,
    document_checkpoint,
    document_replace,
    documents_checkpoint_stale,
)
from web.projects.models import Project

from .factories import move, rename, stored_project, vector_document


@pytest.fixture
def project(alice):
    return stored_project(alice)


def edit(alice, project, *commands):
    return document_apply(actor=alice, project_id=project.pk,
                          commands=[Submitted(c) for c in commands]).entries


def reordered(document: dict) -> dict:
    """The document with its tables in reverse order: no command reorders tables."""
    return {**document, "tables": document["tables"][::-1]}


def test_a_replacement_is_logged_as_one_change_that_asks_for_a_whole_state(alice, project):
    edit(alice, project, move("t_users", 5, 5))
    replacement = reordered(vector_document())
    revision = document_replace(actor=alice, project_id=project.pk, document=replacement,
                                origin=Change.Origin.SQL_IMPORT, name="Importer un fichier SQL")
    assert revision == 3
    change = Change.objects.get(project=project, revision=3)
    assert (change.origin, change.command["type"]) == ("sql_import", "REPLACE_DOCUMENT")
    assert change.command["data"] == {}, "the document itself is not copied into the log"
    assert changes_since(project.pk, 2, 3) is None
    assert [c["revision"] for c in changes_since(project.pk, 1, 2)] == [2]
    assert document_current(project.pk) == (reordered(vector_document()), 3)
    assert Project.objects.get(pk=project.pk).schema_revision == 3, "written whole at once"


def test_a_replacement_that_is_an_edit_is_logged_as_the_commands_it_amounts_to(alice, project):
    """A whole save that moved a table and renamed another: one BATCH change, which clients
    catching up replay like any edit; the snapshot waits for the next checkpoint."""
    document_current(project.pk)  # this process holds the document, as after opening it
    document = vector_document()
    document["tables"][0] = {**document["tables"][0], "x": 640, "y": 480}
    document["tables"][1] = {**document["tables"][1], "name": "articles"}
    revision = document_replace(actor=alice, project_id=project.pk, document=document,
                                origin=Change.Origin.SAVE, name="Enregistrement",
                                as_edit=True)
    change = Change.objects.get(project=project, revision=revision)
    assert (change.origin, change.command["type"], change.command["name"]) == (
        "save", "BATCH", "Enregistrement")
    steps = change.command["data"]["commands"]
    assert [(s["type"], s["data"].get("tableId")) for s in steps] == [
        ("MOVE_TABLE", document["tables"][0]["id"]),
        ("UPDATE_TABLE", document["tables"][1]["id"])]
    assert steps[1]["data"]["changes"] == {"name": "articles"}
    assert [c["command"]["type"] for c in changes_since(project.pk, 1, revision)] == ["BATCH"]
    assert Project.objects.get(pk=project.pk).schema_revision == 1, "no snapshot written"
    documents.clear()  # a fresh process: snapshot + log
    assert document_current(project.pk) == (document, revision)


def test_changes_since_a_revision_are_given_in_order_with_their_authors(alice, project):
    edit(alice, project, move("t_users", 5, 5), rename("t_posts", "articles"))
    changes = changes_since(project.pk, 1, 3)
    assert [(c["revision"], c["command"]["type"], c["author"]["name"]) for c in changes] == [
        (2, "MOVE_TABLE", "alice"), (3, "UPDATE_TABLE", "alice")]
    assert changes_since(project.pk, 3, 3) == []


def test_a_client_too_far_behind_gets_a_whole_state(alice, project, monkeypatch):
    monkeypatch.setattr("web.documents.selectors.MAX_REPLAY", 2)
    edit(alice, project, move("t_users", 1, 1), move("t_users", 2, 2), move("t_users", 3, 3))
    assert changes_since(project.pk, 1, 4) is None
    assert len(changes_since(project.pk, 2, 4)) == 2


def test_a_checkpoint_writes_the_current_document_as_the_snapshot(alice, project):
    edit(alice, project, move("t_users", 5, 5))
    assert document_checkpoint(project_id=project.pk) == 2
    project.refresh_from_db()
    assert project.schema_revision == 2
    assert project.schema == document_current(project.pk)[0]


def test_a_checkpoint_of_a_current_snapshot_sends_no_document(alice, project):
    """Issue 16: every tab leaving a diagram asks for a checkpoint; for 10 000 tables writing the
    same snapshot again sent ~70 MB to PostgreSQL each time."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    edit(alice, project, move("t_users", 5, 5))
    document_checkpoint(project_id=project.pk)
    with CaptureQueriesContext(connection) as queries:
        assert document_checkpoint(project_id=project.pk) == 2
    assert [q["sql"] for q in queries if "UPDATE" in q["sql"] or "COPY" in q["sql"]] == []
    assert len(queries) == 1


def test_idle_diagrams_get_their_snapshot_from_the_periodic_task(alice, project):
    edit(alice, project, move("t_users", 5, 5))
    assert documents_checkpoint_stale() == 0, "edited a moment ago: not idle yet"
    with time_machine.travel(timezone.now() + timedelta(minutes=2)):
        assert documents_checkpoint_stale() == 1
    assert Project.objects.get(pk=project.pk).schema_revision == 2


def test_compaction_trims_only_old_changes_the_snapshot_covers(alice, project):
    edit(alice, project, move("t_users", 1, 1), move("t_users", 2, 2))
    document_checkpoint(project_id=project.pk)
    edit(alice, project, move("t_users", 3, 3))  # revision 4, after the snapshot
    assert changes_compact() == 0, "everything is recent"
    with time_machine.travel(timezone.now() + timedelta(days=2)):
        assert changes_compact() == 3
    assert list(Change.objects.filter(project=project).values_list("revision", flat=True)) == [4]
    documents.clear()
    document, revision = document_current(project.pk)
    assert (revision, document["tables"][0]["x"]) == (4, 3)
    assert changes_since(project.pk, 1, 4) is None, "a client that far behind reloads"


def test_a_diagram_with_a_very_long_log_keeps_only_its_latest_changes(alice, project,
                                                                      monkeypatch):
    monkeypatch.setattr(services, "KEEP_CHANGES_MAX", 2)
    edit(alice, project, *(move("t_users", n, n) for n in range(5)))
    document_checkpoint(project_id=project.pk)
    assert list(Change.objects.filter(project=project).order_by("revision")
                .values_list("revision", flat=True)) == [5, 6]


def test_a_checkpoint_trims_its_own_projects_old_changes(alice):
    """The embedded mode runs no beat: snapshots keep each log short themselves."""
    with time_machine.travel(timezone.now() - timedelta(days=2)):
        project, other = stored_project(alice), stored_project(alice)
        edit(alice, project, move("t_users", 1, 1))
        edit(alice, other, move("t_users", 1, 1))
    document_checkpoint(project_id=project.pk)
    assert not Change.objects.filter(project=project).exists()
    assert Change.objects.filter(project=other).count() == 2, "another diagram's log is kept"
    assert document_current(project.pk)[0]["tables"][0]["x"] == 1
