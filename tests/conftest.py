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


def pytest_collection_modifyitems(config, items):
    # A transactional test flushes the database when it ends, and the flush creates the content
    # types again under new ids; a later test that reloads the migrated rows
    # (serialized_rollback) then collides with them. Every transactional test reloads them.
    careless = [
        item.nodeid for item in items
        for marker in item.iter_markers("django_db")
        if marker.kwargs.get("transaction") and not marker.kwargs.get("serialized_rollback")
    ]
    if careless:
        raise pytest.UsageError(
            "transaction=True needs serialized_rollback=True: " + ", ".join(careless))
