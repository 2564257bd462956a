"""POST /api/projects/{id}/duplicate/: the owner asks for a copy, a worker makes it (eager here)
and the user's socket hears `project.duplicated`."""

import uuid
from unittest import mock

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import (
    document,
    make_folder,
    make_project,
    make_team,
    share,
    workspace_state,
)
from web.projects import messages
from web.projects.models import Project
from workers.tasks.projects import duplicate_project


def path(project) -> str:
    return f"projects/{project.id}/duplicate/"


@pytest.fixture
def project(alice):
    team = make_team(alice)
    return make_project(alice, "Boutique", description="Ventes", tags=["sql", "ventes"],
                        folder=make_folder(alice, team=team), schema=document("clients"))


@pytest.fixture
def events():
    with mock.patch("web.projects.services.send_to_user") as send:
        yield send


def duplicate(api, user, project, capture):
    with capture(execute=True):
        return api.as_user(user).post(path(project))


def copies(project):
    return Project.objects.exclude(pk=project.pk)


def test_it_schedules_the_copy_and_answers_202(api, alice, project, events,
                                              django_capture_on_commit_callbacks):
    response = duplicate(api, alice, project, django_capture_on_commit_callbacks)
    assert response.status_code == 202
    body = response.json()
    assert body["status"] == "scheduled"
    assert uuid.UUID(body["request_id"])


def test_it_copies_document_tags_folder_and_team(api, alice, project, events,
                                                django_capture_on_commit_callbacks):
    duplicate(api, alice, project, django_capture_on_commit_callbacks)
    [copy] = copies(project)
    assert copy.name == "Boutique (copie)"
    assert (copy.owner, copy.description, copy.tags) == (alice, "Ventes", ["sql", "ventes"])
    assert (copy.folder, copy.team, copy.visibility) == (project.folder, project.team, "team")
    assert copy.schema == project.schema
    # The copy's document is its first change, on the one write path.
    assert (copy.public_by_link, copy.revision, copy.schema_revision) == (False, 1, 1)
    assert list(copy.changes.values_list("origin", flat=True)) == ["duplicate"]


def test_it_deep_copies_the_document(api, alice, project, events,
                                     django_capture_on_commit_callbacks):
    duplicate(api, alice, project, django_capture_on_commit_callbacks)
    [copy] = copies(project)
    copy.schema["tables"][0]["name"] = "changé"
    copy.save()
    project.refresh_from_db()
    assert project.schema["tables"][0]["name"] == "clients"


def test_it_announces_the_copy_on_the_users_channel(api, alice, project, events,
                                                   django_capture_on_commit_callbacks):
    request_id = duplicate(api, alice, project, django_capture_on_commit_callbacks).json()[
        "request_id"]
    [copy] = copies(project)
    events.assert_called_once_with(alice.id, "project.duplicated", {
        "project_id": copy.id, "source_id": project.id, "name": "Boutique (copie)",
        "request_id": request_id})


def test_it_numbers_further_copies(api, alice, project, events,
                                   django_capture_on_commit_callbacks):
    for _ in range(3):
        duplicate(api, alice, project, django_capture_on_commit_callbacks)
    assert sorted(copies(project).values_list("name", flat=True)) == [
        "Boutique (copie 2)", "Boutique (copie 3)", "Boutique (copie)"]


def test_it_keeps_the_suffix_on_a_name_at_the_maximum_length(api, alice, events,
                                                             django_capture_on_commit_callbacks):
    project = make_project(alice, "x" * 200)
    duplicate(api, alice, project, django_capture_on_commit_callbacks)
    duplicate(api, alice, project, django_capture_on_commit_callbacks)
    names = sorted(copies(project).values_list("name", flat=True))
    assert [len(name) for name in names] == [200, 200]
    assert names[0].endswith(" (copie 2)") and names[1].endswith(" (copie)")


def test_it_makes_one_copy_when_the_task_is_redelivered(alice, project, events):
    request_id = str(uuid.uuid4())
    first = duplicate_project.apply(args=(project.id, alice.id, request_id)).get()
    again = duplicate_project.apply(args=(project.id, alice.id, request_id)).get()
    assert first == again
    assert copies(project).count() == 1
    assert events.call_count == 2  # the redelivery still tells the user where the copy is


def test_it_makes_nothing_when_the_source_is_gone(alice, project, events):
    source_id = project.id
    project.delete()
    assert duplicate_project.apply(args=(source_id, alice.id, str(uuid.uuid4()))).get() is None
    assert not Project.objects.exists()
    events.assert_not_called()


@pytest.mark.parametrize("role", ["editor", "viewer"])
def test_it_is_for_the_owner_only(api, bob, project, events, role,
                                  django_capture_on_commit_callbacks):
    share(project, bob, role)
    before = workspace_state()
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = api.as_user(bob).post(path(project))
    assert_error(response, 403, code="forbidden", message=messages.OWNER_ONLY)
    assert callbacks == []
    assert workspace_state() == before


def test_it_answers_404_to_a_stranger_and_schedules_nothing(api, charlie, project, events,
                                                            django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True) as callbacks:
        response = api.as_user(charlie).post(path(project))
    assert_error(response, 404, code="not_found")
    assert callbacks == []
    assert not copies(project).exists()


def test_it_answers_404_for_an_unknown_diagram(api, alice):
    assert_error(api.as_user(alice).post("projects/999999/duplicate/"), 404)


def test_it_requires_authentication(api, project):
    assert_error(api.post(path(project)), 401, code="not_authenticated")
