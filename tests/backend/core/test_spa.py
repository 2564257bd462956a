import os

import pytest

INDEX = b"<!doctype html><title>Relata</title><div id=root></div>"


@pytest.fixture
def built_frontend(settings, tmp_path):
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "index.html").write_bytes(INDEX)
    settings.FRONTEND_DIST = dist
    return dist


@pytest.mark.parametrize("page", ["/", "/login", "/projects/team/12", "/my-account"])
def test_it_serves_index_html_for_page_urls(client, db, built_frontend, page):
    response = client.get(page)
    assert response.status_code == 200
    assert response.content == INDEX
    assert "no-cache" in response["Cache-Control"] or "max-age=0" in response["Cache-Control"]


def test_it_serves_the_new_index_after_a_rebuild(client, db, built_frontend):
    client.get("/login")
    (built_frontend / "index.html").write_bytes(INDEX + b"<!-- v2 -->")
    os.utime(built_frontend / "index.html", (1, 1))
    assert client.get("/login").content.endswith(b"<!-- v2 -->")


@pytest.mark.parametrize("path", ["/api/login", "/api/users/", "/api/no/such/page"])
def test_it_never_serves_the_spa_under_api(client, db, built_frontend, path):
    response = client.get(path)
    assert response["Content-Type"].startswith("application/json")
    assert response.content != INDEX


def test_it_explains_a_missing_build(client, db, settings, tmp_path):
    settings.FRONTEND_DIST = tmp_path / "nothing-here"
    response = client.get("/login")
    assert response.status_code == 503
    assert b"make run" in response.content


@pytest.mark.parametrize("path", ["/api", "/admin", "/_allauth"])
def test_it_leaves_the_server_prefixes_alone(client, db, built_frontend, path):
    response = client.get(path)
    assert response.content != INDEX
    assert response.status_code in {301, 302, 404}


def test_it_serves_pictures_but_never_uploaded_sql(client, db, settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path
    (tmp_path / "avatars" / "1").mkdir(parents=True)
    (tmp_path / "avatars" / "1" / "a.webp").write_bytes(b"RIFF")
    (tmp_path / "imports" / "1").mkdir(parents=True)
    (tmp_path / "imports" / "1" / "dump.sql").write_text("CREATE TABLE secret (id INT);")
    assert client.get("/media/avatars/1/a.webp").status_code == 200
    response = client.get("/media/imports/1/dump.sql")
    assert response.status_code == 404
    assert b"secret" not in response.content
