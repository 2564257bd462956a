"""`POST /api/projects/{id}/commands/`: one editor command too large for a socket frame
(web/realtime/PROTOCOL.md [C7]), written by the documents' one write path."""

from typing import Annotated

from django.http import HttpRequest
from django.views.decorators.gzip import gzip_page
from ninja import Router
from ninja.decorators import decorate_view

from web.accounts.auth import bearer_auth
from web.projects.body import FastBody

from . import services
from .schemas import CommandIn, CommandOut

router = Router(tags=["documents"], auth=bearer_auth)


@router.post("/{int:project_id}/commands/", response=CommandOut)
@decorate_view(gzip_page)
def command_apply(request: HttpRequest, project_id: int,
                  payload: Annotated[CommandIn, FastBody(...)]):
    """The body may be gzip-compressed (`Content-Encoding: gzip`); the editor's rights on the
    diagram are checked before it is read (web/core/request_guard.py)."""
    entry, server_ms = services.document_command(
        actor=request.auth, project_id=project_id, origin=payload.origin,
        submitted=services.Submitted(payload.command, payload.id), sender=payload.connection)
    normalised = entry["command"] if entry["command"] != payload.command else None
    return {**entry, "command": normalised, "serverMs": server_ms}
