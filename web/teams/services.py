"""Writes of teams and their members."""

from __future__ import annotations

from django.core.exceptions import ValidationError
from django.core.validators import URLValidator
from django.db import IntegrityError, transaction
from django.db.models import F

from web.access import policy
from web.accounts.models import User
from web.accounts.selectors import verified_email_owner
from web.billing import quotas
from web.core.errors import Forbidden, NotFound, ValidationFailed
from web.core.text import has_control_characters
from web.folders.models import Folder
from web.projects.grants import grants_revoke_lost
from web.projects.models import Project
from web.realtime.diagram_events import access_changed_on_commit

from . import messages
from .handover import content_hand_over
from .models import Team, TeamMember

Role = TeamMember.Role


def _clean_avatar(avatar: str | None) -> str:
    avatar = (avatar or "").strip()
    if not avatar:
        return ""
    try:
        URLValidator(schemes=["http", "https"])(avatar)
    except ValidationError as exc:
        raise ValidationFailed.single("avatar", messages.AVATAR_URL_INVALID) from exc
    return avatar


def _clean_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise ValidationFailed.single("name", messages.NAME_REQUIRED)
    if has_control_characters(name):
        raise ValidationFailed.single("name", messages.NAME_CONTROL_CHARACTERS)
    return name


@transaction.atomic
def team_create(*, owner: User, name: str, description: str = "", avatar: str | None = None
                ) -> Team:
    team = Team.objects.create(
        owner=owner, name=_clean_name(name), description=description.strip(),
        avatar=_clean_avatar(avatar),
    )
    TeamMember.objects.create(team=team, user=owner, role=Role.OWNER)
    return team


def team_update(*, actor: User, team: Team, **fields) -> Team:
    policy.require(policy.can_admin_team(actor, team), visible=policy.can_view_team(actor, team),
                   message=messages.NOT_ADMIN)
    if "name" in fields and fields["name"] is not None:
        team.name = _clean_name(fields["name"])
    if "description" in fields and fields["description"] is not None:
        team.description = fields["description"].strip()
    if "avatar" in fields:
        team.avatar = _clean_avatar(fields["avatar"])
    team.save()
    return team


@transaction.atomic
def team_delete(*, actor: User, team: Team) -> None:
    """The team goes; its diagrams and folders return to their owners (spec 000 §8)."""
    policy.require(policy.is_team_owner(actor, team), visible=policy.can_view_team(actor, team),
                   message=messages.NOT_OWNER)
    team_dissolve(team)


@transaction.atomic
def team_dissolve(team: Team) -> None:
    """Delete the team, leaving no row behind that names it: its diagrams go back to their owners
    as private ones, its folders become their owners' personal folders. Also used when the owner
    closes their account with nobody left to take the team over."""
    access_changed_on_commit(user_ids=TeamMember.objects.filter(team=team).values_list(
        "user_id", flat=True))
    Project.objects.filter(team=team, visibility=Project.Visibility.TEAM).update(
        visibility=Project.Visibility.PRIVATE)
    # The team's folders become private to their owners: what others put in them goes back to
    # its own owner's root, instead of hanging in a folder that owner can no longer see.
    Project.objects.filter(folder__team=team).exclude(folder__owner=F("owner")).update(
        folder=None)
    Folder.objects.filter(team=team, parent__isnull=False).exclude(
        parent__owner=F("owner")).update(parent=None)
    project_ids = list(Project.objects.filter(team=team).values_list("pk", flat=True))
    team.delete()
    # Without the team its admins administer none of its diagrams (web/projects/grants.py).
    grants_revoke_lost(projects=project_ids)


def _assert_admin(actor: User, team: Team) -> None:
    policy.require(policy.can_admin_team(actor, team), visible=policy.can_view_team(actor, team),
                   message=messages.NOT_ADMIN)


def member_add(*, actor: User, team: Team, user_id: int, role: str) -> TeamMember:
    _assert_admin(actor, team)
    if role == Role.ADMIN and not policy.is_team_owner(actor, team):
        raise Forbidden(messages.ADMIN_GRANT_OWNER_ONLY)
    user = User.objects.filter(pk=user_id, is_active=True).first()
    if user is None:
        raise ValidationFailed.single("user_id", messages.USER_NOT_FOUND)
    if TeamMember.objects.filter(team=team, user=user).exists():
        raise ValidationFailed.single("user_id", messages.ALREADY_MEMBER, code="already_member")
    try:
        with transaction.atomic():
            quotas.check_team_member_add(team)
            return TeamMember.objects.create(team=team, user=user, role=role)
    except IntegrityError as exc:
        raise ValidationFailed.single("user_id", messages.ALREADY_MEMBER,
                                      code="already_member") from exc


def member_add_by_email(*, actor: User, team: Team, email: str) -> TeamMember:
    _assert_admin(actor, team)
    email = email.strip()
    # Only a confirmed address names its account: anyone may type someone else's address as
    # theirs before confirming it.
    user = verified_email_owner(email)
    if user is None:
        raise ValidationFailed.single("email", messages.USER_NOT_FOUND)
    return member_add(actor=actor, team=team, user_id=user.pk, role=Role.MEMBER)


def _member(team: Team, member_id: int) -> TeamMember:
    member = TeamMember.objects.select_related("user").filter(team=team, pk=member_id).first()
    if member is None:
        raise NotFound(messages.MEMBER_NOT_FOUND)
    return member


@transaction.atomic
def member_update_role(*, actor: User, team: Team, member_id: int, role: str) -> TeamMember:
    _assert_admin(actor, team)
    member = _member(team, member_id)
    owner = policy.is_team_owner(actor, team)
    if member.role == Role.OWNER:
        raise Forbidden(messages.OWNER_ROLE_FIXED)
    if (role == Role.ADMIN or member.role == Role.ADMIN) and not owner:
        raise Forbidden(messages.ADMIN_GRANT_OWNER_ONLY)
    member.role = role
    member.save(update_fields=["role"])
    # Below admin, what they shared on the team's diagrams goes (web/projects/grants.py).
    grants_revoke_lost(user=member.user_id)
    access_changed_on_commit(user_ids=[member.user_id])
    return member


@transaction.atomic
def member_remove(*, actor: User, team: Team, member_id: int) -> None:
    """Admins remove non-admin members, the owner removes anyone but themself; anyone may leave.
    The diagrams and folders they made in the team stay in it, handed to the team's owner
    (web/teams/handover.py)."""
    policy.require(True, visible=policy.can_view_team(actor, team))
    member = _member(team, member_id)
    if member.role == Role.OWNER:
        raise Forbidden(messages.CANNOT_REMOVE_OWNER)
    if member.user_id != actor.pk:
        _assert_admin(actor, team)
        if member.role == Role.ADMIN and not policy.is_team_owner(actor, team):
            raise Forbidden(messages.CANNOT_REMOVE_ADMIN)
    content_hand_over(team=team, user_id=member.user_id)  # team content stays in the team
    member.delete()
    # What they shared on the team's diagrams goes with them (web/projects/grants.py).
    grants_revoke_lost(user=member.user_id)
    access_changed_on_commit(user_ids=[member.user_id])
