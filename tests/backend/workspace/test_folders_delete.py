"""DELETE /api/folders/{id}/: the owner deletes a folder and his subfolders (someone else's are cut
loose, not deleted); the diagrams inside return to the root."""

import pytest

from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import (
    make_folder,
    make_project,
    make_team,
    placement_drift,
    workspace_state,
)
from web.folders import messages
from web.folders.models import Folder
from web.projects.models import Project


def path(folder) -> str:
    return f"folders/{folder.id}/"


def test_it_deletes_subfolders_and_returns_diagrams_to_the_root(api, alice):
    top = make_folder(alice, "Clients")
    child = make_folder(alice, "Europe", parent=top)
    grandchild = make_folder(alice, "France", parent=child)
    kept = make_folder(alice, "Archives")
    projects = [make_project(alice, name, folder=folder)
                for name, folder in (("A", top), ("B", child), ("C", grandchild))]
    elsewhere = make_project(alice, "D", folder=kept)
    response = api.as_user(alice).delete(path(top))
    assert response.status_code == 204
    assert list(Folder.objects.all()) == [kept]
    assert Project.objects.count() == 4
    for project in projects:
        project.refresh_from_db()
        assert project.folder is None
    elsewhere.refresh_from_db()
    assert elsewhere.folder == kept


def test_it_keeps_team_diagrams_in_their_team(api, alice, bob):
    team = make_team(alice, bob="member")
    folder = make_folder(alice, team=team)
    project = make_project(bob, folder=folder)
    api.as_user(alice).delete(path(folder))
    project.refresh_from_db()
    assert (project.folder, project.team, project.owner) == (None, team, bob)


def test_it_cuts_loose_what_someone_else_made_inside_instead_of_deleting_it(api, alice, bob):
    team = make_team(alice, bob="member")
    top = make_folder(alice, "Clients", team=team)
    mine = make_folder(alice, "Europe", parent=top)
    bobs = make_folder(bob, "De Bob", parent=mine)
    inside_bobs = make_folder(alice, "Chez Bob", parent=bobs)
    kept = make_project(alice, "A", folder=inside_bobs)
    assert api.as_user(alice).delete(path(top)).status_code == 204
    assert set(Folder.objects.values_list("name", "parent", "team")) == {
        ("De Bob", None, team.id), ("Chez Bob", bobs.id, team.id)}
    kept.refresh_from_db()
    assert kept.folder == inside_bobs
    assert placement_drift() == []
    roots = api.as_user(bob).get("folders/", {"root": True}).json()["results"]
    assert [folder["name"] for folder in roots] == ["De Bob"]


@pytest.mark.parametrize("role", ["admin", "member", "viewer"])
def test_it_is_for_the_folders_owner_only(api, alice, bob, role):
    folder = make_folder(alice, team=make_team(alice, bob=role))
    before = workspace_state()
    assert_error(api.as_user(bob).delete(path(folder)), 403, code="forbidden",
                 message=messages.OWNER_ONLY)
    assert workspace_state() == before


def test_it_answers_404_to_a_stranger(api, alice, charlie):
    folder = make_folder(alice)
    assert_error(api.as_user(charlie).delete(path(folder)), 404, code="not_found")
    assert Folder.objects.filter(pk=folder.pk).exists()


def test_it_answers_404_for_an_unknown_folder(api, alice):
    assert_error(api.as_user(alice).delete("folders/999999/"), 404)


def test_it_requires_authentication(api, alice):
    folder = make_folder(alice)
    assert_error(api.delete(path(folder)), 401, code="not_authenticated")
    assert Folder.objects.filter(pk=folder.pk).exists()
