from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "web.core"
    label = "core"

    def ready(self) -> None:
        from . import checks  # noqa: F401  (registers the deploy checks)
