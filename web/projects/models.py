from django.conf import settings
from django.db import models


def empty_document() -> dict:
    return {"format": 1, "tables": [], "relations": []}


class Project(models.Model):
    """A diagram. `revision` counts the changes of its document (DESIGN.md §3, §4); `schema` is the
    document as it was at `schema_revision`, the change log (documents.Change) holding the rest:
    read the current document through web.documents.selectors, never this field."""

    class Visibility(models.TextChoices):
        PRIVATE = "private", "Privé"
        TEAM = "team", "Équipe"
        PUBLIC = "public", "Public"

    name = models.CharField("nom", max_length=200)
    description = models.TextField("description", blank=True, max_length=2000)
    thumbnail = models.CharField("miniature", blank=True, max_length=255)
    owner = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="projects"
    )
    # Deleting a folder or a team never deletes a diagram: it goes back to its owner's root.
    folder = models.ForeignKey(
        "folders.Folder", on_delete=models.SET_NULL, null=True, blank=True, related_name="projects"
    )
    team = models.ForeignKey(
        "teams.Team", on_delete=models.SET_NULL, null=True, blank=True, related_name="projects"
    )
    visibility = models.CharField(max_length=10, choices=Visibility, default=Visibility.PRIVATE)
    public_by_link = models.BooleanField(default=False)
    # The secret the public link carries while `public_by_link` is on: a link-shared diagram opens
    # to whoever holds it, never to someone counting ids. A new one each time sharing is turned on.
    public_key = models.CharField(max_length=64, unique=True, null=True, blank=True)
    tags = models.JSONField(default=list, blank=True)
    schema = models.JSONField(default=empty_document)
    revision = models.PositiveBigIntegerField(default=0)
    schema_revision = models.PositiveBigIntegerField(default=0)
    # Set on copies, so a redelivered duplicate task finds its copy instead of making another.
    duplicate_request = models.UUIDField(null=True, blank=True, unique=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "diagramme"
        ordering = ["-updated_at", "-id"]
        indexes = [
            models.Index(fields=["owner", "-updated_at"]),
            models.Index(fields=["team", "-updated_at"]),
            models.Index(fields=["folder", "-updated_at"]),
        ]

    def __str__(self) -> str:
        return self.name


class Favorite(models.Model):
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="favorites"
    )
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="favorites")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["user", "project"], name="favorite_unique"),
        ]
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.user_id} ★ {self.project_id}"


class Collaborator(models.Model):
    class Role(models.TextChoices):
        EDITOR = "editor", "Éditeur"
        VIEWER = "viewer", "Lecteur"

    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="collaborators")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="collaborations"
    )
    role = models.CharField(max_length=10, choices=Role, default=Role.VIEWER)
    # Who granted this access (web/projects/grants.py): the grant lasts only while they may still
    # administer the diagram. Null for rows older than the rule: granted by the owner.
    granted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, null=True, blank=True,
        related_name="granted_collaborations",
    )
    added_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["project", "user"], name="collaborator_unique"),
        ]
        indexes = [models.Index(fields=["user", "project"])]

    def __str__(self) -> str:
        return f"{self.user_id} {self.role} on {self.project_id}"


class Invitation(models.Model):
    """An invitation to collaborate; its link carries a signed, expiring token naming this row."""

    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="invitations")
    inviter = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="sent_invitations"
    )
    # Either a known user, or an email address someone may register with later.
    invitee = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, null=True, blank=True,
        related_name="received_invitations",
    )
    email = models.EmailField(blank=True)
    role = models.CharField(max_length=10, choices=Collaborator.Role)
    created_at = models.DateTimeField(auto_now_add=True)
    expires_at = models.DateTimeField()
    accepted_at = models.DateTimeField(null=True, blank=True)
    accepted_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True, blank=True,
        related_name="+",
    )

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"invitation {self.pk} to {self.project_id} ({self.role})"
