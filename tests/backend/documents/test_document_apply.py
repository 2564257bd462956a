"""The one write path for editor commands (DESIGN.md §4; web/realtime/PROTOCOL.md [C1]–[C6])."""

from __future__ import annotations

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from document.reducer import apply
from web.billing import messages as billing_messages
from web.core.errors import Forbidden, NotFound, QuotaReached
from web.documents import services
from web.documents.cache import documents
from web.documents.models import Change
from web.documents.selectors import document_current
from web.documents.services import CommandRefused, Submitted, document_apply
from web.projects.models import Collaborator, Project

from ..workspace.factories import share
from .factories import (
    add_table,
    attribute,
    full_project,
    move,
    remove_table,
    rename,
    stored_project,
    table,
    vector_document,
)


@pytest.fixture
def project(alice):
    return stored_project(alice)


def send(actor, project, *commands, ids=None):
    ids = ids or [None] * len(commands)
    return document_apply(actor=actor, project_id=project.pk,
                          commands=[Submitted(c, i) for c, i in zip(commands, ids, strict=True)]
                          ).entries


def test_it_applies_a_command_numbers_it_and_logs_it(alice, project):
    [entry] = send(alice, project, move("t_users", 400, 300), ids=["c-1"])
    assert (entry["revision"], entry["id"], entry["origin"]) == (2, "c-1", "editor")
    assert entry["author"] == {"id": alice.pk, "name": "alice"}
    assert entry["command"]["data"] == {"tableId": "t_users", "x": 400, "y": 300}
    change = Change.objects.get(project=project, revision=2)
    assert (change.author, change.command_id, change.command) == (alice, "c-1", entry["command"])
    project.refresh_from_db()
    assert project.revision == 2


def test_the_current_document_holds_changes_the_snapshot_lacks(api, alice, project):
    send(alice, project, move("t_users", 400, 300), rename("t_posts", "articles"))
    project.refresh_from_db()
    assert (project.schema_revision, project.revision) == (1, 3)
    expected = apply(apply(vector_document(), move("t_users", 400, 300)),
                     rename("t_posts", "articles"))
    documents.clear()  # a fresh process: snapshot + log
    detail = api.as_user(alice).get(f"projects/{project.pk}").json()
    assert (detail["schema"], detail["revision"]) == (expected, 3)


def test_a_command_sent_twice_is_applied_once(alice, project):
    """[C5]: a client that lost the acknowledgement sends its command again on reconnect."""
    [first] = send(alice, project, rename("t_users", "membres"), ids=["c-7"])
    send(alice, project, rename("t_users", "clients"), ids=["c-8"])
    [again] = send(alice, project, rename("t_users", "membres"), ids=["c-7"])
    assert again == first
    assert document_current(project.pk)[0]["tables"][0]["name"] == "clients"
    assert Project.objects.get(pk=project.pk).revision == 3


def test_a_command_on_a_deleted_table_is_numbered_and_changes_nothing(alice, bob, project):
    """[C3]: every client applies it in the same place and reaches the same document."""
    share(project, bob)
    send(alice, project, remove_table("t_posts"))
    before = document_current(project.pk)[0]
    [entry] = send(bob, project, rename("t_posts", "articles"))
    assert entry["revision"] == 3
    assert document_current(project.pk)[0] == before


@pytest.mark.parametrize("command", [
    {"type": "DROP_DATABASE", "data": {}},
    {"type": "MOVE_TABLE", "data": {"tableId": "t_users", "x": "loin", "y": 0}},
    {"type": "UPDATE_TABLE", "data": {"tableId": "t_users", "changes": {"name": None}}},
    {"type": "ADD_TABLE", "data": {"table": {"id": "t9", "name": "sans colonnes"}}},
    {"type": "REPLACE_DOCUMENT", "data": {}},
    "ADD_TABLE",
])
def test_it_refuses_a_malformed_command_and_stores_nothing(alice, project, command):
    """[C2]"""
    with pytest.raises(CommandRefused) as refused:
        send(alice, project, command)
    assert refused.value.code == "invalid_command"
    assert refused.value.message.startswith("Cette modification n'a pas pu être appliquée")
    assert Project.objects.get(pk=project.pk).revision == 1
    assert not Change.objects.filter(project=project, revision__gt=1).exists()


def test_it_refuses_a_reference_to_what_a_collaborator_deleted(alice, bob, project):
    share(project, bob)
    send(alice, project, remove_table("t_users"))
    link = {"type": "UPDATE_ATTRIBUTE", "name": "Lier", "timestamp": 1, "data": {
        "tableId": "t_posts", "attributeId": "a_posts_user",
        "changes": {"isForeignKey": True, "referencedTable": "t_users",
                    "referencedAttribute": "a_users_id"}}}
    with pytest.raises(CommandRefused, match="n'existe plus"):
        send(bob, project, link)


def test_it_refuses_an_index_on_a_column_the_table_lacks(alice, project):
    index = {"id": "i1", "name": "idx", "type": "INDEX", "method": "BTREE", "comment": "",
             "attributes": [{"attributeId": "a_missing", "order": "ASC"}]}
    command = {"type": "UPDATE_TABLE", "name": "Index", "timestamp": 1,
               "data": {"tableId": "t_users", "changes": {"indexes": [index]}}}
    with pytest.raises(CommandRefused, match="index"):
        send(alice, project, command)


