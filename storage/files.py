"""Saving, reading and deleting stored files.

A name's first folder chooses its store (storage/config.py): `avatars/` and `thumbnails/` are
public pictures, anything else is private. Callers, the `files.delete` task included, pass names
only, so a name can never be written to one store and looked for in the other.
"""

from __future__ import annotations

import uuid

from django.core.files.base import ContentFile
from django.core.files.storage import Storage, storages

PUBLIC_FOLDERS = ("avatars", "thumbnails")


def is_public(name: str) -> bool:
    return name.split("/", 1)[0] in PUBLIC_FOLDERS


def store_of(name: str) -> Storage:
    return storages["public" if is_public(name) else "private"]


def public_store() -> Storage:
    """The public store, for a model field (a callable, so migrations name it, not its
    settings)."""
    return storages["public"]


def save(folder: str, content: bytes, *, extension: str) -> str:
    """Store `content` under a fresh unguessable name in `folder`; returns the storage name."""
    name = f"{folder.strip('/')}/{uuid.uuid4().hex}.{extension.lstrip('.')}"
    return store_of(name).save(name, ContentFile(content))


def url(name: str) -> str | None:
    """The lasting URL of a public picture. Private files have none: the app reads them after
    its permission check."""
    if not name:
        return None
    if not is_public(name):
        raise ValueError(f"{name} is private: it has no public URL")
    return store_of(name).url(name)


def delete(name: str) -> None:
    if name:
        store = store_of(name)
        if store.exists(name):
            store.delete(name)


def delete_folder(folder: str) -> int:
    """Delete every file directly in `folder`; returns how many were removed."""
    folder = folder.strip("/")
    store = store_of(f"{folder}/")
    try:
        _, files = store.listdir(folder)
    except FileNotFoundError:
        return 0
    for filename in files:
        store.delete(f"{folder}/{filename}")
    return len(files)


def save_upload(folder: str, upload, *, extension: str) -> str:
    """Store an uploaded file chunk by chunk (never whole in memory)."""
    name = f"{folder.strip('/')}/{uuid.uuid4().hex}.{extension.lstrip('.')}"
    return store_of(name).save(name, upload)


def read_bytes(name: str) -> bytes:
    with store_of(name).open(name, "rb") as handle:
        return handle.read()


READ_CHUNK = 1024 * 1024


def read_bytearray(name: str) -> bytearray:
    """The file's bytes in a buffer of its size, read a chunk at a time: never held twice, as
    `bytearray(read_bytes(…))` would (an SQL import empties the buffer once decoded)."""
    store = store_of(name)
    data = bytearray(store.size(name))
    view = memoryview(data)
    at = 0
    with store.open(name, "rb") as handle:
        while chunk := handle.read(READ_CHUNK):
            if at + len(chunk) > len(data):  # it grew since its size was asked: keep it all
                view.release()
                data[at:] = chunk
                view = memoryview(data)
            else:
                view[at:at + len(chunk)] = chunk
            at += len(chunk)
    view.release()
    del data[at:]  # it shrank since
    return data
