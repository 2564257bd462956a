"""Team content belongs to the team: when someone leaves it (removed, leaving, or closing their
account) what they made in it stays, owned by the team's owner, and a team losing its owner gets a
new one.

Called inside the transaction of the write that takes the person out of the team.
"""

from __future__ import annotations

from django.db.models import Case, IntegerField, Value, When

from web.folders.models import Folder
from web.projects.models import Collaborator, Project
from web.realtime.diagram_events import access_changed_on_commit

from .models import Team, TeamMember

Role = TeamMember.Role

# Who takes over a team whose owner leaves: the longest-standing admin, else the longest-standing
# member, else the longest-standing viewer.
_SUCCESSION = Case(When(role=Role.ADMIN, then=Value(0)), When(role=Role.MEMBER, then=Value(1)),
                   default=Value(2), output_field=IntegerField())


def content_hand_over(*, team: Team, user_id: int) -> list[int]:
    """The diagrams and folders `user_id` owns in `team` go to the team's owner, where they are
    (same folder, same team): the team keeps its content and its other members their access,
    while the one leaving keeps no owner's rights on it. Returns the diagrams handed over."""
    if team.owner_id == user_id:
        return []
    projects = Project.objects.filter(team=team, owner_id=user_id)
    project_ids = list(projects.values_list("pk", flat=True))
    projects.update(owner_id=team.owner_id)
    # An owner is never also an invited collaborator of their own diagram.
    Collaborator.objects.filter(project_id__in=project_ids, user_id=team.owner_id).delete()
    # A team folder's subfolders are all in the team, so they are covered here too.
    Folder.objects.filter(team=team, owner_id=user_id).update(owner_id=team.owner_id)
    if project_ids:
        access_changed_on_commit(project_ids=project_ids)
    return project_ids


def ownership_pass_on(*, team: Team, leaving_user_id: int) -> TeamMember | None:
    """The team's owner leaves: the next in line among the active members becomes its owner
    (membership row and `Team.owner`), and the leaving owner's membership row goes. Returns the
    new owner's membership, or None when nobody is left to take it (the caller dissolves the
    team)."""
    successor = (
        TeamMember.objects.filter(team=team, user__is_active=True)
        .exclude(user_id=leaving_user_id)
        .order_by(_SUCCESSION, "joined_at", "pk")
        .first()
    )
    if successor is None:
        return None
    TeamMember.objects.filter(team=team, user_id=leaving_user_id).delete()
    successor.role = Role.OWNER
    successor.save(update_fields=["role"])
    team.owner_id = successor.user_id
    team.save(update_fields=["owner", "updated_at"])
    access_changed_on_commit(user_ids=[successor.user_id])
    return successor
