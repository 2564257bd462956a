"""Who may call what: every workspace endpoint × every kind of actor, in one table (DESIGN.md §5,
spec 000 §6).

The world: alice owns team T and, in T's folder F, the diagram P (so she is both the team owner
and the project owner); T has an admin, a member and a viewer; P has an invited editor and an
invited viewer; charlie is a stranger. PUB is alice's personal diagram shared by public link.
Objects an actor cannot see answer 404, never 403, so their existence does not leak.

Mutating requests carry valid payloads, so a status says what the actor may do, not what the body
got wrong. Every case builds its own world: no case sees another's writes.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.backend.workspace.factories import invite, make_folder, make_project, make_team, share
from web.accounts.models import User
from web.api import api as ninja_api

ACTORS = ("anonymous", "stranger", "team_viewer", "team_member", "team_admin", "team_owner",
          "invited_editor", "invited_viewer", "project_owner")
WORKSPACE_PREFIXES = ("/api/projects/", "/api/project/", "/api/favorites/", "/api/teams/",
                      "/api/folders/", "/api/accept-invitation/")


@dataclass(frozen=True)
class Row:
    method: str
    path: str  # the route as ninja spells it
    expected: tuple[int, ...]  # one status per actor, in the order of ACTORS
    body: Callable[[World], Any] | None = None
    bind: dict[str, str] = field(default_factory=dict)  # placeholder -> object of the world
    variant: str = ""

    @property
    def label(self) -> str:
        return f"{self.method} {self.path}" + (f" [{self.variant}]" if self.variant else "")


def row(method, path, *expected, body=None, variant="", **bind) -> Row:
    assert len(expected) == len(ACTORS), path
    return Row(method, path, expected, body, bind, variant)


P = "/api/projects/{int:project_id}"
T = "/api/teams/{int:team_id}"
F = "/api/folders/{int:folder_id}"
COLLAB = P + "/collaborators/{int:collaborator_id}/"
INVITE = P + "/invitations/{int:invitation_id}/"
MEMBER = T + "/remove_member/{int:member_id}/"
PUBLIC = "/api/project/public/{int:project_id}/"

# Columns: anonymous, stranger, team viewer / member / admin / owner, invited editor /
# viewer, project owner.
#                                               anon stra tvie tmem tadm town iedi ivie pown
TABLE = [
    # Diagrams
    row("GET", "/api/projects/",                401, 200, 200, 200, 200, 200, 200, 200, 200),
    row("POST", "/api/projects/",               401, 201, 201, 201, 201, 201, 201, 201, 201,
        body=lambda w: {"name": "Nouveau"}),
    row("POST", "/api/projects/",               401, 400, 400, 400, 201, 201, 400, 400, 201,
        body=lambda w: {"name": "Nouveau", "team": w.ids["T"]}, variant="into team T"),
    row("POST", "/api/projects/",               401, 400, 400, 400, 201, 201, 400, 400, 201,
        body=lambda w: {"name": "Nouveau", "folder": w.ids["F"]}, variant="into T's folder"),
    row("GET", "/api/projects/my_projects/",    401, 200, 200, 200, 200, 200, 200, 200, 200),
    row("GET", "/api/projects/shared_with_me/", 401, 200, 200, 200, 200, 200, 200, 200, 200),
    row("GET", P,                               401, 404, 200, 200, 200, 200, 200, 200, 200),
    row("GET", P + "/",                         401, 404, 200, 200, 200, 200, 200, 200, 200),
    row("GET", P + "/",                         401, 200, 200, 200, 200, 200, 200, 200, 200,
        project_id="PUB", variant="public link"),
    row("PATCH", P + "/",                       401, 404, 403, 200, 200, 200, 200, 403, 200,
        body=lambda w: {"name": "Renommé"}, variant="edit"),
    row("PATCH", P + "/",                       401, 403, 403, 403, 403, 200, 403, 403, 200,
        body=lambda w: {"name": "Renommé"}, project_id="PUB", variant="edit public link"),
    row("PATCH", P + "/",                       401, 404, 403, 403, 403, 200, 403, 403, 200,
        body=lambda w: {"folder": None, "team": None}, variant="move to root"),
    row("PATCH", P + "/update_schema/",         401, 404, 403, 200, 200, 200, 200, 403, 200,
        body=lambda w: {"schema": {"format": 1, "tables": [], "relations": []}}),
    # Jobs: past the permission check, editors get 400 (no file sent; an empty diagram to lay
    # out), which tells them apart from those refused.
    row("POST", P + "/import_sql/",             401, 404, 403, 400, 400, 400, 400, 403, 400),
    row("POST", P + "/auto_layout/",            401, 404, 403, 400, 400, 400, 400, 403, 400),
    row("DELETE", P + "/",                      401, 404, 403, 403, 403, 204, 403, 403, 204),
    row("POST", P + "/duplicate/",              401, 404, 403, 403, 403, 202, 403, 403, 202),
    row("POST", P + "/enable_public_sharing/",  401, 404, 403, 403, 200, 200, 403, 403, 200),
    row("POST", P + "/disable_public_sharing/", 401, 404, 403, 403, 200, 200, 403, 403, 200),
    row("POST", P + "/disable_public_sharing/", 401, 403, 403, 403, 403, 200, 403, 403, 200,
        project_id="PUB", variant="public link"),
    # Collaborators and invitations
    row("GET", P + "/collaborators/",           401, 404, 403, 200, 200, 200, 200, 403, 200),
    row("PATCH", COLLAB,                        401, 404, 403, 403, 200, 200, 403, 403, 200,
        body=lambda w: {"role": "editor"}),
    row("DELETE", COLLAB,                       401, 404, 403, 403, 204, 204, 403, 403, 204),
    row("GET", P + "/invitations/",             401, 404, 403, 200, 200, 200, 200, 403, 200),
    row("POST", P + "/invitations/",            401, 404, 403, 201, 201, 201, 201, 403, 201,
        body=lambda w: {"user": "newcomer", "role": "viewer"}),
    row("DELETE", INVITE,                       401, 404, 403, 403, 204, 204, 403, 403, 204),
    row("POST", "/api/accept-invitation/",      401, 200, 403, 403, 403, 403, 403, 403, 403,
        body=lambda w: {"token": w.token}, variant="invitation for the stranger"),
    # Favourites and the public page
    row("GET", "/api/favorites/",               401, 200, 200, 200, 200, 200, 200, 200, 200),
    row("POST", "/api/favorites/toggle/",       401, 404, 200, 200, 200, 200, 200, 200, 200,
        body=lambda w: {"project_id": w.ids["P"]}),
    row("POST", "/api/favorites/toggle/",       401, 200, 200, 200, 200, 200, 200, 200, 200,
        body=lambda w: {"project_id": w.ids["PUB"]}, variant="public link"),
    row("GET", PUBLIC,                          404, 404, 404, 404, 404, 404, 404, 404, 404),
    row("GET", PUBLIC,                          200, 200, 200, 200, 200, 200, 200, 200, 200,
        project_id="PUB", variant="public link"),
    # Teams
    row("GET", "/api/teams/",                   401, 200, 200, 200, 200, 200, 200, 200, 200),
    row("POST", "/api/teams/",                  401, 201, 201, 201, 201, 201, 201, 201, 201,
        body=lambda w: {"name": "Nouvelle"}),
    row("GET", T + "/",                         401, 404, 200, 200, 200, 200, 404, 404, 200),
    row("PATCH", T + "/",                       401, 404, 403, 403, 200, 200, 404, 404, 200,
        body=lambda w: {"name": "Renommée"}),
    row("DELETE", T + "/",                      401, 404, 403, 403, 403, 204, 404, 404, 204),
    row("POST", T,                              401, 404, 403, 403, 201, 201, 404, 404, 201,
        body=lambda w: {"email": "newcomer@example.com"}),
    row("GET", T + "/projects/",                401, 404, 200, 200, 200, 200, 404, 404, 200),
    row("GET", T + "/members/",                 401, 404, 200, 200, 200, 200, 404, 404, 200),
    row("POST", T + "/add_member/",             401, 404, 403, 403, 201, 201, 404, 404, 201,
        body=lambda w: {"user_id": w.ids["newcomer"], "role": "member"}),
    row("PATCH", T + "/update_role/",           401, 404, 403, 403, 200, 200, 404, 404, 200,
        body=lambda w: {"member": w.ids["extra_member"], "role": "viewer"}),
    row("DELETE", MEMBER,                       401, 404, 403, 403, 204, 204, 404, 404, 204),
    # Folders
    row("GET", "/api/folders/",                 401, 200, 200, 200, 200, 200, 200, 200, 200),
    row("POST", "/api/folders/",                401, 201, 201, 201, 201, 201, 201, 201, 201,
        body=lambda w: {"name": "Nouveau"}),
    row("POST", "/api/folders/",                401, 400, 400, 201, 201, 201, 400, 400, 201,
        body=lambda w: {"name": "Nouveau", "parent": w.ids["F"]}, variant="inside F"),
    row("GET", F + "/",                         401, 404, 200, 200, 200, 200, 404, 404, 200),
    row("PATCH", F + "/",                       401, 404, 403, 403, 403, 200, 404, 404, 200,
        body=lambda w: {"name": "Renommé"}),
    row("DELETE", F + "/",                      401, 404, 403, 403, 403, 204, 404, 404, 204),
    row("GET", F + "/subfolders/",              401, 404, 200, 200, 200, 200, 404, 404, 200),
    row("GET", F + "/projects/",                401, 404, 200, 200, 200, 200, 404, 404, 200),
]

DEFAULT_BINDINGS = {"project_id": "P", "team_id": "T", "folder_id": "F",
                    "collaborator_id": "extra_collaborator", "member_id": "extra_member",
                    "invitation_id": "pending"}


@dataclass
class World:
    actors: dict[str, Any]
    ids: dict[str, int]
    token: str


@pytest.fixture
def world(db) -> World:
    return build_world()


def build_world() -> World:
    # No passwords: the actors sign their requests with tokens, and one insert is quicker.
    users = {user.username: user for user in User.objects.bulk_create(
        User(username=name, email=f"{name}@example.com") for name in (
            "alice", "admin", "member", "viewer", "editor", "reader", "charlie", "extra",
            "helper", "newcomer"))}
    alice = users["alice"]
    team = make_team(alice, "T", admin="admin", member="member", viewer="viewer", extra="member")
    folder = make_folder(alice, "F", team=team)
    project = make_project(alice, "P", folder=folder)
    share(project, users["editor"], "editor")
    share(project, users["reader"], "viewer")
    extra_collaborator = share(project, users["helper"], "viewer")
    pending, _ = invite(project, alice, users["newcomer"])
    _, token = invite(project, alice, users["charlie"])
    public = make_project(alice, "PUB", public_by_link=True)
    return World(
        actors={"anonymous": None, "stranger": users["charlie"], "team_viewer": users["viewer"],
                "team_member": users["member"], "team_admin": users["admin"],
                "team_owner": alice, "invited_editor": users["editor"],
                "invited_viewer": users["reader"], "project_owner": alice},
        ids={"P": project.id, "PUB": public.id, "T": team.id, "F": folder.id,
             "extra_collaborator": extra_collaborator.id,
             "extra_member": team.memberships.get(user__username="extra").id,
             "pending": pending.id, "newcomer": users["newcomer"].id},
        token=token,
    )


def url(entry: Row, world: World) -> str:
    bindings = {**DEFAULT_BINDINGS, **entry.bind}
    return re.sub(r"\{int:(\w+)\}", lambda m: str(world.ids[bindings[m.group(1)]]), entry.path)


CASES = [pytest.param(entry, actor, status, id=f"{entry.label} as {actor}")
         for entry in TABLE for actor, status in zip(ACTORS, entry.expected, strict=True)]


@pytest.mark.parametrize(("entry", "actor", "expected"), CASES)
def test_it_answers_each_actor_as_the_table_says(api, world, entry, actor, expected):
    client = api.as_user(world.actors[actor])
    path = url(entry, world).removeprefix("/api/")
    method = entry.method.lower()
    if entry.body is not None:
        response = getattr(client, method)(path, entry.body(world))
    else:
        response = getattr(client, method)(path)
    assert response.status_code == expected, response.content[:300]


def workspace_routes() -> set[tuple[str, str]]:
    def walk(prefix: str, router):
        for path, view in router.path_operations.items():
            for operation in view.operations:
                for method in operation.methods:
                    yield method, prefix.rstrip("/") + path
        for child_prefix, child in getattr(router, "_routers", []):
            yield from walk(prefix.rstrip("/") + "/" + child_prefix.strip("/") + "/", child)

    routes = set()
    for prefix, router in ninja_api._routers:
        routes |= set(walk("/api" + prefix, router))
    return {(method, path) for method, path in routes
            if path.startswith(WORKSPACE_PREFIXES)}


def test_it_leaves_no_workspace_endpoint_out_of_the_table():
    covered = {(entry.method, entry.path) for entry in TABLE}
    routes = workspace_routes()
    assert routes - covered == set(), "add these endpoints to TABLE"
    assert covered - routes == set(), "these rows name no route"
    assert len(routes) >= 40


# The diagram socket (web/realtime/PROTOCOL.md [P2], [C6]): who may join, and whose commands are
# applied. "edit": joined with edit rights and the command applied; "read": joined read-only and
# the command refused; "refused": the join is refused (a diagram one may not see looks missing).
#                                 anon       stra       tvie    tmem    tadm    town
#                                 iedi    ivie    pown
SOCKET_TABLE = {
    "P": ("refused", "refused", "read", "edit", "edit", "edit", "edit", "read", "edit"),
    "PUB": ("read", "read", "read", "read", "read", "edit", "read", "read", "edit"),
}
SOCKET_CASES = [pytest.param(diagram, actor, expected, id=f"socket {diagram} as {actor}")
                for diagram, row in SOCKET_TABLE.items()
                for actor, expected in zip(ACTORS, row, strict=True)]


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
@pytest.mark.parametrize(("diagram", "actor", "expected"), SOCKET_CASES)
def test_the_diagram_socket_answers_each_actor_as_the_table_says(diagram, actor, expected):
    from tests.backend.documents.factories import move
    from tests.backend.realtime.sockets import Socket, run
    from web.documents.models import Change
    from web.documents.services import document_replace

    world = build_world()
    project_id = world.ids[diagram]
    document_replace(actor=None, project_id=project_id, origin=Change.Origin.SAVE, document={
        "format": 1, "relations": [], "tables": [{
            "id": "t_users", "name": "users", "x": 0, "y": 0, "width": 250, "height": 75,
            "attributes": []}]})

    async def scenario():
        async with Socket(project_id) as socket:
            answer = await socket.join(world.actors[actor])
            if expected == "refused":
                assert (answer["type"], answer["error"]) == ("join_error", "not_found")
                return
            assert answer["you"]["canEdit"] is (expected == "edit")
            result = await socket.command(move("t_users", 5, 5))
            assert result["type"] == ("command" if expected == "edit" else "command_error")

    run(scenario)
