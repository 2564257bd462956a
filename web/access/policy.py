"""Who may do what (DESIGN.md §5). The API and the websocket consumer ask here; nothing else
decides.

Sources of access to a diagram: its owner; its team (team owner and admins administer, members edit,
viewers read); collaborators invited to it (editor, viewer); public visibility, or the public link
with its key (read-only, anonymous visitors included). Objects a user may not view are reported as
missing, so their existence never leaks; objects they may view but not change answer 403. Only
those who administer a diagram may grant access to it (web/projects/grants.py).
"""

from __future__ import annotations

import secrets

from django.db.models import Exists, OuterRef, Q, QuerySet

from web.core.errors import Forbidden, NotFound
from web.folders.models import Folder
from web.projects.models import Collaborator, Project
from web.teams.models import Team, TeamMember

# Project access levels, weakest first.
VIEWER, EDITOR, ADMIN, OWNER = "viewer", "editor", "admin", "owner"
_RANK = {None: 0, VIEWER: 1, EDITOR: 2, ADMIN: 3, OWNER: 4}
_FROM_TEAM_ROLE = {
    TeamMember.Role.OWNER: ADMIN,
    TeamMember.Role.ADMIN: ADMIN,
    TeamMember.Role.MEMBER: EDITOR,
    TeamMember.Role.VIEWER: VIEWER,
}


def _signed_in(user) -> bool:
    return user is not None and user.is_authenticated


def _strongest(*levels: str | None) -> str | None:
    return max(levels, key=lambda level: _RANK[level])


# --- Teams ------------------------------------------------------------------------------------

def team_role(user, team: Team) -> str | None:
    """The user's role in the team (owner, admin, member, viewer), or None."""
    if not _signed_in(user):
        return None
    if team.owner_id == user.pk:
        return TeamMember.Role.OWNER
    return (
        TeamMember.objects.filter(team=team, user=user).values_list("role", flat=True).first()
    )


def can_view_team(user, team: Team) -> bool:
    return team_role(user, team) is not None


def can_edit_team(user, team: Team) -> bool:
    return team_role(user, team) in {TeamMember.Role.OWNER, TeamMember.Role.ADMIN,
                                     TeamMember.Role.MEMBER}


def can_admin_team(user, team: Team) -> bool:
    return team_role(user, team) in {TeamMember.Role.OWNER, TeamMember.Role.ADMIN}


def is_team_owner(user, team: Team) -> bool:
    return _signed_in(user) and team.owner_id == user.pk


def teams_of(user) -> QuerySet[Team]:
    return Team.objects.filter(memberships__user=user)


# --- Folders ----------------------------------------------------------------------------------

def folder_level(user, folder: Folder) -> str | None:
    if not _signed_in(user):
        return None
    if folder.owner_id == user.pk:
        return OWNER
    if folder.team_id is None:
        return None
    return _FROM_TEAM_ROLE.get(team_role(user, folder.team))


def can_view_folder(user, folder: Folder) -> bool:
    return folder_level(user, folder) is not None


def can_edit_folder(user, folder: Folder) -> bool:
    """Add diagrams and subfolders to it."""
    return _RANK[folder_level(user, folder)] >= _RANK[EDITOR]


def can_admin_folder(user, folder: Folder) -> bool:
    """Settings and deletion: the folder's owner only (spec 000 §6)."""
    return folder_level(user, folder) == OWNER


def visible_folders(user) -> QuerySet[Folder]:
    in_team = TeamMember.objects.filter(team=OuterRef("team"), user=user)
    return Folder.objects.filter(Q(owner=user) | Q(Exists(in_team)))


# --- Projects ---------------------------------------------------------------------------------

def combine_level(*, is_owner: bool, public: bool, team_role: str | None,
                  collaborator_role: str | None) -> str | None:
    """A diagram's access level from its sources; pure, so lists compute it from annotations."""
    if is_owner:
        return OWNER
    from_invite = {Collaborator.Role.EDITOR: EDITOR, Collaborator.Role.VIEWER: VIEWER}.get(
        collaborator_role)
    return _strongest(VIEWER if public else None, _FROM_TEAM_ROLE.get(team_role), from_invite)


