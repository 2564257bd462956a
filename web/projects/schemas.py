from __future__ import annotations

import warnings
from datetime import datetime
from typing import Any, Literal

from ninja import Field, Schema

from storage import files

from . import selectors
from .models import Project

# The spec names the document field `schema`, which shadows pydantic's deprecated `schema()`.
warnings.filterwarnings("ignore", message='Field name "schema"', category=UserWarning)

Visibility = Literal["private", "team", "public"]
Access = Literal["owner", "admin", "editor", "viewer"]


class OwnerDetailsOut(Schema):
    id: int
    username: str
    avatar: str | None

    @staticmethod
    def resolve_avatar(obj) -> str | None:
        return files.url(obj.avatar.name)


class ProjectOut(Schema):
    """A diagram as cards and lists show it (no document)."""

    id: int
    name: str
    description: str
    thumbnail: str | None
    folder: int | None = Field(None, alias="folder_id")
    team: int | None = Field(None, alias="team_id")
    visibility: Visibility
    tags: list[str]
    is_favorite: bool
    is_owner: bool
    access: Access
    owner_details: OwnerDetailsOut = Field(..., alias="owner")
    collaborators_count: int
    public_by_link: bool
    created_at: datetime
    updated_at: datetime

    @staticmethod
    def resolve_thumbnail(obj: Project) -> str | None:
        return files.url(obj.thumbnail)

    @staticmethod
    def resolve_is_owner(obj: Project, context) -> bool:
        return obj.owner_id == context["request"].auth.pk

    @staticmethod
    def resolve_access(obj: Project, context) -> str:
        return selectors.level_of(context["request"].auth, obj)


class ProjectDetailOut(Schema):
    """A diagram opened in the editor: the document and what the editor needs to know."""

    id: int
    name: str
    description: str
    folder: int | None = Field(None, alias="folder_id")
    team: int | None = Field(None, alias="team_id")
    visibility: Visibility
    tags: list[str]
    public_by_link: bool
    revision: int
    access: Access
    is_owner: bool
    owner_details: OwnerDetailsOut = Field(..., alias="owner")
    schema: dict[str, Any] = Field(...)  # type: ignore[assignment]
    updated_at: datetime

    @staticmethod
    def resolve_is_owner(obj: Project, context) -> bool:
        user = context["request"].auth
        return bool(user) and obj.owner_id == user.pk

    @staticmethod
    def resolve_access(obj: Project, context) -> str:
        from web.access import policy

        return policy.project_level(context["request"].auth, obj)


class PublicProjectOut(Schema):
    id: int
    name: str
    schema: dict[str, Any] = Field(...)  # type: ignore[assignment]
    # The document's revision: a visitor's live socket asks only for what follows it.
    revision: int
    updated_at: datetime


class ProjectCreateIn(Schema):
    name: str = Field(..., max_length=200)
    description: str = Field("", max_length=2000)
    folder: int | None = None
    team: int | None = None
    visibility: Visibility = "private"
    tags: list[str] = Field(default_factory=list, max_length=20)


class ProjectPatchIn(Schema):
    """Edit fields, or a move (`folder` and `team`; both null moves to the root)."""

    name: str | None = Field(None, max_length=200)
    description: str | None = Field(None, max_length=2000)
    visibility: Visibility | None = None
    tags: list[str] | None = Field(None, max_length=20)
    folder: int | None = None
    team: int | None = None


class ScheduledOut(Schema):
    status: Literal["scheduled"]
    request_id: str


class FavoriteToggleIn(Schema):
    project_id: int


class FavoriteToggleOut(Schema):
    status: Literal["added", "removed"]


class FavoriteOut(Schema):
    id: int
    created_at: datetime
    project_details: ProjectOut = Field(..., alias="project")


class UserDetailsOut(Schema):
    id: int
    username: str
    email: str
    avatar: str | None

    @staticmethod
    def resolve_avatar(obj) -> str | None:
        return files.url(obj.avatar.name)


class CollaboratorOut(Schema):
    id: int
    role: Literal["editor", "viewer"]
    added_at: datetime
    user_details: UserDetailsOut = Field(..., alias="user")


class CollaboratorRoleIn(Schema):
    role: Literal["editor", "viewer"]


class InvitationIn(Schema):
    user: str = Field(..., min_length=1, max_length=254, description="Nom d'utilisateur ou email")
    role: Literal["editor", "viewer"] = "viewer"


class InvitationOut(Schema):
    id: int
    role: Literal["editor", "viewer"]
    email: str
    invitee: UserDetailsOut | None
    inviter: str
    created_at: datetime
    expires_at: datetime

    @staticmethod
    def resolve_email(obj) -> str:
        return obj.invitee.email if obj.invitee_id else obj.email

    @staticmethod
    def resolve_inviter(obj) -> str:
        return obj.inviter.username


class InvitationCreatedOut(InvitationOut):
    token: str
    url: str


class AcceptInvitationIn(Schema):
    token: str = Field("", max_length=2000)


class AcceptedProjectOut(Schema):
    id: int
    name: str


class AcceptInvitationOut(Schema):
    project: AcceptedProjectOut
    role: Literal["editor", "viewer"]


class UpdateSchemaIn(Schema):
    """The document (`tables`, `relations`) or its legacy form (`nodeDataArray`,
    `linkDataArray`); `revision`, when sent, must be the one the edit started from."""

    schema: dict[str, Any] = Field(...)  # type: ignore[assignment]
    revision: int | None = None


class SavedOut(Schema):
    id: int
    revision: int
    updated_at: datetime
    tables_count: int
