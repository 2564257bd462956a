"""Automatic versions: kept before an SQL import or an auto layout when the call asks for it
(`snapshot_before`), before a restore (test_versions_restore.py); named after the moment in
French, Paris time; not counted against the plan; gone after 30 days, by beat's daily task and
whenever the diagram gets a new automatic version (the embedded mode runs no beat)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
import time_machine
from django.core.files.storage import default_storage
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.utils import timezone

from tests.backend.documents.factories import stored_project
from tests.backend.helpers import assert_error
from tests.backend.workspace.factories import share
from web.accounts import tokens
from web.jobs.models import Job
from web.projects.models import Collaborator
from web.versions import messages
from web.versions.models import Version
from web.versions.selectors import version_snapshot
from web.versions.services import french_datetime, version_create_automatic, versions_trim
from workers.celery import app
from workers.tasks.versions import trim_automatic

from .factories import diagram, make_version, sized

SQL = b"CREATE TABLE orders (id INT PRIMARY KEY, total DECIMAL(10, 2));"
# 14:05 in Paris in winter (UTC+1), 15:05 in summer (UTC+2).
WINTER = datetime(2026, 11, 24, 13, 5, tzinfo=UTC)
SUMMER = datetime(2026, 7, 14, 13, 5, tzinfo=UTC)


@pytest.fixture
def project(alice):
    return stored_project(alice, diagram("users", "posts", relations=1))


def upload(user, project, **fields):
    client = Client(headers={"Authorization": f"Bearer {tokens.issue(user).access}"})
    data = {"merge_with_existing": "false", "auto_layout": "false",
            "sql_file": SimpleUploadedFile("schema.sql", SQL), **fields}
    return client.post(f"/api/projects/{project.pk}/import_sql/", data)


def test_dates_are_french_in_paris_time():
    assert french_datetime(WINTER) == "24/11/2026 à 14:05"
    assert french_datetime(SUMMER) == "14/07/2026 à 15:05"


class TestBeforeAnImport:
    def test_it_keeps_the_diagram_as_it_was(self, alice, project,
                                            django_capture_on_commit_callbacks):
        with time_machine.travel(WINTER, tick=False), django_capture_on_commit_callbacks(
                execute=True):
            response = upload(alice, project, snapshot_before="true")

        assert response.status_code == 202, response.content
        version = Version.objects.get()
        assert (version.kind, version.name) == (
            "before_import", "Avant l'import SQL du 24/11/2026 à 14:05")
        assert (version.revision, version.created_by, version.table_count) == (1, alice, 2)
        assert b'"name":"users"' in version_snapshot(version)
        job = Job.objects.get()
        assert job.status == "succeeded", job.result
        assert Job.objects.get().result["tables_count"] == 1, "the import replaced the diagram"

    def test_it_is_kept_only_when_asked(self, alice, project):
        assert upload(alice, project).status_code == 202
        assert upload(alice, project, snapshot_before="false").status_code == 202
        assert not Version.objects.exists()

    def test_a_refused_import_keeps_none(self, alice, bob, project):
        share(project, bob, Collaborator.Role.VIEWER)
        assert_error(upload(bob, project, snapshot_before="true"), 403)
        assert_error(upload(alice, project, snapshot_before="true",
                            sql_file=SimpleUploadedFile("schema.json", SQL)), 400)
        assert not Version.objects.exists()
        assert not default_storage.exists(f"versions/{project.pk}")

    def test_a_bad_flag_is_a_field_error(self, alice, project):
        assert_error(upload(alice, project, snapshot_before="peut-être"), 400,
                     field="snapshot_before")


class TestBeforeALayout:
    def test_it_keeps_the_diagram_before_a_layout_done_at_once(self, api, alice, project):
        with time_machine.travel(SUMMER, tick=False):
            response = api.as_user(alice).post(
                f"projects/{project.pk}/auto_layout/?snapshot_before=true")

        assert response.status_code == 200, response.content
        version = Version.objects.get()
        assert (version.kind, version.name, version.revision) == (
            "before_layout", "Avant l'agencement automatique du 14/07/2026 à 15:05", 1)

    def test_it_keeps_the_diagram_before_a_layout_by_a_worker(self, api, alice):
        project = stored_project(alice, sized(30))
        response = api.as_user(alice).post(
            f"projects/{project.pk}/auto_layout/?snapshot_before=true")
        assert response.status_code == 202
        assert Version.objects.get().kind == "before_layout"

    def test_it_is_kept_only_when_asked(self, api, alice, project):
        assert api.as_user(alice).post(f"projects/{project.pk}/auto_layout/").status_code == 200
        assert not Version.objects.exists()

    def test_an_empty_diagram_has_nothing_to_lay_out_nor_keep(self, api, alice):
        from tests.backend.workspace.factories import make_project

        empty = make_project(alice)
        response = api.as_user(alice).post(f"projects/{empty.pk}/auto_layout/?snapshot_before=1")
        assert_error(response, 400, field="schema")
        assert not Version.objects.exists()


class TestTrim:
    def _aged(self, version: Version, days: float) -> Version:
        Version.objects.filter(pk=version.pk).update(
            created_at=timezone.now() - timedelta(days=days))
        return version

    def test_automatic_versions_go_after_thirty_days_manual_ones_stay(
            self, alice, project, django_capture_on_commit_callbacks):
        old, recent = (version_create_automatic(actor=alice, project_id=project.pk, kind=kind)
                       for kind in (Version.Kind.BEFORE_IMPORT, Version.Kind.BEFORE_LAYOUT))
        self._aged(old, 31)
        self._aged(recent, 29)
        manual = self._aged(make_version(alice, project, "Gardée"), 400)

        with django_capture_on_commit_callbacks(execute=True):
            assert trim_automatic.apply().get() == 1

        assert set(Version.objects.values_list("pk", flat=True)) == {recent.pk, manual.pk}
        assert not default_storage.exists(old.snapshot_file)
        assert default_storage.exists(recent.snapshot_file)

    def test_every_automatic_kind_is_trimmed(self, alice, project):
        for kind in Version.AUTOMATIC:
            self._aged(Version.objects.create(project=project, name=kind, kind=kind,
                                              snapshot_file="versions/x.json.gz"), 31)
        assert versions_trim() == 3

    def test_a_new_automatic_version_trims_its_diagrams_old_ones(self, alice, project):
        other = stored_project(alice, diagram("orders"), name="Autre")
        old = self._aged(version_create_automatic(actor=alice, project_id=project.pk,
                                                  kind=Version.Kind.BEFORE_IMPORT), 31)
        elsewhere = self._aged(version_create_automatic(actor=alice, project_id=other.pk,
                                                        kind=Version.Kind.BEFORE_IMPORT), 31)

        version_create_automatic(actor=alice, project_id=project.pk,
                                 kind=Version.Kind.BEFORE_LAYOUT)

        assert not Version.objects.filter(pk=old.pk).exists()
        assert Version.objects.filter(pk=elsewhere.pk).exists(), "beat trims the others"

    def test_beat_runs_it_daily(self):
        entry = next(e for e in app.conf.beat_schedule.values()
                     if e["task"] == "versions.trim_automatic")
        assert entry["schedule"].hour == {3}


def test_messages_name_the_automatic_versions():
    assert messages.BEFORE_IMPORT_NAME.format(date="x") == "Avant l'import SQL du x"
    assert messages.BEFORE_LAYOUT_NAME.format(date="x") == "Avant l'agencement automatique du x"
