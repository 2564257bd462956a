"""moto's standalone S3 server, for tests/backend/files: `python -m tests.backend.files.s3_server
PORT`, with the access key's secret in MOTO_TEST_SECRET.

moto (5.x) serves presigned URLs without checking them: neither their signature nor their
expiry. AWS refuses both an altered and an expired link with 403 AccessDenied, and the private
store's promise rests on that, so this wrapper checks SigV4 query signatures (the only kind the
stores make, storage/config.py) before moto sees the request. Everything else (objects, bucket
policies, anonymous reads refused on private objects) is moto's own.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import sys
from datetime import UTC, datetime, timedelta
from urllib.parse import quote, unquote

from moto.moto_server.werkzeug_app import DomainDispatcherApplication, create_backend_app
from werkzeug.serving import run_simple

ALGORITHM = "AWS4-HMAC-SHA256"


def _encode(text: str) -> str:
    return quote(text, safe="-_.~")


def _hmac(key: bytes, text: str) -> bytes:
    return hmac.new(key, text.encode(), hashlib.sha256).digest()


def refusal(params: dict[str, str], environ: dict, secret: str) -> str | None:
    """Why S3 would refuse this presigned request, or None when it is valid."""
    if params.get("X-Amz-Algorithm") != ALGORITHM:
        return "Only SigV4 presigned URLs are accepted"
    try:
        signed_at = datetime.strptime(params["X-Amz-Date"], "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)
        lifetime = timedelta(seconds=int(params["X-Amz-Expires"]))
        _key, day, region, service, _end = params["X-Amz-Credential"].split("/")
        signed_headers = params["X-Amz-SignedHeaders"].split(";")
        signature = params["X-Amz-Signature"]
    except (KeyError, ValueError):
        return "Malformed presigned URL"
    if datetime.now(UTC) > signed_at + lifetime:
        return "Request has expired"
    query = "&".join(f"{_encode(key)}={_encode(value)}" for key, value in
                     sorted(params.items()) if key != "X-Amz-Signature")
    headers = "".join(f"{name}:{_header(environ, name).strip()}\n" for name in signed_headers)
    canonical = "\n".join([environ["REQUEST_METHOD"], environ.get("RAW_URI", "").split("?")[0],
                           query, headers, ";".join(signed_headers), "UNSIGNED-PAYLOAD"])
    scope = f"{day}/{region}/{service}/aws4_request"
    to_sign = "\n".join([ALGORITHM, params["X-Amz-Date"], scope,
                         hashlib.sha256(canonical.encode()).hexdigest()])
    key = f"AWS4{secret}".encode()
    for part in (day, region, service, "aws4_request"):
        key = _hmac(key, part)
    expected = hmac.new(key, to_sign.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, signature):
        return "The request signature we calculated does not match the signature you provided"
    return None


def _header(environ: dict, name: str) -> str:
    return environ.get("HTTP_" + name.upper().replace("-", "_"), "")


def _params(raw_query: str) -> dict[str, str]:
    pairs = (part.partition("=") for part in raw_query.split("&") if part)
    return {unquote(key): unquote(value) for key, _, value in pairs}


class PresignedUrls:
    """WSGI middleware: a presigned request S3 would refuse gets S3's 403."""

    def __init__(self, app, secret: str) -> None:
        self.app = app
        self.secret = secret

    def __call__(self, environ, start_response):
        params = _params(environ.get("QUERY_STRING", ""))
        if "X-Amz-Signature" in params:
            reason = refusal(params, environ, self.secret)
            if reason:
                body = (f"<?xml version='1.0' encoding='UTF-8'?><Error><Code>AccessDenied</Code>"
                        f"<Message>{reason}</Message></Error>").encode()
                start_response("403 Forbidden", [("Content-Type", "application/xml"),
                                                  ("Content-Length", str(len(body)))])
                return [body]
        return self.app(environ, start_response)


def main() -> None:
    port = int(sys.argv[1])
    os.environ.setdefault("MOTO_PORT", str(port))
    app = PresignedUrls(DomainDispatcherApplication(create_backend_app),
                        os.environ["MOTO_TEST_SECRET"])
    run_simple("127.0.0.1", port, app, threaded=True)


if __name__ == "__main__":
    main()
