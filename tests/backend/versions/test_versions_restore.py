"""POST /api/versions/{id}/restore/ (spec 001 §2, §4 "Restore", §7): the diagram's document is
replaced by the version's in one change on the write path; when the diagram changed since its
newest version, it is first kept as an automatic version (001 §4: 'Votre version actuelle sera
automatiquement sauvegardée avant la restauration.')."""

from __future__ import annotations

import orjson
import pytest
from django.core.files.storage import default_storage

from tests.backend.documents.factories import move, stored_project
from tests.backend.helpers import assert_error
from web.accounts import tokens
from web.billing import messages as billing_messages
from web.billing.models import Package
from web.documents.models import Change
from web.documents.selectors import document_current
from web.documents.services import Submitted, document_apply
from web.versions import messages
from web.versions.models import Version
from web.versions.selectors import version_snapshot
from web.versions.services import version_create

from .factories import diagram, make_version

ORIGINAL = diagram("users", "posts", relations=1)
EDITED = diagram("users", "posts", "comments", relations=2)


@pytest.fixture
def project(alice):
    return stored_project(alice, ORIGINAL)


def restore(api, user, version):
    return api.as_user(user).post(f"versions/{version.pk}/restore/")


def save(api, user, project, document):
    revision = document_current(project.pk)[1]
    response = api.as_user(user).patch(f"projects/{project.pk}/update_schema/",
                                       {"schema": document, "revision": revision})
    assert response.status_code == 200, response.content


def test_it_replaces_the_document_and_answers_the_project(api, alice, project):
    version = make_version(alice, project, "Avant les commentaires")
    save(api, alice, project, EDITED)

    response = restore(api, alice, version)

    assert response.status_code == 200, response.content
    body = response.json()
    assert set(body) == {"project", "version", "autosaved"}
    assert body["project"] == {"id": project.pk, "name": "Boutique", "schema": ORIGINAL,
                               "revision": 3}
    assert body["version"]["id"] == version.pk
    assert "snapshot" not in body["version"]
    assert document_current(project.pk) == (ORIGINAL, 3)
    assert api.get(f"projects/{project.pk}/").json()["schema"] == ORIGINAL


def test_it_is_one_change_of_origin_restore(api, alice, project):
    version = make_version(alice, project, "Jalon")
    save(api, alice, project, EDITED)
    restore(api, alice, version)

    change = Change.objects.filter(project=project).latest("revision")
    assert (change.revision, change.origin, change.author) == (3, "restore", alice)
    assert change.command["type"] == "REPLACE_DOCUMENT"
    assert change.command["name"] == messages.RESTORE_CHANGE_NAME.format(name="Jalon")
    assert Change.objects.filter(project=project, origin="restore").count() == 1


def test_changes_since_the_newest_version_are_kept_first(api, alice, project):
    version = make_version(alice, project, "Jalon")
    save(api, alice, project, EDITED)

    body = restore(api, alice, version).json()

    autosaved = Version.objects.get(kind="before_restore")
    assert body["autosaved"]["id"] == autosaved.pk
    assert body["autosaved"]["name"] == (
        "Sauvegarde automatique avant restauration de « Jalon »")
    assert (autosaved.revision, autosaved.table_count, autosaved.created_by) == (2, 3, alice)
    assert orjson.loads(version_snapshot(autosaved)) == EDITED


def test_nothing_is_kept_when_the_diagram_is_its_newest_version(api, alice, project):
    old = make_version(alice, project, "Ancienne")
    save(api, alice, project, EDITED)
    make_version(alice, project, "Récente")  # of the current revision

    body = restore(api, alice, old).json()

    assert body["autosaved"] is None
    assert not Version.objects.filter(kind="before_restore").exists()
    assert document_current(project.pk)[0] == ORIGINAL


def test_equal_documents_at_other_revisions_need_no_autosave(api, alice, project):
    """A version of the client's unsaved document has no revision; once saved, the diagram is
    that version all the same."""
    old = make_version(alice, project, "Ancienne")
    version_create(actor=alice, project_id=project.pk, name="Non enregistrée", snapshot=EDITED)
    save(api, alice, project, EDITED)

    assert restore(api, alice, old).json()["autosaved"] is None


def test_an_edit_after_the_newest_version_is_a_change(api, alice, project):
    version = make_version(alice, project, "Jalon")
    document_apply(actor=alice, project_id=project.pk,
                   commands=[Submitted(move("t_users", 500, 40))])

    body = restore(api, alice, version).json()

    assert body["autosaved"]["revision"] == 2
    moved = version_snapshot(Version.objects.get(pk=body["autosaved"]["id"]))
    assert b'"x":500' in moved


