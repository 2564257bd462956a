from django.apps import AppConfig


class TeamsConfig(AppConfig):
    name = "web.teams"
    label = "teams"
