"""Schemathesis against /api/openapi.json: every operation, called by every kind of caller.

Each operation of the OpenAPI document is a test, run once per role: anonymous, the diagrams'
owner (also the team's owner), a team admin, a team member, a team viewer, a collaborator
editor, a collaborator viewer and a stranger, each with a real bearer token. Schemathesis
draws valid and invalid requests from the document (Hypothesis: the positive and negative
modes). Path parameters, query parameters and body fields naming a project, team, folder,
user, member, collaborator, invitation, job, version, subscription, package, public key or
invitation token are, for about two cases in three, replaced by a real row of the world below (user
names, the password and a valid document likewise), so the calls get past the 404s and the
refused sign-ins. Each answer must not be a server error, must have a status the operation
declares (`4XX` is declared for all by web/core/openapi.py) and a body matching its schema.

The world is made once per module and xdist worker, in a transaction rolled back at the end;
each test is a savepoint in it (the `db` fixture), and each case another, rolled back after the
call, with the cache (rate limits, document cache) cleared: a case that deletes the account,
the team or a diagram, or logs out, leaves the next case the same world.

The calls go through Django's WSGI handler in the test's thread (so they see the test's
transaction), not through the ASGI application uvicorn serves: the request guard in front of
it (web/core/request_guard.py) has its own tests.

CI runs a few derandomized cases of each operation and role (about a minute and a half on two
workers); for more, with fresh random cases each run:

    RELATA_API_FUZZ_EXAMPLES=200 .venv/bin/pytest tests/backend/test_api_schemathesis.py -n 2

(`RELATA_API_FUZZ_EXAMPLES` is the number of cases of each operation and role; with it set, the
cases are random and Schemathesis' coverage phase, which adds boundary values of every
parameter, runs as well. `RELATA_API_FUZZ_REPORT=statuses.json` writes the statuses each
operation and role got.)

A fault found outside web/core is kept as an xfail naming it (KNOWN_FAULTS below), strict: when
it is fixed the test passes, fails as XPASS, and the entry must go.
"""

from __future__ import annotations

import copy
import gzip
import io
import json
import os
import tempfile
import zlib
from collections import Counter, defaultdict
from dataclasses import dataclass, field

import pytest
import schemathesis
from django.core.cache import cache
from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.core.handlers.wsgi import WSGIHandler
from django.core.signals import request_finished, request_started
from django.db import close_old_connections, transaction
from django.test import Client, override_settings
from django.utils import timezone
from hypothesis import HealthCheck, settings
from schemathesis.checks import (
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)

from storage import files
from tests.backend.conftest import PASSWORD, make_user
from tests.backend.workspace.factories import (
    document,
    invite,
    make_folder,
    make_project,
    make_team,
    share,
)
from web.accounts import tokens
from web.api import api
from web.billing.models import Package, Subscription
from web.documents.cache import documents
from web.jobs.models import Job
from web.projects.models import Collaborator, Favorite, Project
from web.teams.models import TeamMember
from web.versions.services import version_create

_LONG_RUN = os.environ.get("RELATA_API_FUZZ_EXAMPLES")
EXAMPLES = int(_LONG_RUN) if _LONG_RUN else 4

ROLES = ["anonymous", "owner", "team_admin", "team_member", "team_viewer", "editor", "viewer",
         "stranger"]
CHECKS = [not_a_server_error, status_code_conformance, response_schema_conformance]


class _Served:
    """Django's WSGI handler as a server and a client around it see it: the server gives the
    client's address (Werkzeug's test client, which Schemathesis drives, gives none), the
    client undoes the gzip of the diagram routes (Werkzeug's does not). And, as Django's test
    client does, the connection is not closed around the request: the test's transaction (the
    world, the savepoint of each case) lives on it."""

    def __init__(self, client_address: str | None = "127.0.0.1"):
        self.handler = WSGIHandler()
        self.client_address = client_address

    def __call__(self, environ, start_response):
        if self.client_address:
            environ.setdefault("REMOTE_ADDR", self.client_address)
        answer: dict = {}

        def record(status, headers, exc_info=None):
            answer["status"], answer["headers"] = status, headers
            return lambda data: None

        request_started.disconnect(close_old_connections)
        request_finished.disconnect(close_old_connections)
        try:
            result = self.handler(environ, record)
            try:
                body = b"".join(result)
            finally:
                getattr(result, "close", lambda: None)()
        finally:
            request_started.connect(close_old_connections)
            request_finished.connect(close_old_connections)
        headers = answer["headers"]
        if any(k.lower() == "content-encoding" and v == "gzip" for k, v in headers):
            body = gzip.decompress(body)
            headers = [(k, v) for k, v in headers
                       if k.lower() not in ("content-encoding", "content-length")]
            headers.append(("Content-Length", str(len(body))))
        start_response(answer["status"], headers)
        return [body]


