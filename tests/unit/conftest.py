"""Pure unit tests: engines that import neither Django models nor Celery, and touch no database,
Redis or network. Nothing here requests the `db` fixture, so pytest-django refuses any query."""
