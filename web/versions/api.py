"""Diagram versions (spec 001 §7: GET and POST /versions/, POST /versions/{id}/restore/), and
their deletion, so a user at the plan's limit can free a slot."""

import itertools
import json
from typing import Annotated

from django.http import HttpRequest, HttpResponse, StreamingHttpResponse
from django.views.decorators.gzip import gzip_page
from ninja import Router, Status
from ninja.decorators import decorate_view
from ninja.responses import NinjaJSONEncoder

from web.accounts.auth import bearer_auth
from web.core.json_bytes import with_member
from web.documents.storage import json_chunks
from web.projects.body import FastBody

from . import selectors, services
from .schemas import (
    RestoredOut,
    VersionCreateIn,
    VersionDetailOut,
    VersionListOut,
    VersionOut,
)

router = Router(tags=["versions"], auth=bearer_auth)


def _encoded(request: HttpRequest, version) -> bytes:
    if version is None:
        return b"null"
    data = VersionOut.model_validate(version, context={"request": request}).model_dump()
    return json.dumps(data, cls=NinjaJSONEncoder).encode()


def _json(body: bytes) -> HttpResponse:
    return HttpResponse(body, content_type="application/json; charset=utf-8")


@router.get("/", response=VersionListOut)
def version_list(request: HttpRequest, project: int):
    """Every version of the diagram, newest first, without their snapshots."""
    versions = selectors.version_list(user=request.auth, project_id=project)
    return {"count": len(versions), "results": versions}


@router.post("/", response={201: VersionOut})
def version_create(request: HttpRequest, payload: Annotated[VersionCreateIn, FastBody(...)]):
    """A manual version of `snapshot`, or of the server's document without one. A client may add
    `?project={id}`: its rights on the diagram are then checked before the body is read
    (web/core/request_guard.py). The body may be gzip-compressed (`Content-Encoding: gzip`)."""
    version = services.version_create(
        actor=request.auth, project_id=payload.project, name=payload.name,
        description=payload.description, snapshot=payload.snapshot)
    return Status(201, version)


@router.get("/{int:version_id}/", response=VersionDetailOut)
@decorate_view(gzip_page)
def version_detail(request: HttpRequest, version_id: int):
    version = selectors.version_get(user=request.auth, version_id=version_id)
    return _json(with_member(_encoded(request, version), b"snapshot",
                                selectors.version_snapshot(version)))


@router.post("/{int:version_id}/restore/", response=RestoredOut)
@decorate_view(gzip_page)
def version_restore(request: HttpRequest, version_id: int):
    """The answer is written as it is sent, a table at a time (compressed when the client
    accepts gzip): the JSON of a 10 000-table document (~72 MB) never exists whole."""
    restored = services.version_restore(actor=request.auth, version_id=version_id)
    project = json.dumps({"id": restored.project.pk, "name": restored.project.name,
                          "revision": restored.revision}).encode()
    head = b'{"project":' + project[:-1] + b',"schema":'
    tail = (b'},"version":' + _encoded(request, restored.version)
            + b',"autosaved":' + _encoded(request, restored.autosaved) + b"}")
    return StreamingHttpResponse(itertools.chain((head,), json_chunks(restored.document),
                                                 (tail,)),
                                 content_type="application/json; charset=utf-8")


@router.delete("/{int:version_id}/", response={204: None})
def version_delete(request: HttpRequest, version_id: int):
    services.version_delete(actor=request.auth, version_id=version_id)
    return Status(204, None)
