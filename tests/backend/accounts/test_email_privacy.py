"""No answer hands out another account's email address: not the search, not a team's members,
not a diagram's collaborators or invitations, not the diagrams listed with their owners.

The world: Alice owns a team with Bob in it, shares a diagram with Bob and has invited Charlie by
username; Bob owns a diagram in the team. Every read Alice can make must be free of Bob's and
Charlie's addresses, while each of them still sees their own."""

from __future__ import annotations

import pytest

from web.projects.models import Collaborator

from ..workspace.factories import invite, make_folder, make_project, make_team, share


@pytest.fixture
def world(alice, bob, charlie):
    team = make_team(alice, bob="member")
    shared = make_project(alice, "Partagé")
    share(shared, bob, Collaborator.Role.EDITOR)
    invite(shared, alice, charlie)
    in_team = make_project(bob, "De Bob", team=team)
    folder = make_folder(alice, "Dossier", team=team)
    return {"team": team.pk, "shared": shared.pk, "in_team": in_team.pk, "folder": folder.pk}


def reads(world) -> list[str]:
    return [
        "users/search/?q=bob", "users/search/?q=charlie", "users/me/",
        "teams/", f"teams/{world['team']}/", f"teams/{world['team']}/members/",
        f"teams/{world['team']}/projects/",
        "projects/", "projects/my_projects/", "projects/shared_with_me/", "favorites/",
        f"projects/{world['shared']}/", f"projects/{world['in_team']}/",
        f"projects/{world['shared']}/collaborators/", f"projects/{world['shared']}/invitations/",
        "folders/", f"folders/{world['folder']}/", f"folders/{world['folder']}/projects/",
    ]


def test_no_read_carries_another_accounts_address(api, world, alice, bob, charlie):
    for path in reads(world):
        response = api.as_user(alice).get(path)
        assert response.status_code == 200, (path, response.content[:300])
        text = response.content.decode()
        for other in (bob, charlie):
            assert other.email not in text, (path, other.username)


def test_each_account_still_sees_its_own_address(api, world, alice, bob):
    me = api.as_user(bob).get("users/me/").json()
    assert me["user"]["email"] == bob.email
    members = api.as_user(bob).get(f"teams/{world['team']}/members/").json()
    rows = members["results"] if isinstance(members, dict) else members
    details = {row["user_details"]["username"]: row["user_details"]["email"] for row in rows}
    assert details[bob.username] == bob.email
    assert details[alice.username] is None


def test_an_address_typed_in_full_finds_its_account_and_nothing_else(api, world, alice, bob):
    found = api.as_user(alice).get("users/search/", {"q": bob.email.upper()}).json()
    results = found["results"] if isinstance(found, dict) else found
    assert [(r["username"], r["email"]) for r in results] == [(bob.username, bob.email)]
    partial = api.as_user(alice).get("users/search/", {"q": bob.email[:-1]}).json()
    assert (partial["results"] if isinstance(partial, dict) else partial) == []
