from allauth.account.adapter import DefaultAccountAdapter

from . import messages


class AccountAdapter(DefaultAccountAdapter):
    """allauth's rules with the product's own French wording where the spec fixes it."""

    error_messages = {
        **DefaultAccountAdapter.error_messages,
        "username_taken": messages.USERNAME_TAKEN,
        "email_taken": messages.EMAIL_TAKEN,
        "too_many_login_attempts": messages.TOO_MANY_LOGIN_ATTEMPTS,
    }