def _application():
    return _Served()


schema = schemathesis.openapi.from_dict(api.get_openapi_schema())
schema.app = _application()
schema.config.generation.update(with_security_parameters=False)
if not _LONG_RUN:
    # The coverage phase adds tens of boundary cases to each operation: long runs only.
    schema.config.phases.update(phases=["examples", "fuzzing"])


# The world ---------------------------------------------------------------------------------

@dataclass
class World:
    tokens: dict[str, str]
    ids: dict[str, list] = field(default_factory=dict)
    files: dict[str, bytes] = field(default_factory=dict)  # stored files (version snapshots)

    def put_files(self) -> None:
        """Each test has its own media folder (conftest's `_isolated`): the world's stored files
        are put back in it."""
        for name, content in self.files.items():
            if not default_storage.exists(name):
                default_storage.save(name, ContentFile(content))

    def headers(self, role: str) -> dict[str, str]:
        token = self.tokens.get(role)
        return {"Authorization": f"Bearer {token}"} if token else {}


def build_world() -> World:
    owner = make_user("olivia")
    admin, member, team_viewer = make_user("adam"), make_user("mia"), make_user("tom")
    editor, viewer, stranger = make_user("edna"), make_user("vera"), make_user("sam")
    team = make_team(owner, "Équipe Data", adam="admin", mia="member", tom="viewer")
    team_folder = make_folder(owner, "Partagé", team=team)
    team_sub = make_folder(owner, "Sous-dossier", parent=team_folder)
    own_folder = make_folder(owner, "Clients")
    team_project = make_project(owner, "Entrepôt", folder=team_folder)
    own_project = make_project(owner, "Boutique", folder=own_folder)
    public_project = make_project(owner, "Vitrine", visibility=Project.Visibility.PUBLIC,
                                  public_by_link=True, public_key="cle-publique-vitrine")
    stranger_project = make_project(stranger, "Ailleurs")
    collaborators = [share(own_project, editor, Collaborator.Role.EDITOR),
                     share(own_project, viewer, Collaborator.Role.VIEWER),
                     share(team_project, editor, Collaborator.Role.EDITOR)]
    invitation, token = invite(own_project, owner, email="nouveau@example.com")
    Favorite.objects.create(user=owner, project=own_project)
    job = Job.objects.create(kind=Job.Kind.AUTO_LAYOUT, project=own_project, user=owner,
                             status=Job.Status.SUCCEEDED, finished_at=timezone.now())
    versions = [version_create(actor=owner, project_id=p.pk, name=f"Version de {p.name}")
                for p in (own_project, team_project, public_project)]
    users = [owner, admin, member, team_viewer, editor, viewer, stranger]
    subscriptions = list(Subscription.objects.filter(user__in=users).values_list("id", flat=True))
    projects = [own_project.id, team_project.id, public_project.id, stranger_project.id]
    folders = [own_folder.id, team_folder.id, team_sub.id]
    world = World(tokens={
        "owner": tokens.issue(owner).access, "team_admin": tokens.issue(admin).access,
        "team_member": tokens.issue(member).access,
        "team_viewer": tokens.issue(team_viewer).access, "editor": tokens.issue(editor).access,
        "viewer": tokens.issue(viewer).access, "stranger": tokens.issue(stranger).access,
    })
    world.files = {v.snapshot_file: files.read_bytes(v.snapshot_file) for v in versions}
    world.ids = {
        "project": projects, "team": [team.id], "folder": folders, "parent": folders,
        "user": [u.id for u in users], "member": [
            *TeamMember.objects.filter(team=team).values_list("id", flat=True),
            admin.id, member.id],
        "collaborator": [c.id for c in collaborators], "invitation": [invitation.id],
        "job": [str(job.id)], "version": [v.id for v in versions],
        "subscription": subscriptions or [1],
        "package": list(Package.objects.values_list("id", flat=True)) or [1],
        "key": [public_project.public_key], "token": [token],
        "invitee": [stranger.username, editor.email, "inconnu"],
        "username": [u.username for u in users], "password": [PASSWORD],
        "schema": [document("clients", "commandes"), document()], "revision": [0],
    }
    return world


# Names of parameters and body fields → the kind of row they name.
_KINDS = {
    "project_id": "project", "project": "project", "team_id": "team", "team": "team",
    "folder_id": "folder", "folder": "folder", "parent": "parent", "user_id": "user",
    "member_id": "member", "member": "member", "collaborator_id": "collaborator",
    "invitation_id": "invitation", "job_id": "job", "version_id": "version",
    "subscription_id": "subscription", "package_id": "package", "key": "key", "token": "token",
    "user": "invitee", "username": "username", "password": "password",
    "current_password": "password", "schema": "schema", "snapshot": "schema",
    "revision": "revision",
}