def test_restoring_the_current_version_changes_nothing_but_the_revision(api, alice, project):
    version = make_version(alice, project, "Jalon")
    body = restore(api, alice, version).json()
    assert (body["autosaved"], body["project"]["schema"], body["project"]["revision"]) == (
        None, ORIGINAL, 2)


def test_a_long_name_is_shortened_in_the_autosaves_name(api, alice, project):
    version = make_version(alice, project, "n" * 100)
    save(api, alice, project, EDITED)

    name = restore(api, alice, version).json()["autosaved"]["name"]

    assert len(name) == 100
    assert name.startswith("Sauvegarde automatique avant restauration de « nnn")
    assert name.endswith("… »")


def test_the_autosave_does_not_count_against_the_plan(api, alice, project):
    Package.objects.filter(is_default=True).update(max_versions_per_diagram=1)
    version = make_version(alice, project, "Seule")
    save(api, alice, project, EDITED)

    assert restore(api, alice, version).status_code == 200
    assert Version.objects.filter(project=project).count() == 2


@pytest.mark.plan_limits
def test_the_table_limit_still_applies(api, alice, project):
    """The owner's plan allows 30 tables; a version taken on a larger plan is refused whole."""
    Package.objects.filter(is_default=True).update(max_tables_per_diagram=40)
    big = stored_project(alice, diagram(*(f"t{n}" for n in range(31))), name="Grand")
    version = make_version(alice, big, "31 tables")
    save(api, alice, big, EDITED)
    Package.objects.filter(is_default=True).update(max_tables_per_diagram=30)
    files_before = _stored_files(big.pk)

    response = restore(api, alice, version)

    assert_error(response, 403, code="quota_reached",
                 message=billing_messages.quota_tables(30))
    assert document_current(big.pk)[0] == EDITED
    assert not Version.objects.filter(kind="before_restore").exists()
    assert _stored_files(big.pk) == files_before, "no autosave file is left behind"


def test_an_unreadable_snapshot_is_refused_cleanly(api, alice, project):
    version = make_version(alice, project, "Abîmée")
    default_storage.delete(version.snapshot_file)
    with default_storage.open(version.snapshot_file, "wb") as handle:
        handle.write(b"not gzip")

    response = restore(api, alice, version)

    assert_error(response, 400, code="invalid_document", message=messages.SNAPSHOT_UNREADABLE)
    assert document_current(project.pk)[0] == ORIGINAL


def test_a_missing_version_is_not_found(api, alice):
    assert_error(api.as_user(alice).post("versions/987654321/restore/"), 404, code="not_found")


def _stored_files(project_id: int) -> set[str]:
    try:
        return set(default_storage.listdir(f"versions/{project_id}")[1])
    except FileNotFoundError:
        return set()


def test_a_failed_replacement_leaves_no_autosave_behind(api, alice, project, monkeypatch):
    from web.core.errors import DomainError
    from web.versions import services

    def refused(**kwargs):
        raise DomainError("Refusé.", code="conflict")

    version = make_version(alice, project, "Jalon")
    save(api, alice, project, EDITED)
    files_before = _stored_files(project.pk)
    monkeypatch.setattr(services, "document_replace", refused)

    assert_error(restore(api, alice, version), 400, code="conflict")
    assert not Version.objects.filter(kind="before_restore").exists()
    assert _stored_files(project.pk) == files_before


@pytest.mark.parametrize("encoding", ["", "gzip"])
def test_the_answer_is_written_as_it_is_sent(alice, project, encoding):
    """The JSON of a 10 000-table document is ~72 MB: the answer never holds it whole."""
    import gzip

    from django.test import Client

    version = make_version(alice, project, "Jalon")
    client = Client(HTTP_AUTHORIZATION=f"Bearer {tokens.issue(alice).access}",
                    HTTP_ACCEPT_ENCODING=encoding)

    response = client.post(f"/api/versions/{version.pk}/restore/")

    assert response.status_code == 200 and response.streaming
    body = b"".join(response.streaming_content)
    if encoding:
        assert response["Content-Encoding"] == "gzip"
        body = gzip.decompress(body)
    answer = orjson.loads(body)
    assert answer["project"] == {"id": project.pk, "name": "Boutique", "schema": ORIGINAL,
                                 "revision": 2}
    assert answer["version"]["id"] == version.pk and answer["autosaved"] is None
