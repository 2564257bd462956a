from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Protocol


@dataclass(frozen=True)
class Charge:
    ok: bool
    reference: str
    message: str = ""


class PaymentProvider(Protocol):
    name: str
    test_mode: bool

    def charge(self, *, customer_id: int, email: str, amount: Decimal, currency: str,
               description: str, idempotency_key: str) -> Charge:
        """Charge the customer's saved payment method. Must be idempotent on the key: the
        nightly renewal may retry after a crash and must never charge a period twice."""
        ...
