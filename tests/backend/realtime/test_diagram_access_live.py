"""Rights re-checked live (PROTOCOL [R1]): losing access closes or downgrades a socket within a
second of the change, through the same services the API uses."""

from __future__ import annotations

import asyncio
import time

import pytest
from channels.db import database_sync_to_async

from web.accounts import services as account_services
from web.accounts import tokens
from web.projects import invitations
from web.projects import services as project_services
from web.projects.models import Collaborator, Project
from web.teams import services as team_services
from web.teams.models import TeamMember

from ..documents.factories import move, stored_project
from ..workspace.factories import make_project, make_team, share
from .sockets import Socket, run

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)
WITHIN = 1.0


@pytest.fixture
def project(alice):
    return stored_project(alice)


def in_thread(function, *args, **kwargs):
    return database_sync_to_async(function)(*args, **kwargs)


async def closed_within(socket: Socket, expected_error: str, expected_code: int):
    started = time.monotonic()
    answer = await socket.receive_type("join_error")
    assert answer["error"] == expected_error
    assert await socket.closed() == expected_code
    assert time.monotonic() - started < WITHIN


def test_a_revoked_collaborator_is_cut_off(alice, bob, project):
    collaborator = share(project, bob)

    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.join(bob)
            await in_thread(invitations.collaborator_remove, actor=alice, project=project,
                            collaborator_id=collaborator.pk)
            await closed_within(socket, "forbidden", 4003)
    run(scenario)


def test_an_editor_made_reader_can_no_longer_edit(alice, bob, project):
    collaborator = share(project, bob)

    async def scenario():
        async with Socket(project.pk) as socket:
            assert (await socket.join(bob))["you"]["canEdit"]
            await in_thread(invitations.collaborator_set_role, actor=alice, project=project,
                            collaborator_id=collaborator.pk, role=Collaborator.Role.VIEWER)
            changed = await asyncio.wait_for(socket.receive_type("access_changed"), WITHIN)
            assert changed["canEdit"] is False
            refused = await socket.command(move("t_users", 1, 1))
            assert refused["error"] == "forbidden"
    run(scenario)


def test_a_member_removed_from_the_team_is_cut_off(alice, bob):
    team = make_team(alice, bob="member")
    project = make_project(alice, team=team)
    member = TeamMember.objects.get(team=team, user=bob)

    async def scenario():
        async with Socket(project.pk) as socket:
            assert (await socket.join(bob))["you"]["canEdit"]
            await in_thread(team_services.member_remove, actor=alice, team=team,
                            member_id=member.pk)
            await closed_within(socket, "forbidden", 4003)
    run(scenario)


def test_a_diagram_made_private_drops_its_link_visitors(alice, project):
    Project.objects.filter(pk=project.pk).update(public_by_link=True, public_key="k" * 32)
    project.refresh_from_db()

    async def scenario():
        async with Socket(project.pk) as visitor:
            assert (await visitor.join(None, key="k" * 32))["type"] == "schema_sync"
            await in_thread(project_services.public_sharing_set, actor=alice,
                            project=project, enabled=False)
            await closed_within(visitor, "forbidden", 4003)
    run(scenario)


def test_a_deleted_diagram_closes_its_sockets(alice, project):
    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.join(alice)
            await in_thread(project_services.project_delete, actor=alice, project=project)
            await closed_within(socket, "not_found", 4004)
    run(scenario)


def test_logging_out_closes_the_sockets_of_that_sign_in(alice, project):
    pair = tokens.issue(alice)

    def log_out():
        from django.http import HttpRequest

        request = HttpRequest()
        request.META["HTTP_AUTHORIZATION"] = f"Bearer {pair.access}"
        request.auth = alice
        account_services.user_logout(request=request)

    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.join(token=pair.access)
            await in_thread(log_out)
            await closed_within(socket, "not_authenticated", 4001)
    run(scenario)


def test_a_socket_whose_rights_did_not_change_stays_open(alice, bob, charlie, project):
    share(project, bob)
    stranger = share(project, charlie)

    async def scenario():
        async with Socket(project.pk) as socket:
            await socket.join(bob)
            await in_thread(invitations.collaborator_remove, actor=alice, project=project,
                            collaborator_id=stranger.pk)
            assert await socket.silent(0.5)
            ack = await socket.command(move("t_users", 2, 2))
            assert ack["type"] == "command"
    run(scenario)
