from django.conf import settings
from django.db import models
from django.db.models import Q


class Version(models.Model):
    """A named snapshot of a diagram's document (spec 001 §3 "Version").

    The snapshot is a stored file, never a column: a list of a diagram's versions must not read
    megabytes per row, and the file is private (web/core/media.py serves none under
    `versions/`). A large snapshot is first stored as plain JSON (`pending`) and compressed by a
    worker (web/versions/snapshots.py)."""

    class Kind(models.TextChoices):
        MANUAL = "manual", "Manuelle"
        BEFORE_IMPORT = "before_import", "Avant un import SQL"
        BEFORE_LAYOUT = "before_layout", "Avant un agencement automatique"
        BEFORE_RESTORE = "before_restore", "Avant une restauration"

    class Status(models.TextChoices):
        READY = "ready", "Prête"
        PENDING = "pending", "En cours d'enregistrement"

    project = models.ForeignKey("projects.Project", on_delete=models.CASCADE,
                                related_name="versions")
    name = models.CharField("nom", max_length=100)
    description = models.TextField("description", blank=True, max_length=500)
    kind = models.CharField(max_length=20, choices=Kind, default=Kind.MANUAL)
    # The project revision the snapshot is of; null when a client sent a document that differs
    # from the server's (unsaved changes).
    revision = models.PositiveBigIntegerField(null=True, blank=True)
    snapshot_file = models.CharField(max_length=255)
    snapshot_size = models.PositiveBigIntegerField(default=0)  # bytes of JSON, uncompressed
    table_count = models.PositiveIntegerField(default=0)
    relation_count = models.PositiveIntegerField(default=0)
    status = models.CharField(max_length=10, choices=Status, default=Status.READY)
    created_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL,
                                   null=True, blank=True, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    AUTOMATIC = (Kind.BEFORE_IMPORT, Kind.BEFORE_LAYOUT, Kind.BEFORE_RESTORE)

    class Meta:
        verbose_name = "version"
        ordering = ["-created_at", "-id"]
        indexes = [
            models.Index(fields=["project", "-created_at", "-id"], name="version_newest_idx"),
            # The trim of automatic versions by age.
            models.Index(fields=["created_at"], condition=~Q(kind="manual"),
                         name="version_automatic_age_idx"),
        ]

    def __str__(self) -> str:
        return f"{self.project_id}: {self.name}"
