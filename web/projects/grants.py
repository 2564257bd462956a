"""Who may share a diagram, and how long what they shared lasts.

The rule, as on GitHub: only those who administer a diagram may grant access to it — its owner
and, for a team diagram, the team's owner and admins (`policy.can_admin_project`). They alone
invite collaborators, change or remove a collaborator's role, and turn the public link on or off;
team members and invited editors edit the diagram but do not hand it on.

A grant lasts as long as its granter's right to grant. Whoever loses that right on a diagram —
removed from its team or downgraded below admin, the team deleted, the diagram (or the folder
holding it) moved out of the team, their account closed — takes with them every access they
granted on it (the collaborator rows whose `granted_by` they are) and every invitation they sent
to it that is still pending. The granter is the inviter whose invitation gave the access, or the
admin who last raised its role; lowering a role leaves the granter as it was. Access with no
granter (`granted_by` null: given before the rule, by the owner) counts as the owner's; migration
0003 filled in the inviter of the older rows that came from someone else's invitation. An
invitation is checked again when it is accepted: one whose inviter may no longer administer the
diagram is refused.
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import QuerySet

from web.access import policy
from web.accounts.models import User
from web.realtime.diagram_events import access_changed_on_commit

from .models import Collaborator, Invitation, Project


def may_grant(user: User, project: Project) -> bool:
    """Whether `user` may hand on access to `project`. A closed account grants nothing, on its own
    diagrams neither: those may outlive it in a team (web/teams/handover.py)."""
    return user.is_active and policy.can_admin_project(user, project)


def grants_revoke_lost(*, user: User | int | None = None,
                       projects: Iterable[int] | QuerySet[Project] | None = None) -> int:
    """Revoke the grants whose granter can no longer administer their diagram: collaborator rows
    they granted and invitations they sent that are still pending. `user` narrows the search to
    one granter (an account or its id), `projects` (ids or a queryset) to some diagrams. Call it
    inside the transaction that took the right away, after the change; returns how many
    collaborators lost access."""
    collaborators = Collaborator.objects.filter(granted_by__isnull=False)
    pending = Invitation.objects.filter(accepted_at__isnull=True)
    if user is not None:
        collaborators = collaborators.filter(granted_by=user)
        pending = pending.filter(inviter=user)
    if projects is not None:
        if not isinstance(projects, QuerySet):
            projects = list(projects)
        collaborators = collaborators.filter(project__in=projects)
        pending = pending.filter(project__in=projects)
    pairs = (set(collaborators.values_list("granted_by_id", "project_id"))
             | set(pending.values_list("inviter_id", "project_id")))
    if not pairs:
        return 0
    users = User.objects.in_bulk({granter for granter, _ in pairs})
    diagrams = Project.objects.select_related("team").defer("schema").in_bulk(
        {project_id for _, project_id in pairs})
    revoked, touched = 0, set()
    for granter_id, project_id in pairs:
        project = diagrams.get(project_id)
        if project is None or may_grant(users[granter_id], project):
            continue
        deleted, _ = Collaborator.objects.filter(project_id=project_id,
                                                 granted_by_id=granter_id).delete()
        Invitation.objects.filter(project_id=project_id, inviter_id=granter_id,
                                  accepted_at__isnull=True).delete()
        revoked += deleted
        touched.add(project_id)
    if touched:
        # Open sockets of those who lost access check their rights again (PROTOCOL.md [R1]).
        access_changed_on_commit(project_ids=sorted(touched))
    return revoked
