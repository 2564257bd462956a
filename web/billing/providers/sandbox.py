from __future__ import annotations

import hashlib
from decimal import Decimal

from .base import Charge


class SandboxProvider:
    """Approves every charge at once without moving money (test mode)."""

    name = "sandbox"
    test_mode = True

    def charge(self, *, customer_id: int, email: str, amount: Decimal, currency: str,
               description: str, idempotency_key: str) -> Charge:
        reference = "sbx_" + hashlib.sha256(idempotency_key.encode()).hexdigest()[:24]
        return Charge(ok=True, reference=reference)
