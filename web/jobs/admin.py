"""Jobs are made by the API and moved along by the workers: the admin shows them to follow or
debug one, and never edits them (a worker reads the row to know what is left to do). A finished
job may be deleted; a queued or running one belongs to its worker."""

from django.contrib import admin

from .models import Job


@admin.register(Job)
class JobAdmin(admin.ModelAdmin):
    list_display = ("id", "kind", "status", "stage", "progress", "project", "user", "attempts",
                    "created_at", "finished_at")
    list_filter = ("kind", "status", "stage")
    search_fields = ("=id", "user__username", "user__email", "project__name", "error")
    date_hierarchy = "created_at"
    list_select_related = ("project", "user")
    readonly_fields = [f.name for f in Job._meta.fields]
    # The options and result can be large JSON: not in the list, only on the detail page.

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        if obj is not None and obj.status in {Job.Status.QUEUED, Job.Status.RUNNING}:
            return False
        return super().has_delete_permission(request, obj)
