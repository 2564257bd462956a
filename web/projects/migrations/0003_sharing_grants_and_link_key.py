"""Grants remember their granter, and a public link carries a key (web/projects/grants.py).

Existing rows: a diagram already shared by link gets a key (its old key-less link stops working:
that is the point); a collaborator who came in through an invitation is granted by its inviter,
unless the owner invited them too; other collaborators stay granted by the owner (null). Grants
and pending invitations of people who no longer administer their diagram are then revoked, as
the rule would have done when they lost that right.
"""

import secrets

import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models

ADMIN_ROLES = ("owner", "admin")


def link_keys(apps, schema_editor):
    Project = apps.get_model("projects", "Project")
    for project in Project.objects.filter(public_by_link=True, public_key__isnull=True).only("pk"):
        Project.objects.filter(pk=project.pk).update(public_key=secrets.token_urlsafe(24))


def granters(apps, schema_editor):
    Project = apps.get_model("projects", "Project")
    Collaborator = apps.get_model("projects", "Collaborator")
    Invitation = apps.get_model("projects", "Invitation")
    TeamMember = apps.get_model("teams", "TeamMember")
    Team = apps.get_model("teams", "Team")
    User = apps.get_model(*settings.AUTH_USER_MODEL.split("."))

    active = set(User.objects.filter(is_active=True).values_list("pk", flat=True))
    admins: dict[int, set[int]] = {}
    for team_id, user_id in TeamMember.objects.filter(role__in=ADMIN_ROLES).values_list(
            "team_id", "user_id"):
        admins.setdefault(team_id, set()).add(user_id)
    for team_id, owner_id in Team.objects.values_list("pk", "owner_id"):
        admins.setdefault(team_id, set()).add(owner_id)
    projects = {pk: (owner_id, team_id) for pk, owner_id, team_id in
                Project.objects.values_list("pk", "owner_id", "team_id")}

    def administers(user_id, project_id):
        owner_id, team_id = projects[project_id]
        if user_id not in active:
            return False
        return user_id == owner_id or (team_id is not None and user_id in admins.get(team_id, ()))

    accepted: dict[tuple[int, int], list[int]] = {}
    for project_id, user_id, inviter_id in Invitation.objects.filter(
            accepted_at__isnull=False, accepted_by__isnull=False).order_by(
            "accepted_at").values_list("project_id", "accepted_by_id", "inviter_id"):
        accepted.setdefault((project_id, user_id), []).append(inviter_id)
    for collaborator in Collaborator.objects.filter(granted_by__isnull=True).only(
            "pk", "project_id", "user_id"):
        inviters = accepted.get((collaborator.project_id, collaborator.user_id))
        if not inviters or projects[collaborator.project_id][0] in inviters:
            continue
        # One inviter who still administers keeps the access; else the latest answers for it.
        standing = [i for i in inviters if administers(i, collaborator.project_id)]
        granter = standing[-1] if standing else inviters[-1]
        Collaborator.objects.filter(pk=collaborator.pk).update(granted_by_id=granter)

    for granter_id, project_id in set(Collaborator.objects.filter(
            granted_by__isnull=False).values_list("granted_by_id", "project_id")):
        if not administers(granter_id, project_id):
            Collaborator.objects.filter(project_id=project_id, granted_by_id=granter_id).delete()
    for inviter_id, project_id in set(Invitation.objects.filter(
            accepted_at__isnull=True).values_list("inviter_id", "project_id")):
        if not administers(inviter_id, project_id):
            Invitation.objects.filter(project_id=project_id, inviter_id=inviter_id,
                                      accepted_at__isnull=True).delete()


class Migration(migrations.Migration):

    dependencies = [
        ('projects', '0002_project_schema_revision'),
        ('teams', '0001_initial'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AddField(
            model_name='collaborator',
            name='granted_by',
            field=models.ForeignKey(blank=True, null=True, on_delete=django.db.models.deletion.CASCADE, related_name='granted_collaborations', to=settings.AUTH_USER_MODEL),
        ),
        migrations.AddField(
            model_name='project',
            name='public_key',
            field=models.CharField(blank=True, max_length=64, null=True, unique=True),
        ),
        migrations.RunPython(link_keys, migrations.RunPython.noop),
        migrations.RunPython(granters, migrations.RunPython.noop),
    ]
