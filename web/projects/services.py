"""Writes of diagrams: create, edit, move, delete, duplicate, favourites, public link."""

from __future__ import annotations

import secrets
import uuid

from django.db import IntegrityError, transaction

from web.access import policy
from web.accounts.models import User
from web.billing import quotas
from web.core import language
from web.core.errors import NotFound, QuotaReached, ValidationFailed
from web.core.tasks import enqueue
from web.core.text import has_control_characters
from web.documents.models import Change
from web.documents.selectors import document_current
from web.documents.services import document_replace
from web.folders.models import Folder
from web.liveimages import services as live_images
from web.realtime.diagram_events import access_changed_on_commit
from web.realtime.events import send_to_user
from web.teams.models import Team

from . import messages
from .grants import grants_revoke_lost
from .models import Favorite, Project
from .tags import clean_tags

Visibility = Project.Visibility
# 32 characters of the URL-safe alphabet: 192 bits, out of reach of guessing.
PUBLIC_KEY_BYTES = 24


def _clean_name(name: str) -> str:
    name = name.strip()
    if not name:
        raise ValidationFailed.single("name", messages.NAME_REQUIRED)
    if has_control_characters(name):
        raise ValidationFailed.single("name", messages.NAME_CONTROL_CHARACTERS)
    return name


def _team_for_create(actor: User, team_id: int | None) -> Team | None:
    if team_id is None:
        return None
    team = Team.objects.filter(pk=team_id).first()
    if team is None or not policy.can_view_team(actor, team):
        raise ValidationFailed.single("team", messages.TEAM_NOT_ADMIN)
    if not policy.can_admin_team(actor, team):
        raise ValidationFailed.single("team", messages.TEAM_NOT_ADMIN)
    return team


def _folder_for(actor: User, folder_id: int | None) -> Folder | None:
    if folder_id is None:
        return None
    folder = Folder.objects.filter(pk=folder_id).first()
    if folder is None or not policy.can_edit_folder(actor, folder):
        raise ValidationFailed.single("folder", messages.FOLDER_NOT_ALLOWED)
    return folder


def _placement(folder: Folder | None, team: Team | None, *, may_enter, refused: str
               ) -> Team | None:
    """A diagram in a folder belongs to the folder's team, or to no team in a personal folder, so
    that whoever sees the folder sees what it holds. Entering a team through one of its folders
    obeys the same rule as choosing the team (`may_enter`), or it would bypass it."""
    if folder is None:
        return team
    if team is not None and team.pk != folder.team_id:
        raise ValidationFailed.single("folder", messages.FOLDER_TEAM_MISMATCH if folder.team_id
                                      else messages.FOLDER_NOT_IN_TEAM)
    if folder.team_id is not None and team is None and not may_enter(folder.team):
        raise ValidationFailed.single("folder", refused)
    return folder.team


def project_create(
    *, owner: User, name: str, description: str = "", folder_id: int | None = None,
    team_id: int | None = None, visibility: str = Visibility.PRIVATE, tags: list[str] | None = None,
) -> Project:
    name = _clean_name(name)
    tags = clean_tags(tags or [])
    if visibility == Visibility.TEAM and team_id is None and folder_id is None:
        raise ValidationFailed.single("team", messages.TEAM_REQUIRED)
    folder = _folder_for(owner, folder_id)
    team = _placement(folder, _team_for_create(owner, team_id),
                      may_enter=lambda t: policy.can_admin_team(owner, t),
                      refused=messages.TEAM_NOT_ADMIN)
    if team is not None:
        visibility = Visibility.TEAM
    elif visibility == Visibility.TEAM:
        raise ValidationFailed.single("team", messages.TEAM_REQUIRED)
    with transaction.atomic():
        quotas.check_diagram_create(owner)
        return Project.objects.create(
            owner=owner, name=name, description=description.strip(), folder=folder, team=team,
            visibility=visibility, tags=tags,
        )


@transaction.atomic
def project_update(*, actor: User, project: Project, fields: dict) -> Project:
    """`fields` holds only what the client sent. Name, description and tags need edit rights;
    visibility and placement (folder, team) belong to the owner."""
    visible = policy.can_view_project(actor, project)
    owner_fields = {"visibility", "folder", "team"} & fields.keys()
    if owner_fields:
        policy.require(policy.is_project_owner(actor, project), visible=visible,
                       message=messages.OWNER_ONLY)
    else:
        policy.require(policy.can_edit_project(actor, project), visible=visible,
                       message=messages.EDIT_FORBIDDEN)

    if fields.get("name") is not None:
        project.name = _clean_name(fields["name"])
    if fields.get("description") is not None:
        project.description = fields["description"].strip()
    if fields.get("tags") is not None:
        project.tags = clean_tags(fields["tags"])
    if "folder" in fields or "team" in fields:
        _move(actor, project, fields)
    if fields.get("visibility") is not None:
        _set_visibility(project, fields["visibility"])
    project.save()
    if owner_fields:
        # Out of a team, or into another, the old team's admins no longer administer it.
        grants_revoke_lost(projects=[project.pk])
        access_changed_on_commit(project_ids=[project.pk])
        live_images.schedule(project.pk)  # drawn if now public, deleted if no longer shared
    return project


