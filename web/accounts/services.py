"""Writes of the accounts area: sign-up, sign-in, profile, password, deletion."""

from __future__ import annotations

import logging
from urllib.parse import urlsplit

from allauth.account.adapter import get_adapter
from allauth.account.models import EmailAddress
from allauth.core import ratelimit
from django.contrib.auth import password_validation
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.http import HttpRequest

from storage import data_urls, files, images
from web.core.errors import Forbidden, NotFound, RateLimited, ValidationFailed
from web.core.tasks import enqueue
from web.realtime.diagram_events import access_changed_on_commit

from . import messages
from .models import User
from .tokens import TokenPair, issue, revoke

logger = logging.getLogger(__name__)

AVATAR_MAX_BYTES = 2_097_152
AVATAR_SIZE = 256
USERNAME_MIN = 3
USERNAME_MAX = 150


def _messages(exc: ValidationError) -> list[str]:
    return [str(m) for m in exc.messages]


def _username_errors(username: str, *, exclude: User | None = None) -> list[str]:
    if len(username) < USERNAME_MIN:
        return [messages.USERNAME_TOO_SHORT.format(n=USERNAME_MIN)]
    if len(username) > USERNAME_MAX:
        return [messages.USERNAME_TOO_LONG.format(n=USERNAME_MAX)]
    try:
        get_adapter().clean_username(username, shallow=True)
    except ValidationError as exc:
        return _messages(exc)
    if username_taken(username, exclude=exclude):
        return [messages.USERNAME_TAKEN]
    return []


def _email_errors(email: str, *, exclude: User | None = None) -> list[str]:
    try:
        validate_email(email)
    except ValidationError:
        return [messages.EMAIL_INVALID]
    if email_taken(email, exclude=exclude):
        return [messages.EMAIL_TAKEN]
    return []


def username_taken(username: str, *, exclude: User | None = None) -> bool:
    users = User.objects.filter(username__iexact=username)
    if exclude is not None:
        users = users.exclude(pk=exclude.pk)
    return users.exists()


def email_taken(email: str, *, exclude: User | None = None) -> bool:
    users = User.objects.filter(email__iexact=email)
    addresses = EmailAddress.objects.filter(email__iexact=email)
    if exclude is not None:
        users = users.exclude(pk=exclude.pk)
        addresses = addresses.exclude(user=exclude)
    return users.exists() or addresses.exists()


def user_register(*, request: HttpRequest, username: str, email: str, password: str) -> User:
    if not ratelimit.consume(request, action="signup"):
        raise RateLimited()
    username, email = username.strip(), email.strip().lower()
    candidate = User(username=username, email=email)
    fields: dict[str, list[str]] = {}
    if errors := _username_errors(username):
        fields["username"] = errors
    if errors := _email_errors(email):
        fields["email"] = errors
    try:
        password_validation.validate_password(password, user=candidate)
    except ValidationError as exc:
        fields["password"] = _messages(exc)
    if fields:
        raise ValidationFailed(fields)

    candidate.set_password(password)
    try:
        with transaction.atomic():
            candidate.save()
            address = EmailAddress.objects.create(
                user=candidate, email=email, primary=True, verified=False
            )
    except IntegrityError as exc:
        # Two sign-ups with the same name raced past the checks; the constraint settled it.
        raise ValidationFailed.single("username", messages.USERNAME_TAKEN) from exc
    transaction.on_commit(lambda: _send_confirmation(address.pk, request))
    return candidate


def _send_confirmation(address_id: int, request: HttpRequest) -> None:
    try:
        EmailAddress.objects.get(pk=address_id).send_confirmation(request, signup=True)
    except Exception:  # an unreachable mail server must not fail the sign-up
        logger.exception("Could not send the confirmation email of address %s", address_id)


def user_login(*, request: HttpRequest, login: str, password: str) -> tuple[User, TokenPair]:
    if not ratelimit.consume(request, action="login"):
        raise RateLimited(messages.TOO_MANY_LOGIN_ATTEMPTS)
    login = login.strip()
    credentials = {"email" if "@" in login else "username": login, "password": password}
    try:
        user = get_adapter().authenticate(request, **credentials)
    except ValidationError as exc:
        raise RateLimited(messages.TOO_MANY_LOGIN_ATTEMPTS) from exc
    if user is None or not user.is_active:
        raise ValidationFailed.single(
            "non_field_errors", messages.INVALID_CREDENTIALS, code="invalid_credentials"
        )
    return user, issue(user)


