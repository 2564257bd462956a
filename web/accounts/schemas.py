from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from storage import files

from .models import User


class UserOut(Schema):
    id: int
    username: str
    email: str
    avatar: str | None
    bio: str
    theme: Literal["light", "dark"]
    last_seen: datetime | None
    date_joined: datetime

    @staticmethod
    def resolve_avatar(obj: User) -> str | None:
        return files.url(obj.avatar.name)


class UserSummaryOut(Schema):
    id: int
    username: str
    email: str
    avatar: str | None

    @staticmethod
    def resolve_avatar(obj: User) -> str | None:
        return files.url(obj.avatar.name)


class MeOut(Schema):
    user: UserOut
    # Filled by the plans issue; until then every account has no subscription.
    current_subscription: dict | None = None


class LoginIn(Schema):
    username: str = Field(..., min_length=1, max_length=254)
    password: str = Field(..., min_length=1, max_length=4096)


class LoginOut(Schema):
    access: str
    refresh: str
    user: UserOut
    current_subscription: dict | None = None


class RegisterIn(Schema):
    username: str = Field(..., min_length=1, max_length=150)
    email: str = Field(..., min_length=1, max_length=254)
    password: str = Field(..., min_length=1, max_length=4096)


class RegisterOut(Schema):
    user: UserOut


class RefreshIn(Schema):
    refresh: str = Field(..., min_length=1, max_length=4096)


class TokensOut(Schema):
    access: str
    refresh: str


class AvailabilityOut(Schema):
    username: bool
    email: bool


class UpdateProfileIn(Schema):
    username: str | None = Field(None, max_length=150)
    email: str | None = Field(None, max_length=254)
    # A data URL replaces the avatar, null or "" removes it, the current avatar's URL (echoed
    # back by a form) leaves it unchanged; anything else is refused.
    avatar: str | None = Field(None, max_length=3_000_000)
    bio: str | None = Field(None, max_length=500)
    theme: Literal["light", "dark"] | None = None


class ChangePasswordIn(Schema):
    current_password: str = Field("", max_length=4096)
    new_password: str = Field("", max_length=4096)


class SearchResultsOut(Schema):
    results: list[UserSummaryOut]