def is_public(project: Project) -> bool:
    """Open to anyone by its id. A diagram shared by link is not: its link's key opens it."""
    return project.visibility == Project.Visibility.PUBLIC


def link_opens(project: Project, key: object) -> bool:
    """Whether `key` is the key of the diagram's public link, while that link is on."""
    return (project.public_by_link and bool(project.public_key) and isinstance(key, str)
            and secrets.compare_digest(key.encode(), project.public_key.encode()))


def annotated_level(user, project: Project) -> str | None:
    """`project_level` from a row annotated with the user's roles (`viewer_team_role`,
    `viewer_collaborator_role`: web/projects/rows.py, the lists)."""
    if not _signed_in(user):
        return VIEWER if is_public(project) else None
    return combine_level(
        is_owner=project.owner_id == user.pk, public=is_public(project),
        team_role=project.viewer_team_role if project.team_id else None,
        collaborator_role=project.viewer_collaborator_role)


# A row read with the user's roles keeps the level it gave, for the user it was read for and
# while the row's own sources of access are unchanged: the answer of one call asks for it
# several times (the check, `access`, the public key).
_REMEMBERED = "_relata_viewer_level"


def _memo_key(user, project: Project) -> tuple:
    return (getattr(user, "pk", None), project.owner_id, project.team_id, project.visibility)


def remember_level(user, project: Project) -> str | None:
    """`annotated_level` of a row read with the user's roles, kept on the row for
    `project_level`."""
    level = annotated_level(user, project)
    setattr(project, _REMEMBERED, (_memo_key(user, project), level))
    return level


def project_level(user, project: Project, *, key: str | None = None) -> str | None:
    """`key`: the public link's key, when the diagram is opened through its link."""
    remembered = getattr(project, _REMEMBERED, None)
    if remembered is not None and key is None and remembered[0] == _memo_key(user, project):
        return remembered[1]
    public = is_public(project) or link_opens(project, key)
    if not _signed_in(user):
        return VIEWER if public else None
    return _signed_in_level(user, project, public=public)


def _signed_in_level(user, project: Project, *, public: bool) -> str | None:
    collaborator = Collaborator.objects.filter(project=project, user=user).values_list(
        "role", flat=True).first()
    return combine_level(
        is_owner=project.owner_id == user.pk,
        public=public,
        team_role=team_role(user, project.team) if project.team_id else None,
        collaborator_role=collaborator,
    )


def project_member_level(user, project: Project) -> str | None:
    """The level the diagram's owner, team and invitations give, public access left out: a
    diagram's version history is for those it is shared with, not for the visitors of its
    public page or link."""
    if not _signed_in(user):
        return None
    return _signed_in_level(user, project, public=False)


def can_view_project(user, project: Project) -> bool:
    return project_level(user, project) is not None


def can_edit_project(user, project: Project) -> bool:
    return _RANK[project_level(user, project)] >= _RANK[EDITOR]


def level_can_edit(level: str | None) -> bool:
    return _RANK[level] >= _RANK[EDITOR]


def can_admin_project(user, project: Project) -> bool:
    return _RANK[project_level(user, project)] >= _RANK[ADMIN]


def is_project_owner(user, project: Project) -> bool:
    return _signed_in(user) and project.owner_id == user.pk


def shared_projects_q(user) -> Q:
    """Diagrams shared with the user by invitation or through a team, not owned by them."""
    invited = Collaborator.objects.filter(project=OuterRef("pk"), user=user)
    in_team = TeamMember.objects.filter(team=OuterRef("team"), user=user)
    return ~Q(owner=user) & (Q(Exists(invited)) | Q(team__isnull=False) & Q(Exists(in_team)))


def workspace_projects(user) -> QuerySet[Project]:
    """Every diagram of the user's workspace: owned and shared."""
    return Project.objects.filter(Q(owner=user) | shared_projects_q(user))


# --- Guards: raise the API's errors ------------------------------------------------------------

def require(allowed: bool, *, visible: bool = True, message: str | None = None) -> None:
    """404 when the object is not even visible to the user, 403 when visible but not allowed."""
    if not visible:
        raise NotFound()
    if not allowed:
        raise Forbidden(message)
