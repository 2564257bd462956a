"""Saving, addressing and deleting stored files through Django's default storage."""

from __future__ import annotations

import uuid

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage


def save(folder: str, content: bytes, *, extension: str) -> str:
    """Store `content` under a fresh unguessable name in `folder`; returns the storage name."""
    name = f"{folder.strip('/')}/{uuid.uuid4().hex}.{extension.lstrip('.')}"
    return default_storage.save(name, ContentFile(content))


def url(name: str) -> str | None:
    return default_storage.url(name) if name else None


def delete(name: str) -> None:
    if name and default_storage.exists(name):
        default_storage.delete(name)


def delete_folder(folder: str) -> int:
    """Delete every file directly in `folder`; returns how many were removed."""
    folder = folder.strip("/")
    try:
        _, files = default_storage.listdir(folder)
    except FileNotFoundError:
        return 0
    for filename in files:
        default_storage.delete(f"{folder}/{filename}")
    return len(files)


def save_upload(folder: str, upload, *, extension: str) -> str:
    """Store an uploaded file chunk by chunk (never whole in memory)."""
    name = f"{folder.strip('/')}/{uuid.uuid4().hex}.{extension.lstrip('.')}"
    return default_storage.save(name, upload)


def read_bytes(name: str) -> bytes:
    with default_storage.open(name, "rb") as handle:
        return handle.read()
