"""GET /api/favorites/ and POST /api/favorites/toggle/."""

import pytest

from document.messages import REQUIRED
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import favorite, make_project, make_team, share
from web.projects.models import Favorite

LIST, TOGGLE = "favorites/", "favorites/toggle/"


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique")


def test_it_adds_then_removes_a_favourite(api, alice, project):
    added = api.as_user(alice).post(TOGGLE, {"project_id": project.id})
    assert (added.status_code, added.json()) == (200, {"status": "added"})
    assert Favorite.objects.filter(user=alice, project=project).exists()
    removed = api.as_user(alice).post(TOGGLE, {"project_id": project.id})
    assert removed.json() == {"status": "removed"}
    assert not Favorite.objects.exists()


def test_it_keeps_favourites_per_user(api, alice, bob, project):
    share(project, bob)
    favorite(bob, project)
    api.as_user(alice).post(TOGGLE, {"project_id": project.id})
    api.as_user(alice).post(TOGGLE, {"project_id": project.id})
    assert list(Favorite.objects.values_list("user", flat=True)) == [bob.id]


def test_it_lets_a_collaborator_or_team_member_favourite(api, alice, bob, charlie, project):
    share(project, bob, "viewer")
    team_project = make_project(alice, "Équipe", team=make_team(alice, charlie="viewer"))
    assert api.as_user(bob).post(TOGGLE, {"project_id": project.id}).json()["status"] == "added"
    assert api.as_user(charlie).post(
        TOGGLE, {"project_id": team_project.id}).json()["status"] == "added"


def test_it_lets_anyone_signed_in_favourite_a_public_diagram(api, charlie, project):
    project.visibility = "public"
    project.save()
    assert api.as_user(charlie).post(TOGGLE, {"project_id": project.id}).status_code == 200


def test_it_answers_404_for_a_diagram_shared_only_by_link(api, charlie, project):
    """Its id alone does not open it: the link's key does, and a favourite holds no key."""
    project.public_by_link, project.public_key = True, "k" * 32
    project.save()
    assert_error(api.as_user(charlie).post(TOGGLE, {"project_id": project.id}), 404)
    assert not Favorite.objects.exists()


def test_it_answers_404_for_a_diagram_the_user_cannot_see(api, charlie, project):
    unseen = api.as_user(charlie).post(TOGGLE, {"project_id": project.id})
    missing = api.as_user(charlie).post(TOGGLE, {"project_id": 999999})
    assert_error(unseen, 404, code="not_found")
    assert unseen.json() == missing.json()
    assert not Favorite.objects.exists()


@pytest.mark.parametrize("payload", [{}, {"project_id": "abc"}, {"project_id": None},
                                     {"project_id": [1]}])
def test_it_refuses_an_invalid_project_id(api, alice, payload):
    body = assert_error(api.as_user(alice).post(TOGGLE, payload), 400, field="project_id")
    if not payload:
        assert body["fields"]["project_id"] == [REQUIRED]
    assert not Favorite.objects.exists()


def test_it_lists_favourites_with_their_diagram_newest_first(api, alice, bob, project):
    other = make_project(bob, "Blog")
    share(other, alice, "viewer")
    first, second = favorite(alice, project), favorite(alice, other)
    response = api.as_user(alice).get(LIST)
    assert response.status_code == 200
    body = response.json()
    assert body["count"] == 2
    assert [f["id"] for f in body["results"]] == [second.id, first.id]
    details = body["results"][1]["project_details"]
    assert (details["id"], details["name"], details["is_favorite"], details["is_owner"]) == (
        project.id, "Boutique", True, True)
    assert body["results"][0]["project_details"]["access"] == "viewer"


def test_it_lists_only_the_users_favourites(api, alice, bob, project):
    share(project, bob)
    favorite(bob, project)
    assert api.as_user(alice).get(LIST).json()["results"] == []


def test_it_hides_a_favourite_whose_diagram_is_no_longer_visible(api, alice, bob):
    project = make_project(bob, "Blog")
    collaborator = share(project, alice)
    favorite(alice, project)
    collaborator.delete()
    assert api.as_user(alice).get(LIST).json()["count"] == 0


def test_it_requires_authentication(api, project):
    assert_error(api.get(LIST), 401, code="not_authenticated")
    assert_error(api.post(TOGGLE, {"project_id": project.id}), 401, code="not_authenticated")
    assert not Favorite.objects.exists()
