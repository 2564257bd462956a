"""Page-number pagination in the spec's list shape: `{count, next, previous, results}`."""

from __future__ import annotations

from typing import Any

from ninja import Field, Schema
from ninja.pagination import PaginationBase

DEFAULT_PAGE_SIZE = 24
MAX_PAGE_SIZE = 100


class ResultsPagination(PaginationBase):
    class Input(Schema):
        page: int = Field(1, ge=1, le=100_000)
        page_size: int = Field(DEFAULT_PAGE_SIZE, ge=1, le=MAX_PAGE_SIZE)

    class Output(Schema):
        count: int
        next: int | None
        previous: int | None
        results: list[Any]

    items_attribute = "results"

    def paginate_queryset(self, queryset, pagination: Input, **params):
        start = (pagination.page - 1) * pagination.page_size
        results = list(queryset[start:start + pagination.page_size])
        # A page that is not full is the last one: the count follows without a query (most
        # workspaces fit on the first page).
        if 0 < len(results) < pagination.page_size or (start == 0 and not results):
            count = start + len(results)
        else:
            count = queryset.count()
        return {
            "count": count,
            "next": pagination.page + 1 if start + pagination.page_size < count else None,
            "previous": pagination.page - 1 if pagination.page > 1 else None,
            "results": results,
        }
