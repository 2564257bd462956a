"""Settings shared by every way of running Relata, read from the environment.

With no environment at all this is the embedded default: SQLite, an in-memory channel layer,
Celery tasks run eagerly in-process and files on local disk under `.data/`. Setting
`DATABASE_URL`, `REDIS_URL` and the `S3_*` variables turns on the full stack with the same code.
"""

import os
import secrets
import sys
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from storage.config import file_stores
from web.core import logs

BASE_DIR = Path(__file__).resolve().parent.parent.parent
DATA_DIR = Path(os.environ.get("RELATA_DATA_DIR", BASE_DIR / ".data"))
FRONTEND_DIST = Path(os.environ.get("RELATA_FRONTEND_DIST", BASE_DIR / "frontend" / "dist"))


def env_bool(name: str, default: bool = False) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


def env_list(name: str, default: str) -> list[str]:
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]


def embedded_secret_key() -> str:
    # A newcomer gets a random key that survives restarts, so tokens stay valid between runs.
    DATA_DIR.mkdir(parents=True, exist_ok=True)
    key_file = DATA_DIR / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(64))
    return key_file.read_text().strip()


PRODUCTION = os.environ.get("DJANGO_SETTINGS_MODULE", "").endswith(".production")
# Production refuses to start without its own key (see production.py); never write one for it.
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or ("" if PRODUCTION else embedded_secret_key())
DEBUG = env_bool("DJANGO_DEBUG")
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1],testserver")
CSRF_TRUSTED_ORIGINS = env_list(
    "DJANGO_CSRF_TRUSTED_ORIGINS", "http://localhost:8000,http://127.0.0.1:8000"
)
# Where the links in mails point (web/accounts/links.py). A deployment sets RELATA_SITE_URL: then
# every link starts with it and no request's Host header has a say. Unset, links follow the
# origin a request reached (so `make run PORT=8201` mails links to port 8201), and with no request
# at hand the local port the server listens on (`PORT`, as make run, the Procfile and web.server).
SITE_URL_FOLLOWS_REQUEST = not os.environ.get("RELATA_SITE_URL", "").strip()
SITE_URL = (
    os.environ.get("RELATA_SITE_URL", "").strip()
    or f"http://localhost:{os.environ.get('PORT', '8000')}"
).rstrip("/")

REDIS_URL = os.environ.get("REDIS_URL", "")
FULL_STACK = bool(REDIS_URL)

# The product is served by `python -m web.server` (uvicorn; make run, Procfile).
INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "channels",
    "ninja",
    "allauth",
    "allauth.account",
    "allauth.headless",
    "web.core",
    "web.accounts",
    "web.realtime",
    "web.teams",
    "web.folders",
    "web.projects",
    "web.documents",
    "web.billing",
    "web.jobs",
    "web.versions",
    "web.liveimages",
]

MIDDLEWARE = [
    # First, so the request log's duration covers the whole stack and every line has the id.
    "web.core.request_id.RequestIdMiddleware",
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "web.core.language.LanguageMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "allauth.account.middleware.AccountMiddleware",
    "web.core.handlers.ApiJsonErrorsMiddleware",
]

