from django.conf import settings
from django.db import models
from django.db.models import Q


class Change(models.Model):
    """One numbered change of a diagram's document: the change log (DESIGN.md §4).

    The project's `revision` is the number of its last change. Its stored document (`schema`) is
    a snapshot at `schema_revision`; the changes after it complete it, and older ones are kept a
    while so that clients can catch up, then trimmed.
    """

    class Origin(models.TextChoices):
        EDITOR = "editor", "Éditeur"
        LAYOUT = "layout", "Agencement automatique"
        RECOVERY = "recovery", "Récupération de modifications locales"
        JSON_IMPORT = "json_import", "Import JSON"
        SAVE = "save", "Sauvegarde complète"
        SQL_IMPORT = "sql_import", "Import SQL"
        DUPLICATE = "duplicate", "Duplication"
        RESTORE = "restore", "Restauration de version"

    project = models.ForeignKey("projects.Project", on_delete=models.CASCADE,
                                related_name="changes")
    revision = models.PositiveBigIntegerField()
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True,
                               blank=True, related_name="+")
    origin = models.CharField(max_length=20, choices=Origin)
    command = models.JSONField()
    # The client's id for the command: a command sent twice (after a reconnection) is applied once.
    command_id = models.CharField(max_length=64, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        verbose_name = "modification"
        constraints = [
            models.UniqueConstraint(fields=["project", "revision"], name="change_revision_unique"),
            models.UniqueConstraint(fields=["project", "command_id"], name="change_command_unique",
                                    condition=~Q(command_id="")),
        ]
        indexes = [models.Index(fields=["created_at"], name="change_created_idx")]

    def __str__(self) -> str:
        return f"{self.project_id}@{self.revision} {self.command.get('type')}"
