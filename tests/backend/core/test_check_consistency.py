"""`manage.py check_consistency` (web/core/consistency.py): each kind of broken row, made
directly in the database, is reported with its id; the command exits with status 1 when any is."""

from io import StringIO

import pytest
from django.core.management import call_command
from django.core.management.base import CommandError

from tests.backend.workspace.factories import make_folder, make_project, make_team, share
from web.core.consistency import RULES, inconsistencies
from web.core.management.commands.check_consistency import Command
from web.folders.models import Folder
from web.folders.services import MAX_DEPTH
from web.projects.models import Collaborator, Project
from web.teams.models import Team, TeamMember

TEAM = Project.Visibility.TEAM


def team_diagram_without_team(alice, bob, charlie):
    return Project.objects.create(owner=alice, name="x", visibility=TEAM).pk


def team_diagram_not_of_team_visibility(alice, bob, charlie):
    return Project.objects.create(owner=alice, name="x", team=make_team(alice)).pk


def diagram_in_a_folder_of_another_team(alice, bob, charlie):
    folder = make_folder(alice, team=make_team(alice, "Un"))
    return Project.objects.create(owner=alice, name="x", folder=folder,
                                  team=make_team(alice, "Deux"), visibility=TEAM).pk


def personal_diagram_in_a_team_folder(alice, bob, charlie):
    folder = make_folder(alice, team=make_team(alice))
    return Project.objects.create(owner=alice, name="x", folder=folder).pk


def diagram_in_someone_elses_personal_folder(alice, bob, charlie):
    return Project.objects.create(owner=bob, name="x", folder=make_folder(alice)).pk


def team_diagram_of_a_non_member(alice, bob, charlie):
    return Project.objects.create(owner=charlie, name="x", team=make_team(alice),
                                  visibility=TEAM).pk


def folder_in_a_parent_of_another_team(alice, bob, charlie):
    parent = make_folder(alice, team=make_team(alice))
    return Folder.objects.create(owner=alice, name="x", parent=parent).pk


def folder_in_someone_elses_personal_folder(alice, bob, charlie):
    return Folder.objects.create(owner=bob, name="x", parent=make_folder(alice)).pk


def team_folder_of_a_non_member(alice, bob, charlie):
    return Folder.objects.create(owner=charlie, name="x", team=make_team(alice)).pk


def folders_in_a_cycle(alice, bob, charlie):
    first = make_folder(alice, "A")
    second = make_folder(alice, "B", parent=first)
    Folder.objects.filter(pk=first.pk).update(parent=second)
    return [first.pk, second.pk]


def folder_too_deep(alice, bob, charlie):
    folder = None
    for level in range(MAX_DEPTH + 1):
        folder = make_folder(alice, f"Niveau {level}", parent=folder)
    return folder.pk


def team_without_the_owners_membership(alice, bob, charlie):
    return Team.objects.create(owner=alice, name="x").pk


def owner_role_held_by_a_non_owner(alice, bob, charlie):
    return make_team(alice, bob="owner").memberships.get(user=bob).pk


def collaborator_of_their_own_diagram(alice, bob, charlie):
    return share(make_project(alice), alice).pk


BROKEN = {
    "diagram_team_visibility_without_team": team_diagram_without_team,
    "diagram_in_team_without_team_visibility": team_diagram_not_of_team_visibility,
    "diagram_folder_in_other_team": diagram_in_a_folder_of_another_team,
    "diagram_in_others_personal_folder": diagram_in_someone_elses_personal_folder,
    "diagram_owner_not_in_team": team_diagram_of_a_non_member,
    "folder_parent_in_other_team": folder_in_a_parent_of_another_team,
    "folder_in_others_personal_folder": folder_in_someone_elses_personal_folder,
    "folder_owner_not_in_team": team_folder_of_a_non_member,
    "folder_in_cycle": folders_in_a_cycle,
    "folder_too_deep": folder_too_deep,
    "team_owner_without_owner_membership": team_without_the_owners_membership,
    "membership_owner_role_of_non_owner": owner_role_held_by_a_non_owner,
    "collaborator_is_owner": collaborator_of_their_own_diagram,
}


def test_every_rule_has_a_broken_row_here():
    assert set(BROKEN) == {rule.name for rule in RULES}


@pytest.mark.parametrize("rule", BROKEN)
def test_it_reports_each_kind_of_broken_row_with_its_ids(alice, bob, charlie, rule):
    ids = BROKEN[rule](alice, bob, charlie)
    assert inconsistencies() == {rule: ids if isinstance(ids, list) else [ids]}


def test_it_also_reports_a_personal_diagram_in_a_team_folder(alice, bob, charlie):
    pk = personal_diagram_in_a_team_folder(alice, bob, charlie)
    assert inconsistencies() == {"diagram_folder_in_other_team": [pk]}


def test_a_consistent_workspace_has_nothing_to_report(alice, bob, charlie):
    team = make_team(alice, bob="admin", charlie="member")
    shared = make_folder(alice, team=team)
    make_project(bob, folder=make_folder(bob, parent=shared))
    make_project(charlie, team=team)
    share(make_project(alice, folder=make_folder(alice)), bob)
    assert inconsistencies() == {}
    out = StringIO()
    call_command("check_consistency", stdout=out)
    assert out.getvalue().strip() == "No inconsistent row."


def test_the_command_lists_each_rule_with_ids_and_fails(alice, bob, charlie):
    orphan = team_diagram_without_team(alice, bob, charlie)
    cycle = folders_in_a_cycle(alice, bob, charlie)
    out = StringIO()
    with pytest.raises(CommandError) as raised:
        call_command("check_consistency", stdout=out)
    assert raised.value.returncode == 1
    lines = out.getvalue().strip().splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("diagram_team_visibility_without_team (")
    assert lines[0].endswith(f": {orphan}")
    assert lines[1].endswith(f": {cycle[0]}, {cycle[1]}")


def test_the_command_exits_with_status_1(alice, bob, charlie, capsys):
    collaborator_of_their_own_diagram(alice, bob, charlie)
    with pytest.raises(SystemExit) as exited:
        Command().run_from_argv(["manage.py", "check_consistency"])
    assert exited.value.code == 1
    assert "collaborator_is_owner" in capsys.readouterr().out


# --- The writes that take people and teams away leave nothing behind ----------------------------

def test_deleting_a_team_leaves_nothing_inconsistent(api, alice, bob, charlie):
    team = make_team(alice, bob="admin", charlie="member")
    shared = make_folder(alice, team=team)
    bobs = make_folder(bob, parent=shared)
    make_folder(alice, parent=bobs)
    make_project(bob, folder=shared)
    make_project(charlie, folder=bobs)
    make_project(alice, team=team, public_by_link=True)
    assert api.as_user(alice).delete(f"teams/{team.id}/").status_code == 204
    assert inconsistencies() == {}
    assert not Project.objects.filter(visibility=TEAM).exists()


def test_removing_a_member_leaves_nothing_inconsistent(api, alice, bob, charlie):
    team = make_team(alice, bob="admin", charlie="member")
    bobs = make_folder(bob, team=team)
    make_folder(charlie, parent=bobs)
    make_project(bob, folder=bobs)
    make_project(bob, team=team)
    member = TeamMember.objects.get(team=team, user=bob)
    assert api.as_user(alice).delete(
        f"teams/{team.id}/remove_member/{member.id}/").status_code == 204
    assert inconsistencies() == {}
    assert not Project.objects.filter(owner=bob).exists()
    assert not Collaborator.objects.exists()
