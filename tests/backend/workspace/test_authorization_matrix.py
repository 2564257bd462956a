"""Who may call what: every workspace endpoint × every kind of actor, in one table (DESIGN.md §5,
spec 000 §6).

The world: alice owns team T and, in T's folder F, the diagram P (so she is both the team owner
and the project owner); T has an admin, a member and a viewer; P has an invited editor and an
invited viewer; charlie is a stranger. PUB is alice's personal diagram shared by public link (its
key opens it, its id alone does not); OPEN is her diagram of public visibility (open by its id).
Objects an actor cannot see answer 404, never 403, so their existence does not leak.

Only those who administer a diagram share it, and what they shared lasts while they do
(web/projects/grants.py): the last part of this file removes T's admin in every way there is and
checks that the access they granted goes with them.

Mutating requests carry valid payloads, so a status says what the actor may do, not what the body
got wrong. Every case builds its own world: no case sees another's writes.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from allauth.account.models import EmailAddress

from tests.backend.documents.factories import add_table
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import invite, make_folder, make_project, make_team, share
from web.accounts.models import User
from web.api import api as ninja_api
from web.projects import messages
from web.projects.models import Project
from web.teams.models import Team, TeamMember

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
    query: str = ""

    @property
    def label(self) -> str:
        return f"{self.method} {self.path}" + (f" [{self.variant}]" if self.variant else "")


def row(method, path, *expected, body=None, variant="", query="", **bind) -> Row:
    assert len(expected) == len(ACTORS), path
    return Row(method, path, expected, body, bind, variant, query)


P = "/api/projects/{int:project_id}"
_command_ids = itertools.count(1)
T = "/api/teams/{int:team_id}"
F = "/api/folders/{int:folder_id}"
COLLAB = P + "/collaborators/{int:collaborator_id}/"
INVITE = P + "/invitations/{int:invitation_id}/"
MEMBER = T + "/remove_member/{int:member_id}/"
PUBLIC = "/api/project/public/{int:project_id}/"
LINK_KEY = "Kx" * 16  # PUB's link key

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
    row("GET", P + "/",                         401, 404, 404, 404, 404, 200, 404, 404, 200,
        project_id="PUB", variant="shared by link, by its id"),
    row("GET", P + "/",                         401, 200, 200, 200, 200, 200, 200, 200, 200,
        project_id="OPEN", variant="public"),
    row("PATCH", P + "/",                       401, 404, 403, 200, 200, 200, 200, 403, 200,
        body=lambda w: {"name": "Renommé"}, variant="edit"),
    row("PATCH", P + "/",                       401, 404, 404, 404, 404, 200, 404, 404, 200,
        body=lambda w: {"name": "Renommé"}, project_id="PUB", variant="edit shared by link"),
    row("PATCH", P + "/",                       401, 403, 403, 403, 403, 200, 403, 403, 200,
        body=lambda w: {"name": "Renommé"}, project_id="OPEN", variant="edit public"),
    row("PATCH", P + "/",                       401, 404, 403, 403, 403, 200, 403, 403, 200,
        body=lambda w: {"folder": None, "team": None}, variant="move to root"),
    row("PATCH", P + "/update_schema/",         401, 404, 403, 200, 200, 200, 200, 403, 200,
        body=lambda w: {"schema": {"format": 1, "tables": [], "relations": []},
                        "revision": _revision(w)}),
    # A command too large for a socket frame (PROTOCOL.md [C7]): the editors of the socket's table.
    row("POST", P + "/commands/",               401, 404, 403, 200, 200, 200, 200, 403, 200,
        body=lambda w: {"id": f"cmd{next(_command_ids)}", "command": add_table()}),
    # Jobs: past the permission check, editors get 400 (no file sent; an empty diagram to lay
    # out), which tells them apart from those refused.
    row("POST", P + "/import_sql/",             401, 404, 403, 400, 400, 400, 400, 403, 400),
    row("POST", P + "/auto_layout/",            401, 404, 403, 400, 400, 400, 400, 403, 400),
    row("DELETE", P + "/",                      401, 404, 403, 403, 403, 204, 403, 403, 204),
    row("POST", P + "/duplicate/",              401, 404, 403, 403, 403, 202, 403, 403, 202),
    row("POST", P + "/enable_public_sharing/",  401, 404, 403, 403, 200, 200, 403, 403, 200),
    row("POST", P + "/disable_public_sharing/", 401, 404, 403, 403, 200, 200, 403, 403, 200),
    row("POST", P + "/disable_public_sharing/", 401, 404, 404, 404, 404, 200, 404, 404, 200,
        project_id="PUB", variant="shared by link"),
    row("POST", P + "/disable_public_sharing/", 401, 403, 403, 403, 403, 200, 403, 403, 200,
        project_id="OPEN", variant="public"),
    # Collaborators and invitations: only those who administer P grant access to it.
    row("GET", P + "/collaborators/",           401, 404, 403, 200, 200, 200, 200, 403, 200),
    row("PATCH", COLLAB,                        401, 404, 403, 403, 200, 200, 403, 403, 200,
        body=lambda w: {"role": "editor"}),
    row("DELETE", COLLAB,                       401, 404, 403, 403, 204, 204, 403, 403, 204),
    row("GET", P + "/invitations/",             401, 404, 403, 200, 200, 200, 200, 403, 200),
    row("POST", P + "/invitations/",            401, 404, 403, 403, 201, 201, 403, 403, 201,
        body=lambda w: {"user": "newcomer", "role": "viewer"}),
    row("DELETE", INVITE,                       401, 404, 403, 403, 204, 204, 403, 403, 204),
    row("POST", "/api/accept-invitation/",      401, 200, 403, 403, 403, 403, 403, 403, 403,
        body=lambda w: {"token": w.token}, variant="invitation for the stranger"),
    # Favourites and the public page
    row("GET", "/api/favorites/",               401, 200, 200, 200, 200, 200, 200, 200, 200),
    row("POST", "/api/favorites/toggle/",       401, 404, 200, 200, 200, 200, 200, 200, 200,
        body=lambda w: {"project_id": w.ids["P"]}),
    row("POST", "/api/favorites/toggle/",       401, 404, 404, 404, 404, 200, 404, 404, 200,
        body=lambda w: {"project_id": w.ids["PUB"]}, variant="shared by link"),
    row("POST", "/api/favorites/toggle/",       401, 200, 200, 200, 200, 200, 200, 200, 200,
        body=lambda w: {"project_id": w.ids["OPEN"]}, variant="public"),
    row("GET", PUBLIC,                          404, 404, 404, 404, 404, 404, 404, 404, 404),
    row("GET", PUBLIC,                          404, 404, 404, 404, 404, 404, 404, 404, 404,
        project_id="PUB", variant="shared by link, without its key"),
    row("GET", PUBLIC,                          404, 404, 404, 404, 404, 404, 404, 404, 404,
        project_id="PUB", query="key=" + "x" * 32, variant="shared by link, a wrong key"),
    row("GET", PUBLIC,                          200, 200, 200, 200, 200, 200, 200, 200, 200,
        project_id="PUB", query="key=" + LINK_KEY, variant="shared by link, its key"),
    row("GET", PUBLIC,                          200, 200, 200, 200, 200, 200, 200, 200, 200,
        project_id="OPEN", variant="public"),
    # The live image (web/liveimages/api.py) opens exactly as the public page does.
    *[row("GET", PUBLIC + image, *[status] * len(ACTORS), **case)
      for image in ("image.svg", "image.png")
      for status, case in (
          (404, {}),
          (404, {"project_id": "PUB", "variant": "shared by link, without its key"}),
          (404, {"project_id": "PUB", "query": "key=" + "x" * 32,
                 "variant": "shared by link, a wrong key"}),
          (200, {"project_id": "PUB", "query": "key=" + LINK_KEY,
                 "variant": "shared by link, its key"}),
          (200, {"project_id": "OPEN", "variant": "public"}))],
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
    users: dict[str, Any] = field(default_factory=dict)
    tokens: dict[str, str] = field(default_factory=dict)  # invitation links, by invitee


@pytest.fixture
def world(db) -> World:
    return build_world()


def build_world() -> World:
    # No passwords: the actors sign their requests with tokens, and one insert is quicker.
    users = {user.username: user for user in User.objects.bulk_create(
        User(username=name, email=f"{name}@example.com") for name in (
            "alice", "admin", "member", "viewer", "editor", "reader", "charlie", "extra",
            "helper", "newcomer", "admin_alt", "admin_guest", "alice_guest"))}
    # Addresses confirmed: adding a member by email only finds a confirmed one.
    EmailAddress.objects.bulk_create(
        EmailAddress(user=user, email=user.email, primary=True, verified=True)
        for user in users.values())
    alice = users["alice"]
    team = make_team(alice, "T", admin="admin", member="member", viewer="viewer", extra="member")
    folder = make_folder(alice, "F", team=team)
    project = make_project(alice, "P", folder=folder)
    share(project, users["editor"], "editor")
    share(project, users["reader"], "viewer")
    extra_collaborator = share(project, users["helper"], "viewer")
    pending, _ = invite(project, alice, users["newcomer"])
    _, token = invite(project, alice, users["charlie"])
    # What T's admin and T's owner shared on P: the admin's second account is an editor, another
    # invitation of the admin's is pending; alice invited a guest of her own.
    share(project, users["admin_alt"], "editor", granted_by=users["admin"])
    _, admin_guest_token = invite(project, users["admin"], users["admin_guest"])
    share(project, users["alice_guest"], "editor", granted_by=alice)
    public = make_project(alice, "PUB", public_by_link=True, public_key=LINK_KEY)
    open_diagram = make_project(alice, "OPEN", visibility="public")
    return World(
        actors={"anonymous": None, "stranger": users["charlie"], "team_viewer": users["viewer"],
                "team_member": users["member"], "team_admin": users["admin"],
                "team_owner": alice, "invited_editor": users["editor"],
                "invited_viewer": users["reader"], "project_owner": alice},
        ids={"P": project.id, "PUB": public.id, "OPEN": open_diagram.id, "T": team.id,
             "F": folder.id, "admin_membership": team.memberships.get(user__username="admin").id,
             "extra_collaborator": extra_collaborator.id,
             "extra_member": team.memberships.get(user__username="extra").id,
             "pending": pending.id, "newcomer": users["newcomer"].id},
        token=token,
        users=users,
        tokens={"admin_guest": admin_guest_token},
    )


def url(entry: Row, world: World) -> str:
    bindings = {**DEFAULT_BINDINGS, **entry.bind}
    path = re.sub(r"\{int:(\w+)\}", lambda m: str(world.ids[bindings[m.group(1)]]), entry.path)
    return path + (f"?{entry.query}" if entry.query else "")


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
# A link visitor joins with the link's key (`key` in join_diagram).
SOCKET_TABLE = {
    ("P", None): ("refused", "refused", "read", "edit", "edit", "edit", "edit", "read", "edit"),
    ("PUB", LINK_KEY): ("read", "read", "read", "read", "read", "edit", "read", "read", "edit"),
    ("PUB", None): ("refused", "refused", "refused", "refused", "refused", "edit", "refused",
                    "refused", "edit"),
    ("PUB", "x" * 32): ("refused", "refused", "refused", "refused", "refused", "edit", "refused",
                        "refused", "edit"),
    ("OPEN", None): ("read", "read", "read", "read", "read", "edit", "read", "read", "edit"),
}
SOCKET_CASES = [
    pytest.param(diagram, key, actor, expected,
                 id=f"socket {diagram}{' key ' + key[:2] if key else ''} as {actor}")
    for (diagram, key), row in SOCKET_TABLE.items()
    for actor, expected in zip(ACTORS, row, strict=True)]


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
@pytest.mark.parametrize(("diagram", "key", "actor", "expected"), SOCKET_CASES)
def test_the_diagram_socket_answers_each_actor_as_the_table_says(diagram, key, actor, expected):
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
            answer = await socket.join(world.actors[actor], key=key)
            if expected == "refused":
                assert (answer["type"], answer["error"]) == ("join_error", "not_found")
                return
            assert answer["you"]["canEdit"] is (expected == "edit")
            result = await socket.command(move("t_users", 5, 5))
            assert result["type"] == ("command" if expected == "edit" else "command_error")

    run(scenario)


# --- What T's admin shared lasts while they administer P (web/projects/grants.py) -------------
# Every way T's admin can lose the right to share P, made through the API. Afterwards what they
# granted on P is gone: their second account can neither open nor edit P, and the invitation they
# sent before is refused at acceptance. What alice (T's owner) granted, and access recorded before
# the rule (granted by the owner), stays.

def _team(w: World) -> str:
    return f"teams/{w.ids['T']}/"


LOSSES: dict[str, Callable[[Any, World], Any]] = {
    "removed from T": lambda api, w: api.as_user(w.users["alice"]).delete(
        f"{_team(w)}remove_member/{w.ids['admin_membership']}/"),
    "leaving T": lambda api, w: api.as_user(w.users["admin"]).delete(
        f"{_team(w)}remove_member/{w.ids['admin_membership']}/"),
    "downgraded to member": lambda api, w: api.as_user(w.users["alice"]).patch(
        f"{_team(w)}update_role/", {"member": w.ids["admin_membership"], "role": "member"}),
    "T deleted": lambda api, w: api.as_user(w.users["alice"]).delete(_team(w)),
    "P moved out of T": lambda api, w: api.as_user(w.users["alice"]).patch(
        f"projects/{w.ids['P']}/", {"folder": None, "team": None}),
    "F, holding P, moved out of T": lambda api, w: api.as_user(w.users["alice"]).patch(
        f"folders/{w.ids['F']}/", {"team": None}),
    "account closed": lambda api, w: api.as_user(w.users["admin"]).delete(
        f"users/{w.users['admin'].id}/"),
}
EMPTY = {"format": 1, "tables": [], "relations": []}


def _revision(w: World) -> int:
    """The revision a save is made on: the diagram's current one."""
    return Project.objects.values_list("revision", flat=True).get(pk=w.ids["P"])


