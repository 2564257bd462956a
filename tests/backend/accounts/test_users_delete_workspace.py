"""What closing an account (DELETE /api/users/{id}/, then the purge task) does to the workspace:
team content belongs to the team and is handed to its owner, a team the account owned passes to
someone else (or is dissolved), only personal content goes, and no row is left inconsistent."""

from datetime import timedelta

import pytest
from django.utils import timezone

from tests.backend.conftest import make_user
from tests.backend.workspace.factories import make_folder, make_project, make_team, share
from web.access import policy
from web.accounts import services
from web.accounts.models import User
from web.core.consistency import inconsistencies
from web.folders.models import Folder
from web.projects.models import Collaborator, Project
from web.teams.models import Team, TeamMember


def close(api, user, callbacks) -> None:
    """Through the API, the purge task running on commit."""
    with callbacks(execute=True):
        assert api.as_user(user).delete(f"users/{user.id}/").status_code == 204
    assert not User.objects.filter(pk=user.pk).exists()


def purge(user) -> None:
    User.objects.filter(pk=user.pk).update(is_active=False)
    assert services.user_purge(user_id=user.pk)


def joined(team, user, role, days_ago: int) -> TeamMember:
    member = TeamMember.objects.create(team=team, user=user, role=role)
    TeamMember.objects.filter(pk=member.pk).update(
        joined_at=timezone.now() - timedelta(days=days_ago))
    return member


@pytest.fixture
def data(alice, bob, charlie):
    """alice's team, where bob is an admin and charlie a member."""
    return make_team(alice, "Data", bob="admin", charlie="member")


# --- Content made in someone else's team ------------------------------------------------------

def test_a_team_admins_diagrams_and_folders_go_to_the_team_owner(
        api, alice, bob, charlie, data, django_capture_on_commit_callbacks):
    at_root = make_project(bob, "Racine", team=data)
    shared = make_folder(alice, "Partagé", team=data)
    in_alices = make_project(bob, "Chez Alice", folder=shared)
    bobs_folder = make_folder(bob, "De Bob", team=data)
    bobs_sub = make_folder(bob, "Sous-dossier", parent=bobs_folder)
    in_bobs = make_project(bob, "Chez Bob", folder=bobs_sub)
    charlies_sub = make_folder(charlie, "De Charlie", parent=bobs_folder)
    charlies = make_project(charlie, "Rapport", folder=charlies_sub)
    before = {p.pk: (p.team_id, p.folder_id) for p in (at_root, in_alices, in_bobs, charlies)}

    close(api, bob, django_capture_on_commit_callbacks)

    for project in (at_root, in_alices, in_bobs, charlies):
        project.refresh_from_db()
        assert (project.team_id, project.folder_id) == before[project.pk]
        assert project.visibility == Project.Visibility.TEAM
    assert {p.owner for p in (at_root, in_alices, in_bobs)} == {alice}
    assert charlies.owner == charlie
    assert set(Folder.objects.values_list("pk", "owner", "parent", "team")) == {
        (shared.pk, alice.pk, None, data.pk), (bobs_folder.pk, alice.pk, None, data.pk),
        (bobs_sub.pk, alice.pk, bobs_folder.pk, data.pk),
        (charlies_sub.pk, charlie.pk, bobs_folder.pk, data.pk)}
    assert all(policy.can_edit_project(charlie, p) for p in (at_root, in_alices, in_bobs))
    assert inconsistencies() == {}


def test_only_personal_content_goes(api, alice, bob, data, django_capture_on_commit_callbacks):
    personal = make_folder(bob, "Perso")
    make_folder(bob, "Perso 2", parent=personal)
    make_project(bob, "Brouillon", folder=personal)
    make_project(bob, "Libre")
    kept = make_project(bob, "Équipe", team=data)
    close(api, bob, django_capture_on_commit_callbacks)
    assert list(Project.objects.values_list("pk", flat=True)) == [kept.pk]
    assert not Folder.objects.exists()
    assert inconsistencies() == {}


