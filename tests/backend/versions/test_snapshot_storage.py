"""Where snapshots live (web/versions/snapshots.py): gzip-compressed JSON under versions/, never
served nor given a URL; large ones written by a worker; gone with their version, their diagram
and their owner's account (thumbnails too)."""

from __future__ import annotations

import gzip

import orjson
import pytest
from django.core.files.storage import default_storage
from django.test import Client

from storage import files
from tests.backend.documents.factories import stored_project
from web.accounts.models import User
from web.projects.models import Project
from web.versions import snapshots
from web.versions.models import Version
from web.versions.services import version_write_snapshot
from workers.tasks.versions import write_snapshot

from .factories import diagram, make_version, sized

LARGE = snapshots.LARGE_SNAPSHOT_TABLES


@pytest.fixture
def project(alice):
    return stored_project(alice, diagram("users", "posts", relations=1))


def test_a_snapshot_is_gzip_compressed_json(alice, project):
    version = make_version(alice, project)

    stored = files.read_bytes(version.snapshot_file)

    assert version.snapshot_file.startswith(f"versions/{project.pk}/")
    assert version.snapshot_file.endswith(".json.gz")
    assert stored[:2] == b"\x1f\x8b"
    raw = gzip.decompress(stored)
    assert orjson.loads(raw) == diagram("users", "posts", relations=1)
    assert version.snapshot_size == len(raw)


def test_a_snapshot_is_never_served(alice, project):
    name = make_version(alice, project).snapshot_file
    for path in (name, name.removesuffix(".json.gz") + ".png", f"versions/{project.pk}/",
                 f"thumbnails/../{name}", f"thumbnails/%2e%2e/{name}"):
        assert Client().get(f"/media/{path}").status_code == 404, path


def test_no_answer_names_the_file(api, alice, project):
    version = make_version(alice, project)
    client = api.as_user(alice)
    for response in (client.get("versions/", {"project": project.pk}),
                     client.get(f"versions/{version.pk}/")):
        assert version.snapshot_file.encode() not in response.content
        assert b"/media/" not in response.content


def test_the_large_snapshot_threshold_is_200_tables():
    assert LARGE == 200


class TestLargeSnapshots:
    def test_a_large_one_is_stored_as_json_then_compressed_by_the_worker(self, alice):
        project = stored_project(alice, sized(LARGE))
        version = make_version(alice, project)
        pending = version.snapshot_file
        assert (version.status, pending.endswith(".json")) == ("pending", True)
        assert orjson.loads(files.read_bytes(pending))["tables"][0]["name"] == "table_0"

        assert write_snapshot.apply(args=[version.pk]).get() is True

        version.refresh_from_db()
        assert version.status == "ready"
        assert version.snapshot_file.endswith(".json.gz")
        assert version.snapshot_file.startswith(f"versions/{project.pk}/")
        assert len(orjson.loads(snapshots.read(version))["tables"]) == LARGE

    def test_the_pending_file_goes_once_the_row_points_to_the_final_one(
            self, alice, django_capture_on_commit_callbacks):
        project = stored_project(alice, sized(LARGE))
        version = make_version(alice, project)
        with django_capture_on_commit_callbacks(execute=True):
            version_write_snapshot(version_id=version.pk)
        assert not default_storage.exists(version.snapshot_file)

    def test_the_task_is_idempotent(self, alice):
        project = stored_project(alice, sized(LARGE))
        version = make_version(alice, project)
        assert version_write_snapshot(version_id=version.pk) is True
        final = Version.objects.get(pk=version.pk).snapshot_file
        stored = default_storage.listdir(f"versions/{project.pk}")[1]

        assert version_write_snapshot(version_id=version.pk) is False
        assert Version.objects.get(pk=version.pk).snapshot_file == final
        assert default_storage.listdir(f"versions/{project.pk}")[1] == stored

    def test_a_version_deleted_before_the_worker_leaves_nothing(
            self, alice, django_capture_on_commit_callbacks):
        project = stored_project(alice, sized(LARGE))
        version = make_version(alice, project)
        with django_capture_on_commit_callbacks(execute=True):
            version.delete()

        assert version_write_snapshot(version_id=version.pk) is False
        assert default_storage.listdir(f"versions/{project.pk}")[1] == []

    def test_a_reader_racing_the_worker_finds_the_final_file(self, alice):
        project = stored_project(alice, sized(LARGE))
        version = make_version(alice, project)
        stale = Version.objects.get(pk=version.pk)  # read while pending
        version_write_snapshot(version_id=version.pk)
        files.delete(stale.snapshot_file)  # the worker's commit deleted it

        assert len(orjson.loads(snapshots.read(stale))["tables"]) == LARGE

    def test_a_small_one_is_compressed_at_once(self, alice, project):
        version = make_version(alice, project)
        assert (version.status, version.snapshot_file.endswith(".json.gz")) == ("ready", True)


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_in_the_embedded_mode_the_worker_runs_at_the_commit(api):
    """Tasks run in the process, eagerly, once the request's transaction commits: the answer
    already tells a large version written."""
    from tests.backend.conftest import make_user

    alice = make_user("alice")
    project = stored_project(alice, sized(LARGE))

    response = api.as_user(alice).post("versions/", {"project": project.pk, "name": "Grand"})

    assert response.status_code == 201
    assert response.json()["status"] == "ready"
    version = Version.objects.get(pk=response.json()["id"])
    assert version.snapshot_file.endswith(".json.gz")
    assert default_storage.listdir(f"versions/{project.pk}")[1] == [
        version.snapshot_file.split("/")[-1]]


