"""Deploy checks (`manage.py check --deploy`) for what Django's own do not know: services that are
only fit for a demonstration."""

from __future__ import annotations

from django.conf import settings
from django.core.checks import Tags, Warning, register
from django.utils.module_loading import import_string

# Backends that never deliver a message to anyone.
UNDELIVERED_EMAIL_BACKENDS = frozenset({
    "django.core.mail.backends.console.EmailBackend",
    "django.core.mail.backends.locmem.EmailBackend",
    "django.core.mail.backends.filebased.EmailBackend",
    "django.core.mail.backends.dummy.EmailBackend",
})


def payment_provider_is_a_test(path: str) -> bool:
    return bool(getattr(import_string(path), "test_mode", False))


@register(Tags.security, deploy=True)
def demonstration_services(app_configs, **kwargs) -> list[Warning]:
    found = []
    if payment_provider_is_a_test(settings.PAYMENT_PROVIDER):
        found.append(Warning(
            f"PAYMENT_PROVIDER ({settings.PAYMENT_PROVIDER}) est un fournisseur de test : il "
            "approuve tout paiement sans rien encaisser.",
            hint="Configurez un vrai fournisseur de paiement dans PAYMENT_PROVIDER.",
            id="relata.W001",
        ))
    if settings.EMAIL_BACKEND in UNDELIVERED_EMAIL_BACKENDS:
        found.append(Warning(
            f"EMAIL_BACKEND ({settings.EMAIL_BACKEND}) n'envoie aucun e-mail : confirmations, "
            "invitations et réinitialisations de mot de passe n'arrivent jamais.",
            hint="Configurez EMAIL_BACKEND (SMTP) et EMAIL_HOST.",
            id="relata.W002",
        ))
    return found
