# Loaded with Django so tasks bind to Relata's Celery app and its settings.
from workers import app as celery_app

__all__ = ["celery_app"]
