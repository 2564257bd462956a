from django.apps import AppConfig


class AccountsConfig(AppConfig):
    name = "web.accounts"
    label = "accounts"
    verbose_name = "Comptes"

    def ready(self) -> None:
        from web.core.stored_files import delete_with_rows

        from .models import User
        from .signed_in import connect_revocations

        delete_with_rows(User, "avatar")
        connect_revocations()
