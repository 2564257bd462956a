"""Reads of diagrams, favourites, collaborators and invitations."""

from __future__ import annotations

from typing import Literal

from django.db.models import Q, QuerySet
from django.utils import timezone

from web.access import policy
from web.accounts.models import User
from web.core.errors import NotFound
from web.documents.selectors import document_at, document_current, document_unparsed

from . import listing, rows
from .models import Collaborator, Favorite, Invitation, Project

Scope = Literal["all", "owned", "shared", "favorites"]


def level_of(user: User, project: Project) -> str | None:
    """The access level from a row of a `listing` without another query."""
    return policy.combine_level(
        is_owner=project.owner_id == user.pk,
        public=policy.is_public(project),
        team_role=getattr(project, "viewer_team_role", None),
        collaborator_role=getattr(project, "viewer_collaborator_role", None),
    )


def project_list(*, user: User, scope: Scope = "all", search: str | None = None
                 ) -> listing.Listing:
    return listing.workspace(user, scope, search)


def project_get(*, user, project_id: int) -> Project:
    """A diagram the user may view, without its document; missing and invisible look alike."""
    # The owner for the answers that name them; the team and the folder are read when a
    # service needs them (rarely).
    project = rows.one_with_roles(user, project_id)
    if project is None or policy.remember_level(user, project) is None:
        raise NotFound()
    return project


def _with_document(project: Project) -> Project:
    """`schema` and `revision` set to the current document (the stored one is a snapshot)."""
    # The row was just read: its revision is as current as a second read would be.
    document = document_at(project.pk, project.revision)
    if document is None:
        current = document_current(project.pk)
        if current is None:
            raise NotFound()
        document, project.revision = current
    project.schema = document
    return project


def with_document(project: Project) -> Project:
    """`project` with its current document: parsed as `schema`, or, when a large diagram nobody
    here works on is opened, as its stored JSON in `schema_text` (`schema` then left unread),
    for web/projects/encoded.py to answer with."""
    project.schema_text = document_unparsed(project.pk, project.revision)
    return project if project.schema_text is not None else _with_document(project)


def project_detail(*, user, project_id: int) -> Project:
    """A diagram the user may view, with its current document (`with_document`)."""
    return with_document(project_get(user=user, project_id=project_id))


def project_get_annotated(*, user: User, project_id: int) -> Project:
    project = listing.one(user, project_id)
    if project is None or level_of(user, project) is None:
        raise NotFound()
    return project


def public_project_find(*, project_id: int, key: str | None = None) -> Project:
    """A public diagram by its id, or one shared by link with its link's key, without its
    document; anything else, a wrong key included, looks missing."""
    project = Project.objects.defer("schema").filter(pk=project_id).filter(
        Q(public_by_link=True) | Q(visibility=Project.Visibility.PUBLIC)).first()
    if project is None or not (policy.is_public(project) or policy.link_opens(project, key)):
        raise NotFound()
    return project


def public_project_get(*, project_id: int, key: str | None = None) -> Project:
    """`public_project_find`, with the current document (`with_document`)."""
    return with_document(public_project_find(project_id=project_id, key=key))


def team_projects(*, user: User, team_id: int, search: str | None = None) -> listing.Listing:
    return listing.of_team(user, team_id, search)


def folder_projects(*, user: User, folder_id: int, search: str | None = None
                    ) -> listing.Listing:
    return listing.of_folder(user, folder_id, search)


class _Favorites:
    """The user's favourites, newest first, each with its diagram as cards show it; while the
    diagram is still visible to the user (one shared by link is not: its key is no part of a
    favourite)."""

    def __init__(self, user: User):
        self.user = user
        visible = Project.objects.filter(
            Q(owner=user) | policy.shared_projects_q(user)
            | Q(visibility=Project.Visibility.PUBLIC)).values("pk")
        self.queryset = Favorite.objects.filter(user=user, project__in=visible).order_by(
            "-created_at", "-id")

    def __getitem__(self, page: slice) -> list[Favorite]:
        favorites = list(self.queryset[page])
        projects = listing.by_ids(self.user, [favorite.project_id for favorite in favorites])
        for favorite in favorites:
            favorite.project = projects[favorite.project_id]
        return favorites

    def count(self) -> int:
        return self.queryset.count()


def favorite_list(*, user: User) -> _Favorites:
    return _Favorites(user)


def collaborator_list(*, user: User, project: Project) -> QuerySet[Collaborator]:
    policy.require(policy.can_edit_project(user, project),
                   visible=policy.can_view_project(user, project))
    return Collaborator.objects.filter(project=project).select_related("user").order_by(
        "user__username")


def pending_invitations(*, user: User, project: Project) -> QuerySet[Invitation]:
    policy.require(policy.can_edit_project(user, project),
                   visible=policy.can_view_project(user, project))
    return Invitation.objects.filter(
        project=project, accepted_at__isnull=True, expires_at__gt=timezone.now()
    ).select_related("invitee", "inviter")
