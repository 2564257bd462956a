"""Reads of diagrams, favourites, collaborators and invitations."""

from __future__ import annotations

from typing import Literal

from django.db.models import Exists, OuterRef, Prefetch, Q, QuerySet, Subquery
from django.utils import timezone

from web.access import policy
from web.accounts.models import User
from web.core.counts import count_of
from web.core.errors import NotFound
from web.documents.selectors import document_current
from web.teams.models import TeamMember

from .models import Collaborator, Favorite, Invitation, Project

Scope = Literal["all", "owned", "shared", "favorites"]


def annotated(user: User) -> QuerySet[Project]:
    """Diagrams with what cards show: favourite flag, collaborator count, the user's access."""
    return (
        Project.objects.select_related("owner")
        .defer("schema")
        .annotate(
            is_favorite=Exists(Favorite.objects.filter(project=OuterRef("pk"), user=user)),
            collaborators_count=count_of(Collaborator.objects.all(), field="project"),
            viewer_team_role=Subquery(
                TeamMember.objects.filter(team=OuterRef("team"), user=user).values("role")[:1]
            ),
            viewer_collaborator_role=Subquery(
                Collaborator.objects.filter(project=OuterRef("pk"), user=user).values("role")[:1]
            ),
        )
    )


def level_of(user: User, project: Project) -> str | None:
    """The access level from a row of `annotated` without another query."""
    return policy.combine_level(
        is_owner=project.owner_id == user.pk,
        public=policy.is_public(project),
        team_role=getattr(project, "viewer_team_role", None),
        collaborator_role=getattr(project, "viewer_collaborator_role", None),
    )


def _search(queryset: QuerySet[Project], search: str | None) -> QuerySet[Project]:
    search = (search or "").strip()
    if not search:
        return queryset
    return queryset.filter(Q(name__icontains=search) | Q(description__icontains=search))


def project_list(*, user: User, scope: Scope = "all", search: str | None = None
                 ) -> QuerySet[Project]:
    queryset = annotated(user)
    if scope == "owned":
        queryset = queryset.filter(owner=user)
    elif scope == "shared":
        queryset = queryset.filter(policy.shared_projects_q(user))
    elif scope == "favorites":
        queryset = queryset.filter(_favorite_visible(user), favorites__user=user)
    else:
        queryset = queryset.filter(Q(owner=user) | policy.shared_projects_q(user))
    return _search(queryset, search).order_by("-updated_at", "-id")


def _favorite_visible(user: User) -> Q:
    # A favourite stays listed only while its diagram is still visible to the user. A diagram
    # shared by link is not listed by its link alone: its key is not part of a favourite.
    return (Q(owner=user) | policy.shared_projects_q(user)
            | Q(visibility=Project.Visibility.PUBLIC))


def project_get(*, user, project_id: int) -> Project:
    """A diagram the user may view, without its document; missing and invisible look alike."""
    project = Project.objects.select_related("owner", "team", "folder").defer("schema").filter(
        pk=project_id).first()
    if project is None or not policy.can_view_project(user, project):
        raise NotFound()
    return project


def _with_document(project: Project) -> Project:
    """`schema` and `revision` set to the current document (the stored one is a snapshot)."""
    current = document_current(project.pk)
    if current is None:
        raise NotFound()
    project.schema, project.revision = current
    return project


def project_detail(*, user, project_id: int) -> Project:
    """A diagram the user may view, with its current document."""
    return _with_document(project_get(user=user, project_id=project_id))


def project_get_annotated(*, user: User, project_id: int) -> Project:
    project = annotated(user).filter(pk=project_id).first()
    if project is None or level_of(user, project) is None:
        raise NotFound()
    return project


def public_project_get(*, project_id: int, key: str | None = None) -> Project:
    """A public diagram by its id, or one shared by link with its link's key; anything else,
    a wrong key included, looks missing."""
    project = Project.objects.defer("schema").filter(pk=project_id).filter(
        Q(public_by_link=True) | Q(visibility=Project.Visibility.PUBLIC)).first()
    if project is None or not (policy.is_public(project) or policy.link_opens(project, key)):
        raise NotFound()
    return _with_document(project)


def team_projects(*, user: User, team_id: int, search: str | None = None) -> QuerySet[Project]:
    return _search(annotated(user).filter(team_id=team_id), search).order_by("-updated_at", "-id")


def folder_projects(*, user: User, folder_id: int, search: str | None = None
                    ) -> QuerySet[Project]:
    # In a shared folder, show what this user may see: theirs, the team's, shared with them.
    visible = Q(owner=user) | policy.shared_projects_q(user)
    queryset = annotated(user).filter(folder_id=folder_id).filter(visible)
    return _search(queryset, search).order_by("-updated_at", "-id")


def favorite_list(*, user: User) -> QuerySet[Favorite]:
    projects = annotated(user)
    visible = Project.objects.filter(_favorite_visible(user)).values("pk")
    return (
        Favorite.objects.filter(user=user, project__in=visible)
        .prefetch_related(Prefetch("project", queryset=projects))
        .order_by("-created_at", "-id")
    )


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
