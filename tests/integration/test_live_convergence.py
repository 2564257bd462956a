"""The convergence fuzz on the real server (issue: live collaboration): the editor's own sync
module (frontend/src/editor/sync, run in Node over real sockets) drives five editors per room
through a bad network; every run ends with each editor's document equal to a fresh fetch, and
every command the server acknowledged is in its change log exactly once.

500 seeded runs here; `RELATA_LIVE_RUNS` and `RELATA_LIVE_SEED` choose others, e.g. the longer
run of the README's benchmarks:
    RELATA_LIVE_RUNS=5000 .venv/bin/pytest tests/integration/test_live_convergence.py"""

from __future__ import annotations

import json
import os
import subprocess
from collections import Counter
from pathlib import Path

import psycopg
import pytest

from tests.integration.collaborators import room, same_people

pytestmark = pytest.mark.integration

FRONTEND = Path(__file__).resolve().parents[2] / "frontend"
ROOMS = 5


def test_five_editors_converge_on_the_real_server_whatever_the_network_does(live, tmp_path):
    runs = int(os.environ.get("RELATA_LIVE_RUNS", "500"))
    seed = int(os.environ.get("RELATA_LIVE_SEED", "20261123"))
    first = room(live, editors=4, name="Fuzz 0")
    rooms = [first, *(same_people(live, first, name=f"Fuzz {n}") for n in range(1, ROOMS))]
    report = tmp_path / "acknowledged.json"
    setup = {"url": live.http.base, "origin": live.origin, "runs": runs, "seed": seed,
             "report": str(report),
             "rooms": [{"project": r.project_id, "tokens": [r.owner, *r.editors]}
                       for r in rooms]}
    done = subprocess.run(
        ["npx", "vitest", "run", "--config", "vitest.live.config.ts", "--reporter", "dot"],
        cwd=FRONTEND, env={**os.environ, "RELATA_LIVE": json.dumps(setup)},
        capture_output=True, text=True, timeout=25 * 60)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-4000:]
    runs_done = json.loads(report.read_text())
    assert len(runs_done) == runs
    with psycopg.connect(live.database_url) as conn:
        for r in rooms:
            logged = Counter(command_id for (command_id,) in conn.execute(
                "SELECT command_id FROM documents_change WHERE project_id = %s "
                "AND command_id <> ''", [r.project_id]))
            acknowledged = [i for run in runs_done if run["project"] == r.project_id
                            for i in run["acknowledged"]]
            assert acknowledged, "every room took runs"
            assert all(logged[i] == 1 for i in acknowledged), "acknowledged means logged once"
