"""projects 0003: existing rows under the sharing rule (web/projects/grants.py).

Diagrams already shared by link get a key; a collaborator who came in through someone else's
invitation is granted by that inviter, and revoked when the inviter no longer administers the
diagram; what the owner gave stays the owner's."""

from __future__ import annotations

from datetime import timedelta

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

BEFORE = [("projects", "0002_project_schema_revision")]
AFTER = [("projects", "0003_sharing_grants_and_link_key")]

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


def migrate(targets):
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    return MigrationExecutor(connection).loader.project_state(targets).apps


@pytest.fixture
def old_apps():
    apps = migrate(BEFORE)
    yield apps
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())


def test_it_applies_the_rule_to_existing_rows(old_apps):
    User = old_apps.get_model("accounts", "User")
    Team = old_apps.get_model("teams", "Team")
    TeamMember = old_apps.get_model("teams", "TeamMember")
    Project = old_apps.get_model("projects", "Project")
    Collaborator = old_apps.get_model("projects", "Collaborator")
    Invitation = old_apps.get_model("projects", "Invitation")
    users = {name: User.objects.create(username=name, email=f"{name}@example.com")
             for name in ("alice", "admin", "gone", "alt", "guest", "legacy", "pending", "late")}
    team = Team.objects.create(owner=users["alice"], name="T")
    TeamMember.objects.create(team=team, user=users["alice"], role="owner")
    TeamMember.objects.create(team=team, user=users["admin"], role="admin")
    # "gone" was T's admin: removed before the rule, their grants stayed.
    project = Project.objects.create(owner=users["alice"], name="P", team=team,
                                     visibility="team")
    linked = Project.objects.create(owner=users["alice"], name="L", public_by_link=True)
    now, later = timezone.now(), timezone.now() + timedelta(days=7)

    def accepted(inviter, user):
        Invitation.objects.create(project=project, inviter=users[inviter], invitee=users[user],
                                  role="editor", expires_at=later, accepted_at=now,
                                  accepted_by=users[user])
        Collaborator.objects.create(project=project, user=users[user], role="editor")

    accepted("gone", "alt")
    accepted("admin", "guest")
    accepted("alice", "legacy")
    Collaborator.objects.create(project=project, user=users["late"], role="viewer")
    Invitation.objects.create(project=project, inviter=users["gone"], invitee=users["pending"],
                              role="editor", expires_at=later)

    new_apps = migrate(AFTER)
    Project = new_apps.get_model("projects", "Project")
    Collaborator = new_apps.get_model("projects", "Collaborator")
    Invitation = new_apps.get_model("projects", "Invitation")
    granted = dict(Collaborator.objects.filter(project_id=project.pk).values_list(
        "user__username", "granted_by__username"))
    assert granted == {"guest": "admin", "legacy": None, "late": None}
    assert not Invitation.objects.filter(accepted_at__isnull=True).exists()
    key = Project.objects.get(pk=linked.pk).public_key
    assert key and len(key) >= 22
    assert Project.objects.get(pk=project.pk).public_key is None
