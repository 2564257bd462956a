"""Reads of folders."""

from __future__ import annotations

from django.db.models import QuerySet

from web.access import policy
from web.accounts.models import User
from web.core.counts import count_of
from web.core.errors import NotFound
from web.projects.models import Project

from .models import Folder


def _annotated(user: User) -> QuerySet[Folder]:
    return policy.visible_folders(user).annotate(
        projects_count=count_of(Project.objects.all(), field="folder"),
        subfolders_count=count_of(Folder.objects.all(), field="parent"),
    )


def folder_list(*, user: User, parent_id: int | None = None, root_only: bool = False,
                team_id: int | None = None) -> QuerySet[Folder]:
    folders = _annotated(user)
    if parent_id is not None:
        folders = folders.filter(parent_id=parent_id)
    elif root_only:
        folders = folders.filter(parent__isnull=True)
    if team_id is not None:
        folders = folders.filter(team_id=team_id)
    return folders.order_by("name", "id")


def folder_get(*, user: User, folder_id: int) -> Folder:
    folder = _annotated(user).select_related("parent").filter(pk=folder_id).first()
    if folder is None:
        raise NotFound()
    return folder


def ancestors(folder: Folder, *, user: User) -> list[Folder]:
    """From the root down to the folder's parent, for the breadcrumb. A member who left a team
    still sees his folder inside the team's: the chain stops below the first folder he cannot
    see, whose name is not his to read."""
    chain: list[Folder] = []
    parent = folder.parent
    seen = set()
    while parent is not None and parent.pk not in seen:
        seen.add(parent.pk)
        chain.append(parent)
        parent = parent.parent
    visible = set(policy.visible_folders(user).filter(pk__in=seen).values_list("pk", flat=True))
    shown = []
    for ancestor in chain:
        if ancestor.pk not in visible:
            break
        shown.append(ancestor)
    return list(reversed(shown))
