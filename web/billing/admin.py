"""Plans are the operators' to edit. Subscriptions and payments are the billing services' record:
the admin shows them, and changes only what a support person may safely change (a subscription's
end date and renewal); who holds which plan, at what status and through which provider stays as
the services wrote it, so the "one current subscription" and "expired means not current" rules
hold."""

from django.contrib import admin
from django.db.models import Count, Q

from .models import Package, Payment, Subscription


@admin.register(Package)
class PackageAdmin(admin.ModelAdmin):
    list_display = ("name", "package_type", "monthly_price", "annual_price", "display_order",
                    "is_featured", "is_active", "is_default", "current_subscribers")
    list_editable = ("display_order", "is_featured", "is_active")
    list_filter = ("package_type", "is_active", "is_featured", "is_default")
    search_fields = ("name", "description")
    fieldsets = (
        (None, {"fields": ("name", "description", "package_type", "display_order",
                           "is_featured", "is_active", "is_default")}),
        ("Prix (USD)", {"fields": ("monthly_price", "annual_price")}),
        ("Limites (-1 = illimité)", {"fields": (
            "max_diagrams", "max_tables_per_diagram", "max_team_members",
            "max_versions_per_diagram", "max_imports_per_month", "priority_support")}),
    )

    def get_queryset(self, request):
        return super().get_queryset(request).annotate(
            _current_subscribers=Count("subscriptions",
                                       filter=Q(subscriptions__is_current=True)))

    @admin.display(description="abonnés actuels", ordering="_current_subscribers")
    def current_subscribers(self, package: Package) -> int:
        return package._current_subscribers


class PaymentInline(admin.TabularInline):
    model = Payment
    fields = ("amount", "currency", "provider", "provider_reference", "period_start",
              "period_end", "created_at")
    readonly_fields = fields
    extra = 0
    can_delete = False
    show_change_link = True

    def has_add_permission(self, request, obj=None) -> bool:
        return False


@admin.register(Subscription)
class SubscriptionAdmin(admin.ModelAdmin):
    list_display = ("user", "package", "status", "billing_cycle", "start_date", "end_date",
                    "auto_renew", "is_current")
    list_filter = ("status", "is_current", "billing_cycle", "auto_renew", "package",
                   "provider")
    search_fields = ("user__username", "user__email", "provider_reference")
    date_hierarchy = "start_date"
    list_select_related = ("user", "package")
    # Extending a subscription or stopping its renewal is support work; the rest is the
    # services' (checkout, cancel, renew, the nightly sweep).
    fields = ("user", "package", "status", "billing_cycle", "start_date", "end_date",
              "auto_renew", "is_current", "provider", "provider_reference", "created_at",
              "updated_at")
    readonly_fields = tuple(f for f in fields if f not in {"end_date", "auto_renew"})
    inlines = (PaymentInline,)

    def has_add_permission(self, request) -> bool:
        # A subscription is made by a checkout, which also retires the current one.
        return False


@admin.register(Payment)
class PaymentAdmin(admin.ModelAdmin):
    list_display = ("subscription", "amount", "currency", "provider", "provider_reference",
                    "period_start", "created_at")
    list_filter = ("provider", "currency")
    search_fields = ("provider_reference", "subscription__user__username",
                     "subscription__user__email")
    date_hierarchy = "created_at"
    list_select_related = ("subscription__user", "subscription__package")
    readonly_fields = [f.name for f in Payment._meta.fields]

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        # A charge the provider made is a record, never edited (the view page still opens).
        return False
