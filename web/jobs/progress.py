"""Progress of a job, told to its user over the websocket and kept on the row.

Events are throttled (never more than a few a second) but a running stage reports at least
every half second, so the modal's bar never looks stuck.
"""

from __future__ import annotations

import threading
import time
from contextlib import contextmanager

from django.db import connection
from django.utils import timezone

from web.realtime.events import send_to_user

from .models import Job

MIN_INTERVAL = 0.2
# Half the promised second: the work between two progress calls and the event's own trip take
# time, so waiting a full second before repeating would make gaps of just over a second.
MAX_SILENCE = 0.5

# Overall share of each stage: reading, parsing n/N, building, layout, saving.
STAGES = {
    "reading": (0, 5),
    "parsing": (5, 75),
    "building": (75, 85),
    "layout": (85, 95),
    "saving": (95, 100),
}


class Reporter:
    def __init__(self, job: Job, event_prefix: str, clock=time.monotonic):
        self.job = job
        self.prefix = event_prefix
        self.clock = clock
        self.last_sent = -float("inf")
        self.last_percent = -1
        self.last_stage = ""
        # The heartbeat thread sends too: one lock keeps the events' order (their sequence
        # numbers) the order their percentages were reached in.
        self.sending = threading.Lock()

    def __call__(self, stage: str, done: int = 0, total: int = 0) -> None:
        start, end = STAGES.get(stage, (0, 100))
        fraction = done / total if total else 0
        # The bar never goes back, even when a stage's first count starts over (the file read,
        # then its statements read).
        percent = max(int(start + (end - start) * min(1, fraction)), self.last_percent)
        now = self.clock()
        changed_stage = stage != self.last_stage
        # A stage's end is always told, so the bar reaches its mark (100 % when saved).
        stage_done = total > 0 and done >= total and percent != self.last_percent
        if not changed_stage and not stage_done and now - self.last_sent < MIN_INTERVAL:
            return
        quiet = now - self.last_sent < MAX_SILENCE
        if not changed_stage and percent == self.last_percent and quiet:
            return
        Job.objects.filter(pk=self.job.pk).update(stage=stage, progress=percent)
        with self.sending:
            self.last_sent, self.last_percent, self.last_stage = now, percent, stage
            self._send(stage, percent, done, total)

    def _send(self, stage: str, percent: int, done: int, total: int) -> None:
        send_to_user(self.job.user_id, f"{self.prefix}.progress", {
            "job_id": str(self.job.pk), "stage": stage, "percent": percent, "done": done,
            "total": total, "client_ref": self.job.options.get("client_ref", ""),
        })

    @contextmanager
    def heartbeat(self, stage: str, done: int, total: int, every: float = 0.5):
        """Keep telling the stage while one long step runs (a single large database write),
        so the user's bar never goes a second without news."""
        stop = threading.Event()

        def beat():
            # Events only: the job row was updated by the call below, and this thread must not
            # open a database connection of its own.
            while not stop.wait(every):
                with self.sending:
                    self._send(stage, self.last_percent, done, total)

        thread = threading.Thread(target=beat, name="job-heartbeat", daemon=True)
        self(stage, done, total)
        thread.start()
        try:
            yield
        finally:
            stop.set()
            thread.join()

    def finished(self, event: str, data: dict) -> None:
        send_to_user(self.job.user_id, f"{self.prefix}.{event}", {
            "job_id": str(self.job.pk), "client_ref": self.job.options.get("client_ref", ""),
            **data,
        })


def mark_started(job: Job) -> None:
    job.status = Job.Status.RUNNING
    job.attempts += 1
    job.started_at = job.started_at or timezone.now()
    job.save(update_fields=["status", "attempts", "started_at"])


def drop_interrupted_connection() -> None:
    """After the worker's soft time limit: it struck wherever the task was, maybe in the middle
    of a query, so the connection is dropped and the failure written on a fresh one. Inside a
    transaction (a caller's, a test's) closing would only break it: the rollback suffices."""
    if not connection.in_atomic_block:
        connection.close()
