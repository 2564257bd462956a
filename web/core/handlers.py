"""The one place where exceptions become HTTP answers for the API."""

from __future__ import annotations

import logging

from django.core.exceptions import PermissionDenied, RequestDataTooBig
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.utils.translation import gettext as _
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, AuthorizationError, HttpError, ValidationError

from . import errors
from .validation import fields_from_pydantic

logger = logging.getLogger(__name__)


def install(api: NinjaAPI) -> None:
    def respond(request: HttpRequest, error: errors.DomainError) -> HttpResponse:
        return api.create_response(request, error.payload(), status=error.status)

    @api.exception_handler(errors.DomainError)
    def domain_error(request, exc: errors.DomainError):
        return respond(request, exc)

    @api.exception_handler(ValidationError)
    def validation_error(request, exc: ValidationError):
        fields = fields_from_pydantic(exc.errors)
        if set(fields) == {"non_field_errors"}:
            return respond(request, errors.DomainError(fields["non_field_errors"][0]))
        return respond(request, errors.ValidationFailed(fields))

    @api.exception_handler(AuthenticationError)
    def authentication_error(request, exc):
        return respond(request, errors.NotAuthenticated())

    @api.exception_handler(AuthorizationError)
    def authorization_error(request, exc):
        return respond(request, errors.Forbidden())

    @api.exception_handler(PermissionDenied)
    def permission_denied(request, exc: PermissionDenied):
        # Django's own refusal, raised by code below the services (allauth refuses a request
        # whose client address it cannot tell, as behind a server on a Unix socket).
        return respond(request, errors.Forbidden())

    @api.exception_handler(RequestDataTooBig)
    def data_too_big(request, exc: RequestDataTooBig):
        # Raised by the first read of request.body, before ninja gets to parse it.
        return respond(request, errors.PayloadTooLarge())

    @api.exception_handler(HttpError)
    def http_error(request, exc: HttpError):
        if isinstance(exc.__cause__, errors.DomainError):  # refused while parsing the body
            return respond(request, exc.__cause__)
        if exc.status_code == 400:
            return respond(request, errors.DomainError(errors.MALFORMED_BODY, code="malformed"))
        return respond(request, _by_status(exc.status_code))

    @api.exception_handler(Exception)
    def unexpected(request, exc: Exception):
        logger.exception("Unhandled API error on %s %s", request.method, request.path)
        return respond(request, _by_status(500))


def _by_status(status: int) -> errors.DomainError:
    known = {
        401: errors.NotAuthenticated(),
        403: errors.Forbidden(),
        404: errors.NotFound(),
        405: errors.DomainError(_("Méthode non autorisée."), code="method_not_allowed"),
        413: errors.PayloadTooLarge(),
        429: errors.RateLimited(),
    }
    error = known.get(status)
    if error is None:
        code = "server_error" if status >= 500 else "invalid"
        message = errors.SERVER_ERROR if status >= 500 else errors.INVALID
        error = errors.DomainError(message, code=code)
    error.status = status
    return error


class ApiJsonErrorsMiddleware:
    """Answers in the API's JSON shape for errors raised outside ninja (unknown /api/ paths,
    405s, oversized bodies rejected by Django) so an API client never sees an HTML page."""

    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        is_api = request.path == "/api" or request.path.startswith("/api/")
        if not is_api or response.status_code < 400:
            return response
        if response.get("Content-Type", "").startswith("application/json"):
            return response
        error = _by_status(response.status_code)

        json_response = JsonResponse(error.payload(), status=response.status_code)
        if response.has_header("Allow"):
            json_response["Allow"] = response["Allow"]
        return json_response
