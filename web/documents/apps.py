from django.apps import AppConfig


class DocumentsConfig(AppConfig):
    name = "web.documents"
    label = "documents"
    verbose_name = "documents des diagrammes"
