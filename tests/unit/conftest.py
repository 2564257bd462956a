"""Unit tests of engines that import neither Django models nor Celery. Nothing here requests the
`db` fixture, so pytest-django refuses any query to the product's database; the checks that run
generated code for real (exports, migrations) do so in scratch databases and throwaway projects
of their own: SQLite files, PostgreSQL and MariaDB scratch databases, a Django 4.2 virtualenv."""

from pathlib import Path

import pytest

from tests.unit.django42 import django42_python


@pytest.fixture(scope="session")
def django42() -> Path:
    """The python of a virtualenv with Django 4.2 (tests/unit/django42.py)."""
    return django42_python()
