"""Fixtures for the backend suite: alice (owner), bob (collaborator), charlie (stranger), and an
API client that speaks JSON and signs requests with a real access token."""

from __future__ import annotations

import json

import pytest
from django.core.cache import cache
from django.db import connection
from django.http import HttpResponse
from django.test import Client

from web.accounts import tokens
from web.accounts.models import User
from web.accounts.signed_in import signed_in
from web.documents import services
from web.documents.cache import documents

PASSWORD = "correct-horse-battery-9"


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


@pytest.fixture(autouse=True)
def _unlimited_free_plan(request, db):
    """Plan limits are the billing tests' subject; elsewhere the free plan must not get in the
    way, so it is made unlimited. Tests marked `plan_limits` keep the shipped limits."""
    if request.node.get_closest_marker("plan_limits"):
        return
    from web.billing.models import Package

    Package.objects.filter(is_default=True).update(
        max_diagrams=-1, max_tables_per_diagram=-1, max_team_members=-1,
        max_versions_per_diagram=-1, max_imports_per_month=-1,
    )


@pytest.fixture(autouse=True)
def _isolated(settings, tmp_path):
    settings.MEDIA_ROOT = tmp_path / "media"
    # The production hasher is slow on purpose; tests hash hundreds of passwords.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
    cache.clear()  # rate-limit counters and event sequences live in the cache
    documents.clear()  # rolled-back ids are reused on SQLite: no document may outlive its test
    services._asked_soon.clear()
    signed_in.clear()  # the users tokens named: their stamps went with the cache
    yield
    cache.clear()
    documents.clear()
    signed_in.clear()


def make_user(username: str, *, verified: bool = True, **extra) -> User:
    """An account whose email address is confirmed, unless `verified=False` (as right after
    sign-up): invitations and member search by email only ever match a confirmed address."""
    from allauth.account.models import EmailAddress

    user = User(username=username, email=extra.pop("email", f"{username}@example.com"), **extra)
    user.set_password(PASSWORD)
    user.save()
    if user.email:
        EmailAddress.objects.create(user=user, email=user.email.lower(), primary=True,
                                    verified=verified)
    return user


@pytest.fixture
def alice(db) -> User:
    return make_user("alice")


@pytest.fixture
def bob(db) -> User:
    return make_user("bob")


@pytest.fixture
def charlie(db) -> User:
    return make_user("charlie")


def _whole(response):
    """A streamed answer (a version restore) read at once, for tests to read as any other."""
    if not response.streaming:
        return response
    whole = HttpResponse(b"".join(response.streaming_content), status=response.status_code)
    for header, value in response.items():
        whole[header] = value
    whole.json = lambda: json.loads(whole.content)
    return whole


class Api:
    """A JSON client for /api/; `as_user` signs the following requests."""

    def __init__(self):
        self.client = Client()
        self.headers: dict[str, str] = {}

    def as_user(self, user: User | None) -> Api:
        self.headers = {}
        if user is not None:
            self.headers["Authorization"] = f"Bearer {tokens.issue(user).access}"
        return self

    def with_token(self, access: str) -> Api:
        self.headers = {"Authorization": f"Bearer {access}"}
        return self

    def _send(self, method: str, path: str, data=None, **kwargs):
        if data is not None and not isinstance(data, (str, bytes)):
            data = json.dumps(data)
        return _whole(getattr(self.client, method)(
            f"/api/{path.lstrip('/')}", data=data, content_type="application/json",
            headers={**self.headers, **kwargs.pop("headers", {})}, **kwargs,
        ))

    def get(self, path, params=None, **kwargs):
        return self.client.get(f"/api/{path.lstrip('/')}", params or {},
                               headers={**self.headers, **kwargs.pop("headers", {})}, **kwargs)

    def post(self, path, data=None, **kwargs):
        return self._send("post", path, data, **kwargs)

    def patch(self, path, data=None, **kwargs):
        return self._send("patch", path, data, **kwargs)

    def put(self, path, data=None, **kwargs):
        return self._send("put", path, data, **kwargs)

    def delete(self, path, **kwargs):
        return self._send("delete", path, None, **kwargs)


@pytest.fixture
def api(db) -> Api:
    return Api()
