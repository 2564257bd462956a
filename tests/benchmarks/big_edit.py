"""Editing and whole-document writes of a very large diagram (issue 16 item 1), on the full stack:
PostgreSQL, Redis and one web process (uvicorn); no Celery worker reads the queue, so checkpoints
and thumbnails wait there unrun.

A diagram of `--tables` tables × 20 columns and 1.5 relations a table (10 000 tables: ~72 MB of
JSON) is seeded; two editors join it over the diagram socket (the document comes over HTTP, too
large for a frame). Then:
- edits (a table moved, a column renamed, a table renamed, a column added, a relation added; each
  kind `--runs` times): the server's time per command (`serverMs` of the acknowledgement: lock,
  reducer, checks, log, commit), the round trip to the acknowledgement, and the bytes on the wire
  per edit (the command frame sent, its acknowledgement, the frame the other editor receives);
- one BATCH moving a quarter of the tables (a selection dragged), the same figures;
- whole-document writes: `update_schema` of the whole document gzip-compressed, a version of it
  (`POST /versions/`, compressed), and the restore of that version; for each: the time, the
  bytes sent, the web process's CPU time and its resident memory peak above what it held before
  (VmHWM reset through /proc/PID/clear_refs).

usage: python -m tests.benchmarks.big_edit [--tables 10000] [--runs 20] [--port 8141]
(needs PostgreSQL and Redis, as make test does)
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import http.client
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import orjson

from tests.benchmarks.collaboration import percentiles
from tests.benchmarks.save_document import scratch_env, status_kb
from tests.benchmarks.stack import run_python, stop, wait_for_health
from tests.integration.diagram_client import DiagramClient

ROOT = Path(__file__).resolve().parents[2]
BIN = ROOT / ".venv" / "bin"
REDIS_DB = 7


def seed(tables: int) -> None:
    """Inside the stack's environment: two editors and the diagram, stored as an SQL import
    would store it."""
    import django

    django.setup()
    from document.shape import validate_document
    from tests.benchmarks.generate import document
    from web.accounts import tokens
    from web.accounts.models import User
    from web.documents.models import Change
    from web.documents.services import document_replace
    from web.projects.models import Collaborator, Project

    owner, _ = User.objects.get_or_create(username="big", defaults={"email": "big@example.com"})
    other, _ = User.objects.get_or_create(username="big2", defaults={"email": "b2@example.com"})
    project = Project.objects.create(owner=owner, name=f"Big {tables}")
    Collaborator.objects.create(project=project, user=other, role=Collaborator.Role.EDITOR)
    document_replace(actor=owner, project_id=project.pk, origin=Change.Origin.SQL_IMPORT,
                     document=validate_document(document(tables, 20, tables * 3 // 2)),
                     release=True)
    print(json.dumps({"project": project.pk, "tokens": [tokens.issue(owner).access,
                                                        tokens.issue(other).access]}))


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def edits(rng_base: int, document: dict, runs: int) -> list[tuple[str, dict]]:
    tables = document["tables"]
    out = []
    for n in range(runs):
        table = tables[(rng_base + n * 37) % len(tables)]
        other = tables[(rng_base + n * 37 + 1) % len(tables)]
        column = table["attributes"][1]
        out += [
            ("move", {"type": "MOVE_TABLE", "data": {"tableId": table["id"], "x": 10 * n,
                                                     "y": 20 * n}}),
            ("rename column", {"type": "UPDATE_ATTRIBUTE", "data": {
                "tableId": table["id"], "attributeId": column["id"],
                "changes": {"name": f"renamed_{n}"}}}),
            ("rename table", {"type": "UPDATE_TABLE", "data": {
                "tableId": table["id"], "changes": {"name": f"table_renamed_{n}"}}}),
            ("add column", {"type": "ADD_ATTRIBUTE", "data": {"tableId": table["id"], "attribute": {
                "id": f"bench_a{n}", "name": f"added_{n}", "type": "INT"}}}),
            ("add relation", {"type": "ADD_RELATION", "data": {"relation": {
                "id": f"bench_r{n}", "type": "one-to-many", "fromTableId": table["id"],
                "toTableId": other["id"], "fromAttributeId": table["attributes"][0]["id"],
                "toAttributeId": other["attributes"][2]["id"]}}}),
        ]
    return [(kind, {**command, "name": kind, "timestamp": 0}) for kind, command in out]


async def measure_edits(port: int, seeded: dict, runs: int) -> None:
    origin = f"http://127.0.0.1:{port}"
    editor, watcher = (DiagramClient(f"ws://127.0.0.1:{port}", seeded["project"], token,
                                     origin=origin, track=False) for token in seeded["tokens"])
    started = time.perf_counter()
    await editor.join()
    await editor.synced.wait()
    while editor.document is None:
        await asyncio.sleep(0.05)
    print(f"  first editor joined and fetched the document in "
          f"{time.perf_counter() - started:.1f} s")
    await watcher.join()
    while watcher.document is None:
        await asyncio.sleep(0.05)
    received: dict[str, int] = {}
    original = watcher._receive

    def counting(frame: dict) -> None:  # the bytes of what the other editor is sent
        if frame.get("type") == "command":
            received[frame["id"]] = len(orjson.dumps(frame))
        original(frame)

    watcher._receive = counting
    by_kind: dict[str, dict[str, list[float]]] = {}
    for kind, command in edits(0, editor.document, runs):
        command_id = os.urandom(8).hex()
        frame = {"type": "command", "id": command_id, "baseRevision": editor.revision,
                 "command": command}
        sent_at = time.perf_counter()
        ack = await editor.command(command, command_id=command_id)
        round_trip = (time.perf_counter() - sent_at) * 1000
        for _ in range(100):
            if command_id in received:
                break
            await asyncio.sleep(0.01)
        wire = len(orjson.dumps(frame)) + len(orjson.dumps({"type": "command", **ack})) + (
            received.get(command_id, 0))
        figures = by_kind.setdefault(kind, {"server": [], "trip": [], "wire": []})
        figures["server"].append(ack["serverMs"])
        figures["trip"].append(round_trip)
        figures["wire"].append(wire)
    every = {"server": [], "trip": [], "wire": []}
    for kind, figures in by_kind.items():
        for key in every:
            every[key] += figures[key]
        print(f"  {kind:14} server ms {percentiles(figures['server'])}")
    print(f"  every edit     server ms {percentiles(every['server'])}")
    print(f"  every edit     round trip ms {percentiles(every['trip'])}")
    print(f"  every edit     bytes on the wire (sent + acknowledgement + the other editor's "
          f"frame) {percentiles(every['wire'])}")
    quarter = editor.document["tables"][::4]
    batch = {"type": "BATCH", "name": "drag", "timestamp": 0, "data": {"commands": [
        {"type": "MOVE_TABLE", "name": "", "timestamp": 0,
         "data": {"tableId": t["id"], "x": t["x"] + 40, "y": t["y"] + 40}} for t in quarter]}}
    sent_at = time.perf_counter()
    ack = await editor.command(batch)
    print(f"  a BATCH moving {len(quarter)} tables ({len(orjson.dumps(batch)) / 1e3:.0f} KB): "
          f"server {ack['serverMs']:.1f} ms, round trip "
          f"{(time.perf_counter() - sent_at) * 1000:.0f} ms")
    await editor.close()
    await watcher.close()


def whole_writes(port: int, pid: int, seeded: dict, tables: int) -> None:
    from document.shape import validate_document
    from tests.benchmarks.generate import document

    project, token = seeded["project"], seeded["tokens"][0]
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
    headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
    doc = validate_document(document(tables, 20, tables * 3 // 2))
    doc["tables"].reverse()  # no command reorders tables: stored whole, as an import is

    def call(label: str, method: str, path: str, payload: dict | None) -> dict:
        body, extra = b"", {}
        if payload is not None:
            plain = orjson.dumps(payload)
            body = gzip.compress(plain, 6)
            extra = {"Content-Encoding": "gzip"}
            sizes = f"{len(plain) / 1e6:.1f} MB of JSON sent as {len(body) / 1e6:.2f} MB, "
        else:
            sizes = ""
        time.sleep(1)  # let the previous call's garbage go
        rss = status_kb(pid, "VmRSS")
        Path(f"/proc/{pid}/clear_refs").write_text("5")  # VmHWM := VmRSS
        cpu = cpu_seconds(pid)
        started = time.perf_counter()
        connection.request(method, path, body=body, headers={**headers, **extra})
        response = connection.getresponse()
        answer = response.read()
        elapsed = time.perf_counter() - started
        assert response.status in (200, 201), answer[:500]
        print(f"  {label}: {sizes}{elapsed:.2f} s, web process CPU "
              f"{cpu_seconds(pid) - cpu:.2f} s, resident peak "
              f"{(status_kb(pid, 'VmHWM') - rss) / 1e3:.0f} MB above {rss / 1e3:.0f} MB")
        return orjson.loads(answer)

    revision = call("read it (GET, as the editor's fetch)", "GET",
                    f"/api/projects/{project}", None)["revision"]
    call("update_schema, whole, compressed", "PATCH", f"/api/projects/{project}/update_schema/",
         {"schema": doc, "revision": revision})
    version = call("a version of it (POST /versions/, compressed)", "POST",
                   f"/api/versions/?project={project}",
                   {"project": project, "name": "Jalon", "snapshot": doc})
    call("restore that version", "POST", f"/api/versions/{version['id']}/restore/", None)


def main() -> int:
    if sys.argv[1:2] == ["seed"]:
        seed(int(sys.argv[2]))
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--port", type=int, default=8141)
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    env = scratch_env("relata_bench_bigsave")
    env["REDIS_URL"] = env["REDIS_URL"].rsplit("/", 1)[0] + f"/{REDIS_DB}"
    env["RELATA_CELERY_QUEUE"] = "relata-bigsave-bench"
    data = tempfile.TemporaryDirectory(prefix="relata-bigsave-bench-")
    env["RELATA_DATA_DIR"] = data.name
    run_python(env, "manage.py", "migrate", "-v0")
    run_python(env, "manage.py", "shell", "-c", "from web.billing.models import Package; "
               "Package.objects.update(max_tables_per_diagram=-1, max_versions_per_diagram=-1)")
    started = time.perf_counter()
    seeded = json.loads(run_python(env, "-m", "tests.benchmarks.big_edit", "seed",
                                   str(args.tables)).splitlines()[-1])
    print(f"{args.tables} tables seeded in {time.perf_counter() - started:.0f} s")
    server = subprocess.Popen([BIN / "python", "-m", "web.server", "-q", "-p", str(args.port),
                               "-w", "1"], cwd=ROOT, env=env)
    try:
        wait_for_health(f"http://127.0.0.1:{args.port}")
        print("edits over the diagram socket:")
        cpu = cpu_seconds(server.pid)
        asyncio.run(measure_edits(args.port, seeded, args.runs))
        print(f"  (web process CPU for the joins, fetches and edits: "
              f"{cpu_seconds(server.pid) - cpu:.1f} s)")
        print("whole-document writes:")
        whole_writes(args.port, server.pid, seeded, args.tables)
    finally:
        stop([server])
        data.cleanup()
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
