"""Workspace rows built straight in the database, so each test states only what it is about.

They keep the invariants the services keep: a team has a membership row for its owner; a diagram in
a team is of team visibility; a subfolder lives in its parent's team.
"""

from __future__ import annotations

from django.utils import timezone

from web.accounts.models import User
from web.core.consistency import inconsistencies
from web.folders.models import Folder
from web.projects import invitations
from web.projects.models import Collaborator, Favorite, Invitation, Project
from web.teams.models import Team, TeamMember


def make_team(owner: User, name: str = "Équipe Data", **members: str) -> Team:
    """`members` maps usernames to roles: make_team(alice, bob="member")."""
    team = Team.objects.create(owner=owner, name=name)
    TeamMember.objects.create(team=team, user=owner, role=TeamMember.Role.OWNER)
    for username, role in members.items():
        TeamMember.objects.create(team=team, user=User.objects.get(username=username), role=role)
    return team


def join(team: Team, user: User, role: str = TeamMember.Role.MEMBER) -> TeamMember:
    return TeamMember.objects.create(team=team, user=user, role=role)


def make_folder(owner: User, name: str = "Clients", *, parent: Folder | None = None,
                team: Team | None = None, **fields) -> Folder:
    if parent is not None:
        team = parent.team
    return Folder.objects.create(owner=owner, name=name, parent=parent, team=team, **fields)


def make_project(owner: User, name: str = "Boutique", *, team: Team | None = None,
                 folder: Folder | None = None, **fields) -> Project:
    if folder is not None and folder.team_id is not None:
        team = folder.team
    if team is not None:
        fields["visibility"] = Project.Visibility.TEAM
    return Project.objects.create(owner=owner, name=name, team=team, folder=folder, **fields)


def share(project: Project, user: User, role: str = Collaborator.Role.EDITOR, *,
          granted_by: User | None = None) -> Collaborator:
    """`granted_by`: who gave the access (web/projects/grants.py); none means the owner."""
    return Collaborator.objects.create(project=project, user=user, role=role,
                                       granted_by=granted_by)


def favorite(user: User, project: Project) -> Favorite:
    return Favorite.objects.create(user=user, project=project)


def invite(project: Project, inviter: User, invitee: User | None = None, *,
           email: str = "", role: str = Collaborator.Role.EDITOR) -> tuple[Invitation, str]:
    """A pending invitation and the token of its link."""
    invitation = Invitation.objects.create(
        project=project, inviter=inviter, invitee=invitee, email=email, role=role,
        expires_at=timezone.now() + invitations.LIFETIME,
    )
    return invitation, invitations.token_for(invitation)


def document(*table_names: str) -> dict:
    return {
        "format": 1,
        "tables": [{"id": f"t{n}", "name": name, "x": 0, "y": 0, "attributes": []}
                   for n, name in enumerate(table_names)],
        "relations": [],
    }


def snapshot(*models) -> dict[str, list[tuple]]:
    """Every row of the given models, to prove a refused request wrote nothing."""
    return {model.__name__: sorted(model.objects.values_list()) for model in models}


PLACEMENT_RULES = (
    "folder_parent_in_other_team", "folder_in_others_personal_folder",
    "diagram_folder_in_other_team", "diagram_in_others_personal_folder",
    "diagram_team_visibility_without_team", "diagram_in_team_without_team_visibility",
)


def placement_drift() -> list[str]:
    """Every row that breaks the placement rules (web/core/consistency.py): a subfolder is in its
    parent's team, a diagram in its folder's team; a personal folder holds only its owner's
    things; a diagram is of team visibility exactly when it is in a team."""
    found = inconsistencies()
    return [f"{rule}: {found[rule]}" for rule in PLACEMENT_RULES if rule in found]


ALL_MODELS = (Project, Folder, Team, TeamMember, Collaborator, Favorite, Invitation)


def workspace_state() -> dict[str, list[tuple]]:
    return snapshot(*ALL_MODELS)
