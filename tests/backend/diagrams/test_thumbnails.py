"""Card thumbnails: drawn after a save, only for the latest revision, never moving updated_at."""

import io
import json
from pathlib import Path

from PIL import Image

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
                                                {"schema": DOCUMENT})
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
    project = Project.objects.create(owner=alice, name="Boutique", schema=DOCUMENT, revision=3)
    updated = project.updated_at
    assert project_render_thumbnail(project_id=project.id, revision=2) is False
    assert project_render_thumbnail(project_id=project.id, revision=3) is True
    project.refresh_from_db()
    assert project.thumbnail and project.updated_at == updated
