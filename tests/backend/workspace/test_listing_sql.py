"""The diagram lists as one SQL statement (web/projects/listing.py): every scope of the workspace,
the team's and the folder's lists, the favourites, search, order, pages, and what each card
says (favourite, collaborators, access, public key). The same answers on PostgreSQL and SQLite.
"""

from datetime import timedelta

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from tests.backend.workspace.factories import (
    favorite,
    join,
    make_folder,
    make_project,
    make_team,
    share,
)
from web.projects.models import Collaborator, Project
from web.teams.models import TeamMember

PATH = "projects/"


def names(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [project["name"] for project in response.json()["results"]]


def cards(response) -> dict[str, dict]:
    assert response.status_code == 200, response.content
    return {card["name"]: card for card in response.json()["results"]}


def counts(sql_queries) -> list[str]:
    """The count queries among those run (the list's own statement counts collaborators in a
    subquery: only a statement that starts with COUNT is the paginator's)."""
    return [q["sql"] for q in sql_queries if q["sql"].lstrip().upper().startswith(
        "SELECT COUNT(")]


def in_order(*projects: Project) -> None:
    """Updated one minute apart, the first the oldest."""
    start = timezone.now() - timedelta(days=1)
    for n, project in enumerate(projects):
        Project.objects.filter(pk=project.pk).update(updated_at=start + timedelta(minutes=n))


# --- Scopes ---------------------------------------------------------------------------------

def test_owned_lists_only_the_users_own_diagrams(api, alice, bob):
    mine = make_project(alice, "Boutique")
    share(make_project(bob, "Facturation"), alice)
    make_project(bob, "Entrepôt", team=make_team(bob, alice="member"))
    assert names(api.as_user(alice).get(PATH, {"scope": "owned"})) == ["Boutique"]
    assert names(api.as_user(alice).get("projects/my_projects/")) == ["Boutique"]
    [card] = api.as_user(alice).get("projects/my_projects/").json()["results"]
    assert (card["id"], card["is_owner"], card["access"]) == (mine.id, True, "owner")


@pytest.mark.parametrize("role", [Collaborator.Role.EDITOR, Collaborator.Role.VIEWER])
def test_a_diagram_shared_by_invitation_is_listed_with_its_role(api, alice, bob, role):
    shared = make_project(bob, "Facturation")
    share(shared, alice, role)
    for path, params in [(PATH, {"scope": "shared"}), (PATH, {}),
                         ("projects/shared_with_me/", {})]:
        card = cards(api.as_user(alice).get(path, params))["Facturation"]
        assert (card["id"], card["is_owner"], card["access"]) == (shared.id, False, role)
        assert card["owner_details"] == {"id": bob.id, "username": "bob", "avatar": None}
    assert names(api.as_user(alice).get(PATH, {"scope": "owned"})) == []


@pytest.mark.parametrize(("role", "access"), [
    (TeamMember.Role.ADMIN, "admin"), (TeamMember.Role.MEMBER, "editor"),
    (TeamMember.Role.VIEWER, "viewer"),
])
def test_a_team_diagram_is_listed_with_the_access_of_the_members_role(api, alice, bob, role,
                                                                    access):
    team = make_team(bob, alice=role)
    make_project(bob, "Entrepôt", team=team, public_by_link=True, public_key="clé-entrepôt")
    card = cards(api.as_user(alice).get(PATH, {"scope": "shared"}))["Entrepôt"]
    assert (card["access"], card["is_owner"]) == (access, False)
    assert card["public_key"] == ("clé-entrepôt" if access == "admin" else None)
    assert card["public_by_link"] is True


def test_the_team_owner_administers_a_members_diagram(api, alice, bob):
    team = make_team(alice, bob="member")
    make_project(bob, "Entrepôt", team=team, public_by_link=True, public_key="clé")
    card = cards(api.as_user(alice).get(PATH, {"scope": "shared"}))["Entrepôt"]
    assert (card["access"], card["public_key"]) == ("admin", "clé")
    bobs = cards(api.as_user(bob).get(PATH, {"scope": "owned"}))["Entrepôt"]
    assert (bobs["access"], bobs["public_key"]) == ("owner", "clé")


def test_the_strongest_of_team_role_and_invitation_is_the_access(api, alice, bob):
    team = make_team(bob, alice="viewer")
    both = make_project(bob, "Entrepôt", team=team)
    share(both, alice, Collaborator.Role.EDITOR)
    [card] = api.as_user(alice).get(PATH, {"scope": "shared"}).json()["results"]
    assert card["access"] == "editor"


def test_a_role_in_another_team_gives_no_access_to_a_diagram(api, alice, bob):
    make_team(bob, "Direction", alice="admin")
    make_project(bob, "Entrepôt", team=make_team(bob, alice="viewer"), public_key="clé-1")
    invited = make_project(bob, "Facturation", public_key="clé-2")
    share(invited, alice, Collaborator.Role.VIEWER)
    listed = cards(api.as_user(alice).get(PATH))
    assert {n: (c["access"], c["public_key"]) for n, c in listed.items()} == {
        "Entrepôt": ("viewer", None), "Facturation": ("viewer", None)}


def test_an_editor_or_viewer_never_sees_the_public_key(api, alice, bob, charlie):
    project = make_project(alice, "Boutique", public_by_link=True, public_key="clé-boutique")
    share(project, bob, Collaborator.Role.EDITOR)
    share(project, charlie, Collaborator.Role.VIEWER)
    assert cards(api.as_user(alice).get(PATH))["Boutique"]["public_key"] == "clé-boutique"
    assert cards(api.as_user(bob).get(PATH))["Boutique"]["public_key"] is None
    assert cards(api.as_user(charlie).get(PATH))["Boutique"]["public_key"] is None


def test_a_diagram_of_a_team_the_user_left_or_never_joined_is_not_listed(api, alice, bob,
                                                                        charlie):
    team = make_team(bob, alice="member")
    make_project(bob, "Entrepôt", team=team)
    make_project(charlie, "Secret", team=make_team(charlie, "Autre"))
    make_project(bob, "Privé")
    assert names(api.as_user(alice).get(PATH)) == ["Entrepôt"]
    TeamMember.objects.filter(team=team, user=alice).delete()
    assert names(api.as_user(alice).get(PATH)) == []
    assert names(api.as_user(alice).get(PATH, {"scope": "shared"})) == []


def test_the_owner_does_not_see_their_own_diagram_as_shared(api, alice, bob):
    team = make_team(alice, bob="member")
    own = make_project(alice, "Boutique", team=team)
    share(own, bob)
    assert names(api.as_user(alice).get(PATH, {"scope": "shared"})) == []
    assert names(api.as_user(alice).get(PATH)) == ["Boutique"]


# --- Favourites -----------------------------------------------------------------------------

def test_favorites_list_the_visible_favourites_and_public_ones(api, alice, bob, charlie):
    mine = make_project(alice, "Boutique")
    gone = make_project(bob, "Retiré")
    collaborator = share(gone, alice)
    public = make_project(charlie, "Catalogue public", visibility=Project.Visibility.PUBLIC)
    by_link = make_project(charlie, "Lien seulement", public_by_link=True, public_key="k")
    make_project(alice, "Pas favori")
    for project in (mine, gone, public, by_link):
        favorite(alice, project)
    collaborator.delete()

    listed = cards(api.as_user(alice).get(PATH, {"scope": "favorites"}))
    assert set(listed) == {"Boutique", "Catalogue public"}
    assert (listed["Catalogue public"]["access"], listed["Catalogue public"]["is_owner"]) == (
        "viewer", False)
    assert all(card["is_favorite"] for card in listed.values())
    # Public but not shared: a favourite, not part of the workspace's other tabs.
    assert "Catalogue public" not in names(api.as_user(alice).get(PATH))

    body = api.as_user(alice).get("favorites/").json()
    assert {f["project_details"]["name"] for f in body["results"]} == {"Boutique",
                                                                      "Catalogue public"}
    assert body["count"] == 2
    by_name = {f["project_details"]["name"]: f["project_details"] for f in body["results"]}
    assert by_name["Boutique"]["access"] == "owner"
    assert by_name["Catalogue public"]["access"] == "viewer"
    assert all(card["is_favorite"] for card in by_name.values())


def test_is_favorite_is_the_users_own_mark(api, alice, bob):
    project = make_project(alice, "Boutique")
    other = make_project(alice, "Blog")
    share(project, bob)
    share(other, bob)
    favorite(bob, project)
    assert {n: c["is_favorite"] for n, c in cards(api.as_user(alice).get(PATH)).items()} == {
        "Boutique": False, "Blog": False}
    assert {n: c["is_favorite"] for n, c in cards(api.as_user(bob).get(PATH)).items()} == {
        "Boutique": True, "Blog": False}


def test_collaborators_count_counts_every_invited_user(api, alice, bob, charlie):
    busy = make_project(alice, "Boutique")
    make_project(alice, "Blog")
    share(busy, bob)
    share(busy, charlie, Collaborator.Role.VIEWER)
    assert {n: c["collaborators_count"] for n, c in cards(api.as_user(alice).get(PATH)).items()
            } == {"Boutique": 2, "Blog": 0}
    assert cards(api.as_user(bob).get(PATH))["Boutique"]["collaborators_count"] == 2


# --- Search ---------------------------------------------------------------------------------

def test_search_ignores_case_and_matches_the_description(api, alice):
    make_project(alice, "Boutique en ligne")
    make_project(alice, "Blog", description="Articles et COMMENTAIRES")
    make_project(alice, "Entrepôt")
    assert names(api.as_user(alice).get(PATH, {"search": "BOUTIQUE"})) == ["Boutique en ligne"]
    assert names(api.as_user(alice).get(PATH, {"search": "commentaires"})) == ["Blog"]
    assert names(api.as_user(alice).get(PATH, {"search": "  blog  "})) == ["Blog"]
    assert len(names(api.as_user(alice).get(PATH, {"search": "   "}))) == 3


@pytest.mark.parametrize(("search", "expected"), [
    ("100%", ["Remise 100%"]),
    ("%", ["Remise 100%"]),
    ("e_t", ["taxe_tva"]),
    ("_", ["taxe_tva"]),
    ("c:\\d", ["c:\\donnees"]),
])
def test_search_takes_wildcards_and_backslashes_literally(api, alice, search, expected):
    for name in ("Remise 100%", "Remise 1000", "taxe_tva", "taxeAtva", "c:\\donnees",
                 "c:donnees"):
        make_project(alice, name)
    assert names(api.as_user(alice).get(PATH, {"search": search})) == expected


def test_search_applies_to_every_list(api, alice, bob):
    team = make_team(alice, bob="member")
    folder = make_folder(alice, "Clients")
    make_project(alice, "Boutique", team=team)
    make_project(alice, "Blog", team=team)
    make_project(alice, "Boutique perso", folder=folder)
    make_project(alice, "Blog perso", folder=folder)
    assert names(api.as_user(bob).get("projects/shared_with_me/", {"search": "bout"})) == [
        "Boutique"]
    assert names(api.as_user(alice).get("projects/my_projects/", {"search": "blog"})) == [
        "Blog perso", "Blog"]
    assert names(api.as_user(bob).get(f"teams/{team.id}/projects/", {"search": "BLOG"})) == [
        "Blog"]
    assert names(api.as_user(alice).get(f"folders/{folder.id}/projects/",
                                        {"search": "bou"})) == ["Boutique perso"]


# --- Order and pages ------------------------------------------------------------------------

def test_the_most_recently_updated_comes_first_and_ties_by_newest_id(api, alice):
    a, b, c, d = (make_project(alice, name) for name in ("A", "B", "C", "D"))
    in_order(d, a, b, c)
    assert names(api.as_user(alice).get(PATH)) == ["C", "B", "A", "D"]
    Project.objects.filter(pk__in=[a.pk, b.pk, c.pk]).update(
        updated_at=timezone.now() - timedelta(hours=1))
    assert names(api.as_user(alice).get(PATH)) == ["C", "B", "A", "D"]
    Project.objects.filter(pk__in=[a.pk, c.pk, d.pk]).update(
        updated_at=timezone.now() - timedelta(hours=2))
    assert names(api.as_user(alice).get(PATH)) == ["B", "D", "C", "A"]


@pytest.fixture
def five(alice):
    projects = [make_project(alice, f"Diagramme {n}") for n in range(5)]
    in_order(*projects)
    return projects


def page(api, user, number, path=PATH) -> dict:
    response = api.as_user(user).get(path, {"page": number, "page_size": 2})
    assert response.status_code == 200, response.content
    body = response.json()
    return {"count": body["count"], "next": body["next"], "previous": body["previous"],
            "names": [p["name"] for p in body["results"]]}


def test_pages_of_two_say_where_they_are(api, alice, five):
    assert page(api, alice, 1) == {"count": 5, "next": 2, "previous": None,
                                   "names": ["Diagramme 4", "Diagramme 3"]}
    assert page(api, alice, 2) == {"count": 5, "next": 3, "previous": 1,
                                   "names": ["Diagramme 2", "Diagramme 1"]}
    assert page(api, alice, 3) == {"count": 5, "next": None, "previous": 2,
                                   "names": ["Diagramme 0"]}


def test_a_page_past_the_end_is_empty_with_the_true_count(api, alice, five):
    assert page(api, alice, 4) == {"count": 5, "next": None, "previous": 3, "names": []}
    assert page(api, alice, 50) == {"count": 5, "next": None, "previous": 49, "names": []}


def test_a_last_page_that_is_full_has_no_next(api, alice, five):
    Project.objects.filter(name="Diagramme 0").delete()
    assert page(api, alice, 2) == {"count": 4, "next": None, "previous": 1,
                                   "names": ["Diagramme 2", "Diagramme 1"]}
    assert page(api, alice, 3) == {"count": 4, "next": None, "previous": 2, "names": []}


def test_an_empty_list_counts_nothing(api, alice):
    assert page(api, alice, 1) == {"count": 0, "next": None, "previous": None, "names": []}
    assert page(api, alice, 2) == {"count": 0, "next": None, "previous": 1, "names": []}


def test_favourites_are_paged_too(api, alice, five):
    for project in five:
        favorite(alice, project)
    last = api.as_user(alice).get("favorites/", {"page": 3, "page_size": 2}).json()
    assert (last["count"], last["next"], last["previous"]) == (5, None, 2)
    assert [f["project_details"]["name"] for f in last["results"]] == ["Diagramme 0"]
    past = api.as_user(alice).get("favorites/", {"page": 4, "page_size": 2}).json()
    assert (past["count"], past["next"], past["previous"], past["results"]) == (5, None, 3, [])
    first = api.as_user(alice).get("favorites/", {"page_size": 2}).json()
    assert (first["count"], first["next"], len(first["results"])) == (5, 2, 2)


@pytest.mark.parametrize("path", ["projects/", "projects/my_projects/", "favorites/",
                                  "team", "folder"])
def test_a_page_that_is_not_full_is_counted_without_a_query(api, alice, path):
    team = make_team(alice)
    folder = make_folder(alice)
    for n in range(3):
        favorite(alice, make_project(alice, f"Diagramme {n}", team=team, folder=folder))
    path = {"team": f"teams/{team.id}/projects/",
            "folder": f"folders/{folder.id}/projects/"}.get(path, path)
    api.as_user(alice)
    with CaptureQueriesContext(connection) as partial:
        body = api.get(path, {"page_size": 5}).json()
    assert (body["count"], len(body["results"])) == (3, 3)
    assert counts(partial.captured_queries) == []

    with CaptureQueriesContext(connection) as full:
        body = api.get(path, {"page_size": 2}).json()
    assert (body["count"], len(body["results"]), body["next"]) == (3, 2, 2)
    assert len(counts(full.captured_queries)) == 1


def test_a_page_of_cards_is_one_query_owners_included(api, alice, bob):
    make_project(alice, "Boutique")
    share(make_project(bob, "Facturation"), alice)
    api.as_user(alice).get(PATH)  # the token's first call validates it
    with CaptureQueriesContext(connection) as queries:
        listed = cards(api.get(PATH))
    assert {name: card["owner_details"]["username"] for name, card in listed.items()} == {
        "Boutique": "alice", "Facturation": "bob"}
    assert len(queries) == 1, [q["sql"] for q in queries]


# --- The team's and the folder's lists ------------------------------------------------------

def test_the_team_list_shows_every_diagram_of_the_team_with_the_members_access(api, alice,
                                                                             bob, charlie):
    team = make_team(alice, bob="viewer")
    join(team, charlie, TeamMember.Role.ADMIN)
    make_project(alice, "Boutique", team=team, public_by_link=True, public_key="clé")
    make_project(charlie, "Entrepôt", team=team)
    make_project(alice, "Perso")
    make_project(bob, "Blog", team=make_team(bob, "Autre"))
    listed = cards(api.as_user(bob).get(f"teams/{team.id}/projects/"))
    assert set(listed) == {"Boutique", "Entrepôt"}
    assert {n: c["access"] for n, c in listed.items()} == {"Boutique": "viewer",
                                                           "Entrepôt": "viewer"}
    assert listed["Boutique"]["public_key"] is None
    admins = cards(api.as_user(charlie).get(f"teams/{team.id}/projects/"))
    assert {n: c["access"] for n, c in admins.items()} == {"Boutique": "admin",
                                                           "Entrepôt": "owner"}
    assert admins["Boutique"]["public_key"] == "clé"
    assert api.as_user(bob).get(f"teams/{team.id}/projects/").json()["count"] == 2


def test_the_folder_list_shows_what_the_user_may_see_in_it(api, alice, bob):
    team = make_team(bob, alice="member")
    folder = make_folder(alice, "Dossier d'équipe", team=team)
    make_project(alice, "Boutique", folder=folder)
    make_project(bob, "Entrepôt", folder=folder)
    make_project(alice, "Ailleurs")
    listed = cards(api.as_user(alice).get(f"folders/{folder.id}/projects/"))
    assert {n: c["access"] for n, c in listed.items()} == {"Boutique": "owner",
                                                           "Entrepôt": "editor"}
    # Out of the team, the folder's owner still opens the folder, but only their diagrams in it.
    TeamMember.objects.filter(team=team, user=alice).delete()
    assert names(api.as_user(alice).get(f"folders/{folder.id}/projects/")) == ["Boutique"]


def test_a_personal_folder_lists_its_diagrams(api, alice):
    folder = make_folder(alice)
    favorite(alice, make_project(alice, "Boutique", folder=folder))
    make_project(alice, "Blog")
    [card] = api.as_user(alice).get(f"folders/{folder.id}/projects/").json()["results"]
    assert (card["name"], card["folder"], card["is_favorite"]) == ("Boutique", folder.id, True)


# --- One card, after a change ---------------------------------------------------------------

def test_a_changed_diagram_is_answered_as_its_card(api, alice, bob, charlie):
    project = make_project(alice, "Boutique")
    share(project, bob)
    share(project, charlie, Collaborator.Role.VIEWER)
    favorite(bob, project)
    response = api.as_user(bob).patch(f"projects/{project.id}/", {"description": "Ventes"})
    assert response.status_code == 200, response.content
    card = response.json()
    assert (card["description"], card["access"], card["is_owner"]) == ("Ventes", "editor", False)
    assert (card["is_favorite"], card["collaborators_count"]) == (True, 2)
    assert card["owner_details"]["username"] == "alice"

    shared = api.as_user(alice).post(f"projects/{project.id}/enable_public_sharing/")
    assert shared.status_code == 200, shared.content
    assert (shared.json()["access"], shared.json()["is_favorite"]) == ("owner", False)
    key = shared.json()["public_key"]
    assert key and key == Project.objects.get(pk=project.pk).public_key


def test_a_created_diagram_is_answered_as_its_card(api, alice):
    team = make_team(alice)
    response = api.as_user(alice).post(PATH, {"name": "Nouveau", "team": team.id})
    assert response.status_code == 201, response.content
    card = response.json()
    assert (card["access"], card["is_owner"], card["is_favorite"]) == ("owner", True, False)
    assert (card["team"], card["visibility"], card["collaborators_count"]) == (
        team.id, "team", 0)


