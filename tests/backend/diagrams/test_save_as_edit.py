"""A whole-document save (`PATCH projects/{id}/update_schema/`) that amounts to a small edit is
logged as ONE change, a BATCH of ordinary commands, and leaves the stored snapshot to the next
checkpoint; anything else (a first save, tables reordered, many tables added) is stored whole as
before. Either way the document read back is the one saved, in this process and in a fresh one.
The access is checked before the body is read (the request guard) and again under the row lock.
"""

import copy
import json

import pytest

from tests.backend.core.asgi_exchange import Exchange, token_of
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import make_project, make_team, share
from web.billing.models import Package
from web.documents.cache import documents
from web.documents.models import Change
from web.documents.selectors import document_current
from web.documents.services import document_checkpoint
from web.projects import messages
from web.projects.models import Collaborator, Project

from .saving import DOCUMENT, save


@pytest.fixture
def project(alice):
    return Project.objects.create(owner=alice, name="Boutique")


def saved(api, project, schema) -> dict:
    """A save, after which this process holds the document, as it does once its commit hooks
    ran (the tests' transactions never commit): the next save is compared with it."""
    response = save(api, project, schema)
    assert response.status_code == 200, response.content[:500]
    document_current(project.pk)
    return response.json()


def edited(change) -> dict:
    """A copy of DOCUMENT changed by `change(document)`."""
    document = copy.deepcopy(DOCUMENT)
    change(document)
    return document


def new_table(table_id: str, name: str) -> dict:
    table = copy.deepcopy(DOCUMENT["tables"][0])
    table.update(id=table_id, name=name, x=800)
    for attribute in table["attributes"]:
        attribute["id"] = f"{table_id}_{attribute['id']}"
    return table


def log_of(project) -> list[tuple]:
    return list(Change.objects.filter(project=project).order_by("revision").values_list(
        "revision", "command__type", "origin"))


def last_command(project) -> dict:
    return Change.objects.filter(project=project).latest("revision").command


def stored(project) -> tuple[dict, int, int]:
    """The snapshot, its revision and the project's revision, as the database holds them."""
    row = Project.objects.get(pk=project.pk)
    return row.schema, row.schema_revision, row.revision


def read_back(api, project) -> dict:
    """The document as the API opens it, and as a fresh process (no cached document) reads
    it; both must agree."""
    response = api.get(f"projects/{project.id}/")
    assert response.status_code == 200, response.content[:300]
    documents.clear()
    document, revision = document_current(project.id)
    assert (document, revision) == (response.json()["schema"], response.json()["revision"])
    return document


def moved(document: dict) -> None:
    document["tables"][0].update(x=640, y=320)


# --- Stored as an edit ----------------------------------------------------------------------

def test_a_process_that_does_not_hold_the_document_stores_the_save_whole(api, alice, project):
    """Reading the document only to compare would hold two whole documents at once."""
    saved(api.as_user(alice), project, DOCUMENT)
    documents.clear()
    body = saved(api, project, edited(moved))
    assert last_command(project)["type"] == "REPLACE_DOCUMENT"
    assert stored(project)[1:] == (body["revision"], body["revision"])
    assert read_back(api, project) == edited(moved)


def test_a_first_save_into_an_empty_diagram_is_stored_whole(api, alice, project):
    body = saved(api.as_user(alice), project, DOCUMENT)
    assert (body["revision"], body["tables_count"]) == (1, 2)
    assert log_of(project) == [(1, "REPLACE_DOCUMENT", "save")]
    assert stored(project) == (DOCUMENT, 1, 1)
    assert read_back(api, project) == DOCUMENT


def test_a_moved_table_is_logged_as_one_batch_and_the_snapshot_is_left_alone(api, alice,
                                                                           project):
    saved(api.as_user(alice), project, DOCUMENT)
    target = edited(moved)
    body = saved(api, project, target)
    assert body["revision"] == 2
    assert log_of(project) == [(1, "REPLACE_DOCUMENT", "save"), (2, "BATCH", "save")]
    command = last_command(project)
    assert command["name"] == messages.WHOLE_SAVE
    assert [(c["type"], c["data"]) for c in command["data"]["commands"]] == [
        ("MOVE_TABLE", {"tableId": "t_users", "x": 640, "y": 320})]
    assert Change.objects.get(project=project, revision=2).author_id == alice.id
    assert stored(project) == (DOCUMENT, 1, 2)
    assert read_back(api, project) == target


def test_several_edits_are_one_batch_that_reads_back_as_saved(api, alice, project):
    saved(api.as_user(alice), project, DOCUMENT)

    def change(document):
        users, posts = document["tables"]
        users["attributes"][1]["name"] = "courriel"
        users["attributes"].append({**users["attributes"][1], "id": "a_users_name",
                                    "name": "nom", "isUnique": False})
        posts.update(name="articles", color="#ef4444")
        document["relations"] = []
        document["tables"].append(new_table("t_tags", "tags"))

    target = edited(change)
    saved(api, project, target)
    command = last_command(project)
    assert command["type"] == "BATCH"
    assert sorted(c["type"] for c in command["data"]["commands"]) == [
        "ADD_ATTRIBUTE", "ADD_TABLE", "REMOVE_RELATION", "UPDATE_ATTRIBUTE", "UPDATE_TABLE"]
    assert stored(project) == (DOCUMENT, 1, 2)
    assert read_back(api, project) == target


