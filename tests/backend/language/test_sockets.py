"""A socket speaks the language its URL asks for (`?lang=en`), French otherwise: the web app adds
the parameter to every socket it opens."""

from __future__ import annotations

import pytest
from channels.testing import WebsocketCommunicator

from web.asgi import application
from web.projects.models import Collaborator
from web.realtime import messages

from ..documents.factories import move, stored_project
from ..realtime.sockets import ORIGIN, TIMEOUT, Socket, run
from ..workspace.factories import share

pytestmark = pytest.mark.django_db(transaction=True, serialized_rollback=True)


@pytest.mark.parametrize(("query", "expected"), [
    ("?lang=en", "Your session has expired. Sign in again to continue."),
    ("", "Votre session a expiré. Reconnectez-vous pour continuer."),
    ("?lang=de", "Votre session a expiré. Reconnectez-vous pour continuer."),
])
def test_a_refused_join_speaks_the_sockets_language(alice, query, expected):
    project = stored_project(alice)

    async def scenario():
        async with Socket(project.pk, query=query) as socket:
            answer = await socket.join(token="not-a-token")
            assert (answer["type"], answer["error"]) == ("join_error", "not_authenticated")
            assert answer["message"] == expected
            assert await socket.closed() == 4001
    run(scenario)


def test_the_french_text_is_the_message_id():
    assert messages.JOIN_NOT_AUTHENTICATED == (
        "Votre session a expiré. Reconnectez-vous pour continuer.")


def test_a_refused_command_speaks_english_on_an_english_socket(alice, bob):
    project = stored_project(alice)
    share(project, bob, Collaborator.Role.VIEWER)

    async def scenario():
        async with Socket(project.pk, query="?lang=en") as socket:
            assert (await socket.join(bob))["type"] == "schema_sync"
            answer = await socket.command(move("t_users", 5, 5), base=project.revision)
            assert answer["type"] == "command_error"
            assert answer["message"] == "You are not allowed to edit this diagram."
    run(scenario)


def test_the_account_socket_refuses_a_bad_token_in_english():
    async def scenario():
        socket = WebsocketCommunicator(application, "/ws/user/?lang=en", headers=[ORIGIN])
        connected, _ = await socket.connect(timeout=TIMEOUT)
        assert connected
        await socket.send_json_to({"type": "auth", "token": "nope"})
        answer = await socket.receive_json_from(timeout=TIMEOUT)
        assert answer == {"type": "auth_error", "message": "Invalid or expired token."}
        await socket.disconnect()
    run(scenario)


UNKNOWN = {"type": "NO_SUCH_COMMAND", "name": "x", "timestamp": 1, "data": {}}


def test_an_invalid_command_is_refused_in_english_on_an_english_socket(alice):
    project = stored_project(alice)

    async def scenario():
        async with Socket(project.pk, query="?lang=en") as socket:
            assert (await socket.join(alice))["type"] == "schema_sync"
            answer = await socket.command(UNKNOWN, base=project.revision)
            assert (answer["type"], answer["error"]) == ("command_error", "invalid_command")
            assert answer["message"].startswith("This change could not be applied: ")
            assert "NO_SUCH_COMMAND" in answer["message"]
    run(scenario)


def test_one_write_of_several_senders_refuses_each_in_its_own_language(alice):
    from web.documents.services import Item, Submitted, document_apply_each

    project = stored_project(alice)
    results, new = document_apply_each(project_id=project.pk, items=[
        Item(alice, Submitted(UNKNOWN, "a"), language="en"),
        Item(alice, Submitted(UNKNOWN, "b"), language="fr"),
        Item(alice, Submitted(UNKNOWN, "c")),
    ])
    assert new == []
    english, french, unsaid = (error.message for error in results)
    assert english.startswith("This change could not be applied: ")
    assert french.startswith("Cette modification n'a pas pu être appliquée : ")
    assert unsaid == french
