"""POST /api/projects/{id}/auto_layout/: at once under 30 tables, through a worker from 30."""

import pytest

from document.areas import area_members
from document.shape import validate_document
from tests.backend.helpers import assert_error
from tests.benchmarks.generate import document
from web.jobs.models import Job
from web.projects.models import Collaborator, Project


def make_project(owner, tables):
    doc = validate_document(document(tables, 4, tables))
    for table in doc["tables"]:
        table["x"], table["y"] = 0, 0  # everything piled up: the layout must untangle it
    return Project.objects.create(owner=owner, name="Pile", schema=doc)


def overlapping(doc, positions):
    boxes = []
    for table in doc["tables"]:
        p = positions[table["id"]]
        height = max(table["height"], 35 + 28 * max(1, len(table["attributes"])) + 12)
        boxes.append((p["x"], p["y"], p["x"] + max(table["width"], 200), p["y"] + height))
    return sum(1 for i, a in enumerate(boxes) for b in boxes[i + 1:]
               if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3])


def test_it_answers_positions_at_once_under_thirty_tables(api, alice):
    project = make_project(alice, 12)
    response = api.as_user(alice).post(f"projects/{project.id}/auto_layout/")
    assert response.status_code == 200
    body = response.json()
    assert body["job"] is None
    assert set(body["positions"]) == {t["id"] for t in project.schema["tables"]}
    assert overlapping(project.schema, body["positions"]) == 0
    assert body["overlaps"] == 0
    assert body["areas"] == {}
    assert all(p["x"] % 20 == 0 and p["y"] % 20 == 0 for p in body["positions"].values())
    assert not Job.objects.exists()
    project.refresh_from_db()
    assert project.revision == 0, "a layout is applied by the editor, never stored by the server"


def test_areas_come_back_around_the_tables_they_held(api, alice):
    doc = validate_document(document(8, 4, 8))
    for i, table in enumerate(doc["tables"]):
        table["x"], table["y"] = (i % 4) * 400, (i // 4) * 600
    # The first row's four tables in one area, the second row loose.
    doc["areas"] = [{"id": "r_1", "name": "Ventes", "x": -50, "y": -50, "width": 1700,
                     "height": 500, "color": "#3b82f6"}]
    doc = validate_document(doc)
    project = Project.objects.create(owner=alice, name="Zones", schema=doc)
    held = area_members(doc)["r_1"]
    assert len(held) == 4
    body = api.as_user(alice).post(f"projects/{project.id}/auto_layout/").json()
    area = body["areas"]["r_1"]
    for table in doc["tables"]:
        table["x"], table["y"] = body["positions"][table["id"]]["x"], \
            body["positions"][table["id"]]["y"]
    doc["areas"][0].update(area)
    assert area_members(doc)["r_1"] == held
    assert overlapping(doc, body["positions"]) == 0 and body["score"] is not None


def test_it_uses_a_worker_from_thirty_tables(api, alice, django_capture_on_commit_callbacks):
    project = make_project(alice, 30)
    with django_capture_on_commit_callbacks(execute=True):
        response = api.as_user(alice).post(f"projects/{project.id}/auto_layout/")
    assert response.status_code == 202
    job = Job.objects.get(pk=response.json()["job"]["id"])
    # Eager in the backend suite: the worker ran and kept the positions on the job.
    assert job.status == "succeeded"
    job = api.get(f"jobs/{job.pk}/").json()
    assert overlapping(project.schema, job["result"]["positions"]) == 0
    assert api.get(f"jobs/{job['id']}/").json()["status"] == "succeeded"


def test_it_refuses_an_empty_diagram_and_viewers(api, alice, bob):
    empty = Project.objects.create(owner=alice, name="Vide")
    assert_error(api.as_user(alice).post(f"projects/{empty.id}/auto_layout/"), 400)
    project = make_project(alice, 3)
    Collaborator.objects.create(project=project, user=bob, role="viewer")
    assert_error(api.as_user(bob).post(f"projects/{project.id}/auto_layout/"), 403)


def test_jobs_are_private(api, alice, bob):
    project = make_project(alice, 30)
    job_id = api.as_user(alice).post(f"projects/{project.id}/auto_layout/").json()["job"]["id"]
    assert api.get(f"jobs/{job_id}/").status_code == 200
    assert_error(api.as_user(bob).get(f"jobs/{job_id}/"), 404)


@pytest.fixture(autouse=True)
def _eager_errors(settings):
    settings.CELERY_TASK_EAGER_PROPAGATES = True