ROOT_URLCONF = "web.urls"
ASGI_APPLICATION = "web.asgi.application"
WSGI_APPLICATION = None

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "web" / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database -------------------------------------------------------------------------------
DATABASE_URL = os.environ.get("DATABASE_URL", f"sqlite:///{DATA_DIR / 'relata.sqlite3'}")
# Persistent connections on PostgreSQL: the diagram sockets run each command in a pool thread,
# and opening a connection per command would cost more than the command.
DATABASES = {
    "default": dj_database_url.parse(
        DATABASE_URL,
        conn_max_age=int(os.environ.get(
            "DATABASE_CONN_MAX_AGE", "60" if DATABASE_URL.startswith("postgres") else "0")),
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL and immediate transactions let the one embedded process serve requests and in-process
    # tasks at the same time without "database is locked" errors.
    DATABASES["default"]["OPTIONS"] = {
        "timeout": 20,
        "transaction_mode": "IMMEDIATE",
        "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
    }
# A connection pool in the web processes on PostgreSQL (web.server turns it on): Django serves
# each ASGI request in a thread of its own and a connection belongs to its thread, so persistent
# connections kept nothing and every request opened one; with two web processes and 50 clients
# the server ran out of connections (tests/benchmarks/load.py). Not in the Celery workers: each
# pool process runs one task at a time on one thread, where a persistent connection is kept
# (CONN_MAX_AGE) and a pool would only add a wait a soft time limit could land in. The pool
# needs CONN_MAX_AGE 0.
if DATABASE_URL.startswith("postgres") and env_bool("RELATA_DATABASE_POOL"):
    DATABASES["default"]["CONN_MAX_AGE"] = 0
    DATABASES["default"].setdefault("OPTIONS", {})["pool"] = {
        "min_size": 1,
        "max_size": int(os.environ.get("RELATA_DATABASE_POOL_SIZE", "10")),
        "timeout": 10,
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Cache, sessions, channels, Celery ---------------------------------------------------------
if FULL_STACK:
    CACHES = {
        "default": {
            "BACKEND": "web.core.redis_pool.RedisCache",
            "LOCATION": REDIS_URL,
            "KEY_PREFIX": os.environ.get("RELATA_CACHE_PREFIX", "relata"),
            "OPTIONS": {"pool_class": "web.core.redis_pool.SharedConnectionPool"},
        }
    }
    SESSION_ENGINE = "django.contrib.sessions.backends.cached_db"
    CHANNEL_LAYERS = {
        "default": {
            "BACKEND": "channels_redis.pubsub.RedisPubSubChannelLayer",
            "CONFIG": {
                "hosts": [REDIS_URL],
                "prefix": os.environ.get("RELATA_CHANNELS_PREFIX", "relata"),
            },
        }
    }
else:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
    SESSION_ENGINE = "django.contrib.sessions.backends.db"
    CHANNEL_LAYERS = {"default": {"BACKEND": "channels.layers.InMemoryChannelLayer"}}

CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_RESULT_BACKEND = None
CELERY_TASK_ALWAYS_EAGER = env_bool("CELERY_TASK_ALWAYS_EAGER", default=not FULL_STACK)
CELERY_TASK_EAGER_PROPAGATES = env_bool("CELERY_TASK_EAGER_PROPAGATES")
# Threads that run the eager tasks off the request (web/core/task_threads.py); web.server sets
# it for the process it serves, 0 (in the caller's thread) everywhere else.
EAGER_TASK_THREADS = int(os.environ.get("RELATA_EAGER_TASK_THREADS") or 0)
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# Tasks go to the `interactive` or the `background` queue; unknown ones to `background`. Their
# time limits, retries and the broker's visibility timeout (derived from those limits) are set
# by workers/celery.py from the table in workers/tasks/policy.py.
CELERY_TASK_DEFAULT_QUEUE = os.environ.get("RELATA_CELERY_QUEUE", "background")
CELERY_WORKER_SEND_TASK_EVENTS = True
CELERY_TASK_SEND_SENT_EVENT = True
CELERY_TIMEZONE = "UTC"

# Parsed documents each web process keeps for the diagrams it writes to (web/documents/cache.py).
DOCUMENT_CACHE_MAX_TABLES = int(os.environ.get("RELATA_DOCUMENT_CACHE_TABLES", "10000"))

# --- Files ---------------------------------------------------------------------------------
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(os.environ.get("RELATA_MEDIA_ROOT", DATA_DIR / "media"))
STATIC_URL = "/static/"
STATIC_ROOT = Path(os.environ.get("RELATA_STATIC_ROOT", BASE_DIR / "staticfiles"))
S3_BUCKET = os.environ.get("S3_BUCKET", "")
# Hashed, compressed names once `collectstatic` has run (make run/stack and the image do); before
# that (tests, a bare checkout) WhiteNoise serves the apps' static files straight from their
# folders. `collectstatic` itself must run with the manifest storage: it is what writes the
# manifest this test looks for.
STATIC_COLLECTED = (STATIC_ROOT / "staticfiles.json").exists() or sys.argv[1:2] == ["collectstatic"]
STORAGES = {
    # `public` (avatars, thumbnails), `private` and `default` (uploads, snapshots, anything
    # else): on S3 when S3_BUCKET is set, on local disk otherwise (storage/config.py).
    **file_stores(os.environ),
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if STATIC_COLLECTED
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
WHITENOISE_USE_FINDERS = not STATIC_COLLECTED
WHITENOISE_ROOT = FRONTEND_DIST if FRONTEND_DIST.exists() else None
# The largest JSON body is a whole diagram document (update_schema); fields carry their own
# limits (an avatar ≤ 2 MiB decoded). SQL files come as multipart uploads, streamed to disk.
DATA_UPLOAD_MAX_MEMORY_SIZE = 10 * 1024 * 1024
# Uploaded files always go to a temporary file, whatever their size. Bodies are bounded before
# Django reads them, per route, by web.core.request_guard.
FILE_UPLOAD_HANDLERS = ["django.core.files.uploadhandler.TemporaryFileUploadHandler"]

# --- Content-Security-Policy -------------------------------------------------------------
# Scripts from this origin only, none inline (index.html loads /prefetch.js). Styles allow inline
# because the UI kit (Radix) and the toasts (sonner) insert <style> elements at run time. Pictures
# come from here, from data:/blob: URLs (avatars being chosen, PNG export) and from the file
# store's domain when files live on S3. Workers may be built from blobs.
_MEDIA_ORIGINS = [
    origin for origin in (
        os.environ.get("S3_CUSTOM_DOMAIN", "") and f"https://{os.environ['S3_CUSTOM_DOMAIN']}",
        os.environ.get("S3_ENDPOINT_URL", ""),
    ) if origin
] if S3_BUCKET else []
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": ["'self'"],
        "script-src": ["'self'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", *_MEDIA_ORIGINS],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "worker-src": ["'self'", "blob:"],
        "manifest-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
    },
}

# --- Accounts ------------------------------------------------------------------------------
AUTH_USER_MODEL = "accounts.User"
AUTHENTICATION_BACKENDS = [
    "django.contrib.auth.backends.ModelBackend",
    "allauth.account.auth_backends.AuthenticationBackend",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {
        "NAME": "django.contrib.auth.password_validation.MinimumLengthValidator",
        "OPTIONS": {"min_length": 8},
    },
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
ACCOUNT_LOGIN_METHODS = {"username", "email"}
ACCOUNT_SIGNUP_FIELDS = ["username*", "email*", "password1*"]
ACCOUNT_UNIQUE_EMAIL = True
ACCOUNT_EMAIL_VERIFICATION = "optional"
ACCOUNT_USERNAME_MIN_LENGTH = 3
ACCOUNT_ADAPTER = "web.accounts.adapter.AccountAdapter"
ACCOUNT_EMAIL_SUBJECT_PREFIX = "[Relata] "
HEADLESS_ONLY = True
HEADLESS_CLIENTS = ("app",)
HEADLESS_TOKEN_STRATEGY = "allauth.headless.tokens.strategies.jwt.JWTTokenStrategy"
HEADLESS_JWT_PRIVATE_KEY = os.environ.get("JWT_PRIVATE_KEY", "")
HEADLESS_JWT_ALGORITHM = "RS256" if HEADLESS_JWT_PRIVATE_KEY else "HS256"
HEADLESS_JWT_ACCESS_TOKEN_EXPIRES_IN = int(os.environ.get("JWT_ACCESS_SECONDS", 15 * 60))
HEADLESS_JWT_REFRESH_TOKEN_EXPIRES_IN = int(os.environ.get("JWT_REFRESH_SECONDS", 30 * 86400))
# Stateful validation makes logout, password changes and account deletion revoke tokens at once.
HEADLESS_JWT_STATEFUL_VALIDATION_ENABLED = True
HEADLESS_JWT_ROTATE_REFRESH_TOKEN = True
# The SPA's pages allauth's mails link to (frontend/src/app/router.tsx); the origin is added when
# a mail is sent (web.accounts.adapter.HeadlessAdapter; the rule: SITE_URL).
HEADLESS_ADAPTER = "web.accounts.adapter.HeadlessAdapter"
HEADLESS_FRONTEND_URLS = {
    "account_confirm_email": "/verify-email/{key}",
    "account_reset_password": "/forgot-password",
    "account_reset_password_from_key": "/reset-password/{key}",
    "account_signup": "/register",
}

SANDBOX_PAYMENT_PROVIDER = "web.billing.providers.sandbox.SandboxProvider"
PAYMENT_PROVIDER = os.environ.get("PAYMENT_PROVIDER", SANDBOX_PAYMENT_PROVIDER)

# --- Mail ----------------------------------------------------------------------------------
# Every mail is built by web/accounts/emails.py from web/templates/ (text and HTML).
EMAIL_BACKEND = os.environ.get(
    "EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend"
)
EMAIL_FILE_PATH = os.environ.get("EMAIL_FILE_PATH", str(DATA_DIR / "mail"))
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
# STARTTLS (usually port 587) or implicit TLS (usually 465); a server takes one or the other.
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS")
EMAIL_USE_SSL = env_bool("EMAIL_USE_SSL")
if EMAIL_USE_TLS and EMAIL_USE_SSL:
    raise ImproperlyConfigured("EMAIL_USE_TLS et EMAIL_USE_SSL s'excluent : choisissez-en un.")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT") or (465 if EMAIL_USE_SSL else
                                                  587 if EMAIL_USE_TLS else 25))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
# Mails leave during the request that causes them: a mail server that stops answering must not
# hold that request (and its worker) for ever.
EMAIL_TIMEOUT = int(os.environ.get("EMAIL_TIMEOUT", "10"))
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "Relata <no-reply@relata.app>")
# The sender of the errors mailed to ADMINS, and the prefix of every subject.
SERVER_EMAIL = os.environ.get("SERVER_EMAIL", DEFAULT_FROM_EMAIL)
EMAIL_SUBJECT_PREFIX = "[Relata] "

# --- Locale --------------------------------------------------------------------------------
# French is the product's language and the message ids' (locale/en/ holds the English). A request
# gets English only when its Accept-Language prefers it (web.core.language), a socket when its URL
# says ?lang=en, a task when the request that enqueued it was in English, a mail when its
# recipient chose English.
LANGUAGE_CODE = "fr"
LANGUAGES = [("fr", "Français"), ("en", "English")]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

# Plain text for a terminal; `json` writes one JSON object per line for a log collector, in the
# web process and the worker alike (web/core/logs.py).
LOG_FORMAT = os.environ.get("RELATA_LOG_FORMAT", "text").strip().lower()
if LOG_FORMAT not in logs.FORMATS:
    raise ImproperlyConfigured(f"RELATA_LOG_FORMAT doit valoir {' ou '.join(logs.FORMATS)}.")
LOGGING = logs.logging_config(LOG_FORMAT, os.environ.get("LOG_LEVEL", "INFO"))

if env_bool("RELATA_DISABLE_RATE_LIMITS"):
    # For browser test runs that sign in many times from one address; never in production.
    ACCOUNT_RATE_LIMITS = False
