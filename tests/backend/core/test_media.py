"""/media/ serves pictures and nothing else, whatever the path's spelling."""

from __future__ import annotations

import pytest
from django.test import Client

from storage import files


@pytest.fixture
def pending_upload(db) -> str:
    return files.save("imports/7", b"CREATE TABLE secrets (id int);", extension="sql")


@pytest.fixture
def avatar(db) -> str:
    return files.save("avatars/7", b"RIFF....WEBPVP8 ", extension="webp")


def get(path: str):
    return Client().get(path)


def test_a_picture_is_served_as_a_picture_only(avatar):
    response = get(f"/media/{avatar}")
    assert response.status_code == 200
    assert b"".join(response.streaming_content) == b"RIFF....WEBPVP8 "
    assert response["Content-Security-Policy"] == "default-src 'none'; sandbox"
    assert response["X-Content-Type-Options"] == "nosniff"


@pytest.mark.parametrize("spelling", [
    "avatars/%2e%2e/{upload}",
    "avatars/%2E%2E/{upload}",
    "avatars/../{upload}",
    "avatars/..%2f{upload}",
    "avatars/..%2F{upload}",
    "thumbnails/%2e%2e%2f{upload}",
    "avatars/%252e%252e/{upload}",
    "avatars/.%2e/{upload}",
    "avatars/./../{upload}",
    "avatars/..\\{upload}",
    "avatars/%5c..%5c{upload}",
    "avatars//../{upload}",
    "{upload}",
])
def test_a_pending_upload_is_never_served(pending_upload, spelling):
    response = get("/media/" + spelling.format(upload=pending_upload))
    assert response.status_code == 404
    assert b"CREATE TABLE" not in response.content


def test_only_pictures_in_the_picture_folders(db):
    elsewhere = files.save("imports/7", b"\x89PNG", extension="png")
    not_a_picture = files.save("avatars/7", b"<svg onload=alert(1)>", extension="svg")
    assert get(f"/media/{elsewhere}").status_code == 404
    assert get(f"/media/{not_a_picture}").status_code == 404
    assert get("/media/avatars/").status_code == 404
