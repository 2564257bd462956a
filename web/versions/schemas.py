from __future__ import annotations

import warnings
from datetime import datetime
from typing import Any, Literal

from ninja import Field, Schema

# The spec names the document field `schema`, which shadows pydantic's deprecated `schema()`.
warnings.filterwarnings("ignore", message='Field name "schema"', category=UserWarning)

Kind = Literal["manual", "before_import", "before_layout", "before_restore"]


class CreatorOut(Schema):
    id: int
    username: str


class VersionOut(Schema):
    """A version as lists show it: everything but its snapshot (a list of 200 snapshots of a
    large diagram would weigh a gigabyte)."""

    id: int
    project: int = Field(..., alias="project_id")
    name: str
    description: str
    kind: Kind = Field(..., description="manual, ou automatique : avant un import SQL, un "
                                        "agencement automatique ou une restauration")
    created_at: datetime
    created_by_details: CreatorOut | None = Field(..., alias="created_by")
    revision: int | None = Field(..., description="La révision du diagramme dont la version est "
                                                  "l'instantané ; null quand le document envoyé "
                                                  "différait de celui du serveur")
    table_count: int
    relation_count: int
    snapshot_size: int = Field(..., description="Taille du JSON de l'instantané, en octets")
    status: Literal["ready", "pending"]


class SnapshotOut(Schema):
    format: int
    tables: list[dict[str, Any]]
    relations: list[dict[str, Any]]


class VersionDetailOut(VersionOut):
    snapshot: SnapshotOut


class VersionListOut(Schema):
    count: int
    results: list[VersionOut]


class VersionCreateIn(Schema):
    project: int
    name: str = Field(..., description="Obligatoire, 100 caractères au plus")
    description: str | None = Field("", description="500 caractères au plus")
    snapshot: dict[str, Any] | None = Field(
        None, description="Le document (format, tables, relations) ; sans lui, le document "
                          "actuel du serveur")


class RestoredProjectOut(Schema):
    id: int
    name: str
    schema: dict[str, Any] = Field(...)  # type: ignore[assignment]
    revision: int


class RestoredOut(Schema):
    project: RestoredProjectOut
    version: VersionOut
    autosaved: VersionOut | None = Field(..., description="La sauvegarde automatique faite "
                                                          "avant la restauration, s'il y en a eu "
                                                          "une")
