"""Every workspace list runs a fixed number of queries, whatever the number of rows: a page of 50
costs exactly what a page of 5 does (no query per row), and stays under a small bound.

The data: alice sees 200 diagrams (hers, in her folder and in her team, and others' shared with
her, some in teams, some favourited, one with 60 collaborators), 20 teams (one of 61 members) and
folders nested three deep.
"""

from __future__ import annotations

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from tests.backend.workspace.factories import make_folder, make_team
from web.accounts.models import User
from web.projects.models import Collaborator, Favorite, Project
from web.teams.models import Team, TeamMember

MAX_QUERIES = 8
SMALL, LARGE = 5, 50


@pytest.fixture
def data(db):
    alice = User.objects.create(username="alice", email="alice@example.com")
    users = User.objects.bulk_create(
        User(username=f"user{n:02d}", email=f"user{n:02d}@example.com") for n in range(60))
    roles = ["admin", "member", "viewer"]

    big_team = make_team(alice, "Équipe 00")
    TeamMember.objects.bulk_create(TeamMember(team=big_team, user=user, role=roles[n % 3])
                                   for n, user in enumerate(users))
    other_teams = Team.objects.bulk_create(Team(owner=users[n], name=f"Équipe {n:02d}")
                                           for n in range(1, 20))
    TeamMember.objects.bulk_create(
        [TeamMember(team=team, user=team.owner, role="owner") for team in other_teams]
        + [TeamMember(team=team, user=alice, role=roles[n % 3])
           for n, team in enumerate(other_teams)])

    root = make_folder(alice, "Racine")
    children = [make_folder(alice, f"Sous-dossier {n:02d}", parent=root) for n in range(55)]
    for n, child in enumerate(children[:10]):
        make_folder(alice, f"Petit-enfant {n}", parent=child)
    team_folder = make_folder(alice, "Dossier d'équipe", team=big_team)

    def project(owner, n, **fields):
        return Project(owner=owner, name=f"Diagramme {n:03d}", description=f"numéro {n}",
                       tags=["sql", f"t{n % 7}"], **fields)

    rows = [project(alice, n, folder=root) for n in range(60)]
    rows += [project(alice, n, team=big_team, visibility="team", folder=team_folder)
             for n in range(60, 120)]
    rows += [project(users[n % 60], n) for n in range(120, 160)]
    rows += [project(team.owner, n, team=team, visibility="team")
             for n, team in zip(range(160, 200), other_teams * 3, strict=False)]
    projects = Project.objects.bulk_create(rows)

    busy = projects[0]
    Collaborator.objects.bulk_create(
        [Collaborator(project=busy, user=user, role="editor" if n % 2 else "viewer")
         for n, user in enumerate(users)]
        + [Collaborator(project=p, user=alice, role="viewer") for p in projects[120:160]]
        + [Collaborator(project=p, user=users[n], role="editor")
           for n, p in enumerate(projects[1:40])])
    Favorite.objects.bulk_create(Favorite(user=alice, project=p) for p in projects[::3])
    return {"alice": alice, "big_team": big_team, "root": root, "busy": busy}


ENDPOINTS = {
    "projects all": lambda d: ("projects/", {"scope": "all"}),
    "projects owned": lambda d: ("projects/", {"scope": "owned"}),
    "projects shared": lambda d: ("projects/", {"scope": "shared"}),
    "projects favorites": lambda d: ("projects/", {"scope": "favorites"}),
    "projects search": lambda d: ("projects/", {"search": "numéro"}),
    "my_projects": lambda d: ("projects/my_projects/", {}),
    "shared_with_me": lambda d: ("projects/shared_with_me/", {}),
    "favorites": lambda d: ("favorites/", {}),
    "team projects": lambda d: (f"teams/{d['big_team'].id}/projects/", {}),
    "team members": lambda d: (f"teams/{d['big_team'].id}/members/", {}),
    "folders": lambda d: ("folders/", {}),
    "subfolders": lambda d: (f"folders/{d['root'].id}/subfolders/", {}),
    "folder projects": lambda d: (f"folders/{d['root'].id}/projects/", {}),
    "collaborators": lambda d: (f"projects/{d['busy'].id}/collaborators/", {}),
}


def measure(api, path, params, page_size) -> tuple[int, dict]:
    with CaptureQueriesContext(connection) as queries:
        response = api.get(path, {**params, "page_size": page_size})
    assert response.status_code == 200, response.content[:300]
    return len(queries), response.json()


@pytest.mark.parametrize("endpoint", ENDPOINTS)
def test_it_lists_with_a_bounded_number_of_queries(api, data, endpoint):
    path, params = ENDPOINTS[endpoint](data)
    api.as_user(data["alice"]).get(path, params)  # the session's first request does more
    small, small_page = measure(api, path, params, SMALL)
    large, large_page = measure(api, path, params, LARGE)
    # The comparison proves something only if the large page is full.
    assert (len(small_page["results"]), len(large_page["results"])) == (SMALL, LARGE)
    assert large == small, f"{endpoint}: {small} queries for {SMALL} rows, {large} for {LARGE}"
    assert large <= MAX_QUERIES, f"{endpoint}: {large} queries"


def test_it_lists_teams_with_a_bounded_number_of_queries(api, data):
    # Alice is in 20 teams: the teams list is compared on pages of 5 and 20.
    api.as_user(data["alice"]).get("teams/")
    small, _ = measure(api, "teams/", {}, SMALL)
    large, page = measure(api, "teams/", {}, 20)
    assert (page["count"], len(page["results"]), large) == (20, 20, small)
    assert large <= MAX_QUERIES
