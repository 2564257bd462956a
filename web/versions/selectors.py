"""Reads of diagram versions.

A diagram's versions are for those it is shared with (its owner, its team, its collaborators),
whatever their level; the visitors of its public page or link see none: to them, as to
strangers, the calls answer as for a missing diagram (web/access/policy.py)."""

from __future__ import annotations

import logging

from web.access import policy
from web.core.errors import NotFound
from web.projects.models import Project

from . import messages, snapshots
from .models import Version

logger = logging.getLogger(__name__)

LIST_FIELDS = ("id", "project_id", "name", "description", "kind", "revision", "snapshot_size",
               "table_count", "relation_count", "status", "created_at", "created_by__id",
               "created_by__username")


def _require(user, project: Project | None, *, edit: bool, missing: NotFound) -> None:
    level = None if project is None else policy.project_member_level(user, project)
    if level is None:
        raise missing
    if edit:
        policy.require(policy.level_can_edit(level), message=messages.EDIT_FORBIDDEN)


def project_for_versions(*, user, project_id: int, edit: bool = False) -> Project:
    """The diagram, without its document, when the user may see (`edit`: manage) its
    versions."""
    project = Project.objects.select_related("owner", "team").defer("schema").filter(
        pk=project_id).first()
    _require(user, project, edit=edit, missing=NotFound())
    return project


def version_get(*, user, version_id: int, edit: bool = False) -> Version:
    """A version the user may see (`edit`: restore or delete); missing and invisible alike."""
    version = (Version.objects.select_related("project__owner", "project__team", "created_by")
               .defer("project__schema").filter(pk=version_id).first())
    _require(user, version.project if version else None, edit=edit,
             missing=NotFound(messages.VERSION_NOT_FOUND))
    return version


def version_list(*, user, project_id: int) -> list[Version]:
    """Every version of the diagram, newest first, without their snapshots."""
    project = project_for_versions(user=user, project_id=project_id)
    return list(Version.objects.filter(project=project).select_related("created_by")
                .only(*LIST_FIELDS).order_by("-created_at", "-id"))


def version_snapshot(version: Version) -> bytes:
    """The version's document as JSON."""
    try:
        return snapshots.read(version)
    except FileNotFoundError:
        # Lost by the storage: said plainly rather than as a server error, and logged.
        logger.error("The snapshot of version %s is missing: %s", version.pk,
                     version.snapshot_file)
        raise NotFound(messages.SNAPSHOT_MISSING) from None


def newest_version(project_id: int) -> Version | None:
    return Version.objects.filter(project_id=project_id).order_by("-created_at", "-id").first()
