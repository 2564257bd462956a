"""The tables of a running SQL import, streamed to the diagram's sockets as the worker reads them
(web/realtime/PROTOCOL.md, "Imports in progress").

The worker hands each table preview (workers/sqlimport/preview.py) to a TableStream, which sends
them in numbered batches on the diagram's group: the first table at once, so the canvas starts
filling as soon as the first CREATE TABLE is read, then a batch at most every FLUSH_SECONDS or
every BATCH_BYTES of JSON, so a frame stays far below the socket's 1 MiB and a 10 MB script is a
few dozen frames rather than thousands. `end` closes the stream: the stored document (announced
as a REPLACE_DOCUMENT change at `revision`) is authoritative and replaces every preview.

Previews are a courtesy: a batch that cannot be sent (the channel layer unreachable) is logged
and dropped, never the import; clients see the gap in the numbers and wait for the document.
"""

from __future__ import annotations

import logging
import time

import orjson
from celery.exceptions import SoftTimeLimitExceeded

from web.realtime.diagram_events import diagram_group
from web.realtime.send import group_send

logger = logging.getLogger(__name__)

BATCH_BYTES = 256 * 1024
FLUSH_SECONDS = 0.25
# The channel layer's message type, handled by DiagramConsumer.diagram_import.
MESSAGE = "diagram.import"


class TableStream:
    def __init__(self, *, project_id: int, job_id: str, merge: bool, clock=time.monotonic,
                 send=group_send):
        self.group = diagram_group(project_id)
        self.job_id = job_id
        self.merge = merge
        self.clock = clock
        self.send = send
        self.seq = 0
        self.batch: list[bytes] = []
        self.size = 0
        self.sent_at = -float("inf")
        self.tables = 0

    def table(self, preview: dict) -> None:
        encoded = orjson.dumps(preview)
        if self.batch and self.size + len(encoded) > BATCH_BYTES:
            self.flush()
        self.batch.append(encoded)
        self.size += len(encoded) + 1
        self.tables += 1
        if self.clock() - self.sent_at >= FLUSH_SECONDS:
            self.flush()

    def flush(self) -> None:
        if not self.batch:
            return
        # The tables are JSON already: the frame is put together around them, not re-encoded.
        tables = orjson.Fragment(b"[" + b",".join(self.batch) + b"]")
        self.batch, self.size = [], 0
        self._frame({"type": "import_tables", "merge": self.merge, "tables": tables})
        self.sent_at = self.clock()

    def end(self, status: str, revision: int | None = None) -> None:
        """The import is over: `completed` (its document stored at `revision`) or `failed`."""
        self.flush()
        self._frame({"type": "import_end", "status": status, "revision": revision,
                     "tables": self.tables})

    def _frame(self, frame: dict) -> None:
        self.seq += 1
        frame = {**frame, "jobId": self.job_id, "seq": self.seq}
        try:
            # Encoded here, once for every socket of the diagram (the consumer sends it as is).
            self.send(self.group, {"type": MESSAGE, "text": orjson.dumps(frame).decode()})
        except SoftTimeLimitExceeded:
            raise  # the worker's limit struck during the send: it ends the import, not a batch
        except Exception:  # noqa: BLE001 — a preview lost must not fail the import
            logger.warning("Import %s: batch %s of its tables not sent", self.job_id, self.seq,
                           exc_info=True)
