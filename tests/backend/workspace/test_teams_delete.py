"""DELETE /api/teams/{id}/: the owner deletes the team; diagrams and folders stay with their
owners ("diagrams are not affected", spec 000 §8)."""

import pytest

from tests.backend.conftest import make_user
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import (
    make_folder,
    make_project,
    make_team,
    workspace_state,
)
from web.folders.models import Folder
from web.projects.models import Project
from web.teams import messages
from web.teams.models import Team, TeamMember


def path(team) -> str:
    return f"teams/{team.id}/"


@pytest.fixture
def team(alice, bob, charlie):
    return make_team(alice, "Data", bob="admin", charlie="member")


def test_it_deletes_the_team_and_its_memberships(api, alice, team):
    assert api.as_user(alice).delete(path(team)).status_code == 204
    assert not Team.objects.exists()
    assert not TeamMember.objects.exists()


def test_it_gives_the_diagrams_back_to_their_owners_as_private(api, alice, bob, team):
    folder = make_folder(alice, team=team)
    ours = make_project(alice, "Nôtre", folder=folder)
    bobs = make_project(bob, "De Bob", team=team)
    api.as_user(alice).delete(path(team))
    for project, owner in ((ours, alice), (bobs, bob)):
        project.refresh_from_db()
        assert (project.owner, project.team, project.visibility) == (owner, None, "private")
    assert Project.objects.count() == 2
    names = [p["name"] for p in api.as_user(bob).get("projects/my_projects/").json()["results"]]
    assert names == ["De Bob"]


def test_it_keeps_the_folders_with_their_owners(api, alice, team):
    folder = make_folder(alice, "Clients", team=team)
    sub = make_folder(alice, "Anciens", parent=folder)
    api.as_user(alice).delete(path(team))
    assert set(Folder.objects.values_list("id", "owner", "team")) == {
        (folder.id, alice.id, None), (sub.id, alice.id, None)}


def test_it_takes_a_members_diagram_out_of_a_folder_he_can_no_longer_see(api, alice, bob, team):
    folder = make_folder(alice, "Clients", team=team)
    bobs = make_project(bob, "De Bob", folder=folder)
    api.as_user(alice).delete(path(team))
    bobs.refresh_from_db()
    assert (bobs.folder, bobs.team) == (None, None)
    assert folder.projects.count() == 0


def test_it_takes_a_members_subfolder_out_of_a_folder_he_can_no_longer_see(api, alice, bob,
                                                                          team):
    folder = make_folder(alice, "Clients", team=team)
    bobs = make_folder(bob, "De Bob", parent=folder)
    api.as_user(alice).delete(path(team))
    bobs.refresh_from_db()
    assert (bobs.parent, bobs.team, bobs.owner) == (None, None, bob)
    detail = api.as_user(bob).get(f"folders/{bobs.id}/").json()
    assert detail["ancestors"] == []


@pytest.mark.parametrize("user", ["bob", "charlie"])
def test_it_refuses_anyone_but_the_owner(api, team, user, request):
    before = workspace_state()
    assert_error(api.as_user(request.getfixturevalue(user)).delete(path(team)), 403,
                 code="forbidden", message=messages.NOT_OWNER)
    assert workspace_state() == before


def test_it_answers_404_to_a_stranger(api, team):
    assert_error(api.as_user(make_user("dave")).delete(path(team)), 404)
    assert Team.objects.filter(pk=team.pk).exists()


def test_it_answers_404_for_an_unknown_team(api, alice):
    assert_error(api.as_user(alice).delete("teams/999999/"), 404)


def test_it_requires_authentication(api, team):
    assert_error(api.delete(path(team)), 401, code="not_authenticated")
    assert Team.objects.filter(pk=team.pk).exists()
