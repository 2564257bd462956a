"""POST /api/projects/{id}/enable_public_sharing/ and disable_public_sharing/: the public link,
and its key (`public_key`), shown only to those who administer the diagram."""

import re

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_project, make_team, share, workspace_state
from web.projects import messages

ACTIONS = ["enable_public_sharing", "disable_public_sharing"]


def path(project, action) -> str:
    return f"projects/{project.id}/{action}/"


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique")


def test_it_turns_the_public_link_on_and_off(api, alice, project):
    on = api.as_user(alice).post(path(project, "enable_public_sharing"))
    assert on.status_code == 200
    assert on.json()["public_by_link"] is True
    key = on.json()["public_key"]
    assert api.get(f"project/public/{project.id}/?key={key}").status_code == 200
    off = api.as_user(alice).post(path(project, "disable_public_sharing"))
    assert (off.json()["public_by_link"], off.json()["public_key"]) == (False, None)
    project.refresh_from_db()
    assert (project.public_by_link, project.public_key) == (False, None)
    assert_error(api.get(f"project/public/{project.id}/?key={key}"), 404)


def test_it_makes_an_unguessable_key(api, alice, project):
    key = api.as_user(alice).post(path(project, "enable_public_sharing")).json()["public_key"]
    assert len(key) >= 22 and re.fullmatch(r"[A-Za-z0-9_-]+", key)
    other = make_project(alice, "Autre")
    assert api.as_user(alice).post(path(other, "enable_public_sharing")).json()[
        "public_key"] != key


def test_turning_it_on_again_makes_a_new_link(api, alice, project):
    client = api.as_user(alice)
    first = client.post(path(project, "enable_public_sharing")).json()["public_key"]
    client.post(path(project, "disable_public_sharing"))
    second = client.post(path(project, "enable_public_sharing")).json()["public_key"]
    assert second != first
    assert_error(api.get(f"project/public/{project.id}/?key={first}"), 404)
    assert api.get(f"project/public/{project.id}/?key={second}").status_code == 200


def test_it_is_idempotent(api, alice, project):
    keys = set()
    for _ in range(2):
        response = api.as_user(alice).post(path(project, "enable_public_sharing"))
        assert response.json()["public_by_link"] is True
        keys.add(response.json()["public_key"])
    assert len(keys) == 1  # a link already handed out keeps working


def test_it_keeps_the_visibility(api, alice, project):
    body = api.as_user(alice).post(path(project, "enable_public_sharing")).json()
    assert body["visibility"] == "private"


@pytest.mark.parametrize("action", ACTIONS)
def test_it_lets_a_team_admin_share(api, alice, bob, action):
    project = make_project(alice, team=make_team(alice, bob="admin"))
    assert api.as_user(bob).post(path(project, action)).status_code == 200


@pytest.mark.parametrize("action", ACTIONS)
@pytest.mark.parametrize("role", ["editor", "viewer"])
def test_it_refuses_a_collaborator(api, bob, project, action, role):
    share(project, bob, role)
    project.public_by_link = action == "disable_public_sharing"
    project.save()
    before = workspace_state()
    assert_error(api.as_user(bob).post(path(project, action)), 403, code="forbidden",
                 message=messages.SHARING_FORBIDDEN)
    assert workspace_state() == before


@pytest.mark.parametrize("action", ACTIONS)
def test_it_refuses_a_team_member(api, alice, bob, action):
    project = make_project(alice, team=make_team(alice, bob="member"))
    assert_error(api.as_user(bob).post(path(project, action)), 403,
                 message=messages.SHARING_FORBIDDEN)


@pytest.mark.parametrize("action", ACTIONS)
def test_it_answers_404_to_a_stranger(api, charlie, project, action):
    before = workspace_state()
    assert_error(api.as_user(charlie).post(path(project, action)), 404, code="not_found")
    assert workspace_state() == before


def test_it_answers_404_to_a_stranger_turning_off_a_link(api, charlie, project):
    """The id alone does not reveal a diagram shared by link."""
    project.public_by_link, project.public_key = True, "k" * 32
    project.save()
    assert_error(api.as_user(charlie).post(path(project, "disable_public_sharing")), 404)


def test_it_refuses_a_stranger_turning_off_a_public_diagram_link(api, charlie, project):
    project.visibility, project.public_by_link, project.public_key = "public", True, "k" * 32
    project.save()
    assert_error(api.as_user(charlie).post(path(project, "disable_public_sharing")), 403,
                 message=messages.SHARING_FORBIDDEN)
    project.refresh_from_db()
    assert project.public_by_link is True


@pytest.mark.parametrize("action", ACTIONS)
def test_it_answers_404_for_an_unknown_diagram(api, alice, action):
    assert_error(api.as_user(alice).post(f"projects/999999/{action}/"), 404)


@pytest.mark.parametrize("action", ACTIONS)
def test_it_requires_authentication(api, project, action):
    assert_error(api.post(path(project, action)), 401, code="not_authenticated")


def shared(project):
    project.public_by_link, project.public_key = True, "k" * 32
    project.save()
    return project


@pytest.mark.parametrize("endpoint", ["projects/{id}", "projects/{id}/"])
def test_the_owner_and_team_admins_see_the_key(api, alice, bob, endpoint):
    project = shared(make_project(alice, team=make_team(alice, bob="admin")))
    for user in (alice, bob):
        body = api.as_user(user).get(endpoint.format(id=project.id)).json()
        assert body["public_key"] == "k" * 32


@pytest.mark.parametrize("role", ["member", "viewer"])
def test_team_members_do_not_see_the_key(api, alice, bob, role):
    project = shared(make_project(alice, team=make_team(alice, bob=role)))
    client = api.as_user(bob)
    assert client.get(f"projects/{project.id}").json()["public_key"] is None
    listed = client.get(f"teams/{project.team_id}/projects/").json()["results"]
    assert [item["public_key"] for item in listed] == [None]


@pytest.mark.parametrize("role", ["editor", "viewer"])
def test_collaborators_do_not_see_the_key(api, bob, project, role):
    share(shared(project), bob, role)
    client = api.as_user(bob)
    assert client.get(f"projects/{project.id}/").json()["public_key"] is None
    assert client.get("projects/shared_with_me/").json()["results"][0]["public_key"] is None
    if role == "editor":
        renamed = client.patch(f"projects/{project.id}/", {"name": "Renommé"}).json()
        assert renamed["public_key"] is None


def test_the_owner_sees_the_key_in_lists(api, alice, project):
    shared(project)
    body = api.as_user(alice).get("projects/my_projects/").json()
    assert body["results"][0]["public_key"] == "k" * 32
