from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin
from django.db.models import OuterRef, Subquery

from web.billing.models import Subscription

from .models import User


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    fieldsets = (
        *BaseUserAdmin.fieldsets,
        ("Profil", {"fields": ("avatar", "bio", "theme", "language", "last_seen")}),
    )
    list_display = ("username", "email", "current_plan", "is_active", "is_staff", "date_joined",
                    "last_seen")
    list_filter = ("is_active", "is_staff", "is_superuser", "theme", "groups")
    search_fields = ("username", "email", "first_name", "last_name")
    date_hierarchy = "date_joined"
    # Written by sign-in and by the API's activity tracking, not by hand. The password is
    # Django's read-only hash field, changed only through its own form.
    readonly_fields = ("last_login", "date_joined", "last_seen")

    def get_queryset(self, request):
        current = Subscription.objects.filter(user=OuterRef("pk"), is_current=True)
        return super().get_queryset(request).annotate(
            _current_plan=Subquery(current.values("package__name")[:1]))

    @admin.display(description="plan", ordering="_current_plan")
    def current_plan(self, user: User) -> str:
        return user._current_plan or "—"
