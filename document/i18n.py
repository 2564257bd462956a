"""Translation hooks the pure packages (document/, workers' engines) share with web/.

The French text is the message id (the catalogue in locale/ holds the English). These engines
run under Django in the product, where `gettext_lazy` resolves in the language active when the
text is read (a request's, a socket's, or the one a task was enqueued with); without Django
settings (a script, a benchmark) the French text comes back untouched.
"""

from __future__ import annotations

from django.utils.functional import lazy


def _configured() -> bool:
    from django.conf import settings

    return settings.configured


def gettext(message: str) -> str:
    if not _configured():
        return message
    from django.utils.translation import gettext as translate

    return translate(message)


# Named as xgettext knows it, so `makemessages` collects every call.
gettext_lazy = lazy(gettext, str)


def language() -> str:
    """The active language code, "fr" when none is active or Django is not set up."""
    if not _configured():
        return "fr"
    from django.utils.translation import get_language

    return (get_language() or "fr").split("-")[0]
