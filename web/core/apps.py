from django.apps import AppConfig


class CoreConfig(AppConfig):
    name = "web.core"
    label = "core"
