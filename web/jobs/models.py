import uuid

from django.conf import settings
from django.db import models


class Job(models.Model):
    """Heavy work on a diagram done by a worker (SQL import, auto layout), followed by its user
    over the websocket. The row makes the task idempotent: a redelivered task sees it is done."""

    class Kind(models.TextChoices):
        IMPORT_SQL = "import_sql", "Import SQL"
        AUTO_LAYOUT = "auto_layout", "Agencement automatique"

    class Status(models.TextChoices):
        QUEUED = "queued", "En attente"
        RUNNING = "running", "En cours"
        SUCCEEDED = "succeeded", "Terminé"
        FAILED = "failed", "Échoué"

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    kind = models.CharField(max_length=20, choices=Kind)
    project = models.ForeignKey("projects.Project", on_delete=models.CASCADE, related_name="jobs")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE,
                             related_name="jobs")
    status = models.CharField(max_length=10, choices=Status, default=Status.QUEUED)
    stage = models.CharField(max_length=20, blank=True)
    progress = models.PositiveSmallIntegerField(default=0)
    options = models.JSONField(default=dict, blank=True)
    # Where the uploaded file is kept (storage name) until the job ends.
    upload = models.CharField(max_length=255, blank=True)
    result = models.JSONField(default=dict, blank=True)
    error = models.TextField(blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        verbose_name = "travail"
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["user", "kind", "created_at"])]

    def __str__(self) -> str:
        return f"{self.kind} {self.id} ({self.status})"
