"""A task that holds a pool process until the test lets it go: the integration suite's way of
keeping the background worker busy for exactly as long as a test needs (the background worker
loads this module with `--include`; nothing in the product sends it).
"""

import os

import redis
from celery import shared_task

NAME = "tests.hold"


@shared_task(name=NAME, ignore_result=True)
def hold(key: str, seconds: float = 60) -> bool:
    """Say it started, then wait for one release (or `seconds`); True when released."""
    client = redis.Redis.from_url(os.environ["REDIS_URL"])
    client.rpush(f"{key}:started", 1)
    return client.blpop([f"{key}:release"], timeout=seconds) is not None
