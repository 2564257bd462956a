import pytest
from django.conf import settings

from tests.services import in_ci


def pytest_configure(config):
    engine = settings.DATABASES["default"]["ENGINE"]
    if in_ci() and "postgresql" not in engine:
        pytest.exit("CI must run the backend suite on PostgreSQL: set DATABASE_URL.", returncode=1)
