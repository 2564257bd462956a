"""Files go with the rows that name them: thumbnails, avatars and pending uploads are deleted once
the deletion commits (cascades included), never when it rolls back, and retried while the
storage refuses."""

from __future__ import annotations

import pytest
from django.core.files.storage import default_storage
from django.db import transaction
from django.test import Client

from storage import files
from web.accounts.models import User
from web.jobs.models import Job
from web.projects.models import Project
from workers.tasks.files import delete_files

from ..workspace.factories import make_project


def stored(folder: str, extension: str = "png") -> str:
    return files.save(folder, b"\x89PNG picture", extension=extension)


def served(name: str) -> int:
    return Client().get(f"/media/{name}").status_code


def test_a_deleted_diagrams_thumbnail_is_deleted_and_no_longer_served(
        alice, django_capture_on_commit_callbacks):
    project = make_project(alice)
    project.thumbnail = stored(f"thumbnails/{project.pk}")
    project.save(update_fields=["thumbnail"])
    assert served(project.thumbnail) == 200

    with django_capture_on_commit_callbacks(execute=True):
        project.delete()

    assert not default_storage.exists(project.thumbnail)
    assert served(project.thumbnail) == 404


def test_an_account_takes_its_avatar_and_its_diagrams_thumbnails(
        alice, django_capture_on_commit_callbacks):
    alice.avatar.name = stored(f"avatars/{alice.pk}", "webp")
    alice.save(update_fields=["avatar"])
    thumbnails = []
    for name in ("Un", "Deux"):
        project = make_project(alice, name)
        project.thumbnail = stored(f"thumbnails/{project.pk}")
        project.save(update_fields=["thumbnail"])
        thumbnails.append(project.thumbnail)
    job = Job.objects.create(kind=Job.Kind.IMPORT_SQL, project=project, user=alice,
                             upload=stored(f"imports/{alice.pk}", "sql"))

    with django_capture_on_commit_callbacks(execute=True):
        User.objects.filter(pk=alice.pk).delete()

    for name in [alice.avatar.name, job.upload, *thumbnails]:
        assert not default_storage.exists(name), name


def test_files_stay_when_the_deletion_rolls_back(alice, django_capture_on_commit_callbacks):
    project = make_project(alice)
    project.thumbnail = stored(f"thumbnails/{project.pk}")
    project.save(update_fields=["thumbnail"])

    with (django_capture_on_commit_callbacks(execute=True) as callbacks,
          pytest.raises(RuntimeError), transaction.atomic()):
        Project.objects.filter(pk=project.pk).delete()
        raise RuntimeError("the service changed its mind")

    assert callbacks == []
    assert default_storage.exists(project.thumbnail)


def test_a_refused_deletion_is_tried_again(monkeypatch):
    name = stored("thumbnails/1")
    store = files.store_of(name)  # the public store, where thumbnails live
    real_delete = store.delete
    attempts = []

    def flaky_delete(path):
        attempts.append(path)
        if len(attempts) == 1:
            raise OSError("storage unavailable")
        real_delete(path)

    monkeypatch.setattr(store, "delete", flaky_delete)
    result = delete_files.apply(args=[[name]])

    assert result.successful()
    assert attempts == [name, name]
    assert not store.exists(name)


@pytest.mark.parametrize("chunk", [7, files.READ_CHUNK])
def test_a_file_read_into_a_buffer_has_its_bytes_chunk_by_chunk(monkeypatch, chunk):
    monkeypatch.setattr(files, "READ_CHUNK", chunk)
    content = bytes(range(256)) * 3 + b"fin"
    name = files.save("imports/1", content, extension="sql")
    data = files.read_bytearray(name)
    assert isinstance(data, bytearray) and data == content
