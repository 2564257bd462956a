from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, Schema

from storage import files
from web.billing.schemas import SubscriptionOut

from .models import User
from .selectors import pending_email

Theme = Literal["light", "dark", "system"]
Language = Literal["fr", "en"]


class UserOut(Schema):
    id: int
    username: str
    email: str
    avatar: str | None
    bio: str
    theme: Theme
    language: Language
    last_seen: datetime | None
    date_joined: datetime
    # An address the user asked to change to: `email` stays the current one until this one is
    # confirmed from the link sent to it.
    pending_email: str | None = None

    @staticmethod
    def resolve_avatar(obj: User) -> str | None:
        return files.url(obj.avatar.name)

    @staticmethod
    def resolve_pending_email(obj: User) -> str | None:
        return pending_email(obj)


class UserSummaryOut(Schema):
    """A user search result. `email` is null unless the searcher typed that confirmed address in
    full: the search does not hand out addresses."""

    id: int
    username: str
    email: str | None
    avatar: str | None

    @staticmethod
    def resolve_avatar(obj: User) -> str | None:
        return files.url(obj.avatar.name)

    @staticmethod
    def resolve_email(obj: User) -> str | None:
        return getattr(obj, "matched_email", None)


class ProfileOut(UserOut):
    """The signed-in user's own profile: counts and the limits of their plan (-1 = unlimited)."""

    projects_count: int
    team_memberships_count: int
    diagrams_count: int
    diagrams_limit: int
    diagrams_remaining: int
    tables_per_diagram_limit: int
    versions_per_diagram_limit: int
    team_members_limit: int


class MeOut(Schema):
    user: ProfileOut
    current_subscription: SubscriptionOut


class LoginIn(Schema):
    username: str = Field(..., min_length=1, max_length=254)
    password: str = Field(..., min_length=1, max_length=4096)


class LoginOut(Schema):
    access: str
    refresh: str
    user: ProfileOut
    current_subscription: SubscriptionOut


class RegisterIn(Schema):
    username: str = Field(..., min_length=1, max_length=150)
    email: str = Field(..., min_length=1, max_length=254)
    password: str = Field(..., min_length=1, max_length=4096)
    # The look the visitor had while signing up (the site sends « system » unless they picked
    # one), so the new account keeps it; without it, the spec's default: light.
    theme: Theme = "light"
    # The language the visitor had the site in (picked from the browser or the switch).
    language: Language = "fr"


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
    theme: Theme | None = None
    language: Language | None = None


class ChangePasswordIn(Schema):
    current_password: str = Field("", max_length=4096)
    new_password: str = Field("", max_length=4096)


class SearchResultsOut(Schema):
    results: list[UserSummaryOut]
