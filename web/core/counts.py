"""Counting related rows in a subquery, which keeps list queries to one statement without the
row multiplication of several `Count` joins."""

from django.db.models import Count, IntegerField, OuterRef, QuerySet, Subquery
from django.db.models.functions import Coalesce


def count_of(queryset: QuerySet, *, field: str) -> Coalesce:
    counted = (
        queryset.filter(**{field: OuterRef("pk")})
        .order_by()
        .values(field)
        .annotate(n=Count("pk"))
        .values("n")
    )
    return Coalesce(Subquery(counted, output_field=IntegerField()), 0)
