from django.conf import settings
from django.db import models

DEFAULT_COLOR = "#e66239"
PALETTE = ["#e66239", "#3b82f6", "#10b981", "#f59e0b", "#8b5cf6", "#ec4899", "#06b6d4", "#84cc16"]


class Folder(models.Model):
    name = models.CharField("nom", max_length=100)
    description = models.TextField("description", blank=True, max_length=1000)
    color = models.CharField("couleur", max_length=7, default=DEFAULT_COLOR)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="folders"
    )
    # A team folder is shared with the team; deleting the team gives it back to its owner.
    team = models.ForeignKey(
        "teams.Team", on_delete=models.SET_NULL, null=True, blank=True, related_name="folders"
    )
    parent = models.ForeignKey(
        "self", on_delete=models.CASCADE, null=True, blank=True, related_name="children"
    )
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "dossier"
        ordering = ["name", "id"]

    def __str__(self) -> str:
        return self.name
