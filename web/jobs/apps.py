from django.apps import AppConfig


class JobsConfig(AppConfig):
    name = "web.jobs"
    label = "jobs"
    verbose_name = "Travaux en arrière-plan"
