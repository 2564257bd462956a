from django.db import models


class LiveImage(models.Model):
    """The stored live image of a public or link-shared diagram (issue 17): its SVG and PNG,
    drawn by a worker at `revision` of the document with version `renderer` of the drawing
    code (workers/liveimage/). The files are in the private store: a link-shared diagram's
    picture is served only to whoever holds its key (web/liveimages/api.py)."""

    project = models.OneToOneField("projects.Project", on_delete=models.CASCADE,
                                   primary_key=True, related_name="live_image")
    revision = models.PositiveBigIntegerField()
    renderer = models.PositiveSmallIntegerField()
    svg = models.CharField(max_length=255)
    png = models.CharField(max_length=255)
    drawn_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = "image du diagramme"

    def __str__(self) -> str:
        return f"image of {self.project_id} at {self.revision}"