def test_the_new_owner_is_no_longer_a_collaborator_of_what_they_receive(
        api, alice, bob, charlie, data, django_capture_on_commit_callbacks):
    project = make_project(bob, "Équipe", team=data)
    share(project, alice, "editor")
    share(project, charlie, "viewer")
    close(api, bob, django_capture_on_commit_callbacks)
    assert not Collaborator.objects.filter(user=alice).exists()
    assert inconsistencies() == {}


def test_someone_elses_things_in_a_personal_folder_are_kept(alice, bob, charlie):
    # Rows older than the placement rules: charlie's things inside bob's personal folder.
    personal = make_folder(bob, "Perso")
    charlies_folder = Folder.objects.create(owner=charlie, name="De Charlie", parent=personal)
    inside = make_project(charlie, "Dedans", folder=charlies_folder)
    loose = Project.objects.create(owner=charlie, name="En vrac", folder=personal)
    purge(bob)
    charlies_folder.refresh_from_db()
    assert (charlies_folder.parent, charlies_folder.owner) == (None, charlie)
    inside.refresh_from_db()
    assert inside.folder == charlies_folder
    loose.refresh_from_db()
    assert (loose.folder, loose.owner) == (None, charlie)
    assert inconsistencies() == {}


# --- A team the account owned -----------------------------------------------------------------

def test_a_team_passes_to_its_longest_standing_admin(alice, bob, charlie, db):
    dave, erin = make_user("dave"), make_user("erin")
    team = Team.objects.create(owner=bob, name="De Bob")
    joined(team, bob, "owner", 30)
    joined(team, dave, "member", 20)
    joined(team, erin, "admin", 5)
    joined(team, charlie, "admin", 10)
    folder = make_folder(bob, "Dossier", team=team)
    project = make_project(bob, "Schéma", folder=folder)
    purge(bob)
    team.refresh_from_db()
    assert team.owner == charlie
    assert dict(team.memberships.values_list("user__username", "role")) == {
        "charlie": "owner", "erin": "admin", "dave": "member"}
    project.refresh_from_db()
    folder.refresh_from_db()
    assert (project.owner, project.team, project.folder) == (charlie, team, folder)
    assert folder.owner == charlie
    assert inconsistencies() == {}


def test_without_an_admin_the_longest_standing_member_takes_the_team(bob, charlie, db):
    dave, erin = make_user("dave"), make_user("erin")
    team = Team.objects.create(owner=bob, name="De Bob")
    joined(team, bob, "owner", 30)
    joined(team, dave, "viewer", 25)
    joined(team, erin, "member", 3)
    joined(team, charlie, "member", 10)
    purge(bob)
    team.refresh_from_db()
    assert team.owner == charlie
    assert inconsistencies() == {}


def test_a_closed_account_never_takes_a_team_over(bob, charlie, db):
    dave = make_user("dave")
    team = Team.objects.create(owner=bob, name="De Bob")
    joined(team, bob, "owner", 30)
    joined(team, dave, "admin", 20)
    joined(team, charlie, "member", 10)
    User.objects.filter(pk=dave.pk).update(is_active=False)
    purge(bob)
    team.refresh_from_db()
    assert team.owner == charlie


def test_a_team_nobody_is_left_in_is_dissolved_leaving_no_team_diagram_behind(
        api, bob, charlie, django_capture_on_commit_callbacks):
    team = make_team(bob, "Seul")
    own = make_project(bob, "À moi", team=team)
    # What a former member left in the team (kept by the rules of the time) goes back to them.
    folder = Folder.objects.create(owner=charlie, name="Ancien", team=team)
    former = Project.objects.create(owner=charlie, name="Ancien", team=team, folder=folder,
                                    visibility=Project.Visibility.TEAM)
    close(api, bob, django_capture_on_commit_callbacks)
    assert not Team.objects.exists()
    assert not Project.objects.filter(pk=own.pk).exists()
    former.refresh_from_db()
    assert (former.owner, former.team, former.visibility, former.folder) == (
        charlie, None, Project.Visibility.PRIVATE, folder)
    folder.refresh_from_db()
    assert (folder.owner, folder.team) == (charlie, None)
    assert inconsistencies() == {}


def test_the_purge_runs_once(bob, data):
    make_project(bob, "Équipe", team=data)
    purge(bob)
    assert services.user_purge(user_id=bob.pk) is False
    assert inconsistencies() == {}
