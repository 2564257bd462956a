from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "web.accounts"
    label = "accounts"
    verbose_name = "Comptes"

    def ready(self) -> None:
        from web.core.stored_files import delete_with_rows

        from .models import User

        delete_with_rows(User, "avatar")
