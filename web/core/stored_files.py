"""Stored files go with their rows.

A picture or an upload named by a row (a diagram's thumbnail, an account's avatar, an import's
SQL file) is deleted once the transaction deleting that row commits, by a worker that retries while
the storage refuses. The hook is the row's `post_delete` signal rather than each service's code, so
rows deleted by a cascade (an account taking its diagrams with it) lose their files too. Only
names travel: the store, public or private, follows from the name (storage/files.py).
"""

from __future__ import annotations

from collections.abc import Iterable

from django.db.models import Model
from django.db.models.signals import post_delete

from .tasks import enqueue


def delete_on_commit(names: Iterable[str]) -> None:
    """Delete these storage names after the current transaction commits (never if it rolls
    back: the rows naming them are still there)."""
    names = sorted({name for name in names if name})
    if names:
        enqueue("files.delete", names)


def delete_with_rows(model: type[Model], *fields: str) -> None:
    """Connect `model`'s deletion to the deletion of the files its `fields` name."""

    def deleted(sender, instance, **kwargs) -> None:
        delete_on_commit(_name(getattr(instance, field)) for field in fields)

    post_delete.connect(deleted, sender=model, weak=False,
                        dispatch_uid=f"stored-files-{model._meta.label}")


def _name(value) -> str:
    # A FileField gives a FieldFile, a plain column its string.
    return getattr(value, "name", value) or ""