def test_successive_saves_chain_and_the_checkpoint_writes_the_snapshot(api, alice, project):
    saved(api.as_user(alice), project, DOCUMENT)
    document = copy.deepcopy(DOCUMENT)
    for x in (150, 200, 250):
        document["tables"][1]["x"] = x
        assert saved(api, project, copy.deepcopy(document))["revision"] == len(log_of(project))
        documents.clear()  # a new process, which opens the diagram: snapshot + the log
        document_current(project.pk)
    assert [kind for _, kind, _ in log_of(project)] == ["REPLACE_DOCUMENT"] + ["BATCH"] * 3
    assert stored(project) == (DOCUMENT, 1, 4)
    assert read_back(api, project) == document
    assert document_checkpoint(project_id=project.id) == 4
    assert stored(project) == (document, 4, 4)


# --- Stored whole ---------------------------------------------------------------------------

def test_reordered_tables_are_stored_whole(api, alice, project):
    saved(api.as_user(alice), project, DOCUMENT)
    target = edited(lambda d: d["tables"].reverse())
    assert saved(api, project, target)["revision"] == 2
    assert log_of(project)[-1] == (2, "REPLACE_DOCUMENT", "save")
    assert stored(project) == (target, 2, 2)
    assert read_back(api, project) == target


def test_many_tables_added_are_stored_whole(api, alice, project):
    saved(api.as_user(alice), project, DOCUMENT)
    target = edited(lambda d: d["tables"].extend([new_table("t_a", "a"), new_table("t_b", "b")]))
    saved(api, project, target)
    assert log_of(project)[-1] == (2, "REPLACE_DOCUMENT", "save")
    assert stored(project) == (target, 2, 2)
    assert read_back(api, project) == target


def test_a_save_made_on_an_older_revision_is_refused(api, alice, project):
    saved(api.as_user(alice), project, DOCUMENT)
    saved(api, project, edited(moved))
    response = save(api, project, edited(lambda d: d["tables"][1].update(x=9)), revision=1)
    assert_error(response, 400, code="conflict")
    assert len(log_of(project)) == 2
    assert read_back(api, project) == edited(moved)


# --- Validation against the document already known -----------------------------------------

def test_a_save_sharing_the_unchanged_tables_stores_the_changed_ones(api, alice, project):
    saved(api.as_user(alice), project, DOCUMENT)
    api.get(f"projects/{project.id}/")  # this process now holds the document (`known`)
    known = documents.get(project.id).document
    assert known == DOCUMENT
    target = edited(lambda d: d["tables"][1]["attributes"][1].update(type="BIGINT"))
    raw = copy.deepcopy(target)
    raw["tables"][1]["isSelected"] = True  # interface state, dropped when validated
    saved(api, project, raw)
    assert last_command(project)["type"] == "BATCH"
    assert read_back(api, project) == target
    assert known == DOCUMENT  # the document known before was not changed in place


@pytest.mark.parametrize(("change", "fragment"), [
    (lambda d: d["tables"][1].update(x="left"), "tables[1].x"),
    (lambda d: d["tables"][1]["attributes"][0].update(type="STRINGY"), "attributes[0].type"),
    (lambda d: d["relations"][0].update(toTableId="t_gone"), "table inconnue"),
    (lambda d: d["tables"][1].update(id="t_users"), "en double"),
])
def test_a_changed_table_that_is_invalid_is_refused_and_nothing_is_stored(
        api, alice, project, change, fragment):
    saved(api.as_user(alice), project, DOCUMENT)
    saved(api, project, edited(moved))
    api.get(f"projects/{project.id}/")  # the document is known: unchanged tables are shared
    response = save(api, project, edited(lambda d: (moved(d), change(d))))
    body = assert_error(response, 400, code="invalid_document")
    assert any(fragment in message for message in body["fields"]["schema"]), body
    assert len(log_of(project)) == 2
    assert stored(project) == (DOCUMENT, 1, 2)
    assert read_back(api, project) == edited(moved)


# --- The plan's table limit -----------------------------------------------------------------

@pytest.fixture
def over_the_limit(api, alice, project):
    """Two tables saved, then the plan allows one (a downgrade)."""
    saved(api.as_user(alice), project, DOCUMENT)
    Package.objects.filter(is_default=True).update(max_tables_per_diagram=1)
    return project


@pytest.mark.plan_limits
def test_a_diagram_over_its_limit_can_still_have_a_table_moved(api, alice, over_the_limit):
    saved(api.as_user(alice), over_the_limit, edited(moved))
    assert last_command(over_the_limit)["type"] == "BATCH"
    assert read_back(api, over_the_limit) == edited(moved)


