from django.apps import AppConfig


class FoldersConfig(AppConfig):
    name = "web.folders"
    label = "folders"