def _open(api, w: World, who: str):
    return api.as_user(w.users[who]).get(f"projects/{w.ids['P']}/")


def _edit(api, w: World, who: str):
    return api.as_user(w.users[who]).patch(f"projects/{w.ids['P']}/update_schema/",
                                           {"schema": EMPTY, "revision": _revision(w)})


def _accept(api, w: World, who: str):
    return api.as_user(w.users[who]).post("accept-invitation/", {"token": w.tokens[who]})


#                  check, grantee (who granted it)       before after
GRANTS_TABLE = [
    (_open, "admin_alt",  # T's admin, for their second account
     200, 404),
    (_edit, "admin_alt", 200, 404),
    (_accept, "admin_guest",  # T's admin, pending
     200, 400),
    (_open, "alice_guest",  # alice, T's owner
     200, 200),
    (_edit, "alice_guest", 200, 200),
    (_open, "editor",  # recorded before the rule: the owner
     200, 200),
]
GRANT_CASES = [pytest.param(loss, check, who, after, id=f"{loss}: {check.__name__[1:]} as {who}")
               for loss in LOSSES for check, who, _, after in GRANTS_TABLE]


@pytest.mark.parametrize(("check", "who", "before"),
                         [pytest.param(check, who, before, id=f"{check.__name__[1:]} as {who}")
                          for check, who, before, _ in GRANTS_TABLE])