@pytest.mark.plan_limits
def test_a_table_added_beyond_the_limit_is_refused(api, alice, over_the_limit):
    target = edited(lambda d: d["tables"].append(new_table("t_tags", "tags")))
    response = save(api.as_user(alice), over_the_limit, target)
    assert_error(response, 403, code="quota_reached")
    assert len(log_of(over_the_limit)) == 1
    assert stored(over_the_limit) == (DOCUMENT, 1, 1)
    assert read_back(api, over_the_limit) == DOCUMENT


@pytest.mark.plan_limits
def test_a_whole_replacement_over_the_limit_is_refused_as_before(api, alice, over_the_limit):
    response = save(api.as_user(alice), over_the_limit, edited(lambda d: d["tables"].reverse()))
    assert_error(response, 403, code="quota_reached")
    assert stored(over_the_limit) == (DOCUMENT, 1, 1)


@pytest.mark.plan_limits
def test_a_table_added_within_the_limit_is_an_edit(api, alice, project):
    Package.objects.filter(is_default=True).update(max_tables_per_diagram=3)
    saved(api.as_user(alice), project, DOCUMENT)
    target = edited(lambda d: d["tables"].append(new_table("t_tags", "tags")))
    saved(api, project, target)
    assert last_command(project)["type"] == "BATCH"
    assert read_back(api, project) == target


# --- Who may save ---------------------------------------------------------------------------

@pytest.fixture
def team_project(alice, bob, charlie):
    """alice's diagram in her team, where bob is a member and charlie a viewer."""
    project = make_project(alice, "Entrepôt", team=make_team(alice, bob="member",
                                                           charlie="viewer"))
    project.schema = DOCUMENT
    project.save()
    return project


def test_the_owner_and_editors_save_viewers_are_refused_strangers_see_nothing(
        api, alice, bob, charlie, project):
    saved(api.as_user(alice), project, DOCUMENT)
    share(project, bob, Collaborator.Role.VIEWER)
    assert_error(save(api.as_user(bob), project, edited(moved)), 403, code="forbidden")
    assert_error(save(api.as_user(charlie), project, edited(moved)), 404, code="not_found")
    assert len(log_of(project)) == 1
    Collaborator.objects.filter(user=bob).update(role=Collaborator.Role.EDITOR)
    saved(api.as_user(bob), project, edited(moved))
    assert Change.objects.get(project=project, revision=2).author_id == bob.id


def test_team_roles_decide_who_saves(api, alice, bob, charlie, team_project):
    saved(api.as_user(bob), team_project, edited(moved))
    assert_error(save(api.as_user(charlie), team_project, DOCUMENT), 403, code="forbidden")
    assert stored(team_project)[2] == 1


def test_a_public_diagram_is_read_only_to_a_stranger(api, alice, charlie, project):
    Project.objects.filter(pk=project.pk).update(visibility=Project.Visibility.PUBLIC)
    assert_error(save(api.as_user(charlie), project, DOCUMENT), 403, code="forbidden")
    assert_error(save(api.as_user(None), project, DOCUMENT), 401)


def test_a_missing_diagram_is_not_found(api, alice):
    response = api.as_user(alice).patch("projects/999999/update_schema/",
                                        {"schema": DOCUMENT, "revision": 0})
    assert_error(response, 404, code="not_found")


@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_through_the_server_access_is_checked_before_the_body_is_read(alice, bob, charlie):
    project = make_project(alice, "Boutique")
    share(project, bob, Collaborator.Role.VIEWER)
    path = f"/api/projects/{project.pk}/update_schema/"
    body = json.dumps({"schema": DOCUMENT, "revision": 0}).encode()
    pieces = [body[:100], body[100:]]

    stranger = Exchange("PATCH", path, pieces, token=token_of(charlie)).run()
    assert (stranger.status, stranger.json["error"], stranger.taken) == (404, "not_found", 0)
    viewer = Exchange("PATCH", path, pieces, token=token_of(bob)).run()
    assert (viewer.status, viewer.json["error"], viewer.taken) == (403, "forbidden", 0)
    assert stored(project)[2] == 0

    owner = Exchange("PATCH", path, pieces, token=token_of(alice)).run()
    assert (owner.status, owner.taken) == (200, 2)
    assert owner.json["revision"] == 1
    Collaborator.objects.filter(user=bob).update(role=Collaborator.Role.EDITOR)
    again = json.dumps({"schema": edited(moved), "revision": 1}).encode()
    editor = Exchange("PATCH", path, [again], token=token_of(bob)).run()
    assert (editor.status, editor.json["revision"]) == (200, 2)
    assert log_of(project) == [(1, "REPLACE_DOCUMENT", "save"), (2, "BATCH", "save")]
    documents.clear()
    assert document_current(project.pk) == (edited(moved), 2)

