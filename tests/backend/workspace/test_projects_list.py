"""GET /api/projects/: the workspace's diagrams by tab (all, owned, shared, favourites)."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import favorite, make_project, make_team, share
from web.core.pagination import DEFAULT_PAGE_SIZE
from web.projects.models import Collaborator

PATH = "projects/"


def names(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [project["name"] for project in response.json()["results"]]


@pytest.fixture
def workspace(alice, bob, charlie):
    """alice owns two diagrams; bob shares one with her, a team another; charlie keeps his."""
    mine = make_project(alice, "Boutique", description="Commandes et clients")
    make_project(alice, "Blog")
    shared = make_project(bob, "Facturation")
    share(shared, alice, Collaborator.Role.VIEWER)
    team = make_team(bob, "Équipe Data", alice="viewer")
    make_project(bob, "Entrepôt", team=team)
    make_project(charlie, "Secret")
    favorite(alice, mine)
    return mine


def test_it_lists_owned_and_shared_diagrams_newest_first(api, alice, workspace):
    assert names(api.as_user(alice).get(PATH)) == ["Entrepôt", "Facturation", "Blog",
                                                   "Boutique"]


def test_it_answers_the_spec_list_shape(api, alice, workspace):
    body = api.as_user(alice).get(PATH).json()
    assert set(body) == {"count", "next", "previous", "results"}
    assert (body["count"], body["next"], body["previous"]) == (4, None, None)


def test_it_describes_each_card(api, alice, bob, workspace):
    response = api.as_user(alice).get(PATH, {"search": "Boutique"})
    [card] = response.json()["results"]
    assert card["id"] == workspace.id
    assert card["description"] == "Commandes et clients"
    assert (card["is_owner"], card["is_favorite"], card["access"]) == (True, True, "owner")
    assert card["owner_details"] == {"id": alice.id, "username": "alice", "avatar": None}
    assert (card["folder"], card["team"], card["visibility"]) == (None, None, "private")
    assert (card["collaborators_count"], card["public_by_link"], card["tags"]) == (0, False, [])
    assert "schema" not in card


def test_it_shows_the_access_a_shared_diagram_gives(api, alice, workspace):
    cards = {c["name"]: c for c in api.as_user(alice).get(PATH).json()["results"]}
    assert (cards["Facturation"]["is_owner"], cards["Facturation"]["access"]) == (False, "viewer")
    assert cards["Entrepôt"]["access"] == "viewer"
    assert cards["Facturation"]["owner_details"]["username"] == "bob"


def test_it_counts_collaborators(api, alice, bob, charlie, workspace):
    share(workspace, bob)
    share(workspace, charlie, Collaborator.Role.VIEWER)
    [card] = api.as_user(alice).get(PATH, {"search": "Boutique"}).json()["results"]
    assert card["collaborators_count"] == 2


@pytest.mark.parametrize(("scope", "expected"), [
    ("all", ["Entrepôt", "Facturation", "Blog", "Boutique"]),
    ("owned", ["Blog", "Boutique"]),
    ("shared", ["Entrepôt", "Facturation"]),
    ("favorites", ["Boutique"]),
])
def test_it_filters_by_tab(api, alice, workspace, scope, expected):
    assert names(api.as_user(alice).get(PATH, {"scope": scope})) == expected


def test_it_searches_name_and_description_in_any_case(api, alice, workspace):
    assert names(api.as_user(alice).get(PATH, {"search": "COMMANDES"})) == ["Boutique"]
    assert names(api.as_user(alice).get(PATH, {"search": "factu"})) == ["Facturation"]
    assert names(api.as_user(alice).get(PATH, {"search": "introuvable"})) == []


def test_it_never_lists_a_strangers_diagram(api, alice, charlie, workspace):
    assert "Secret" not in names(api.as_user(alice).get(PATH))
    assert names(api.as_user(charlie).get(PATH)) == ["Secret"]


def test_it_drops_a_favourite_that_is_no_longer_visible(api, alice, bob, workspace):
    secret = make_project(bob, "Retiré")
    collaborator = share(secret, alice)
    favorite(alice, secret)
    collaborator.delete()
    assert names(api.as_user(alice).get(PATH, {"scope": "favorites"})) == ["Boutique"]


def test_it_pages_results(api, alice, db):
    for n in range(DEFAULT_PAGE_SIZE + 2):
        make_project(alice, f"Diagramme {n:02d}")
    first = api.as_user(alice).get(PATH).json()
    assert (first["count"], len(first["results"]), first["next"]) == (
        DEFAULT_PAGE_SIZE + 2, DEFAULT_PAGE_SIZE, 2)
    second = api.as_user(alice).get(PATH, {"page": 2}).json()
    assert (len(second["results"]), second["next"], second["previous"]) == (2, None, 1)
    small = api.as_user(alice).get(PATH, {"page_size": 5}).json()
    assert len(small["results"]) == 5


@pytest.mark.parametrize("params", [
    {"scope": "everything"}, {"page": 0}, {"page": "deux"}, {"page_size": 101},
    {"page_size": 0},
])
def test_it_refuses_invalid_parameters(api, alice, params):
    assert_error(api.as_user(alice).get(PATH, params), 400, code="invalid")


def test_it_requires_authentication(api, workspace):
    assert_error(api.get(PATH), 401, code="not_authenticated")
