"""The ASGI guard in front of Django: body limits per route, and the sender checked before a large
body is read. Driven through the whole ASGI application, as the server calls it."""

from __future__ import annotations

import json
import re

import pytest
from django.urls import resolve

from web.core import request_guard
from web.projects.models import Collaborator

from ..workspace.factories import make_project, share
from .asgi_exchange import Exchange, token_of

MIB = 1024 * 1024


@pytest.mark.parametrize("route", request_guard.ROUTES, ids=lambda r: r.pattern.pattern)
def test_every_guarded_route_is_a_route_of_the_application(route):
    path = re.sub(r"\(\?P<\w+>\\d\+\)", "1", route.pattern.pattern).strip("^$")
    assert resolve(path)


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_small_call_declaring_a_large_body_is_refused_unread():
    exchange = Exchange("POST", "/api/auth/login/", [b"{}"], length=request_guard.SMALL_BODY + 1
                        ).run()
    assert exchange.status == 413
    assert exchange.json == {"error": "payload_too_large",
                             "message": "La requête est trop volumineuse."}
    assert exchange.headers[b"connection"] == b"close"
    assert exchange.taken == 0


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_body_without_length_is_cut_off_where_it_passes_the_limit():
    pieces = [b"x" * 16 * 1024] * 10  # 160 KiB against 64 KiB
    exchange = Exchange("POST", "/api/auth/login/", pieces).run()
    assert exchange.status == 413
    assert exchange.json["error"] == "payload_too_large"
    assert exchange.taken == 5
    assert len([m for m in exchange.messages if m["type"] == "http.response.start"]) == 1


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_an_unreadable_length_is_refused():
    exchange = Exchange("POST", "/api/auth/login/", [b"{}"])
    exchange.scope["headers"].append((b"content-length", b"lots"))
    exchange.run()
    assert exchange.status == 400
    assert exchange.taken == 0


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_large_body_is_not_read_before_its_sender_signs_in():
    exchange = Exchange("PATCH", "/api/projects/1/update_schema/", [b"{" * MIB] * 3).run()
    assert exchange.status == 401
    assert exchange.json["error"] == "not_authenticated"
    assert exchange.taken == 0


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_an_import_declaring_more_than_the_files_limit_names_the_file(alice):
    exchange = Exchange("POST", "/api/projects/1/import_sql/", [b""], token=token_of(alice),
                        length=request_guard.SQL_UPLOAD_BODY + 1,
                        content_type=b"multipart/form-data; boundary=x").run()
    assert exchange.status == 413
    assert exchange.json["error"] == "file_too_large"
    assert exchange.json["fields"] == {"sql_file": ["Fichier trop volumineux (max 10MB)"]}


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_import_is_authorised_before_its_upload_is_read(alice, bob, charlie):
    project = make_project(alice)
    share(project, bob, Collaborator.Role.VIEWER)
    path = f"/api/projects/{project.pk}/import_sql/"
    multipart = b"multipart/form-data; boundary=x"

    stranger = Exchange("POST", path, [b"x" * MIB], token=token_of(charlie),
                        content_type=multipart).run()
    assert (stranger.status, stranger.json["error"], stranger.taken) == (404, "not_found", 0)
    viewer = Exchange("POST", path, [b"x" * MIB], token=token_of(bob),
                      content_type=multipart).run()
    assert (viewer.status, viewer.json["error"], viewer.taken) == (403, "forbidden", 0)
    # The owner's body is read: the import itself then answers about the (missing) file.
    owner = Exchange("POST", path, [b"--x--\r\n"], token=token_of(alice),
                     content_type=multipart).run()
    assert owner.taken == 1
    assert owner.status == 400
    assert "sql_file" in owner.json["fields"]


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_a_document_under_its_limit_goes_through(alice):
    project = make_project(alice)
    body = json.dumps({"schema": {"format": 1, "tables": [], "relations": []},
                       "revision": 0}).encode()
    exchange = Exchange("PATCH", f"/api/projects/{project.pk}/update_schema/",
                        [body[:10], body[10:]], length=len(body), token=token_of(alice)).run()
    assert exchange.taken == 2
    assert exchange.status == 200, exchange.json
