"""Payment providers for tests. The payment network is the one thing the suite fakes; everything
else (services, transactions, the worker) is real. Point `settings.PAYMENT_PROVIDER` at them."""

from __future__ import annotations

import threading
from decimal import Decimal

from web.billing.providers import Charge

DECLINING = "tests.backend.billing.providers.DecliningProvider"
RECORDING = "tests.backend.billing.providers.RecordingProvider"
SLOW = "tests.backend.billing.providers.SlowProvider"
UNREACHABLE = "tests.backend.billing.providers.UnreachableProvider"


class DecliningProvider:
    """A card that is always refused."""

    name = "declining"
    test_mode = True

    def charge(self, *, customer_id: int, email: str, amount: Decimal, currency: str,
               description: str, idempotency_key: str) -> Charge:
        return Charge(ok=False, reference="", message="card_declined")


class RecordingProvider:
    """Approves and remembers each charge, so a test can see what reached the network."""

    name = "recording"
    test_mode = False
    charges: list[dict] = []

    def charge(self, *, customer_id: int, email: str, amount: Decimal, currency: str,
               description: str, idempotency_key: str) -> Charge:
        self.charges.append({"customer_id": customer_id, "amount": amount, "currency": currency,
                             "idempotency_key": idempotency_key})
        return Charge(ok=True, reference=f"rec_{len(self.charges)}")


class SlowProvider:
    """Approves once the test lets it (`release`), after telling it the charge began."""

    name = "slow"
    test_mode = True
    charging: threading.Event | None = None
    release: threading.Event | None = None

    def charge(self, *, customer_id: int, email: str, amount: Decimal, currency: str,
               description: str, idempotency_key: str) -> Charge:
        self.charging.set()
        self.release.wait(30)
        return Charge(ok=True, reference="slow_1")


class UnreachableProvider:
    """The network is down: every charge raises, as a real client library would."""

    name = "unreachable"
    test_mode = True

    def charge(self, *, customer_id: int, email: str, amount: Decimal, currency: str,
               description: str, idempotency_key: str) -> Charge:
        raise ConnectionError("payment provider unreachable")
