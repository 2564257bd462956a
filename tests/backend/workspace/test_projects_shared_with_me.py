"""GET /api/projects/shared_with_me/: diagrams others share by invitation or through a team."""

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_project, make_team, share
from web.projects.models import Collaborator

PATH = "projects/shared_with_me/"


def names(response) -> list[str]:
    assert response.status_code == 200, response.content
    return [project["name"] for project in response.json()["results"]]


def test_it_lists_invitations_and_team_diagrams_but_not_owned_ones(api, alice, bob, charlie):
    invited = make_project(bob, "Invité")
    share(invited, alice, Collaborator.Role.VIEWER)
    team = make_team(bob, alice="member")
    make_project(bob, "D'équipe", team=team)
    make_project(alice, "À moi", team=team)
    make_project(charlie, "Étranger")
    assert names(api.as_user(alice).get(PATH)) == ["D'équipe", "Invité"]


def test_it_lists_a_diagram_once_when_shared_twice(api, alice, bob):
    team = make_team(bob, alice="viewer")
    both = make_project(bob, "Deux fois", team=team)
    share(both, alice)
    response = api.as_user(alice).get(PATH)
    assert names(response) == ["Deux fois"]
    assert response.json()["results"][0]["access"] == "editor"


def test_it_forgets_a_team_diagram_once_the_user_leaves(api, alice, bob):
    team = make_team(bob, alice="member")
    make_project(bob, "D'équipe", team=team)
    team.memberships.filter(user=alice).delete()
    assert names(api.as_user(alice).get(PATH)) == []


def test_it_does_not_list_public_diagrams_of_strangers(api, alice, charlie):
    make_project(charlie, "Public", visibility="public", public_by_link=True)
    assert names(api.as_user(alice).get(PATH)) == []


def test_it_requires_authentication(api):
    assert_error(api.get(PATH), 401, code="not_authenticated")
