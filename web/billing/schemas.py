from __future__ import annotations

from datetime import datetime
from typing import Literal

from ninja import Field, Schema

Cycle = Literal["monthly", "annual"]


class PackageOut(Schema):
    id: int
    name: str
    description: str
    package_type: Literal["free", "individual", "team"]
    monthly_price: float
    annual_price: float
    annual_savings: float
    savings_percentage: int
    display_order: int
    is_featured: bool
    max_diagrams: int
    max_tables_per_diagram: int
    max_team_members: int
    max_versions_per_diagram: int
    max_imports_per_month: int
    priority_support: bool


class PackageListOut(Schema):
    results: list[PackageOut]


class PackageLimitsOut(Schema):
    max_diagrams: int
    max_tables_per_diagram: int
    max_team_members: int
    max_versions_per_diagram: int
    max_imports_per_month: int
    priority_support: bool


class UsageOut(Schema):
    diagrams_count: int


class SubscriptionOut(Schema):
    id: int
    status: Literal["active", "trial", "canceled", "expired"]
    package: int = Field(..., alias="package_id")
    package_name: str
    package_type: Literal["free", "individual", "team"]
    is_free: bool
    billing_cycle: Cycle
    start_date: datetime
    end_date: datetime | None
    days_remaining: int | None = None
    auto_renew: bool
    package_limits: PackageLimitsOut
    current_usage: UsageOut | None = None

    @staticmethod
    def resolve_package_name(obj) -> str:
        return obj.package.name

    @staticmethod
    def resolve_package_type(obj) -> str:
        return obj.package.package_type

    @staticmethod
    def resolve_is_free(obj) -> bool:
        return obj.package.is_free

    @staticmethod
    def resolve_package_limits(obj):
        return obj.package


class CheckoutIn(Schema):
    package_id: int
    billing_cycle: Cycle = "monthly"


class CheckoutOut(Schema):
    subscription: SubscriptionOut
    test_mode: bool
