"""Domain errors: services raise them, one API handler turns them into the spec's JSON shapes.

Every answer has the same shape: `{"error": code, "message": sentence}`, plus `fields`
(`{field: [messages]}`) when individual fields are at fault. The sentences are French message ids
(gettext_lazy): an error reads them when it is raised, so it holds plain text in the language of
the request (web/core/language.py) and the JSON encoders never see a lazy string.
"""

from __future__ import annotations

from django.utils.translation import gettext_lazy as _

NOT_FOUND = _("Ressource introuvable.")
FORBIDDEN = _("Vous n'avez pas la permission d'effectuer cette action.")
NOT_AUTHENTICATED = _("Authentification requise.")
INVALID = _("Certaines informations sont invalides.")
RATE_LIMITED = _("Trop de tentatives. Réessayez dans quelques minutes.")
PAYLOAD_TOO_LARGE = _("La requête est trop volumineuse.")
MALFORMED_BODY = _("Le corps de la requête n'est pas un JSON valide.")
UNSUPPORTED_ENCODING = _(
    "Cet encodage du corps de la requête n'est pas accepté (gzip seulement).")
SERVER_ERROR = _("Une erreur interne est survenue. Réessayez plus tard.")


class DomainError(Exception):
    status = 400
    code = "invalid"
    default_message = INVALID

    def __init__(self, message: str | None = None, *, code: str | None = None,
                 fields: dict[str, list[str]] | None = None):
        self.message = str(message or self.default_message)
        if code:
            self.code = code
        self.fields = {name: [str(text) for text in texts]
                       for name, texts in (fields or {}).items()}
        super().__init__(self.message)

    def payload(self) -> dict:
        body: dict = {"error": self.code, "message": self.message}
        if self.fields:
            body["fields"] = self.fields
        return body


class ValidationFailed(DomainError):
    """One or more fields are invalid; `message` repeats the first field message."""

    def __init__(self, fields: dict[str, list[str]], *, code: str = "invalid"):
        first = next((msgs[0] for msgs in fields.values() if msgs), INVALID)
        super().__init__(first, code=code, fields=fields)

    @classmethod
    def single(cls, field: str, message: str, *, code: str = "invalid") -> ValidationFailed:
        return cls({field: [message]}, code=code)


class NotFound(DomainError):
    status = 404
    code = "not_found"
    default_message = NOT_FOUND


class Forbidden(DomainError):
    status = 403
    code = "forbidden"
    default_message = FORBIDDEN


class NotAuthenticated(DomainError):
    status = 401
    code = "not_authenticated"
    default_message = NOT_AUTHENTICATED


class RateLimited(DomainError):
    status = 429
    code = "rate_limited"
    default_message = RATE_LIMITED


class PayloadTooLarge(DomainError):
    status = 413
    code = "payload_too_large"
    default_message = PAYLOAD_TOO_LARGE


class UnsupportedEncoding(DomainError):
    status = 415
    code = "unsupported_encoding"
    default_message = UNSUPPORTED_ENCODING


class QuotaReached(DomainError):
    status = 403
    code = "quota_reached"
