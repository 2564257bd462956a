from django.apps import AppConfig


class LiveImagesConfig(AppConfig):
    name = "web.liveimages"
    label = "liveimages"
    verbose_name = "images du diagramme"

    def ready(self) -> None:
        from web.core.stored_files import delete_with_rows

        from .models import LiveImage

        # A diagram's deletion cascades to its row, and the row's files go with it.
        delete_with_rows(LiveImage, "svg", "png")
