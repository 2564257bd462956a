"""The two file stores on a real S3 API (moto's server, conftest.py): pictures public behind
plain cacheable URLs; uploads and snapshots private, read by the app after its permission check
or through signed URLs that expire; every file gone with its row."""

from __future__ import annotations

import gzip
import time
import urllib.error
import urllib.request

import orjson
from django.core.files.storage import storages
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client

from storage import files
from storage.config import PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL
from tests.backend.documents.factories import stored_project
from tests.backend.helpers import png_data_url
from tests.backend.versions.factories import diagram, make_version
from tests.backend.workspace.factories import make_project
from web.accounts import tokens
from web.accounts.models import User
from web.jobs.models import Job
from web.projects.models import Project

from .conftest import SIGNED_URL_SECONDS

SQL = b"CREATE TABLE users (id INT PRIMARY KEY, email VARCHAR(255));"


def fetch(url: str) -> tuple[int, dict, bytes]:
    """An anonymous GET, as a browser given the URL would make it."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def private_keys(s3) -> list[str]:
    return [key for key in s3.objects() if key.startswith("private/")]


def test_an_avatar_is_public_behind_a_plain_cacheable_url(api, alice, s3):
    response = api.as_user(alice).patch("users/update_profile/", {"avatar": png_data_url()})

    assert response.status_code == 200
    alice.refresh_from_db()
    name = alice.avatar.name
    assert name.startswith(f"avatars/{alice.pk}/")
    assert s3.objects() == [f"public/{name}"]
    url = response.json()["avatar"]
    assert url == f"{s3.endpoint}/{s3.bucket}/public/{name}"  # no signature, no expiry
    # The model field (the admin's upload and link) is on the same store; Django resolves it
    # once, when the model is loaded, so it is checked by name rather than by URL here.
    assert User._meta.get_field("avatar").deconstruct()[3]["storage"] is files.public_store
    status, headers, body = fetch(url)
    assert status == 200
    assert headers["Cache-Control"] == PUBLIC_CACHE_CONTROL
    assert body[:4] == b"RIFF" and body[8:12] == b"WEBP"


def test_a_snapshot_is_private_and_its_signed_url_short_lived(alice, s3):
    project = stored_project(alice, diagram("users", "posts", relations=1))
    name = make_version(alice, project).snapshot_file

    assert f"private/{name}" in s3.objects()
    assert not any(key.startswith(f"public/{name.split('/')[0]}") for key in s3.objects())
    signed = storages["private"].url(name)
    assert f"X-Amz-Expires={SIGNED_URL_SECONDS}&" in signed
    status, headers, body = fetch(signed)
    assert status == 200
    assert headers["Cache-Control"] == PRIVATE_CACHE_CONTROL
    assert orjson.loads(gzip.decompress(body)) == diagram("users", "posts", relations=1)
    unsigned = signed.split("?")[0]
    assert fetch(unsigned)[0] == 403
    # Nor does the app hand out a lasting URL for it.
    try:
        files.url(name)
    except ValueError:
        pass
    else:
        raise AssertionError("a private file was given a lasting URL")


def test_a_signed_url_stops_working_once_expired(db, s3):
    name = files.save("versions/1", b'{"tables": []}', extension="json")
    url = storages["private"].url(name, expire=3)

    status, _, body = fetch(url)
    assert (status, body) == (200, b'{"tables": []}')
    time.sleep(4.2)
    assert fetch(url)[0] == 403
    # The lifetime is signed: editing it does not revive the link.
    assert fetch(url.replace("X-Amz-Expires=3&", "X-Amz-Expires=3600&"))[0] == 403


def test_a_snapshot_is_read_for_members_only(api, alice, bob, s3):
    project = stored_project(alice, diagram("users"))
    version = make_version(alice, project)

    stranger = api.as_user(bob).get(f"versions/{version.pk}/")
    owner = api.as_user(alice).get(f"versions/{version.pk}/")

    assert stranger.status_code == 404
    assert b"users" not in stranger.content
    assert owner.status_code == 200
    assert owner.json()["snapshot"] == diagram("users")


def test_an_sql_upload_is_private_read_by_the_worker_then_deleted(
        alice, s3, django_capture_on_commit_callbacks):
    project = Project.objects.create(owner=alice, name="Boutique")
    client = Client(headers={"Authorization": f"Bearer {tokens.issue(alice).access}"})

    with django_capture_on_commit_callbacks() as queued:
        response = client.post(f"/api/projects/{project.pk}/import_sql/", {
            "merge_with_existing": "false", "auto_layout": "false",
            "sql_file": SimpleUploadedFile("boutique.sql", SQL)})

    assert response.status_code == 202
    job = Job.objects.get()
    assert job.upload.startswith(f"imports/{alice.pk}/")
    assert private_keys(s3) == [f"private/{job.upload}"]
    assert fetch(f"{s3.endpoint}/{s3.bucket}/private/{job.upload}")[0] == 403
    with django_capture_on_commit_callbacks(execute=True):
        for task in queued:  # the worker, run in-process
            task()
    job.refresh_from_db()
    assert job.status == Job.Status.SUCCEEDED
    assert private_keys(s3) == []


def test_files_go_with_their_rows(api, alice, bob, s3, django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        api.as_user(bob).patch("users/update_profile/", {"avatar": png_data_url()})
    bob.refresh_from_db()
    avatar = f"public/{bob.avatar.name}"
    project = stored_project(alice, diagram("users"))
    kept = make_version(alice, project, name="kept")
    dropped = make_version(alice, project, name="dropped")
    other = make_project(alice, "Autre")
    other.thumbnail = files.save(f"thumbnails/{other.pk}", b"\x89PNG", extension="png")
    other.save(update_fields=["thumbnail"])
    assert {avatar, f"public/{other.thumbnail}", f"private/{kept.snapshot_file}",
            f"private/{dropped.snapshot_file}"} <= set(s3.objects())

    with django_capture_on_commit_callbacks(execute=True):
        assert api.as_user(alice).delete(f"versions/{dropped.pk}/").status_code == 204
    assert f"private/{dropped.snapshot_file}" not in s3.objects()
    assert f"private/{kept.snapshot_file}" in s3.objects()

    with django_capture_on_commit_callbacks(execute=True):
        Project.objects.filter(pk=other.pk).delete()
    assert f"public/{other.thumbnail}" not in s3.objects()

    with django_capture_on_commit_callbacks(execute=True):
        project.delete()  # its versions go by cascade, and their snapshots with them
    assert f"private/{kept.snapshot_file}" not in s3.objects()

    with django_capture_on_commit_callbacks(execute=True):
        User.objects.filter(pk=bob.pk).delete()
    assert avatar not in s3.objects()
    assert fetch(f"{s3.endpoint}/{s3.bucket}/{avatar}")[0] in (403, 404)


def test_a_private_file_is_read_into_a_buffer_chunk_by_chunk(monkeypatch, db, s3):
    monkeypatch.setattr(files, "READ_CHUNK", 5)
    content = b"CREATE TABLE t (id int);\n" * 40
    name = files.save("imports/7", content, extension="sql")
    assert files.read_bytearray(name) == content
