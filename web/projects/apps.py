from django.apps import AppConfig


class ProjectsConfig(AppConfig):
    name = "web.projects"
    label = "projects"

    def ready(self) -> None:
        from web.core.stored_files import delete_with_rows

        from .models import Project

        delete_with_rows(Project, "thumbnail")
