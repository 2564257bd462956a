"""Memory a large task freed, given back to the system when it ends.

glibc's malloc keeps freed memory in its arenas for the next allocation rather than returning
it, and a worker's threads (progress heartbeats, the socket sends) allocate from arenas of
their own: after an import of 5 000 tables the worker stayed ~95 MiB over its resting size,
and the next large import climbed from there (tests/benchmarks/import_e2e.py: 241 MiB for the
first, 262 MiB for the second). `malloc_trim` hands the free pages back.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging

logger = logging.getLogger(__name__)


def _libc_trim():
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        return ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):  # not glibc (musl, macOS): nothing to trim
        return None


_trim = _libc_trim()


def give_back_memory() -> bool:
    """True when the allocator could be asked; what it returned is its business."""
    if _trim is None:
        return False
    _trim(0)
    return True
