"""Writes of folders."""

from __future__ import annotations

import re

from django.db import transaction

from web.access import policy
from web.accounts.models import User
from web.core.errors import ValidationFailed
from web.teams.models import Team

from . import messages
from .models import DEFAULT_COLOR, Folder

MAX_DEPTH = 10
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


def _clean_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise ValidationFailed.single("name", messages.NAME_REQUIRED)
    return name


def _clean_color(color: str | None) -> str:
    if not color:
        return DEFAULT_COLOR
    if not _HEX.match(color):
        raise ValidationFailed.single("color", messages.COLOR_INVALID)
    return color.lower()


def _parent_for(actor: User, parent_id: int | None) -> Folder | None:
    if parent_id is None:
        return None
    parent = Folder.objects.filter(pk=parent_id).first()
    if parent is None or not policy.can_edit_folder(actor, parent):
        raise ValidationFailed.single("parent", messages.PARENT_NOT_ALLOWED)
    return parent


def _team_for(actor: User, team_id: int | None) -> Team | None:
    if team_id is None:
        return None
    team = Team.objects.filter(pk=team_id).first()
    if team is None or not policy.is_team_owner(actor, team):
        raise ValidationFailed.single("team", messages.TEAM_NOT_ALLOWED)
    return team


def _depth(folder: Folder | None) -> int:
    depth = 0
    while folder is not None:
        depth += 1
        folder = folder.parent
    return depth


def folder_create(*, owner: User, name: str, description: str = "", color: str | None = None,
                  team_id: int | None = None, parent_id: int | None = None) -> Folder:
    name = _clean_name(name)
    color = _clean_color(color)
    parent = _parent_for(owner, parent_id)
    team = _team_for(owner, team_id)
    if parent is not None:
        # A subfolder lives in its parent's team.
        if team is not None and team.pk != parent.team_id:
            raise ValidationFailed.single("team", messages.TEAM_MISMATCH)
        team = parent.team
        if _depth(parent) >= MAX_DEPTH:
            raise ValidationFailed.single("parent", messages.TOO_DEEP.format(n=MAX_DEPTH))
    return Folder.objects.create(owner=owner, name=name, description=description.strip(),
                                 color=color, team=team, parent=parent)


def _descendant_ids(folder: Folder) -> set[int]:
    found, frontier = set(), {folder.pk}
    while frontier:
        frontier = set(Folder.objects.filter(parent_id__in=frontier).values_list("pk", flat=True))
        frontier -= found
        found |= frontier
    return found


@transaction.atomic
def folder_update(*, actor: User, folder: Folder, fields: dict) -> Folder:
    policy.require(policy.can_admin_folder(actor, folder),
                   visible=policy.can_view_folder(actor, folder), message=messages.OWNER_ONLY)
    if fields.get("name") is not None:
        folder.name = _clean_name(fields["name"])
    if fields.get("description") is not None:
        folder.description = fields["description"].strip()
    if "color" in fields:
        folder.color = _clean_color(fields["color"])
    if "parent" in fields:
        parent_id = fields["parent"]
        if parent_id is not None and (parent_id == folder.pk
                                      or parent_id in _descendant_ids(folder)):
            raise ValidationFailed.single("parent", messages.PARENT_CYCLE)
        folder.parent = _parent_for(actor, parent_id)
        if folder.parent is not None:
            folder.team = folder.parent.team
    if "team" in fields and folder.parent is None:
        folder.team = _team_for(actor, fields["team"])
    folder.save()
    # Subfolders follow their folder into (or out of) a team.
    Folder.objects.filter(pk__in=_descendant_ids(folder)).update(team=folder.team)
    return folder


def folder_delete(*, actor: User, folder: Folder) -> None:
    """Subfolders go with it; the diagrams inside return to their owners' root."""
    policy.require(policy.can_admin_folder(actor, folder),
                   visible=policy.can_view_folder(actor, folder), message=messages.OWNER_ONLY)
    folder.delete()