def _move(actor: User, project: Project, fields: dict) -> None:
    """What the client sent decides: a folder brings its team along; a team alone takes the diagram
    out of a folder that is not the team's. Both sent must agree."""
    # Only teams the user owns are destinations (spec 000 §6); staying in its team is no move.
    def may_enter(team: Team) -> bool:
        return team.pk == project.team_id or policy.is_team_owner(actor, team)

    team = project.team
    if "team" in fields:
        team = None
        if fields["team"] is not None:
            team = Team.objects.filter(pk=fields["team"]).first()
            if team is None or not may_enter(team):
                raise ValidationFailed.single("team", messages.TEAM_NOT_OWNED)
    if "folder" in fields:
        folder = _folder_for(actor, fields["folder"])
        if folder is not None:
            team = _placement(folder, team if "team" in fields else None, may_enter=may_enter,
                              refused=messages.TEAM_NOT_OWNED)
    else:
        folder = project.folder
        if folder is not None and folder.team_id != (team.pk if team else None):
            folder = None
    project.folder, project.team = folder, team
    if team is not None:
        project.visibility = Visibility.TEAM
    elif project.visibility == Visibility.TEAM:
        project.visibility = Visibility.PRIVATE


def _set_visibility(project: Project, visibility: str) -> None:
    if visibility == Visibility.TEAM and project.team_id is None:
        raise ValidationFailed.single("visibility", messages.TEAM_REQUIRED)
    if visibility != Visibility.TEAM and project.team_id is not None:
        # Leaving team visibility takes the diagram out of the team.
        project.team = None
        if project.folder_id and project.folder.team_id:
            project.folder = None
    project.visibility = visibility


def project_delete(*, actor: User, project: Project) -> None:
    policy.require(policy.is_project_owner(actor, project),
                   visible=policy.can_view_project(actor, project), message=messages.OWNER_ONLY)
    project_id = project.pk
    project.delete()
    access_changed_on_commit(project_ids=[project_id])


def project_duplicate_request(*, actor: User, project: Project) -> str:
    """Owner only (spec 000 §6). The copy is made by a worker; the user's channel announces it."""
    policy.require(policy.is_project_owner(actor, project),
                   visible=policy.can_view_project(actor, project), message=messages.OWNER_ONLY)
    with transaction.atomic():
        quotas.check_diagram_create(actor)  # fail fast; the worker checks again before copying
    request_id = str(uuid.uuid4())
    enqueue("projects.duplicate_project", project.pk, actor.pk, request_id, language.current())
    return request_id


def _copy_name(source: Project) -> str:
    """`{name} (copie)`, then `(copie 2)`…; a long name is shortened so the suffix always fits
    (cutting the suffix instead would give the copy the very name of its source)."""
    max_length = Project._meta.get_field("name").max_length

    def named(suffix: str) -> str:
        return f"{source.name[:max_length - len(suffix) - 1].rstrip()} {suffix}"

    shortest_stem = source.name[:max_length - 20].rstrip()
    taken = set(
        Project.objects.filter(owner=source.owner, name__startswith=shortest_stem)
        .values_list("name", flat=True)
    )
    name, n = named(messages.COPY_SUFFIX), 1
    while name in taken:
        n += 1
        name = named(messages.COPY_SUFFIX_N.format(n=n))
    return name


def project_duplicate(*, source_id: int, user_id: int, request_id: str) -> Project | None:
    """The worker's part; a redelivered task finds the copy it already made."""
    existing = Project.objects.filter(duplicate_request=request_id).first()
    if existing is None:
        source = Project.objects.filter(pk=source_id, owner_id=user_id).defer("schema").first()
        if source is None:
            return None
        try:
            with transaction.atomic():
                quotas.check_diagram_create(source.owner)
                existing = Project.objects.create(
                    owner=source.owner, name=_copy_name(source), description=source.description,
                    folder=source.folder, team=source.team, visibility=source.visibility,
                    tags=list(source.tags), duplicate_request=request_id,
                )
                document, _ = document_current(source.pk)
                document_replace(actor=None, project_id=existing.pk, document=document,
                                 origin=Change.Origin.DUPLICATE, name=messages.COPY_CHANGE_NAME)
        except IntegrityError:
            existing = Project.objects.get(duplicate_request=request_id)
        except QuotaReached as exc:
            send_to_user(user_id, "project.duplicate_failed", {
                "source_id": source_id, "request_id": request_id, "error": exc.code,
                "message": exc.message,
            })
            return None
    send_to_user(user_id, "project.duplicated", {
        "project_id": existing.pk, "source_id": source_id, "name": existing.name,
        "request_id": request_id,
    })
    return existing


def favorite_toggle(*, user: User, project_id: int) -> str:
    project = Project.objects.filter(pk=project_id).first()
    if project is None or not policy.can_view_project(user, project):
        raise NotFound()
    deleted, _ = Favorite.objects.filter(user=user, project=project).delete()
    if deleted:
        return "removed"
    Favorite.objects.get_or_create(user=user, project=project)
    return "added"


def public_sharing_set(*, actor: User, project: Project, enabled: bool) -> Project:
    """The link carries a key of its own: turning sharing off forgets it, so turning it on again
    makes a new link and every copy of the old one stops working. Turning on a link that is on
    keeps its key."""
    policy.require(policy.can_admin_project(actor, project),
                   visible=policy.can_view_project(actor, project),
                   message=messages.SHARING_FORBIDDEN)
    with transaction.atomic():
        # Locked: two admins turning the link on at once hand out the same key.
        key = Project.objects.select_for_update().filter(pk=project.pk).values_list(
            "public_key", flat=True).first()
        project.public_by_link = enabled
        project.public_key = (key or secrets.token_urlsafe(PUBLIC_KEY_BYTES)) if enabled else None
        project.save(update_fields=["public_by_link", "public_key", "updated_at"])
    access_changed_on_commit(project_ids=[project.pk])
    live_images.schedule(project.pk)
    return project
