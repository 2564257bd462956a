import pytest
from django.conf import settings

from tests.services import in_ci


def pytest_configure(config):
    # Sockets under test run their queries in pool threads: without persistent connections those
    # threads leave nothing open when a test ends (the test database could not be dropped).
    settings.DATABASES["default"]["CONN_MAX_AGE"] = 0
    engine = settings.DATABASES["default"]["ENGINE"]
    if in_ci() and "postgresql" not in engine:
        pytest.exit("CI must run the backend suite on PostgreSQL: set DATABASE_URL.", returncode=1)