def test_what_the_admin_granted_works_while_they_administer(api, world, check, who, before):
    assert check(api, world, who).status_code == before


@pytest.mark.parametrize(("loss", "check", "who", "expected"), GRANT_CASES)
def test_what_the_admin_granted_goes_when_they_stop_administering(api, world, loss, check, who,
                                                                  expected):
    assert LOSSES[loss](api, world).status_code in {200, 204}
    assert check(api, world, who).status_code == expected


@pytest.mark.parametrize("inviter", ["member", "editor", "admin"])
def test_an_invitation_is_refused_when_its_inviter_no_longer_administers(api, world, inviter):
    """Revocation deletes such invitations; acceptance checks again all the same (here the row
    was made without the services, as one older than the rule would be)."""
    TeamMember.objects.filter(user=world.users["admin"]).update(role="member")
    project = Project.objects.get(pk=world.ids["P"])
    _, token = invite(project, world.users[inviter], world.users["charlie"])
    response = api.as_user(world.users["charlie"]).post("accept-invitation/", {"token": token})
    assert_error(response, 400, code="invalid_invitation", field="token",
                 message=messages.INVITATION_WITHDRAWN)
    assert not project.collaborators.filter(user=world.users["charlie"]).exists()


def test_a_team_owner_removing_a_member_keeps_the_owners_grants(api, world):
    """The owner's grants on T's diagrams do not depend on who else is in T."""
    assert LOSSES["removed from T"](api, world).status_code == 204
    granted = Project.objects.get(pk=world.ids["P"]).collaborators.values_list(
        "user__username", flat=True)
    assert set(granted) == {"editor", "reader", "helper", "alice_guest"}


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_admins_second_account_is_cut_off_live_when_the_admin_is_removed():
    from channels.db import database_sync_to_async

    from tests.backend.realtime.sockets import Socket, run
    from web.teams import services as team_services

    world = build_world()
    team = Team.objects.get(pk=world.ids["T"])
    membership = TeamMember.objects.get(pk=world.ids["admin_membership"])

    async def scenario():
        async with Socket(world.ids["P"]) as socket:
            assert (await socket.join(world.users["admin_alt"]))["you"]["canEdit"] is True
            await database_sync_to_async(team_services.member_remove)(
                actor=world.users["alice"], team=team, member_id=membership.pk)
            answer = await socket.receive_type("join_error")
            assert answer["error"] == "forbidden"
            assert await socket.closed() == 4003
        async with Socket(world.ids["P"]) as again:
            answer = await again.join(world.users["admin_alt"])
            assert (answer["type"], answer["error"]) == ("join_error", "not_found")

    run(scenario)
