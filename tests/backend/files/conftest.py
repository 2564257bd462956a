"""A real S3 API for the file-store tests: moto's standalone server (s3_server.py) in a child
process on a free port, one per test session (per xdist worker), and fresh buckets per test,
set up the way a deployment is: the pictures' prefix readable by anyone, nothing else.

Without moto the tests are skipped on a workstation; under CI=true they fail, so the store is
never left untested there.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass

import boto3
import pytest
from botocore.config import Config

from storage.config import PUBLIC_PREFIX, file_stores

ACCESS_KEY = "relata-test"
SECRET_KEY = "relata-test-secret"
REGION = "us-east-1"
SIGNED_URL_SECONDS = 120
START_SECONDS = 30


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _client(endpoint: str):
    return boto3.client("s3", endpoint_url=endpoint, region_name=REGION,
                        aws_access_key_id=ACCESS_KEY, aws_secret_access_key=SECRET_KEY,
                        config=Config(retries={"max_attempts": 1}))


def _unavailable(reason: str):
    if os.environ.get("CI") == "true":
        pytest.fail(f"moto's S3 server is required in CI: {reason}", pytrace=False)
    pytest.skip(f"moto's S3 server is not available: {reason}")


@pytest.fixture(scope="session")
def s3_endpoint():
    try:
        import moto.server  # noqa: F401
    except ImportError as exc:
        _unavailable(f"{exc} (pip install -r requirements.lock)")
    port = _free_port()
    endpoint = f"http://127.0.0.1:{port}"
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.backend.files.s3_server", str(port)],
        env={**os.environ, "MOTO_TEST_SECRET": SECRET_KEY},
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + START_SECONDS
        while True:
            try:
                _client(endpoint).list_buckets()
                break
            except Exception as exc:  # not listening yet
                if process.poll() is not None or time.monotonic() > deadline:
                    process.kill()
                    _unavailable(f"{exc}; {process.stderr.read().decode()[-2000:]}")
                time.sleep(0.1)
        yield endpoint
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()


@dataclass
class S3:
    endpoint: str
    bucket: str
    client: object

    def objects(self) -> list[str]:
        listed = self.client.list_objects_v2(Bucket=self.bucket)
        return sorted(item["Key"] for item in listed.get("Contents", []))


@pytest.fixture
def s3(settings, s3_endpoint) -> S3:
    """Both stores on a fresh bucket of the S3 server, configured from the environment as the
    product is (storage/config.py)."""
    bucket = f"relata-{uuid.uuid4().hex[:12]}"
    client = _client(s3_endpoint)
    client.create_bucket(Bucket=bucket)
    # The one rule a deployment adds (README): anyone may read the public prefix.
    client.put_bucket_policy(Bucket=bucket, Policy=json.dumps({
        "Version": "2012-10-17",
        "Statement": [{"Effect": "Allow", "Principal": "*", "Action": "s3:GetObject",
                       "Resource": f"arn:aws:s3:::{bucket}/{PUBLIC_PREFIX}/*"}],
    }))
    settings.STORAGES = {**settings.STORAGES, **file_stores({
        "S3_BUCKET": bucket, "S3_ENDPOINT_URL": s3_endpoint, "S3_REGION": REGION,
        "S3_ACCESS_KEY_ID": ACCESS_KEY, "S3_SECRET_ACCESS_KEY": SECRET_KEY,
        "S3_SIGNED_URL_SECONDS": str(SIGNED_URL_SECONDS),
    })}
    return S3(s3_endpoint, bucket, client)
