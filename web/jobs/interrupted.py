"""A job whose task the worker killed at its hard time limit.

The soft limit (workers/tasks/policy.py) lets the task itself fail its job with a French
message. A task that does not reach that handler in time (stuck in C code, in a query) is killed
at the hard limit, in a pool process that is then gone: its job would stay "running" for ever.
The worker's main process reports the kill (the task's `on_failure`), and the job is failed here
as the task would have failed it.
"""

from __future__ import annotations

import logging

from django.db import transaction

from . import imports, layouts, messages
from .models import Job

logger = logging.getLogger(__name__)

_FAILED_AS = {
    Job.Kind.IMPORT_SQL: (imports._fail, messages.IMPORT_TIMEOUT),
    Job.Kind.AUTO_LAYOUT: (layouts._fail, messages.LAYOUT_TIMEOUT),
}


def job_out_of_time(job_id: str) -> bool:
    """Fail the job with its kind's timeout message, unless it already ended; True if it was."""
    with transaction.atomic():
        job = Job.objects.select_for_update().filter(pk=job_id).first()
        if job is None or job.status in (Job.Status.SUCCEEDED, Job.Status.FAILED):
            return False
        fail, message = _FAILED_AS[job.kind]
        logger.warning("Job %s (%s) killed at the hard time limit", job_id, job.kind)
        fail(job, "timeout", message)
    return True
