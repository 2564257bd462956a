from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "web.core"
    label = "core"

    def ready(self) -> None:
        # Importing `checks` registers the deploy checks.
        from . import checks, task_context  # noqa: F401

        task_context.connect()
