from __future__ import annotations

from typing import Any, Literal

from ninja import Field, Schema

# The change log's labels a client may give (web/realtime/PROTOCOL.md [C1]).
ClientOrigin = Literal["editor", "layout", "recovery", "json_import"]


class CommandIn(Schema):
    """A `command` frame's fields (PROTOCOL.md [C1]), and the connection it would have gone by."""

    id: str = Field(..., min_length=1, max_length=64)
    baseRevision: int | None = None
    command: dict[str, Any]
    origin: ClientOrigin = "editor"
    connection: str | None = Field(None, max_length=64, description=(
        "L'identifiant de la connexion au socket du diagramme (`you.id` de `schema_sync`) : "
        "elle n'en reçoit pas l'annonce, la réponse en tient lieu"))


class AuthorOut(Schema):
    id: int
    name: str


class CommandOut(Schema):
    """The acknowledgement a `command` frame would get (PROTOCOL.md [C4])."""

    id: str
    revision: int
    author: AuthorOut | None
    origin: str
    serverMs: float
    command: dict[str, Any] | None = Field(None, description=(
        "La commande telle que le serveur l'a enregistrée, seulement quand elle diffère de "
        "celle envoyée"))
