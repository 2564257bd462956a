"""The opened diagram's answer is gzipped by the application itself, with ISA-L at its level 2
(web/core/compression.py), when the client accepts gzip; plain JSON otherwise."""

from __future__ import annotations

import asyncio
import gzip
import json

import pytest
from asgiref.sync import async_to_sync
from django.test import RequestFactory
from isal import isal_zlib

from web.accounts import tokens
from web.asgi import application
from web.core import compression
from web.documents import selectors

from ..workspace.factories import make_project


def big_document(tables: int = 40) -> dict:
    return {"format": 1, "relations": [], "tables": [
        {"id": f"t{n}", "name": f"table_{n}", "x": n * 10, "y": n * 5, "width": 200, "height": 80,
         "attributes": [{"id": f"t{n}a{m}", "name": f"column_{m}", "type": "varchar(255)"}
                        for m in range(8)]}
        for n in range(tables)]}


@pytest.fixture
def diagram(alice):
    return make_project(alice, schema=big_document())


def vary(response) -> set[str]:
    return {part.strip().lower() for part in response.get("Vary", "").split(",")}


@pytest.mark.parametrize("slash", ["/", ""], ids=["slash", "no-slash"])
def test_the_opened_diagram_is_gzipped_by_isal(api, alice, diagram, slash):
    api.as_user(alice)
    plain = api.get(f"projects/{diagram.pk}{slash}")
    zipped = api.get(f"projects/{diagram.pk}{slash}", HTTP_ACCEPT_ENCODING="gzip, deflate, br")
    assert plain.status_code == zipped.status_code == 200

    assert zipped["Content-Encoding"] == "gzip"
    assert "accept-encoding" in vary(zipped)
    assert gzip.decompress(zipped.content) == plain.content
    assert json.loads(gzip.decompress(zipped.content))["schema"] == big_document()
    # ISA-L's level 2 (streamed in parts: the same size within a few bytes), without the padding
    # gzip_page adds with zlib at level 6 (a random file name in the header: flag FNAME).
    assert abs(len(zipped.content) - len(isal_zlib.compress(plain.content, 2, 16 + 15))) < 64
    assert zipped.content[3] & 0x08 == 0
    assert zipped.content != gzip.compress(plain.content, compresslevel=6, mtime=0)



def test_a_document_larger_than_the_first_part_compresses_as_well_as_in_one_piece(
        api, alice, monkeypatch):
    """A large document goes out as stored, compressed after the answer's first bytes, cut at
    64 KB (web/documents/selectors.py UNPARSED_FROM, made small here)."""
    monkeypatch.setattr(selectors, "UNPARSED_FROM", 1000)
    diagram = make_project(alice, schema=big_document(tables=300))
    api.as_user(alice)
    plain = api.get(f"projects/{diagram.pk}/").content
    zipped = api.get(f"projects/{diagram.pk}/", HTTP_ACCEPT_ENCODING="gzip").content
    assert len(plain) > 2 * 64 * 1024
    assert gzip.decompress(zipped) == plain
    assert len(zipped) <= 1.02 * len(isal_zlib.compress(plain, 2, 16 + 15))

def test_the_opened_diagram_is_plain_json_without_accept_encoding(api, alice, diagram):
    plain = api.as_user(alice).get(f"projects/{diagram.pk}/")
    assert plain.status_code == 200
    assert "Content-Encoding" not in plain
    assert plain["Content-Type"].startswith("application/json")
    assert "accept-encoding" in vary(plain)
    assert plain.json()["schema"] == big_document()


@pytest.mark.parametrize("accepted", ["identity", "br, deflate", "gzipped-not"])
def test_an_encoding_other_than_gzip_gets_plain_json(api, alice, diagram, accepted):
    answer = api.as_user(alice).get(f"projects/{diagram.pk}/", HTTP_ACCEPT_ENCODING=accepted)
    assert answer.status_code == 200
    assert "Content-Encoding" not in answer
    assert answer.json()["schema"] == big_document()


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_gzipped_answer_goes_through_the_server_application_whole(alice, diagram):
    token = tokens.issue(alice).access
    path = f"/api/projects/{diagram.pk}/"
    messages: list[dict] = []

    async def receive():
        if not messages:
            return {"type": "http.request", "body": b"", "more_body": False}
        await asyncio.Event().wait()

    async def send(message):
        messages.append(message)

    scope = {"type": "http", "method": "GET", "path": path, "raw_path": path.encode(),
             "query_string": b"", "http_version": "1.1", "scheme": "http",
             "server": ("testserver", 80), "client": ("127.0.0.1", 1),
             "headers": [(b"host", b"testserver"), (b"accept-encoding", b"gzip"),
                         (b"authorization", f"Bearer {token}".encode())]}
    async_to_sync(application)(scope, receive, send)
    start = next(m for m in messages if m["type"] == "http.response.start")
    headers = {name.lower(): value for name, value in start["headers"]}
    body = b"".join(m.get("body", b"") for m in messages if m["type"] == "http.response.body")
    assert start["status"] == 200
    assert headers[b"content-encoding"] == b"gzip"
    assert b"accept-encoding" in headers[b"vary"].lower()
    assert int(headers[b"content-length"]) == len(body)
    assert json.loads(gzip.decompress(body))["schema"] == big_document()


def test_a_small_answer_is_never_compressed():
    request = RequestFactory().get("/", HTTP_ACCEPT_ENCODING="gzip")
    small = b'{"id": 1}'
    answer = compression.json_response(request, small, "application/json")
    assert answer.content == small
    assert "Content-Encoding" not in answer
    assert "Accept-Encoding" in answer["Vary"]

    just_enough = b'"' + b"x" * (compression.MIN_SIZE - 2) + b'"'
    answer = compression.json_response(request, just_enough, "application/json")
    assert answer["Content-Encoding"] == "gzip"
    assert gzip.decompress(answer.content) == just_enough
