"""Writes of folders."""

from __future__ import annotations

import re

from django.db import transaction
from django.db.models import Case, F, Value, When

from web.access import policy
from web.accounts.models import User
from web.core.errors import ValidationFailed
from web.core.text import has_control_characters
from web.projects.grants import grants_revoke_lost
from web.projects.models import Project
from web.realtime.diagram_events import access_changed_on_commit
from web.teams.models import Team

from . import messages, tree
from .models import DEFAULT_COLOR, Folder

Visibility = Project.Visibility

MAX_DEPTH = 10
_HEX = re.compile(r"^#[0-9a-fA-F]{6}$")


def _clean_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise ValidationFailed.single("name", messages.NAME_REQUIRED)
    if has_control_characters(name):
        raise ValidationFailed.single("name", messages.NAME_CONTROL_CHARACTERS)
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


def _team_for(actor: User, team_id: int | None, *, current: int | None = None) -> Team | None:
    """Only a team the user owns is a destination (spec 000 §6); staying in its team is no move."""
    if team_id is None:
        return None
    team = Team.objects.filter(pk=team_id).first()
    if team is None or not (team.pk == current or policy.is_team_owner(actor, team)):
        raise ValidationFailed.single("team", messages.TEAM_NOT_ALLOWED)
    return team


def _check_depth(parent_id: int | None, height: int) -> None:
    """`height` levels hung under `parent_id` must stay within the limit."""
    if len(tree.ancestry(parent_id)) + height > MAX_DEPTH:
        raise ValidationFailed.single("parent", messages.TOO_DEEP.format(n=MAX_DEPTH))


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
        _check_depth(parent.pk, 1)
    return Folder.objects.create(owner=owner, name=name, description=description.strip(),
                                 color=color, team=team, parent=parent)


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
    if "parent" in fields or "team" in fields:
        _move(actor, folder, fields)
    folder.save()
    return folder


def _move(actor: User, folder: Folder, fields: dict) -> None:
    """Re-parents the folder and/or changes its team; everything checked before anything is
    written, the caller's transaction makes the writes one."""
    parent_id = fields.get("parent", folder.parent_id)
    folder.team_id = tree.lock(folder.pk, *tree.ancestry(parent_id)).get(folder.pk)
    subtree = tree.Subtree.of(folder)
    if parent_id is not None and (parent_id == folder.pk or parent_id in subtree.descendants):
        raise ValidationFailed.single("parent", messages.PARENT_CYCLE)
    parent = _parent_for(actor, parent_id) if "parent" in fields else folder.parent
    if parent is None:
        team = (_team_for(actor, fields["team"], current=folder.team_id) if "team" in fields
                else folder.team)
    else:
        if fields.get("team") is not None and fields["team"] != parent.team_id:
            raise ValidationFailed.single("team", messages.TEAM_MISMATCH)
        team = parent.team
        # Entering a team through one of its folders obeys the rule of choosing the team.
        if team is not None and team.pk != folder.team_id and not policy.is_team_owner(actor,
                                                                                     team):
            raise ValidationFailed.single("parent", messages.PARENT_TEAM_NOT_OWNED)
    changes_team = (team.pk if team else None) != folder.team_id
    if "parent" in fields and parent_id != folder.parent_id:
        # Into another team, someone else's subfolders are cut loose (below): only the owner's
        # part gets deeper.
        _check_depth(parent_id, subtree.own_height if changes_team else subtree.height)
    folder.parent, folder.team = parent, team
    if changes_team:
        _take_subtree_along(subtree, team)


def _take_subtree_along(subtree: tree.Subtree, team: Team | None) -> None:
    """The owner's subfolders and diagrams follow the folder into its new team (or out of any).

    Only a diagram's owner moves it (spec 000 §6), so what others put in the folder stays in the
    team they shared it with: their folders are cut loose to that team's top level, their diagrams
    to its root. Nobody is left with something in a folder they can no longer see."""
    owner_id = subtree.root.owner_id
    Folder.objects.filter(pk__in=subtree.own - {subtree.root.pk}).update(team=team)
    Folder.objects.filter(pk__in=subtree.cut).update(parent=None)
    inside = Project.objects.filter(folder_id__in=subtree.own)
    access_changed_on_commit(project_ids=inside.values_list("pk", flat=True))
    inside.exclude(owner_id=owner_id).update(folder=None)
    if team is not None:
        inside.update(team=team, visibility=Visibility.TEAM)
    else:
        # Leaving a team takes a diagram out of team visibility; a public one stays public.
        inside.update(team=None, visibility=Case(
            When(visibility=Visibility.TEAM, then=Value(Visibility.PRIVATE)),
            default=F("visibility")))
    # The old team's admins no longer administer what moved (web/projects/grants.py).
    grants_revoke_lost(projects=inside)


@transaction.atomic
def folder_delete(*, actor: User, folder: Folder) -> None:
    """The owner's subfolders go with it; the diagrams inside return to the root of their team or
    of their owner. Only a folder's owner deletes it (spec 000 §6): a subfolder someone else made
    inside is cut loose to the top level, with what it holds."""
    policy.require(policy.can_admin_folder(actor, folder),
                   visible=policy.can_view_folder(actor, folder), message=messages.OWNER_ONLY)
    tree.lock(folder.pk)
    subtree = tree.Subtree.of(folder)
    Folder.objects.filter(pk__in=subtree.cut).update(parent=None)
    Folder.objects.filter(pk__in=subtree.own).delete()
