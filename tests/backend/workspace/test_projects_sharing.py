"""POST /api/projects/{id}/enable_public_sharing/ and disable_public_sharing/: the public link."""

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
    assert api.get(f"project/public/{project.id}/").status_code == 200
    off = api.as_user(alice).post(path(project, "disable_public_sharing"))
    assert off.json()["public_by_link"] is False
    project.refresh_from_db()
    assert project.public_by_link is False
    assert_error(api.get(f"project/public/{project.id}/"), 404)


def test_it_is_idempotent(api, alice, project):
    for _ in range(2):
        response = api.as_user(alice).post(path(project, "enable_public_sharing"))
        assert response.json()["public_by_link"] is True


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


def test_it_refuses_a_stranger_turning_off_a_public_link(api, charlie, project):
    project.public_by_link = True
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