def _real(value, pool: list):
    """For two values in three, a real row's id (or a real name, password, document) chosen by
    the drawn value; else the value."""
    if isinstance(value, int) and not isinstance(value, bool):
        seed = value
    else:
        seed = zlib.crc32(repr(value).encode("utf-8", "surrogatepass"))
    if seed % 3 == 0:
        return value
    return copy.deepcopy(pool[seed % len(pool)])


def aim_at_the_world(case, world: World) -> None:
    for container in (case.path_parameters, case.query, case.body):
        if not isinstance(container, dict):
            continue
        for name, value in list(container.items()):
            kind = _KINDS.get(name)
            if kind is not None and value is not None:
                container[name] = _real(value, world.ids[kind])


# The tests ---------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def world(django_db_setup, django_db_blocker):
    """Made once per module (and worker) in a transaction rolled back at the end; each test's
    own transaction (the `db` fixture) is a savepoint inside it."""
    # The tests' fast hasher and a media folder of their own (conftest's `_isolated` sets them
    # only for each test): the world's passwords must check under it, its files stay out of
    # the product's.
    media = tempfile.TemporaryDirectory(prefix="relata-api-fuzz-")
    isolated = override_settings(
        PASSWORD_HASHERS=["django.contrib.auth.hashers.MD5PasswordHasher"],
        MEDIA_ROOT=media.name)
    with media, django_db_blocker.unblock(), isolated:
        outer = transaction.atomic()
        outer.__enter__()
        try:
            yield build_world()
        finally:
            transaction.set_rollback(True)
            outer.__exit__(None, None, None)


# (method, path, role or None for all) → the fault, for faults outside web/core, until fixed.
KNOWN_FAULTS: dict[tuple[str, str, str | None], str] = {}


def _known_fault(request, role: str) -> None:
    for (method, path, who), reason in KNOWN_FAULTS.items():
        if f"[{method} {path}]" in request.node.name and who in (None, role):
            request.applymarker(pytest.mark.xfail(reason=reason, strict=True))


_REPORT = os.environ.get("RELATA_API_FUZZ_REPORT")
_STATUSES: dict[str, dict[str, int]] = defaultdict(Counter)


@pytest.fixture(scope="module", autouse=True)
def _report_statuses():
    """With RELATA_API_FUZZ_REPORT=file.json, the statuses each operation and role got, to see
    that the calls reach past the 404s (one file per xdist worker: `file.json.gw0`…)."""
    yield
    if _REPORT:
        worker = os.environ.get("PYTEST_XDIST_WORKER")
        path = f"{_REPORT}.{worker}" if worker else _REPORT
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(_STATUSES, handle, indent=1, sort_keys=True)


def test_each_role_is_signed_in_as_itself(world, db):
    client = Client()
    for role in ROLES:
        response = client.get("/api/users/me/", headers=world.headers(role))
        assert response.status_code == (401 if role == "anonymous" else 200), role


@pytest.mark.parametrize("role", ROLES)
@schema.parametrize()
@settings(max_examples=EXAMPLES, derandomize=not _LONG_RUN, database=None, deadline=None,
          suppress_health_check=list(HealthCheck))
def test_every_operation_as_every_role(case, role, world, db, request):
    _known_fault(request, role)
    aim_at_the_world(case, world)
    world.put_files()
    with transaction.atomic():
        cache.clear()
        documents.clear()
        response = case.call(headers=world.headers(role))
        transaction.set_rollback(True)
    _STATUSES[f"{case.method} {case.path} as {role}"][str(response.status_code)] += 1
    case.validate_response(response, checks=CHECKS)


# Faults the fuzzing found, pinned --------------------------------------------------------------

def test_a_request_whose_client_address_is_unknown_is_refused_not_a_server_error(db):
    """allauth's rate limit raises PermissionDenied when it cannot tell the client's address (a
    server on a Unix socket gives none): a 403 in the API's shape, not a 500."""
    served = _Served(client_address=None)
    environ = {
        "REQUEST_METHOD": "POST", "PATH_INFO": "/api/auth/login/", "SERVER_NAME": "testserver",
        "SERVER_PORT": "80", "wsgi.url_scheme": "http", "CONTENT_TYPE": "application/json",
        "wsgi.input": io.BytesIO(b'{"username": "x", "password": "y"}'), "CONTENT_LENGTH": "34",
    }
    answer = {}
    body = b"".join(served(environ, lambda status, headers: answer.update(status=status)))
    assert answer["status"].startswith("403"), body
    assert json.loads(body)["error"] == "forbidden"
