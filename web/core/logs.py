"""Log lines that carry the request id, as plain text or as one JSON object per line.

`RELATA_LOG_FORMAT=json` (settings.LOG_FORMAT) is for a log collector: every line of the web
process and of the Celery worker is one JSON object with `timestamp`, `level`, `logger`,
`message`, `request_id` and `user_id` (null when unknown), the request log's `method`, `path`,
`status` and `duration_ms`, any other `extra=` field, and `exception` with the traceback. The
default, `text`, keeps the lines a person reads in a terminal and adds ` [request_id=…]` to those
written on behalf of a request.

Django's LOGGING (settings) configures the web process. The worker's logging is Celery's own
(its format, `-l` level, root logger taken over); `adopt_celery_handlers` adds the request id, or
the JSON formatter, to the handlers Celery installs.
"""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import orjson

from . import request_id

JSON = "json"
TEXT = "text"
FORMATS = (TEXT, JSON)

# A LogRecord's own attributes; anything else on a record came from `extra=`.
_RECORD_ATTRIBUTES = frozenset(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {
    "message", "asctime", "request_id", "user_id",
    # Uvicorn's copy of the message with terminal colours.
    "color_message",
}


class RequestIdFilter(logging.Filter):
    """Stamps each record with the current request id and user id (None outside a request or
    a task started by one). On a handler, so records propagated from any logger get it."""

    def filter(self, record: logging.LogRecord) -> bool:
        context = request_id.current()
        record.request_id = context.request_id if context else None
        record.user_id = request_id.known_user_id(context.request) if context else None
        return True


def _stamped(record: logging.LogRecord, name: str):
    # A handler without the filter (one a library installed) still gets the id.
    if hasattr(record, name):
        return getattr(record, name)
    if name == "request_id":
        return request_id.current_request_id()
    context = request_id.current()
    return request_id.known_user_id(context.request) if context else None


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        entry = {
            "timestamp": datetime.fromtimestamp(record.created, tz=UTC)
            .isoformat(timespec="milliseconds").replace("+00:00", "Z"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "request_id": _stamped(record, "request_id"),
            "user_id": _stamped(record, "user_id"),
        }
        for key, value in record.__dict__.items():
            if key not in _RECORD_ATTRIBUTES and key not in entry:
                entry[key] = value
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        elif record.exc_text:
            entry["exception"] = record.exc_text
        if record.stack_info:
            entry["stack"] = self.formatStack(record.stack_info)
        return orjson.dumps(entry, default=repr).decode()


class TextFormatter(logging.Formatter):
    """The usual text line (the wrapped formatter's, or `fmt`), with ` [request_id=…]` at the end
    of its first line when the record belongs to a request."""

    def __init__(self, fmt: str | None = None, *args, inner: logging.Formatter | None = None,
                 **kwargs):
        super().__init__(fmt, *args, **kwargs)
        self.inner = inner

    def format(self, record: logging.LogRecord) -> str:
        line = self.inner.format(record) if self.inner else super().format(record)
        rid = _stamped(record, "request_id")
        if not rid:
            return line
        first, newline, rest = line.partition("\n")
        return f"{first} [request_id={rid}]{newline}{rest}"


def adopt_celery_handlers(logger: logging.Logger, log_format: str) -> None:
    """Give the handlers Celery set up on `logger` the request id, and the JSON formatter when
    the logs are JSON."""
    for handler in logger.handlers:
        if not any(isinstance(f, RequestIdFilter) for f in handler.filters):
            handler.addFilter(RequestIdFilter())
        if log_format == JSON:
            handler.setFormatter(JsonFormatter())
        elif not isinstance(handler.formatter, TextFormatter):
            handler.setFormatter(TextFormatter(inner=handler.formatter or logging.Formatter()))


def logging_config(log_format: str, level: str) -> dict:
    """Django's LOGGING for the web process (and management commands)."""
    json = log_format == JSON
    config = {
        "version": 1,
        "disable_existing_loggers": False,
        "filters": {"request_id": {"()": "web.core.logs.RequestIdFilter"}},
        "formatters": {
            "json": {"()": "web.core.logs.JsonFormatter"},
            "text": {"()": "web.core.logs.TextFormatter"},
        },
        "handlers": {
            "console": {
                "class": "logging.StreamHandler",
                "formatter": log_format,
                "filters": ["request_id"],
            },
        },
        "root": {"handlers": ["console"], "level": level},
        "loggers": {
            "django.db.backends": {"level": "INFO"},
            # One line per request, with its duration and request id. In text mode uvicorn's
            # access log already says the same, so this one stays quiet.
            "relata.request": {"level": "INFO" if json else "WARNING"},
        },
    }
    if json:
        # Uvicorn configured its loggers with its own text handlers before Django started;
        # send them through the JSON handler, and drop its access log for relata.request's.
        config["loggers"].update({
            "uvicorn": {"handlers": ["console"], "level": "INFO", "propagate": False},
            "uvicorn.error": {"handlers": [], "level": "INFO", "propagate": True},
            "uvicorn.access": {"handlers": [], "level": "WARNING", "propagate": False},
        })
    return config
