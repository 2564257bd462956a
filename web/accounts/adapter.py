from allauth.account import app_settings as account_settings
from allauth.account.adapter import DefaultAccountAdapter
from allauth.account.models import EmailAddress
from allauth.headless import app_settings as headless_settings
from allauth.headless.adapter import DefaultHeadlessAdapter
from django.conf import settings

from . import emails, links, messages


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

    # --- Mails: Relata's templates and layout (web/accounts/emails.py) --------------------------

    def send_mail(self, template_prefix: str, email: str, context: dict) -> None:
        """allauth's own puts the request's host in `current_site`, which its templates greet
        with ("Bonjour, c'est localhost:8201 !"); the product's layout names Relata instead."""
        ctx = {
            "email": email,
            # How long the links stay valid, as the mails tell.
            "confirmation_days": account_settings.EMAIL_CONFIRMATION_EXPIRE_DAYS,
            "reset_days": max(1, settings.PASSWORD_RESET_TIMEOUT // 86400),
            **context,
        }
        self.render_mail(template_prefix, email, ctx).send()

    def render_mail(self, template_prefix, email, context, headers=None):
        to = [email] if isinstance(email, str) else list(email)
        return emails.render(template_prefix, to, context, request=self.request,
                             headers=headers)


class HeadlessAdapter(DefaultHeadlessAdapter):
    """The links of allauth's mails (verification, reset, sign-up) open the SPA's pages; the
    routes are HEADLESS_FRONTEND_URLS (paths), the origin is the site's (web/accounts/links.py),
    decided when the mail is sent rather than frozen when the settings load."""

    def get_frontend_url(self, urlname: str, **kwargs) -> str | None:
        path = headless_settings.FRONTEND_URLS.get(urlname)
        if not path or "://" in path:  # none (allauth says which is missing), or a full URL
            return super().get_frontend_url(urlname, **kwargs)
        return links.frontend_url(path, self.request, **kwargs)
