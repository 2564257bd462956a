"""A running SQL import streams its tables to the diagram's sockets (web/realtime/PROTOCOL.md,
"Imports in progress"): the owner's and a viewer's, in numbered batches each far below a frame's
limit, all before the stored document, which the end of the stream names by its revision."""

import json

import pytest

from tests.integration.collaborators import invite, sign_up
from tests.integration.test_import_sql import generated_ddl, sign_up_on_a_paid_plan, upload

pytestmark = pytest.mark.integration

FRAME_LIMIT = 1024 * 1024


def join(ws, project_id: int, token: str) -> dict:
    ws.send(json.dumps({"type": "join_diagram", "diagramId": project_id, "token": token,
                        "user": {"id": None, "name": "", "color": "#6366f1"}}))
    frame = json.loads(ws.recv(timeout=10))
    assert frame["type"] == "schema_sync", frame
    return frame


def frames_until_the_end(ws) -> list[tuple[int, dict]]:
    """(size in bytes, frame) of what the socket receives until the import's end and the
    stored document's change."""
    seen: list[tuple[int, dict]] = []
    ended = replaced = False
    while not (ended and replaced):
        text = ws.recv(timeout=60)
        frame = json.loads(text)
        seen.append((len(text.encode()), frame))
        ended = ended or frame["type"] == "import_end"
        replaced = replaced or (frame["type"] == "command"
                                and frame["command"]["type"] == "REPLACE_DOCUMENT")
    return seen


def test_the_tables_reach_the_owner_and_a_viewer_in_numbered_batches_before_the_document(live):
    owner = sign_up_on_a_paid_plan(live)
    _, project = live.http.post("/api/projects/", {"name": "Flux"}, token=owner)
    viewer_name, viewer = sign_up(live)
    invite(live, project["id"], owner, viewer_name, viewer, "viewer")
    path = f"/ws/diagrams/{project['id']}/"
    with live.websocket(path) as mine, live.websocket(path) as theirs:
        join(mine, project["id"], owner)
        join(theirs, project["id"], viewer)
        status, job = upload(live, project["id"], owner, generated_ddl(0.8),
                             merge_with_existing="false", auto_layout="true")
        assert status == 202, job
        for ws in (mine, theirs):
            seen = frames_until_the_end(ws)
            kinds = [frame["type"] for _, frame in seen]
            batches = [frame for _, frame in seen if frame["type"] == "import_tables"]
            end = next(frame for _, frame in seen if frame["type"] == "import_end")
            replaced = next(frame for _, frame in seen if frame["type"] == "command")

            assert len(batches) >= 2, "the tables come in several batches, not at the end"
            assert kinds.index("import_tables") < kinds.index("command")
            assert [b["seq"] for b in batches] + [end["seq"]] == list(
                range(1, len(batches) + 2)), "numbered without a gap, the end last"
            assert all(b["jobId"] == end["jobId"] == job["id"] for b in batches)
            assert max(size for size, _ in seen) < FRAME_LIMIT
            names = [t["name"] for b in batches for t in b["tables"]]
            assert names == [f"table_{n}" for n in range(250)]
            first = batches[0]["tables"][0]
            # `id bigint NOT NULL`, `parent_id bigint`: the key comes later, by ALTER TABLE.
            assert first["columns"][:2] == [["id", "BIGINT", 0], ["parent_id", "BIGINT", 2]]
            assert end["status"] == "completed" and end["tables"] == 250
            assert end["revision"] == replaced["revision"] == 1


def test_a_failed_import_ends_its_stream_as_failed(live):
    owner = sign_up_on_a_paid_plan(live)
    _, project = live.http.post("/api/projects/", {"name": "Raté"}, token=owner)
    with live.websocket(f"/ws/diagrams/{project['id']}/") as ws:
        join(ws, project["id"], owner)
        status, _ = upload(live, project["id"], owner, b"INSERT INTO t VALUES (1);",
                           merge_with_existing="false", auto_layout="false")
        assert status == 202
        frame = json.loads(ws.recv(timeout=60))
    assert frame["type"] == "import_end" and frame["status"] == "failed"
    assert frame["seq"] == 1 and frame["revision"] is None
