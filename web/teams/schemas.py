from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from storage import files
from web.accounts.selectors import email_seen_by
from web.billing import quotas

TeamRole = Literal["owner", "admin", "member", "viewer"]


class TeamOut(Schema):
    id: int
    name: str
    description: str
    avatar: str | None
    owner: int = Field(..., alias="owner_id")
    members_count: int
    projects_count: int
    user_role: TeamRole
    created_at: datetime

    @staticmethod
    def resolve_avatar(obj) -> str | None:
        return obj.avatar or None


class TeamDetailOut(TeamOut):
    """A team's own page: also the room its owner's plan leaves for members, so the page says
    so before anyone tries to add one (the list of teams does without, one query per team)."""

    members_limit: int = Field(..., description="Membres en plus du propriétaire permis par "
                                                "l'offre du propriétaire ; -1 : illimité")
    members_limit_reached: bool

    @staticmethod
    def resolve_members_limit(obj) -> int:
        return quotas.limits_for(obj.owner).team_members

    @staticmethod
    def resolve_members_limit_reached(obj) -> bool:
        return quotas.team_members_full(obj)


class TeamCreateIn(Schema):
    name: str = Field(..., max_length=100)
    description: str = Field("", max_length=1000)
    avatar: str | None = Field(None, max_length=500)


class TeamPatchIn(Schema):
    name: str | None = Field(None, max_length=100)
    description: str | None = Field(None, max_length=1000)
    avatar: str | None = Field(None, max_length=500)


class MemberUserOut(Schema):
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


class TeamMemberOut(Schema):
    id: int
    user: int = Field(..., alias="user_id")
    role: TeamRole
    joined_at: datetime
    user_details: MemberUserOut = Field(..., alias="user")


class AddMemberIn(Schema):
    user_id: int
    role: Literal["admin", "member", "viewer"] = "member"


class InviteByEmailIn(Schema):
    email: str = Field(..., max_length=254)


class UpdateRoleIn(Schema):
    member: int
    role: Literal["admin", "member", "viewer"]
