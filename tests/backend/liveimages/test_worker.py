"""The live image's task (web/liveimages/services.py): after a snapshot of a shared diagram,
drawn once for a burst of saves, never twice for the same revision, old files deleted."""

import json
from pathlib import Path

import pytest

from storage import files
from tests.backend.workspace.factories import make_project
from web.liveimages import services
from web.liveimages.models import LiveImage
from workers.tasks.policy import BACKGROUND, TASKS

DOCUMENT = json.loads((Path(__file__).parents[2] / "vectors" / "commands"
                       / "remove_relation.json").read_text())["before"]


@pytest.fixture
def draws(monkeypatch):
    """Counts the drawings (the real drawing still happens)."""
    calls = []
    real = services._draw

    def counted(document):
        calls.append(document)
        return real(document)

    monkeypatch.setattr(services, "_draw", counted)
    return calls


@pytest.fixture
def public(alice):
    return make_project(alice, "Boutique", schema=DOCUMENT, visibility="public")


def test_it_is_background_work():
    assert TASKS["projects.render_live_image"].queue == BACKGROUND


def test_a_burst_of_saves_draws_once_for_the_latest_snapshot(
        api, alice, public, draws, django_capture_on_commit_callbacks):
    queued = []
    for revision in range(3):
        with django_capture_on_commit_callbacks(execute=False) as callbacks:
            response = api.as_user(alice).patch(f"projects/{public.id}/update_schema/",
                                                {"schema": DOCUMENT, "revision": revision})
        assert response.status_code == 200
        queued.extend(callbacks)
    # The tasks run after the burst, as the countdown makes them in a worker.
    with django_capture_on_commit_callbacks(execute=True):
        for callback in queued:
            callback()
    assert len(draws) == 1
    assert LiveImage.objects.get(project=public).revision == 3


def test_a_task_for_an_older_snapshot_gives_way(public, draws):
    public.revision = public.schema_revision = 4
    public.save()
    assert services.live_image_refresh(project_id=public.id, revision=3) == "superseded"
    assert draws == [] and not LiveImage.objects.exists()
    assert services.live_image_refresh(project_id=public.id, revision=4) == "drawn"


def test_a_task_run_twice_draws_once(public, draws, settings,
                                     django_capture_on_commit_callbacks):
    assert services.live_image_refresh(project_id=public.id, revision=0) == "drawn"
    first = LiveImage.objects.get(project=public)
    assert services.live_image_refresh(project_id=public.id, revision=0) == "current"
    assert services.live_image_refresh(project_id=public.id) == "current"
    assert len(draws) == 1
    assert LiveImage.objects.get(project=public).png == first.png


def test_a_newer_revision_replaces_the_files(public, settings,
                                             django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        services.live_image_refresh(project_id=public.id)
    old = LiveImage.objects.get(project=public)
    public.revision = public.schema_revision = 1
    public.save()
    with django_capture_on_commit_callbacks(execute=True):
        assert services.live_image_refresh(project_id=public.id, revision=1) == "drawn"
    new = LiveImage.objects.get(project=public)
    media = Path(settings.MEDIA_ROOT)
    assert new.revision == 1 and (media / new.svg).exists() and (media / new.png).exists()
    assert not (media / old.svg).exists() and not (media / old.png).exists()


def test_a_private_diagram_is_not_drawn(alice, draws):
    project = make_project(alice, "Privé", schema=DOCUMENT)
    assert services.live_image_refresh(project_id=project.id, revision=0) == "removed"
    assert draws == [] and not LiveImage.objects.exists()


def test_a_link_shared_diagram_is_drawn_into_the_private_store(alice, draws):
    project = make_project(alice, "Lien", schema=DOCUMENT, public_by_link=True,
                           public_key="k" * 32)
    assert services.live_image_refresh(project_id=project.id) == "drawn"
    image = LiveImage.objects.get(project=project)
    # Only the API, after checking the key, hands it out: no public URL reaches it.
    assert not files.is_public(image.svg) and not files.is_public(image.png)


def test_a_deleted_diagram_is_nothing_to_draw(public, draws):
    project_id = public.id
    public.delete()
    assert services.live_image_refresh(project_id=project_id, revision=0) == "missing"
    assert draws == []


def test_sharing_turned_off_while_drawing_keeps_nothing(
        public, monkeypatch, settings, django_capture_on_commit_callbacks):
    real = services._draw

    def unshared_meanwhile(document):
        type(public).objects.filter(pk=public.pk).update(visibility="private")
        return real(document)

    monkeypatch.setattr(services, "_draw", unshared_meanwhile)
    with django_capture_on_commit_callbacks(execute=True):
        assert services.live_image_refresh(project_id=public.id) == "removed"
    assert not LiveImage.objects.exists()
    assert not list((Path(settings.MEDIA_ROOT) / "liveimages").glob("*/*"))
