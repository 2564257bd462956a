"""Payment providers. The product talks to one interface; the shipped provider is a sandbox that
approves at once (shown as test mode on the checkout page). A real provider plugs in here and is
chosen with the `PAYMENT_PROVIDER` setting."""

from __future__ import annotations

from functools import cache

from django.conf import settings
from django.utils.module_loading import import_string

from .base import Charge, PaymentProvider


@cache
def _provider_class(path: str) -> type[PaymentProvider]:
    return import_string(path)


def get_provider() -> PaymentProvider:
    return _provider_class(settings.PAYMENT_PROVIDER)()


__all__ = ["Charge", "PaymentProvider", "get_provider"]
