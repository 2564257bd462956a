from __future__ import annotations

from datetime import datetime
from typing import Any, Literal

from ninja import Schema


class JobOut(Schema):
    id: str
    kind: Literal["import_sql", "auto_layout"]
    status: Literal["queued", "running", "succeeded", "failed"]
    stage: str
    progress: int
    result: dict[str, Any]
    created_at: datetime
    finished_at: datetime | None

    @staticmethod
    def resolve_id(obj) -> str:
        return str(obj.pk)


class Position(Schema):
    x: float
    y: float


class AreaPlace(Schema):
    x: float
    y: float
    width: float
    height: float


class LayoutOut(Schema):
    """Either the positions (under 30 tables) or the job that will announce them."""

    positions: dict[str, Position] | None = None
    # Each area's new rectangle (the area laid out around its tables), by area id.
    areas: dict[str, AreaPlace] | None = None
    score: float | None = None
    overlaps: int | None = None
    crossings: int | None = None
    through_tables: int | None = None
    revision: int | None = None
    job: JobOut | None = None
