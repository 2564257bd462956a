"""A SQL import across the real processes: the API stores the upload and answers at once, the
Celery worker parses, lays out and saves, and the owner's socket hears every stage in order."""

import json
import subprocess
import sys
import urllib.request
import uuid
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration

PASSWORD = "correct-horse-battery-9"
ROOT = Path(__file__).resolve().parents[2]
STAGES = ["reading", "parsing", "building", "layout", "saving"]


def receive(ws, timeout: float = 30) -> dict:
    return json.loads(ws.recv(timeout=timeout))


def sign_up_on_a_paid_plan(live) -> str:
    name = f"imp{uuid.uuid4().hex[:10]}"
    status, _ = live.http.post("/api/auth/register/", {
        "username": name, "email": f"{name}@example.com", "password": PASSWORD})
    assert status == 201
    _, login = live.http.post("/api/auth/login/", {"username": name, "password": PASSWORD})
    _, packages = live.http.get("/api/packages/")
    pro = next(p for p in packages["results"] if p["name"] == "Pro")
    status, body = live.http.post("/api/subscriptions/checkout/", {
        "package_id": pro["id"], "billing_cycle": "monthly"}, token=login["access"])
    assert status == 201, body
    return login["access"]


def upload(live, project_id: int, token: str, content: bytes, **fields) -> tuple[int, dict]:
    boundary = uuid.uuid4().hex
    parts = [
        f'--{boundary}\r\nContent-Disposition: form-data; name="{key}"\r\n\r\n{value}\r\n'.encode()
        for key, value in fields.items()
    ]
    parts.append(
        f'--{boundary}\r\nContent-Disposition: form-data; name="sql_file"; '
        f'filename="schema.sql"\r\nContent-Type: application/sql\r\n\r\n'.encode()
        + content + b"\r\n")
    body = b"".join(parts) + f"--{boundary}--\r\n".encode()
    request = urllib.request.Request(
        f"{live.http.base}/api/projects/{project_id}/import_sql/", data=body, method="POST",
        headers={"Content-Type": f"multipart/form-data; boundary={boundary}",
                 "Authorization": f"Bearer {token}"})
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def generated_ddl(size_mb: float) -> bytes:
    return subprocess.run(
        [sys.executable, "tests/benchmarks/sql_generator.py", "--kind", "ddl", "--size-mb",
         str(size_mb), "--tables", "250"], cwd=ROOT, capture_output=True, check=True).stdout


def test_the_worker_imports_and_the_socket_hears_each_stage_in_order(live):
    token = sign_up_on_a_paid_plan(live)
    status, project = live.http.post("/api/projects/", {"name": "Import"}, token=token)
    assert status == 201
    sql = generated_ddl(0.8)

    with live.websocket() as ws:
        ws.send(json.dumps({"type": "auth", "token": token}))
        ready = receive(ws, timeout=5)
        status, job = upload(live, project["id"], token, sql, merge_with_existing="false",
                             auto_layout="true", client_ref="it-1")
        assert status == 202, job
        assert job["status"] in {"queued", "running"}  # answered before the work is done

        events = []
        while not events or events[-1]["event"] not in {"import.completed", "import.failed"}:
            events.append(receive(ws))

    assert [e["seq"] for e in events] == list(range(ready["seq"] + 1, ready["seq"] + 1
                                                   + len(events)))
    assert events[-1]["event"] == "import.completed", events[-1]
    progress = [e["data"] for e in events[:-1]]
    assert all(p["job_id"] == job["id"] and p["client_ref"] == "it-1" for p in progress)
    seen = [p["stage"] for p in progress]
    assert [s for s in STAGES if s in seen] == sorted(set(seen), key=STAGES.index) == STAGES
    assert seen == sorted(seen, key=STAGES.index), "stages never go back"
    percents = [p["percent"] for p in progress]
    assert percents == sorted(percents) and percents[-1] == 100
    parsing = [(p["done"], p["total"]) for p in progress if p["stage"] == "parsing"]
    assert parsing and all(total == parsing[0][1] > 0 for _, total in parsing)
    assert [done for done, _ in parsing] == sorted({done for done, _ in parsing}), "n/N climbs"

    result = events[-1]["data"]
    status, detail = live.http.get(f"/api/projects/{project['id']}", token=token)
    assert len(detail["schema"]["tables"]) == result["tables_count"] == 250
    assert detail["revision"] == result["revision"] == 1
    assert live.fetch_one("SELECT status, progress FROM jobs_job WHERE id = %s",
                          job["id"]) == ("succeeded", 100)


