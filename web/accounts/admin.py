from django.contrib import admin
from django.contrib.auth.admin import UserAdmin as BaseUserAdmin

from .models import User


@admin.register(User)
class UserAdmin(BaseUserAdmin):
    fieldsets = (
        *BaseUserAdmin.fieldsets,
        ("Profil", {"fields": ("avatar", "bio", "theme", "last_seen")}),
    )
    list_display = ("username", "email", "is_active", "date_joined", "last_seen")
