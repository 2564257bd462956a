from django.apps import AppConfig


class RealtimeConfig(AppConfig):
    name = "web.realtime"
    label = "realtime"
