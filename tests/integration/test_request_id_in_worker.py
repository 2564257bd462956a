"""The request id of an API call follows the work it hands to the Celery worker: the worker's log
lines for that task end with the same `[request_id=…]` the web process answered with."""

from __future__ import annotations

import json
import time
import urllib.request
import uuid

import pytest

from tests.integration.test_import_sql import sign_up_on_a_paid_plan

pytestmark = pytest.mark.integration

SQL = b"CREATE TABLE authors (id INT PRIMARY KEY);\nCREATE TABLE books (id INT PRIMARY KEY," \
      b" author_id INT REFERENCES authors(id));\n"


def upload_with_request_id(live, project_id: int, token: str,
                           rid: str | None) -> tuple[int, str, str]:
    boundary = uuid.uuid4().hex
    body = (
        f'--{boundary}\r\nContent-Disposition: form-data; name="merge_with_existing"\r\n\r\n'
        f'false\r\n--{boundary}\r\nContent-Disposition: form-data; name="sql_file"; '
        f'filename="schema.sql"\r\nContent-Type: application/sql\r\n\r\n'.encode()
        + SQL + f"\r\n--{boundary}--\r\n".encode())
    headers = {"Content-Type": f"multipart/form-data; boundary={boundary}",
               "Authorization": f"Bearer {token}"}
    if rid:
        headers["X-Request-ID"] = rid
    request = urllib.request.Request(f"{live.http.base}/api/projects/{project_id}/import_sql/",
                                     data=body, method="POST", headers=headers)
    with live.http.opener.open(request, timeout=30) as response:
        return response.status, response.headers["X-Request-ID"], json.loads(response.read())["id"]


def worker_log(live) -> str:
    logs = [log for log in live.processes.logs if log.name.startswith("worker")]
    assert logs, "the fixture started no worker"
    return "\n".join(log.read_text(errors="replace") for log in logs)


def wait_for_job(live, job_id: str) -> None:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        row = live.fetch_one("SELECT status FROM jobs_job WHERE id = %s", job_id)
        if row and row[0] in {"succeeded", "failed"}:
            return
        time.sleep(0.2)
    pytest.fail(f"job {job_id} did not finish:\n{worker_log(live)[-3000:]}")


def lines_of_the_task(live, job_id: str, marker: str) -> list[str]:
    """The worker's lines naming `marker`, once the task's last line is written."""
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        lines = [line for line in worker_log(live).splitlines() if marker in line]
        if any("succeeded in" in line for line in lines):
            return lines
        time.sleep(0.2)
    return [line for line in worker_log(live).splitlines() if marker in line]


def test_the_worker_logs_the_request_id_the_client_sent(live):
    token = sign_up_on_a_paid_plan(live)
    _, project = live.http.post("/api/projects/", {"name": "Traçage"}, token=token)
    rid = f"it-{uuid.uuid4().hex[:12]}"

    status, answered, job_id = upload_with_request_id(live, project["id"], token, rid)
    assert status == 202 and answered == rid
    wait_for_job(live, job_id)

    lines = lines_of_the_task(live, job_id, rid)
    assert any("jobs." in line and "succeeded in" in line for line in lines), (
        worker_log(live)[-3000:])
    assert all(line.endswith(f"[request_id={rid}]") for line in lines)


def test_an_id_made_by_the_web_process_reaches_the_worker_too(live):
    token = sign_up_on_a_paid_plan(live)
    _, project = live.http.post("/api/projects/", {"name": "Traçage 2"}, token=token)

    status, answered, job_id = upload_with_request_id(live, project["id"], token, None)
    assert status == 202 and answered
    wait_for_job(live, job_id)
    lines = lines_of_the_task(live, job_id, f"[request_id={answered}]")
    assert any("succeeded in" in line for line in lines), worker_log(live)[-3000:]