def test_a_viewer_may_not_edit_and_a_stranger_does_not_see_the_diagram(bob, charlie, project):
    share(project, bob, Collaborator.Role.VIEWER)
    with pytest.raises(Forbidden):
        send(bob, project, move("t_users", 1, 1))
    with pytest.raises(NotFound):
        send(charlie, project, move("t_users", 1, 1))
    assert Project.objects.get(pk=project.pk).revision == 1


@pytest.mark.plan_limits
def test_the_table_limit_refuses_the_command_that_would_pass_it(alice):
    """The free plan draws 30 tables: the 31st is refused when it is added, not at a later save."""
    project = full_project(alice)
    document = document_current(project.pk)[0]
    with pytest.raises(QuotaReached) as refused:
        send(alice, project, add_table())
    assert refused.value.message == billing_messages.quota_tables(30)
    # At the limit, edits that add no table still go through.
    [entry] = send(alice, project, move(document["tables"][0]["id"], 5, 5))
    assert entry["revision"] == 2


def test_several_commands_are_stored_all_or_none(alice, project):
    good, bad = rename("t_users", "membres"), {"type": "MOVE_TABLE", "data": {"tableId": 1}}
    with pytest.raises(CommandRefused):
        send(alice, project, good, bad)
    assert document_current(project.pk)[0]["tables"][0]["name"] == "users"
    entries = send(alice, project, good, add_table(table("commandes")))
    assert [e["revision"] for e in entries] == [2, 3]


def test_the_diagrams_sockets_are_told_on_commit(alice, project,
                                                  django_capture_on_commit_callbacks):
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(f"diagram.{project.pk}", channel)
    with django_capture_on_commit_callbacks(execute=True):
        applied = document_apply(actor=alice, project_id=project.pk,
                                 commands=[Submitted(move("t_users", 9, 9), "c-1")])
    message = async_to_sync(layer.receive)(channel)
    assert message == {"type": "diagram.changes", "entries": applied.new, "senders": [None]}
    assert applied.new == applied.entries and applied.new[0]["revision"] == 2


def test_a_command_already_applied_is_answered_but_not_stored_again(alice, project):
    first = document_apply(actor=alice, project_id=project.pk,
                           commands=[Submitted(move("t_users", 9, 9), "c-1")])
    again = document_apply(actor=alice, project_id=project.pk,
                           commands=[Submitted(move("t_users", 9, 9), "c-1"),
                                     Submitted(move("t_users", 1, 1), "c-2")])
    assert again.entries[0] == first.entries[0]
    assert [e["id"] for e in again.new] == ["c-2"]


def test_a_snapshot_is_written_after_many_changes(alice, project, monkeypatch,
                                                   django_capture_on_commit_callbacks):
    monkeypatch.setattr(services, "CHECKPOINT_EVERY", 5)
    for n in range(12):
        with django_capture_on_commit_callbacks(execute=True):
            send(alice, project, move("t_users", n, n))
        project.refresh_from_db()
        assert project.revision - project.schema_revision < 5
    documents.clear()
    assert document_current(project.pk)[0]["tables"][0]["x"] == 11


def test_a_process_left_behind_catches_up_from_the_log(alice, project,
                                                       django_capture_on_commit_callbacks):
    with django_capture_on_commit_callbacks(execute=True):
        send(alice, project, move("t_users", 1, 1))
    behind = documents.get(project.pk)
    assert behind.revision == 2
    # Another process applies two more changes; this one's copy stays at revision 2.
    send(alice, project, rename("t_users", "membres"), add_table(table("commandes")))
    documents.put(project.pk, behind.revision, behind.document)
    current, revision = document_current(project.pk)
    assert revision == 4
    assert [t["name"] for t in current["tables"]] == ["membres", "posts", "commandes"]
    assert current["tables"][0]["x"] == 1


def test_an_attribute_added_by_a_command_keeps_every_field(alice, project):
    column = attribute("email", type="VARCHAR", length=255)
    send(alice, project, {"type": "ADD_ATTRIBUTE", "name": "Ajouter un attribut",
                          "timestamp": 1, "data": {"tableId": "t_users", "attribute": column}})
    stored = document_current(project.pk)[0]["tables"][0]["attributes"][-1]
    assert stored == column


def test_commands_of_several_authors_written_together_each_get_their_answer(alice, bob, charlie,
                                                                           project):
    """One write for a busy diagram's queued commands: a refused one does not stop the others."""
    from web.documents.services import Item, document_apply_each

    share(project, bob)
    share(project, charlie, Collaborator.Role.VIEWER)
    results, new = document_apply_each(project_id=project.pk, items=[
        Item(alice, Submitted(move("t_users", 1, 1), "a-1")),
        Item(charlie, Submitted(move("t_users", 2, 2), "c-1")),
        Item(bob, Submitted({"type": "MOVE_TABLE", "data": {}}, "b-1")),
        Item(bob, Submitted(rename("t_posts", "articles"), "b-2")),
    ])
    assert [r["revision"] if isinstance(r, dict) else type(r).__name__ for r in results] == [
        2, "Forbidden", "CommandRefused", 3]
    assert [e["id"] for e in new] == ["a-1", "b-2"]
    assert [e["author"]["name"] for e in new] == ["alice", "bob"]
    document = document_current(project.pk)[0]
    assert (document["tables"][0]["x"], document["tables"][1]["name"]) == (1, "articles")
