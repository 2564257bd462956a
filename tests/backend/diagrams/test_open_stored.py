"""Opening a diagram this process does not hold: a large one's stored JSON goes out unparsed
when the stored snapshot is current; otherwise the snapshot and the logged changes after it are
read, and held."""

from __future__ import annotations

import pytest

from web.documents import selectors
from web.documents.cache import documents
from web.documents.services import Submitted, document_apply

from ..documents.factories import move, stored_project, vector_document

pytestmark = pytest.mark.django_db


def _moved(document: dict, table_id: str, x: float, y: float) -> dict:
    tables = [{**table, "x": x, "y": y} if table["id"] == table_id else table
              for table in document["tables"]]
    return {**document, "tables": tables}


def test_a_large_diagram_nobody_here_holds_is_sent_as_stored_without_being_read(
        api, alice, monkeypatch):
    project = stored_project(alice)
    documents.clear()
    monkeypatch.setattr(selectors, "UNPARSED_FROM", 100)
    response = api.as_user(alice).get(f"projects/{project.pk}/")
    assert response.status_code == 200
    body = response.json()
    assert (body["schema"], body["revision"], body["name"]) == (
        vector_document(), 1, project.name)
    assert documents.get(project.pk) is None


def test_a_small_diagram_is_held_once_opened(api, alice):
    project = stored_project(alice)
    documents.clear()
    body = api.as_user(alice).get(f"projects/{project.pk}/").json()
    assert (body["schema"], body["revision"]) == (vector_document(), 1)
    held = documents.get(project.pk)
    assert (held.revision, held.document) == (1, vector_document())


def test_changes_logged_after_the_stored_snapshot_are_applied(api, alice):
    project = stored_project(alice)
    document_apply(actor=alice, project_id=project.pk,
                   commands=[Submitted(move("t_users", 70, 80), "c-1")])
    documents.clear()
    body = api.as_user(alice).get(f"projects/{project.pk}/").json()
    assert body["revision"] == 2
    assert body["schema"] == _moved(vector_document(), "t_users", 70, 80)


def test_a_diagram_this_process_holds_is_sent_as_held(api, alice):
    project = stored_project(alice)
    document_apply(actor=alice, project_id=project.pk,
                   commands=[Submitted(move("t_users", 5, 6), "c-1")])
    assert documents.get(project.pk) is not None
    body = api.as_user(alice).get(f"projects/{project.pk}/").json()
    assert (body["revision"], body["schema"]) == (2, _moved(vector_document(), "t_users", 5, 6))