class TestFilesGoWithTheirRows:
    def test_deleting_a_diagram_deletes_its_snapshots_and_thumbnail(
            self, api, alice, project, django_capture_on_commit_callbacks):
        names = _with_thumbnail_and_versions(alice, project)

        with django_capture_on_commit_callbacks(execute=True):
            assert api.as_user(alice).delete(f"projects/{project.pk}/").status_code == 204

        assert not Project.objects.filter(pk=project.pk).exists()
        assert [n for n in names if default_storage.exists(n)] == []

    def test_deleting_an_account_deletes_its_diagrams_snapshots_and_thumbnails(
            self, api, alice, project, django_capture_on_commit_callbacks):
        names = _with_thumbnail_and_versions(alice, project)
        second = stored_project(alice, diagram("orders"), name="Second")
        names += _with_thumbnail_and_versions(alice, second)

        # The purge, a task run after the deactivation commits, runs here at once.
        with django_capture_on_commit_callbacks(execute=True):
            response = api.as_user(alice).delete(f"users/{alice.pk}/")
        assert response.status_code == 204, response.content

        assert not User.objects.filter(pk=alice.pk).exists()
        assert [n for n in names if default_storage.exists(n)] == []

    def test_a_version_of_a_team_diagram_stays_with_the_team(
            self, alice, bob, django_capture_on_commit_callbacks):
        """The account's team diagrams pass to the team (web/teams/handover.py): their versions
        with them."""
        from tests.backend.workspace.factories import make_team
        from web.accounts.services import user_purge

        team = make_team(bob, alice="member")
        shared = stored_project(alice, diagram("users"), team=team, name="Équipe")
        version = make_version(alice, shared)
        User.objects.filter(pk=alice.pk).update(is_active=False)

        with django_capture_on_commit_callbacks(execute=True):
            user_purge(user_id=alice.pk)

        version.refresh_from_db()
        assert version.created_by is None
        assert default_storage.exists(version.snapshot_file)


def _with_thumbnail_and_versions(user, project) -> list[str]:
    project.thumbnail = files.save(f"thumbnails/{project.pk}", b"\x89PNG", extension="png")
    project.save(update_fields=["thumbnail"])
    small = make_version(user, project, "Petite")
    return [project.thumbnail, small.snapshot_file]
