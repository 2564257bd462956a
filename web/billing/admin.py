from django.contrib import admin

from .models import Package, Payment, Subscription


@admin.register(Package)
class PackageAdmin(admin.ModelAdmin):
    list_display = ("name", "package_type", "monthly_price", "annual_price", "display_order",
                    "is_featured", "is_active", "is_default")
    list_editable = ("display_order", "is_featured", "is_active")
    fieldsets = (
        (None, {"fields": ("name", "description", "package_type", "display_order",
                           "is_featured", "is_active", "is_default")}),
        ("Prix (USD)", {"fields": ("monthly_price", "annual_price")}),
        ("Limites (-1 = illimité)", {"fields": (
            "max_diagrams", "max_tables_per_diagram", "max_team_members",
            "max_versions_per_diagram", "max_imports_per_month", "priority_support")}),
    )


@admin.register(Subscription)
class SubscriptionAdmin(admin.ModelAdmin):
    list_display = ("user", "package", "status", "billing_cycle", "start_date", "end_date",
                    "auto_renew", "is_current")
    list_filter = ("status", "package", "is_current")
    search_fields = ("user__username", "user__email")
    raw_id_fields = ("user",)


@admin.register(Payment)
class PaymentAdmin(admin.ModelAdmin):
    list_display = ("subscription", "amount", "currency", "provider", "period_start",
                    "created_at")
    readonly_fields = [f.name for f in Payment._meta.fields]
