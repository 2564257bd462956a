"""GET /api/teams/: the user's teams with their counts and the user's role."""

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_project, make_team

PATH = "teams/"


def test_it_lists_the_users_teams_by_name_with_counts_and_role(api, alice, bob, charlie):
    data = make_team(alice, "Data", bob="member", charlie="viewer")
    make_project(alice, team=data)
    make_project(bob, team=data)
    web = make_team(bob, "Web", alice="admin")
    make_team(charlie, "Étrangère")
    response = api.as_user(alice).get(PATH)
    assert response.status_code == 200
    body = response.json()
    assert body["count"] == 2
    rows = [(t["id"], t["name"], t["members_count"], t["projects_count"], t["user_role"])
            for t in body["results"]]
    assert rows == [(data.id, "Data", 3, 2, "owner"), (web.id, "Web", 2, 0, "admin")]
    assert (body["results"][0]["owner"], body["results"][1]["owner"]) == (alice.id, bob.id)


def test_it_describes_a_team(api, alice):
    team = make_team(alice, "Data")
    team.description, team.avatar = "Entrepôt", "https://example.com/a.png"
    team.save()
    [row] = api.as_user(alice).get(PATH).json()["results"]
    assert (row["description"], row["avatar"]) == ("Entrepôt", "https://example.com/a.png")


def test_it_answers_a_null_avatar_when_there_is_none(api, alice):
    make_team(alice)
    assert api.as_user(alice).get(PATH).json()["results"][0]["avatar"] is None


def test_it_is_empty_for_a_user_in_no_team(api, alice, bob):
    make_team(bob)
    assert api.as_user(alice).get(PATH).json()["results"] == []


def test_it_requires_authentication(api):
    assert_error(api.get(PATH), 401, code="not_authenticated")
