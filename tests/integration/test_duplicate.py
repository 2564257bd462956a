"""Duplicating a diagram across the real processes: the API answers 202 at once, the Celery worker
makes the copy, and the owner's open socket hears `project.duplicated` through Redis."""

import json
import time
import uuid

import pytest

pytestmark = pytest.mark.integration

PASSWORD = "correct-horse-battery-9"
EVENT_TIMEOUT = 20
DOCUMENT = {"format": 1, "tables": [], "relations": []}


def receive(ws, timeout: float = 5) -> dict:
    return json.loads(ws.recv(timeout=timeout))


def sign_up(live) -> tuple[int, str]:
    name = f"dup{uuid.uuid4().hex[:10]}"
    status, body = live.http.post("/api/auth/register/", {
        "username": name, "email": f"{name}@example.com", "password": PASSWORD})
    assert status == 201, body
    status, login = live.http.post("/api/auth/login/", {"username": name, "password": PASSWORD})
    assert status == 200, login
    return body["user"]["id"], login["access"]


def test_it_duplicates_in_the_worker_and_tells_the_owners_socket(live):
    user_id, access = sign_up(live)
    status, source = live.http.post("/api/projects/", {
        "name": "Boutique", "description": "Ventes", "tags": ["sql", "ventes"]}, token=access)
    assert status == 201, source

    with live.websocket() as ws:
        ws.send(json.dumps({"type": "auth", "token": access}))
        ready = receive(ws)
        assert ready["type"] == "ready"

        started = time.monotonic()
        status, scheduled = live.http.post(f"/api/projects/{source['id']}/duplicate/",
                                           token=access)
        assert (status, scheduled["status"]) == (202, "scheduled"), scheduled
        assert time.monotonic() - started < 5  # answered before the copy, not after

        event = receive(ws, timeout=EVENT_TIMEOUT)
        assert (event["type"], event["event"], event["seq"]) == ("event", "project.duplicated",
                                                                 ready["seq"] + 1)
        data = event["data"]
        assert (data["source_id"], data["request_id"], data["name"]) == (
            source["id"], scheduled["request_id"], "Boutique (copie)")
        copy_id = data["project_id"]
        assert copy_id != source["id"]

    status, mine = live.http.get("/api/projects/my_projects/", token=access)
    assert status == 200, mine
    assert {p["id"] for p in mine["results"]} == {source["id"], copy_id}
    copy = next(p for p in mine["results"] if p["id"] == copy_id)
    assert (copy["name"], copy["description"], copy["tags"]) == (
        "Boutique (copie)", "Ventes", ["sql", "ventes"])
    status, detail = live.http.get(f"/api/projects/{copy_id}/", token=access)
    assert (status, detail["schema"]) == (200, DOCUMENT)
    assert live.fetch_one(
        "SELECT owner_id, duplicate_request::text FROM projects_project WHERE id = %s",
        copy_id) == (user_id, scheduled["request_id"])


def test_it_refuses_another_users_diagram_without_scheduling_anything(live):
    owner_id, owner = sign_up(live)
    stranger_id, stranger = sign_up(live)
    status, source = live.http.post("/api/projects/", {"name": "Privé"}, token=owner)
    assert status == 201
    status, body = live.http.post(f"/api/projects/{source['id']}/duplicate/", token=stranger)
    assert (status, body["error"]) == (404, "not_found")
    time.sleep(1)  # had anything been enqueued, the idle worker would have run it by now
    assert live.fetch_one("SELECT count(*) FROM projects_project WHERE owner_id IN (%s, %s)",
                          owner_id, stranger_id) == (1,)
