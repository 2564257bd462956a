"""Hardened settings for a public deployment; `manage.py check --deploy` passes with no warning.

Everything else (database, Redis, S3) still comes from the environment through `base`.
"""

import os

from django.core.exceptions import ImproperlyConfigured

from web.core.checks import UNDELIVERED_EMAIL_BACKENDS

from .base import *  # noqa: F403
from .base import EMAIL_BACKEND, PAYMENT_PROVIDER, SANDBOX_PAYMENT_PROVIDER, env_bool, env_list

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "")
if len(SECRET_KEY) < 50:
    raise ImproperlyConfigured("DJANGO_SECRET_KEY doit contenir au moins 50 caractères.")
DEBUG = False
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", "")
if not ALLOWED_HOSTS:
    raise ImproperlyConfigured("DJANGO_ALLOWED_HOSTS est obligatoire en production.")

SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", default=True)
# Probes come from inside (a container healthcheck, a balancer) over plain HTTP: redirected to
# HTTPS they would never see the answer.
SECURE_REDIRECT_EXEMPT = [r"^api/health/"]
SECURE_HSTS_SECONDS = int(os.environ.get("DJANGO_HSTS_SECONDS", 31536000))
SECURE_HSTS_INCLUDE_SUBDOMAINS = True
SECURE_HSTS_PRELOAD = True
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
X_FRAME_OPTIONS = "DENY"

# Services fit only for a demonstration are refused unless the operator says so; even then,
# `check --deploy` names them (web/core/checks.py).
if (PAYMENT_PROVIDER == SANDBOX_PAYMENT_PROVIDER
        and not env_bool("RELATA_ALLOW_SANDBOX_PAYMENTS")):
    raise ImproperlyConfigured(
        "PAYMENT_PROVIDER est le fournisseur de test, qui approuve tout paiement : configurez un "
        "vrai fournisseur, ou RELATA_ALLOW_SANDBOX_PAYMENTS=1 pour une démonstration.")
if (EMAIL_BACKEND in UNDELIVERED_EMAIL_BACKENDS
        and not env_bool("RELATA_ALLOW_CONSOLE_EMAIL")):
    raise ImproperlyConfigured(
        f"EMAIL_BACKEND ({EMAIL_BACKEND}) n'envoie aucun e-mail : configurez un serveur SMTP "
        "(EMAIL_BACKEND, EMAIL_HOST), ou RELATA_ALLOW_CONSOLE_EMAIL=1 pour une démonstration.")
