from __future__ import annotations

from datetime import datetime

from ninja import Field, Schema


class FolderRefOut(Schema):
    id: int
    name: str


class FolderOut(Schema):
    id: int
    name: str
    description: str
    color: str
    owner: int = Field(..., alias="owner_id")
    team: int | None = Field(None, alias="team_id")
    parent: int | None = Field(None, alias="parent_id")
    created_at: datetime
    updated_at: datetime
    projects_count: int
    subfolders_count: int
    is_owner: bool

    @staticmethod
    def resolve_is_owner(obj, context) -> bool:
        return obj.owner_id == context["request"].auth.pk


class FolderDetailOut(FolderOut):
    ancestors: list[FolderRefOut]


class FolderCreateIn(Schema):
    name: str = Field(..., max_length=100)
    description: str = Field("", max_length=1000)
    color: str | None = Field(None, max_length=7)
    team: int | None = None
    parent: int | None = None


class FolderPatchIn(Schema):
    name: str | None = Field(None, max_length=100)
    description: str | None = Field(None, max_length=1000)
    color: str | None = Field(None, max_length=7)
    team: int | None = None
    parent: int | None = None
