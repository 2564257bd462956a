"""DELETE /api/projects/{id}/: the owner deletes a diagram (spec 000 §6)."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import (
    favorite,
    invite,
    make_project,
    make_team,
    share,
    workspace_state,
)
from web.projects import messages
from web.projects.models import Collaborator, Favorite, Invitation, Project


def path(project) -> str:
    return f"projects/{project.id}/"


@pytest.fixture
def project(alice):
    return make_project(alice, "Boutique")


def test_it_deletes_the_diagram_and_what_hangs_on_it(api, alice, bob, project):
    share(project, bob)
    favorite(bob, project)
    invite(project, alice, email="dave@example.com")
    response = api.as_user(alice).delete(path(project))
    assert response.status_code == 204
    assert response.content == b""
    assert not Project.objects.exists()
    assert not Collaborator.objects.exists()
    assert not Favorite.objects.exists()
    assert not Invitation.objects.exists()


def test_it_deletes_only_that_diagram(api, alice, project):
    other = make_project(alice, "Blog")
    api.as_user(alice).delete(path(project))
    assert list(Project.objects.all()) == [other]


@pytest.mark.parametrize("role", ["editor", "viewer"])
def test_it_refuses_a_collaborator(api, bob, project, role):
    share(project, bob, role)
    before = workspace_state()
    assert_error(api.as_user(bob).delete(path(project)), 403, code="forbidden",
                 message=messages.OWNER_ONLY)
    assert workspace_state() == before


@pytest.mark.parametrize("role", ["admin", "member"])
def test_it_refuses_the_team_even_its_owner(api, alice, bob, role):
    team = make_team(alice, bob=role)
    project = make_project(bob, team=team) if role == "admin" else make_project(alice, team=team)
    actor = alice if role == "admin" else bob
    before = workspace_state()
    assert_error(api.as_user(actor).delete(path(project)), 403, message=messages.OWNER_ONLY)
    assert workspace_state() == before


def test_it_answers_404_to_a_stranger(api, charlie, project):
    assert_error(api.as_user(charlie).delete(path(project)), 404, code="not_found")
    assert Project.objects.filter(pk=project.pk).exists()


def test_it_answers_404_for_an_unknown_diagram(api, alice, project):
    assert_error(api.as_user(alice).delete("projects/999999/"), 404, code="not_found")
    assert Project.objects.filter(pk=project.pk).exists()


def test_it_answers_404_once_deleted(api, alice, project):
    api.as_user(alice).delete(path(project))
    assert_error(api.as_user(alice).delete(path(project)), 404)


def test_it_requires_authentication(api, project):
    assert_error(api.delete(path(project)), 401, code="not_authenticated")
    assert Project.objects.filter(pk=project.pk).exists()
