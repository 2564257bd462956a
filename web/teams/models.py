from django.conf import settings
from django.db import models


class Team(models.Model):
    name = models.CharField("nom", max_length=100)
    description = models.TextField("description", blank=True, max_length=1000)
    avatar = models.URLField("avatar", blank=True, max_length=500)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="owned_teams"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "équipe"
        ordering = ["name", "id"]

    def __str__(self) -> str:
        return self.name


class TeamMember(models.Model):
    """Every team has one row per member, the owner included (role `owner`)."""

    class Role(models.TextChoices):
        OWNER = "owner", "Propriétaire"
        ADMIN = "admin", "Administrateur"
        MEMBER = "member", "Membre"
        VIEWER = "viewer", "Observateur"

    team = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="memberships")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="team_memberships"
    )
    role = models.CharField(max_length=10, choices=Role, default=Role.MEMBER)
    joined_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "membre d'équipe"
        constraints = [
            models.UniqueConstraint(fields=["team", "user"], name="team_member_unique"),
        ]
        indexes = [models.Index(fields=["user", "team"])]

    def __str__(self) -> str:
        return f"{self.user} ({self.role}) in {self.team}"
