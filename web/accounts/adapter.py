from allauth.account.adapter import DefaultAccountAdapter
from allauth.account.models import EmailAddress

from . import messages


class AccountAdapter(DefaultAccountAdapter):
    """allauth's rules with the product's own French wording where the spec fixes it, and the
    product's email change: an address waits unconfirmed until its owner opens the link."""

    error_messages = {
        **DefaultAccountAdapter.error_messages,
        "username_taken": messages.USERNAME_TAKEN,
        "email_taken": messages.EMAIL_TAKEN,
        "too_many_login_attempts": messages.TOO_MANY_LOGIN_ATTEMPTS,
    }

    def confirm_email(self, request, email_address) -> bool:
        """The link of /verify-email/{key} was opened (allauth headless's email/verify call);
        a confirmed pending change replaces the account's email (services.user_email_confirmed)."""
        from .services import user_email_confirmed

        confirmed = super().confirm_email(request, email_address)
        if confirmed:
            user_email_confirmed(address_id=email_address.pk)
        return confirmed

    def send_password_reset_mail(self, user, email, context) -> None:
        """allauth finds accounts by any address they recorded, a pending change's included; a
        reset link goes only to the account's current address or one it confirmed, never to an
        address someone merely typed (a typo's owner would get the account)."""
        current = (user.email or "").lower() == email.lower()
        confirmed = EmailAddress.objects.filter(user=user, email__iexact=email,
                                                verified=True).exists()
        if current or confirmed:
            super().send_password_reset_mail(user, email, context)
