from django.apps import AppConfig


class JobsConfig(AppConfig):
    name = "web.jobs"
    label = "jobs"
    verbose_name = "Travaux en arrière-plan"

    def ready(self) -> None:
        from web.core.stored_files import delete_with_rows

        from .models import Job

        delete_with_rows(Job, "upload")
