"""Card thumbnails: drawn after a save, only for the latest snapshot, never moving updated_at."""

import io
import json
from pathlib import Path

from PIL import Image

from web.documents.storage import document_outline
from web.projects.models import Project
from web.projects.thumbnails import project_render_thumbnail
from workers.thumbnails import render_thumbnail

DOCUMENT = json.loads((Path(__file__).parents[2] / "vectors" / "commands"
                       / "remove_relation.json").read_text())["before"]


def test_it_draws_a_small_png_of_the_tables():
    picture = Image.open(io.BytesIO(render_thumbnail(DOCUMENT)))
    assert (picture.format, picture.size) == ("PNG", (480, 270))
    # The first table's header colour (#6366f1) is in the picture.
    assert (99, 102, 241) in {color for _, color in picture.getcolors(maxcolors=100_000)}


def test_an_empty_diagram_has_no_thumbnail():
    assert render_thumbnail({"format": 1, "tables": [], "relations": []}) is None


def test_a_save_gets_its_thumbnail_and_replaces_the_old_one(
        api, alice, settings, django_capture_on_commit_callbacks):
    project = Project.objects.create(owner=alice, name="Boutique")
    for revision in (1, 2):
        with django_capture_on_commit_callbacks(execute=True):
            response = api.as_user(alice).patch(f"projects/{project.id}/update_schema/",
                                                {"schema": DOCUMENT, "revision": revision - 1})
        assert response.status_code == 200
        project.refresh_from_db()
        assert project.revision == revision
        assert project.thumbnail.startswith(f"thumbnails/{project.id}/")
        if revision == 1:
            first = project.thumbnail
    media = Path(settings.MEDIA_ROOT)
    assert (media / project.thumbnail).exists()
    assert not (media / first).exists(), "the previous picture is deleted"
    card = api.get("projects/my_projects/").json()["results"][0]
    assert card["thumbnail"].endswith(project.thumbnail)


def test_a_render_for_an_older_revision_does_nothing_and_keeps_updated_at(alice):
    project = Project.objects.create(owner=alice, name="Boutique", schema=DOCUMENT, revision=4,
                                     schema_revision=3)
    updated = project.updated_at
    assert project_render_thumbnail(project_id=project.id, revision=2) is False
    assert project_render_thumbnail(project_id=project.id, revision=3) is True
    project.refresh_from_db()
    assert project.thumbnail and project.updated_at == updated


def _sqlite_outline(document: dict, revision: int = 1) -> dict:
    """The embedded mode's outline query, run on SQLite's own JSON functions."""
    import sqlite3
    from unittest import mock

    from web.documents import storage

    memory = sqlite3.connect(":memory:")
    memory.execute("CREATE TABLE projects_project (id integer, schema_revision integer, "
                   "schema text)")
    memory.execute("INSERT INTO projects_project VALUES (1, ?, ?)",
                   (revision, json.dumps(document)))

    class Cursor:
        def __init__(self):
            self.inner = memory.cursor()

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            return False

        def execute(self, sql, params):
            self.inner.execute(sql.replace("%s", "?"), params)

        def fetchall(self):
            return self.inner.fetchall()

    fake = mock.Mock(vendor="sqlite", cursor=Cursor)
    with mock.patch.object(storage, "connection", fake):
        return storage.document_outline(1, 1)


def test_the_outline_draws_the_same_picture_as_the_whole_document(alice):
    project = Project.objects.create(owner=alice, name="Boutique", schema=DOCUMENT,
                                     schema_revision=1, revision=1)
    outline = document_outline(project.id, 1)
    assert [t["id"] for t in outline["tables"]] == [t["id"] for t in DOCUMENT["tables"]]
    assert [t["attributeCount"] for t in outline["tables"]] == [
        len(t["attributes"]) for t in DOCUMENT["tables"]]
    assert len(outline["relations"]) == len(DOCUMENT["relations"])
    assert render_thumbnail(outline) == render_thumbnail(DOCUMENT)
    assert _sqlite_outline(DOCUMENT) == outline


def test_the_outline_of_another_revision_is_empty(alice):
    project = Project.objects.create(owner=alice, name="Boutique", schema=DOCUMENT,
                                     schema_revision=4, revision=6)
    assert document_outline(project.id, 3) == {"tables": [], "relations": []}