def test_a_file_without_tables_fails_and_says_so(live):
    token = sign_up_on_a_paid_plan(live)
    _, project = live.http.post("/api/projects/", {"name": "Vide"}, token=token)
    with live.websocket() as ws:
        ws.send(json.dumps({"type": "auth", "token": token}))
        receive(ws, timeout=5)
        status, job = upload(live, project["id"], token, b"INSERT INTO t VALUES (1);",
                             merge_with_existing="false", auto_layout="false")
        assert status == 202
        event = receive(ws)
        while event["event"] == "import.progress":
            event = receive(ws)
    assert event["event"] == "import.failed"
    assert event["data"]["error"] == "no_tables" and event["data"]["message"]
    _, detail = live.http.get(f"/api/projects/{project['id']}", token=token)
    assert detail["revision"] == 0


def worker_children() -> list[int]:
    """The pool processes of the suite's Celery worker (its main process is named in argv)."""
    proc = Path("/proc")
    main = [int(p.name) for p in proc.iterdir() if p.name.isdigit()
            and b"integration@" in _read(p / "cmdline")]
    return [int(p.name) for p in proc.iterdir() if p.name.isdigit()
            and _parent(p) in main]


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError:
        return b""


def _parent(process: Path) -> int:
    stat = _read(process / "stat").decode(errors="replace")
    return int(stat.rsplit(")", 1)[1].split()[1]) if ")" in stat else -1


def test_a_worker_killed_mid_import_leaves_the_diagram_alone_and_the_job_is_retried(live):
    token = sign_up_on_a_paid_plan(live)
    _, project = live.http.post("/api/projects/", {"name": "Tuée"}, token=token)
    before = json.loads((ROOT / "tests" / "vectors" / "commands" / "remove_relation.json")
                        .read_text())["before"]
    status, saved = live.http.patch(f"/api/projects/{project['id']}/update_schema/",
                                    {"schema": before, "revision": 0}, token=token)
    assert status == 200, saved
    with live.websocket() as ws:
        ws.send(json.dumps({"type": "auth", "token": token}))
        receive(ws, timeout=5)
        status, job = upload(live, project["id"], token, generated_ddl(3),
                             merge_with_existing="false", auto_layout="false")
        assert status == 202
        event = receive(ws)
        while event["data"].get("stage") != "parsing":
            event = receive(ws)
        (child,) = worker_children()
        subprocess.run(["kill", "-9", str(child)], check=True)

        # The write is one transaction at the very end: nothing of the import is stored yet.
        revision, tables = live.fetch_one(
            "SELECT revision, jsonb_array_length(schema->'tables') FROM projects_project "
            "WHERE id = %s", project["id"])
        assert (revision, tables) == (1, len(before["tables"]))
        assert live.fetch_one("SELECT status, attempts FROM jobs_job WHERE id = %s",
                              job["id"]) == ("running", 1)

        # The lost task goes back to the queue and a new pool process runs it to the end.
        while event["event"] not in {"import.completed", "import.failed"}:
            event = receive(ws, timeout=60)
    assert event["event"] == "import.completed", event
    assert live.fetch_one("SELECT status, attempts FROM jobs_job WHERE id = %s",
                          job["id"]) == ("succeeded", 2)
    _, detail = live.http.get(f"/api/projects/{project['id']}", token=token)
    assert detail["revision"] == 2, "stored once, by the second attempt"
    assert len(detail["schema"]["tables"]) == event["data"]["tables_count"] == 250
