"""Who may call what on versions: every version call × every kind of actor (DESIGN.md §5).

The world is the workspace matrix's (tests/backend/workspace/test_authorization_matrix.py): alice
owns team T and, in T's folder, the diagram P, with T's admin, member and viewer, an invited
editor and an invited viewer; PUB is her diagram shared by public link, OPEN her diagram of public
visibility; charlie is a stranger. Each diagram has one version.

Anyone P is shared with, whatever the level, lists and reads its versions; editors create, restore
and delete them; viewers are refused with 403. A visitor whose only access is public (the link,
signed in or not, or public visibility) sees no version: 404, as for a missing diagram; without
a token every call answers 401, as every signed-in call of the API does.
"""

from __future__ import annotations

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.test_authorization_matrix import (
    ACTORS,
    LINK_KEY,
    World,
    build_world,
)
from web.projects.models import Project
from web.versions import messages
from web.versions.models import Version

from .factories import make_version

#             anon stra tvie tmem tadm town iedi ivie pown
READ_P =     (401, 404, 200, 200, 200, 200, 200, 200, 200)
CREATE_P =   (401, 404, 403, 201, 201, 201, 201, 403, 201)
RESTORE_P =  (401, 404, 403, 200, 200, 200, 200, 403, 200)
DELETE_P =   (401, 404, 403, 204, 204, 204, 204, 403, 204)
# PUB and OPEN are alice's own: nobody else is a member of them.
OWNER_ONLY = {200: (401, 404, 404, 404, 404, 200, 404, 404, 200),
              201: (401, 404, 404, 404, 404, 201, 404, 404, 201),
              204: (401, 404, 404, 404, 404, 204, 404, 404, 204)}


def _list(diagram: str, query: str = ""):
    return lambda client, w: client.get(f"versions/?project={w.ids[diagram]}{query}")


def _detail(diagram: str):
    return lambda client, w: client.get(f"versions/{w.ids['V' + diagram]}/")


def _create(diagram: str, *, in_query: bool = False):
    def call(client, w):
        query = f"?project={w.ids[diagram]}" if in_query else ""
        return client.post(f"versions/{query}", {"project": w.ids[diagram], "name": "Jalon"})
    return call


def _restore(diagram: str):
    return lambda client, w: client.post(f"versions/{w.ids['V' + diagram]}/restore/")


def _delete(diagram: str):
    return lambda client, w: client.delete(f"versions/{w.ids['V' + diagram]}/")


TABLE = {
    "list P": (_list("P"), READ_P),
    "detail P": (_detail("P"), READ_P),
    "create P": (_create("P"), CREATE_P),
    "create P, named in the query": (_create("P", in_query=True), CREATE_P),
    "restore P": (_restore("P"), RESTORE_P),
    "delete P": (_delete("P"), DELETE_P),
    "list PUB": (_list("PUB"), OWNER_ONLY[200]),
    "list PUB with its link's key": (_list("PUB", f"&key={LINK_KEY}"), OWNER_ONLY[200]),
    "detail PUB": (_detail("PUB"), OWNER_ONLY[200]),
    "create PUB": (_create("PUB"), OWNER_ONLY[201]),
    "restore PUB": (_restore("PUB"), OWNER_ONLY[200]),
    "delete PUB": (_delete("PUB"), OWNER_ONLY[204]),
    "list OPEN": (_list("OPEN"), OWNER_ONLY[200]),
    "detail OPEN": (_detail("OPEN"), OWNER_ONLY[200]),
    "create OPEN": (_create("OPEN"), OWNER_ONLY[201]),
    "restore OPEN": (_restore("OPEN"), OWNER_ONLY[200]),
    "delete OPEN": (_delete("OPEN"), OWNER_ONLY[204]),
}
CASES = [pytest.param(call, actor, status, id=f"{label} as {actor}")
         for label, (call, expected) in TABLE.items()
         for actor, status in zip(ACTORS, expected, strict=True)]


@pytest.fixture
def world(db) -> World:
    world = build_world()
    alice = world.users["alice"]
    for diagram in ("P", "PUB", "OPEN"):
        project = Project.objects.get(pk=world.ids[diagram])
        world.ids["V" + diagram] = make_version(alice, project, f"Version de {diagram}").pk
    return world


@pytest.mark.parametrize(("call", "actor", "expected"), CASES)
def test_it_answers_each_actor_as_the_table_says(api, world, call, actor, expected):
    response = call(api.as_user(world.actors[actor]), world)
    assert response.status_code == expected, response.content[:300]
    if expected == 403:
        assert_error(response, 403, code="forbidden", message=messages.EDIT_FORBIDDEN)
    if expected == 404:
        assert_error(response, 404, code="not_found")


def test_a_viewer_lists_the_versions_it_may_not_create(api, world):
    viewer = world.actors["team_viewer"]
    listed = api.as_user(viewer).get(f"versions/?project={world.ids['P']}").json()
    assert [v["id"] for v in listed["results"]] == [world.ids["VP"]]
    assert not Version.objects.filter(project_id=world.ids["P"], name="Jalon").exists()


def test_a_missing_version_and_one_of_an_invisible_diagram_look_alike(api, world):
    stranger = api.as_user(world.actors["stranger"])
    missing = stranger.get("versions/987654321/").json()
    hidden = stranger.get(f"versions/{world.ids['VP']}/").json()
    assert missing == hidden == {"error": "not_found", "message": messages.VERSION_NOT_FOUND}
