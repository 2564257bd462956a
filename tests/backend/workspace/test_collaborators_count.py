"""A card's collaborators_count is everyone besides the owner who reaches the diagram: its
invited collaborators and the members of its team, each counted once (issue 15: a team diagram
showed « 0 collaborateur » to a team of three)."""

from tests.backend.workspace.factories import join, make_project, make_team, share

PATH = "projects/"


def counts(api, user) -> dict[str, int]:
    response = api.as_user(user).get(PATH)
    assert response.status_code == 200, response.content
    return {card["name"]: card["collaborators_count"] for card in response.json()["results"]}


def test_a_team_diagram_counts_the_team_members_besides_its_owner(api, alice, bob, charlie):
    team = make_team(alice, bob="member", charlie="viewer")
    make_project(alice, "Boutique", team=team)
    make_project(alice, "Blog")
    assert counts(api, alice) == {"Boutique": 2, "Blog": 0}
    assert counts(api, bob)["Boutique"] == 2


def test_a_member_also_invited_counts_once_and_a_guest_adds_one(api, alice, bob, charlie):
    team = make_team(alice, bob="member")
    project = make_project(alice, "Boutique", team=team)
    share(project, bob)
    share(project, charlie)
    assert counts(api, alice) == {"Boutique": 2}


def test_a_member_who_owns_the_diagram_is_not_their_own_collaborator(api, alice, bob):
    team = make_team(alice, bob="member")
    make_project(bob, "Notes", team=team)
    assert counts(api, bob) == {"Notes": 1}


def test_the_team_page_lists_the_same_count(api, alice, bob):
    team = make_team(alice)
    join(team, bob)
    make_project(alice, "Boutique", team=team)
    response = api.as_user(bob).get(f"teams/{team.id}/projects/")
    assert response.status_code == 200, response.content
    assert [card["collaborators_count"] for card in response.json()["results"]] == [1]
