"""The containers' health probe: `python compose/healthcheck.py [PATH_OR_URL]`, exit 0 on a 200.

Python because the slim image has no curl. A path (default `/api/health/live/`) is asked of the
web process in this container, on `PORT` (8000); a full URL (Flower's `/healthcheck`) as given.

The request carries what the production settings ask of any caller (compose/README.md, Probes):
a `Host` among `DJANGO_ALLOWED_HOSTS`, else Django answers 400, and `X-Forwarded-Proto: https`,
else the HTTPS redirect answers 301. Redirects are not followed and no proxy is used: only the
probe's own 200 counts.
"""

from __future__ import annotations

import os
import sys
import urllib.error
import urllib.request

LIVE = "/api/health/live/"
TIMEOUT_SECONDS = 4


def host_header(allowed_hosts: str) -> str:
    """A name Django accepts: the first usable one of DJANGO_ALLOWED_HOSTS (`.example.org`
    allows `example.org`; `*` allows anything)."""
    for entry in allowed_hosts.split(","):
        name = entry.strip().lstrip(".")
        if name and name != "*":
            return name
    return "localhost"


def probe_request(target: str, env: dict[str, str]) -> urllib.request.Request:
    url = target if "://" in target else f"http://127.0.0.1:{env.get('PORT') or 8000}{target}"
    return urllib.request.Request(url, headers={
        "Host": host_header(env.get("DJANGO_ALLOWED_HOSTS", "")),
        "X-Forwarded-Proto": "https",
        "User-Agent": "relata-healthcheck",
    })


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def main(argv: list[str]) -> int:
    request = probe_request(argv[0] if argv else LIVE, dict(os.environ))
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), _NoRedirect())
    try:
        with opener.open(request, timeout=TIMEOUT_SECONDS) as response:
            status = response.status
    except urllib.error.HTTPError as error:
        status = error.code
    except OSError as error:
        print(f"{request.full_url}: {error}", file=sys.stderr)
        return 1
    if status != 200:
        print(f"{request.full_url}: HTTP {status}", file=sys.stderr)
    return 0 if status == 200 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
