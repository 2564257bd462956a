from __future__ import annotations

import warnings
from datetime import datetime
from typing import Any, Literal

from ninja import Field, Schema

from storage import files
from web.accounts.selectors import email_seen_by

from . import selectors
from .models import Project

# The spec names the document field `schema`, which shadows pydantic's deprecated `schema()`.
warnings.filterwarnings("ignore", message='Field name "schema"', category=UserWarning)

Visibility = Literal["private", "team", "public"]
Access = Literal["owner", "admin", "editor", "viewer"]
_ADMINISTERS = {"owner", "admin"}
PUBLIC_KEY_DESCRIPTION = (
    "La clé du lien public (`/projects/{id}?key=…`) tant que le partage par lien est actif ; "
    "donnée seulement à ceux qui administrent le diagramme, null pour les autres."
)


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
    public_key: str | None = Field(..., description=PUBLIC_KEY_DESCRIPTION)
    created_at: datetime
    updated_at: datetime

    @staticmethod
    def resolve_thumbnail(obj: Project) -> str | None:
        return files.url(obj.thumbnail)

    @staticmethod
    def resolve_public_key(obj: Project, context) -> str | None:
        if not obj.public_key:
            return None
        level = selectors.level_of(context["request"].auth, obj)
        return obj.public_key if level in _ADMINISTERS else None

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
    public_key: str | None = Field(..., description=PUBLIC_KEY_DESCRIPTION)
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

    @staticmethod
    def resolve_public_key(obj: Project, context) -> str | None:
        from web.access import policy

        if not obj.public_key:
            return None
        return obj.public_key if policy.can_admin_project(context["request"].auth, obj) else None


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
    email: str | None = Field(None, description="Seulement pour soi-même")
    avatar: str | None

    @staticmethod
    def resolve_email(obj, context) -> str | None:
        return email_seen_by(getattr(context["request"], "auth", None), obj)

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
    def resolve_email(obj, context) -> str:
        # The address the inviter typed, for an invitation to an address; an account invited by
        # name keeps its address to itself.
        if obj.invitee_id:
            return email_seen_by(getattr(context["request"], "auth", None), obj.invitee) or ""
        return obj.email

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
    `linkDataArray`), and the revision the edit started from: a save made on an older revision
    is refused (`conflict`) rather than silently replacing what others did since."""

    schema: dict[str, Any] = Field(...)  # type: ignore[assignment]
    revision: int = Field(..., ge=0)


class SavedOut(Schema):
    id: int
    revision: int
    updated_at: datetime
    tables_count: int
