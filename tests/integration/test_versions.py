"""Versions across the real processes: a large diagram's snapshot is stored at once as plain JSON
and compressed by the Celery worker, readable all along, never served by URL; restoring it
replaces the diagram for a collaborator's open socket."""

import gzip
import json
import time
import urllib.error
import uuid
from pathlib import Path

import pytest

from tests.backend.documents.factories import attribute, table

pytestmark = pytest.mark.integration

PASSWORD = "correct-horse-battery-9"
TABLES = 240  # above web/versions/snapshots.py LARGE_SNAPSHOT_TABLES


def sign_up(live) -> tuple[int, str]:
    name = f"ver{uuid.uuid4().hex[:10]}"
    status, body = live.http.post("/api/auth/register/", {
        "username": name, "email": f"{name}@example.com", "password": PASSWORD})
    assert status == 201, body
    status, login = live.http.post("/api/auth/login/", {"username": name, "password": PASSWORD})
    assert status == 200, login
    return body["user"]["id"], login["access"]


def large_document() -> dict:
    tables = [table(f"table_{n}", id=f"t{n}", x=300 * (n % 20), y=200 * (n // 20),
                    attributes=[attribute("id", id=f"t{n}.id", isPrimaryKey=True,
                                          isNullable=False),
                                attribute("label", id=f"t{n}.label", type="VARCHAR",
                                          length=80)])
              for n in range(TABLES)]
    return {"format": 1, "tables": tables, "relations": []}


def wait_for(check, *, seconds: float = 30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if (result := check()) is not None:
            return result
        time.sleep(0.2)
    raise AssertionError("waited in vain")


def test_a_large_snapshot_is_compressed_by_the_worker_and_read_back_whole(live):
    _, access = sign_up(live)
    status, project = live.http.post("/api/projects/", {"name": "Grand schéma"}, token=access)
    assert status == 201, project
    document = large_document()

    status, created = live.http.post(f"/api/versions/?project={project['id']}", {
        "project": project["id"], "name": "Avant la refonte", "snapshot": document},
        token=access)
    assert status == 201, created
    assert (created["table_count"], created["relation_count"]) == (TABLES, 0)

    def ready():
        status, page = live.http.get(f"/api/versions/?project={project['id']}", token=access)
        assert status == 200, page
        return page["results"][0] if page["results"][0]["status"] == "ready" else None

    listed = wait_for(ready)
    assert listed["snapshot_size"] == created["snapshot_size"] > 0
    name, = live.fetch_one("SELECT snapshot_file FROM versions_version WHERE id = %s",
                           created["id"])
    stored = Path(live.media_root) / name
    assert name.endswith(".json.gz")
    # The worker's file is gzip of the whole snapshot; the plain pending copy is gone.
    assert json.loads(gzip.decompress(stored.read_bytes()))["tables"] == document["tables"]
    assert not list(stored.parent.glob("*.json"))
    with pytest.raises(urllib.error.HTTPError) as refused:
        live.http.opener.open(f"{live.http.base}/media/{name}", timeout=10)
    assert refused.value.code == 404

    status, detail = live.http.get(f"/api/versions/{created['id']}/", token=access)
    assert status == 200, detail
    assert detail["snapshot"]["tables"] == document["tables"]


def test_a_restore_reaches_a_collaborators_socket(live):
    _, owner = sign_up(live)
    status, project = live.http.post("/api/projects/", {"name": "Atelier"}, token=owner)
    assert status == 201, project
    kept = {"format": 1, "tables": [table("clients", id="t_clients")], "relations": []}
    status, version = live.http.post(f"/api/versions/?project={project['id']}", {
        "project": project["id"], "name": "Jalon", "snapshot": kept}, token=owner)
    assert status == 201, version

    with live.websocket(f"/ws/diagrams/{project['id']}/") as ws:
        ws.send(json.dumps({"type": "join_diagram", "diagramId": project["id"], "token": owner,
                            "user": {"name": "owner", "color": "#6366f1", "id": 0}}))
        joined = json.loads(ws.recv(timeout=10))
        assert joined["type"] == "schema_sync", joined
        status, restored = live.http.post(f"/api/versions/{version['id']}/restore/",
                                          token=owner)
        assert status == 200, restored
        assert [t["name"] for t in restored["project"]["schema"]["tables"]] == ["clients"]

        def replacement():
            frame = json.loads(ws.recv(timeout=10))
            return frame if frame["type"] == "command" else None

        frame = wait_for(replacement, seconds=15)
        assert frame["command"]["type"] == "REPLACE_DOCUMENT", frame
        assert (frame["revision"], frame["origin"]) == (restored["project"]["revision"],
                                                        "restore")
