"""A running import's tables reach the diagram's group in numbered batches (web/jobs/
import_stream.py), through the project's channel layer, as a socket of the diagram receives them."""

import json

import pytest
from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer

from web.jobs.import_stream import BATCH_BYTES, FLUSH_SECONDS, TableStream
from web.realtime.diagram_events import diagram_group


class Clock:
    def __init__(self):
        self.now = 100.0

    def __call__(self):
        return self.now


def table(n: int, columns: int = 3) -> dict:
    return {"id": f"t_{n}", "name": f"table_{n}", "schema": "public", "height": 100, "x": 0,
            "y": 0, "columns": [[f"c{c}", "INT", 2] for c in range(columns)]}


@pytest.fixture
def listening():
    """Frames the diagram's group receives, in order."""
    layer = get_channel_layer()
    channel = async_to_sync(layer.new_channel)()
    async_to_sync(layer.group_add)(diagram_group(7), channel)

    def frames() -> list[dict]:
        got = []
        while True:
            try:
                message = async_to_sync(_receive)(layer, channel)
            except TimeoutError:
                return got
            assert message["type"] == "diagram.import"
            got.append(json.loads(message["text"]))

    yield frames
    async_to_sync(layer.group_discard)(diagram_group(7), channel)


async def _receive(layer, channel):
    import asyncio

    return await asyncio.wait_for(layer.receive(channel), timeout=0.5)


def test_it_sends_the_first_table_at_once_then_batches_and_ends_with_the_revision(listening):
    clock = Clock()
    stream = TableStream(project_id=7, job_id="job-1", merge=False, clock=clock)
    stream.table(table(1))
    for n in range(2, 40):
        clock.now += FLUSH_SECONDS / 10
        stream.table(table(n))
    stream.end("completed", 3)
    frames = listening()
    assert [f["seq"] for f in frames] == list(range(1, len(frames) + 1))
    assert [t["name"] for t in frames[0]["tables"]] == ["table_1"], "the first table alone"
    batches = frames[:-1]
    assert 3 <= len(batches) <= 6, "about one batch per FLUSH_SECONDS"
    assert [t["id"] for f in batches for t in f["tables"]] == [f"t_{n}" for n in range(1, 40)]
    assert all(f["type"] == "import_tables" and f["jobId"] == "job-1" and f["merge"] is False
               for f in batches)
    assert frames[-1] == {"type": "import_end", "status": "completed", "revision": 3,
                          "tables": 39, "jobId": "job-1", "seq": len(frames)}


def test_a_batch_is_cut_at_its_size_whatever_the_pace(listening):
    clock = Clock()  # never moves: only the size cuts batches
    stream = TableStream(project_id=7, job_id="job-2", merge=True, clock=clock)
    for n in range(1, 301):
        stream.table(table(n, columns=300))
    stream.end("failed")
    frames = listening()
    sizes = [len(json.dumps(f["tables"], separators=(",", ":"))) for f in frames[1:-1]]
    assert len(frames) > 4 and max(sizes) <= BATCH_BYTES + 2
    assert sum(len(f.get("tables", [])) for f in frames[:-1]) == 300
    assert frames[-1]["status"] == "failed" and frames[-1]["revision"] is None


def test_a_lost_batch_does_not_fail_the_import(caplog):
    def unreachable(group, message):
        raise ConnectionError("channel layer down")

    stream = TableStream(project_id=7, job_id="job-3", merge=False, send=unreachable)
    stream.table(table(1))
    stream.end("completed", 1)
    assert stream.seq == 2, "numbers still climb: clients see the gap"
    assert "not sent" in caplog.text
