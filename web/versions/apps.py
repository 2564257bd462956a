from django.apps import AppConfig


class VersionsConfig(AppConfig):
    name = "web.versions"
    label = "versions"
    verbose_name = "versions des diagrammes"

    def ready(self) -> None:
        from web.core.stored_files import delete_with_rows

        from .models import Version

        # A version deleted on its own, with its diagram or with its owner's account.
        delete_with_rows(Version, "snapshot_file")
