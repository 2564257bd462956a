import pytest
from django.db import connection


@pytest.fixture(scope="session", autouse=True)
def _no_connection_left_to_the_test_database(django_db_setup, django_db_blocker):
    """Sockets run queries in pool threads; a thread that ends while asyncio.run shuts its pool
    down can leave its connection open, and PostgreSQL then refuses to drop the test database.
    End them before the database is dropped."""
    yield
    if connection.vendor != "postgresql":
        return
    with django_db_blocker.unblock(), connection.cursor() as cursor:
        cursor.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                       "WHERE datname = current_database() AND pid <> pg_backend_pid()")
