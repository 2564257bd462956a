"""A whole document sent gzip-compressed (`Content-Encoding: gzip`, as the editor sends its
imports and versions) through the whole ASGI application: the request guard bounds what arrives
and what it inflates to, and the body is read streaming. Plain JSON keeps its 10 MiB limit."""

from __future__ import annotations

import gzip
import json
import zlib

import pytest

from document.shape import validate_document
from tests.backend.core.asgi_exchange import Exchange, token_of
from tests.backend.core.test_request_guard import MIB
from tests.backend.workspace.factories import make_project
from tests.benchmarks.generate import document
from web.billing.models import Package
from web.core import request_guard
from web.documents.selectors import document_current
from web.projects.models import Project

from .saving import DOCUMENT

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)
GZIP = [(b"content-encoding", b"gzip")]


def pieces(data: bytes, size: int = 64 * 1024) -> list[bytes]:
    return [data[i:i + size] for i in range(0, len(data), size)] or [b""]


def save(user, project, body: bytes, *, headers=GZIP) -> Exchange:
    return Exchange("PATCH", f"/api/projects/{project.pk}/update_schema/", pieces(body),
                    length=len(body), token=token_of(user), headers=headers).run()


def body_of(schema: dict, revision: int = 0) -> bytes:
    return json.dumps({"schema": schema, "revision": revision}).encode()


def test_a_compressed_document_is_saved(alice):
    project = make_project(alice)
    exchange = save(alice, project, gzip.compress(body_of(DOCUMENT)))
    assert exchange.status == 200, exchange.json
    assert exchange.json["tables_count"] == 2
    assert document_current(project.pk)[0] == validate_document(DOCUMENT)


def test_a_document_over_the_plain_limit_is_saved_compressed(alice):
    Package.objects.update(max_tables_per_diagram=-1)
    project = make_project(alice)
    large = validate_document(document(1500, 20, 2250))
    plain = body_of(large)
    assert len(plain) > request_guard.DOCUMENT_BODY
    refused = save(alice, project, plain, headers=[])
    assert (refused.status, refused.json["error"]) == (413, "payload_too_large")
    exchange = save(alice, project, gzip.compress(plain, 6))
    assert exchange.status == 200, exchange.json
    assert exchange.json["tables_count"] == 1500
    assert document_current(project.pk)[0] == large


def test_a_gzip_bomb_is_refused_before_it_is_inflated_whole(alice):
    project = make_project(alice)
    before = Project.objects.get(pk=project.pk).revision
    body = deflate_bomb()
    exchange = save(alice, project, body)
    assert exchange.status == 413
    assert exchange.json == {"error": "payload_too_large",
                             "message": "La requête est trop volumineuse."}
    assert exchange.headers[b"connection"] == b"close"
    assert exchange.taken < len(pieces(body))
    assert Project.objects.get(pk=project.pk).revision == before


def deflate_bomb() -> bytes:
    """A valid gzip stream of a JSON body followed by more spaces than the bound allows."""
    deflate = zlib.compressobj(9, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    parts = [deflate.compress(body_of(DOCUMENT)[:-1])]
    parts += [deflate.compress(b" " * MIB)
              for _ in range(request_guard.EXPANDED_DOCUMENT_BODY // MIB + 8)]
    return b"".join(parts) + deflate.compress(b"}") + deflate.flush()


def test_more_compressed_bytes_than_allowed_are_refused_unread(alice):
    project = make_project(alice)
    exchange = Exchange("PATCH", f"/api/projects/{project.pk}/update_schema/", [b""],
                        length=request_guard.COMPRESSED_DOCUMENT_BODY + 1, token=token_of(alice),
                        headers=GZIP).run()
    assert (exchange.status, exchange.json["error"], exchange.taken) == (
        413, "payload_too_large", 0)


def test_an_encoding_other_than_gzip_is_refused(alice):
    project = make_project(alice)
    exchange = save(alice, project, body_of(DOCUMENT), headers=[(b"content-encoding", b"br")])
    assert exchange.status == 415
    assert exchange.json["error"] == "unsupported_encoding"
    assert exchange.taken == 0


@pytest.mark.parametrize("body", [b"not gzip at all", gzip.compress(b'{"schema": ')[:-8],
                                  gzip.compress(b'{"schema": {')],
                         ids=["not-gzip", "cut-short", "unfinished-json"])
def test_a_broken_compressed_body_is_refused_as_unreadable(alice, body):
    project = make_project(alice)
    exchange = save(alice, project, body)
    assert exchange.status == 400
    assert exchange.json["error"] in ("malformed", "invalid")
    assert Project.objects.get(pk=project.pk).revision == 0


def test_a_compressed_snapshot_is_kept_as_a_version(alice):
    project = make_project(alice)
    body = gzip.compress(json.dumps({"project": project.pk, "name": "Jalon",
                                     "snapshot": DOCUMENT}).encode())
    exchange = Exchange("POST", "/api/versions/", pieces(body), length=len(body),
                        token=token_of(alice), headers=GZIP).run()
    assert exchange.status == 201, exchange.json
    assert exchange.json["table_count"] == 2
