"""Diagrams read by hand-written SQL (web/projects/rows.py) are the ORM's instances: every field
of the diagram and of its owner with the value and type the ORM gives (JSON, dates, booleans,
files, on PostgreSQL and SQLite), the document left deferred, the user's roles as the policy
reads them."""

from __future__ import annotations

from django.db.models.query_utils import DeferredAttribute

from tests.backend.workspace.factories import make_folder, make_project, make_team, share
from web.projects.models import Project
from web.projects.rows import fetch, one_with_roles


def field_values(instance) -> dict:
    return {field.attname: getattr(instance, field.attname)
            for field in type(instance)._meta.concrete_fields if field.name != "schema"}


def test_it_reads_the_diagram_and_its_owner_as_the_orm_does(alice, bob):
    alice.bio, alice.avatar = "Modélise.", "avatars/1/a.webp"
    alice.save()
    team = make_team(alice, bob="member")
    project = make_project(alice, "Boutique", team=team, folder=make_folder(alice),
                           tags=["sql", "été"], public_by_link=True, public_key="clé")
    expected = Project.objects.select_related("owner").defer("schema").get(pk=project.pk)

    found = one_with_roles(bob, project.pk)

    assert field_values(found) == field_values(expected)
    assert {k: type(v) for k, v in field_values(found).items()} == {
        k: type(v) for k, v in field_values(expected).items()}
    assert field_values(found.owner) == field_values(expected.owner)
    assert found.owner.avatar.name == "avatars/1/a.webp"
    assert "schema" in found.get_deferred_fields()
    assert isinstance(Project.__dict__["schema"], DeferredAttribute)
    assert found.schema == project.schema  # read when asked, as a deferred field is
    assert (found.viewer_team_role, found.viewer_collaborator_role) == ("member", None)


def test_it_gives_the_invitation_role_and_none_to_a_stranger(alice, bob, charlie):
    project = make_project(alice)
    share(project, bob, "viewer")
    assert one_with_roles(bob, project.pk).viewer_collaborator_role == "viewer"
    stranger = one_with_roles(charlie, project.pk)
    assert (stranger.viewer_team_role, stranger.viewer_collaborator_role) == (None, None)
    assert one_with_roles(None, project.pk).owner == alice


def test_it_answers_none_for_a_missing_diagram(alice):
    assert one_with_roles(alice, 10**9) is None
    assert fetch("SELECT 1 WHERE 1 = 0", {}, ()) == []