def user_update_profile(
    *,
    user: User,
    username: str | None = None,
    email: str | None = None,
    avatar: str | None = None,
    remove_avatar: bool = False,
    bio: str | None = None,
    theme: str | None = None,
) -> User:
    fields: dict[str, list[str]] = {}
    new_email = None
    if username is not None:
        username = username.strip()
        if username != user.username and (errors := _username_errors(username, exclude=user)):
            fields["username"] = errors
    if email is not None:
        email = email.strip().lower()
        if email != user.email.lower():
            if errors := _email_errors(email, exclude=user):
                fields["email"] = errors
            else:
                new_email = email
    if bio is not None and len(bio) > 500:
        fields["bio"] = [messages.BIO_TOO_LONG]
    avatar_bytes = None
    if avatar and not _names_current_avatar(user, avatar):
        try:
            avatar_bytes = _avatar_bytes(avatar)
        except ValidationFailed as exc:
            fields.update(exc.fields)
    if fields:
        raise ValidationFailed(fields)

    old_avatar = user.avatar.name if (avatar_bytes or remove_avatar) else None
    if username is not None:
        user.username = username
    if bio is not None:
        user.bio = bio
    if theme is not None:
        user.theme = theme
    if avatar_bytes is not None:
        user.avatar.name = files.save(f"avatars/{user.pk}", avatar_bytes, extension="webp")
    elif remove_avatar:
        user.avatar.name = ""
    try:
        with transaction.atomic():
            if new_email:
                user.email = new_email
                EmailAddress.objects.filter(user=user).delete()
                address = EmailAddress.objects.create(
                    user=user, email=new_email, primary=True, verified=False
                )
                transaction.on_commit(lambda: _send_confirmation(address.pk, None))
            user.save()
    except IntegrityError as exc:
        if avatar_bytes is not None:
            files.delete(user.avatar.name)
        raise ValidationFailed.single("username", messages.USERNAME_TAKEN) from exc
    if old_avatar:
        transaction.on_commit(lambda: files.delete(old_avatar))
    return user


def _names_current_avatar(user: User, value: str) -> bool:
    # A form echoes back the avatar URL it was shown (relative, absolute or signed by S3).
    return bool(user.avatar.name) and urlsplit(value).path.endswith(f"/{user.avatar.name}")


def _avatar_bytes(data_url: str) -> bytes:
    try:
        decoded = data_urls.decode(data_url, max_bytes=AVATAR_MAX_BYTES)
    except data_urls.DataUrlTooLarge as exc:
        raise ValidationFailed.single("avatar", messages.AVATAR_TOO_LARGE) from exc
    except data_urls.DataUrlError as exc:
        raise ValidationFailed.single("avatar", messages.AVATAR_NOT_IMAGE) from exc
    if not decoded.mime.startswith("image/"):
        raise ValidationFailed.single("avatar", messages.AVATAR_NOT_IMAGE)
    try:
        return images.normalised_square_webp(decoded.content, size=AVATAR_SIZE)
    except images.NotAnImage as exc:
        raise ValidationFailed.single("avatar", messages.AVATAR_NOT_IMAGE) from exc


def user_change_password(*, user: User, current_password: str, new_password: str) -> TokenPair:
    """Change the password; every other session is signed out, this one gets fresh tokens."""
    if not current_password:
        raise ValidationFailed.single("current_password", messages.CURRENT_PASSWORD_REQUIRED)
    if not new_password:
        raise ValidationFailed.single("new_password", messages.NEW_PASSWORD_REQUIRED)
    if not user.check_password(current_password):
        raise ValidationFailed.single(
            "current_password", messages.CURRENT_PASSWORD_WRONG, code="invalid_password"
        )
    if len(new_password) < 8:
        raise ValidationFailed.single("new_password", messages.PASSWORD_TOO_SHORT)
    try:
        password_validation.validate_password(new_password, user=user)
    except ValidationError as exc:
        raise ValidationFailed({"new_password": _messages(exc)}) from exc
    user.set_password(new_password)
    user.save(update_fields=["password"])
    access_changed_on_commit(user_ids=[user.pk])
    return issue(user)


def user_deactivate(*, actor: User, user_id: int) -> None:
    """Close an account at once; its data and files are purged by a worker afterwards."""
    if actor.pk != user_id:
        if not User.objects.filter(pk=user_id, is_active=True).exists():
            raise NotFound()
        raise Forbidden(messages.DELETE_OTHER_USER)
    # Deactivation alone revokes every token: validation checks the user is active.
    User.objects.filter(pk=user_id).update(is_active=False)
    access_changed_on_commit(user_ids=[user_id])
    enqueue("accounts.purge_account", user_id)


def user_logout(*, request: HttpRequest) -> None:
    """End the session of the request's token; the user's diagram sockets close at once."""
    revoke(request)
    access_changed_on_commit(user_ids=[request.auth.pk])


def user_purge(*, user_id: int) -> bool:
    """Delete a deactivated account's files and rows; returns False if nothing was left."""
    user = User.objects.filter(pk=user_id, is_active=False).first()
    if user is None:
        return False
    files.delete_folder(f"avatars/{user_id}")
    user.delete()
    return True
