"""What the full-stack benchmarks share: waiting for a web process they started to answer."""

from __future__ import annotations

import time
import urllib.request


def wait_for_health(base: str, *, tries: int = 150) -> bool:
    """True once `base`/api/health/ answers, False after `tries` attempts 0.2 s apart."""
    for _ in range(tries):
        try:
            urllib.request.urlopen(f"{base}/api/health/", timeout=1)
            return True
        except OSError:
            time.sleep(0.2)
    return False
