"""Writes of the accounts area: sign-up, sign-in, profile, email change, password, deletion."""

from __future__ import annotations

import logging
from urllib.parse import urlsplit

from allauth.account.adapter import get_adapter
from allauth.account.models import EmailAddress
from allauth.core import context as allauth_context
from allauth.core import ratelimit
from allauth.core.internal import ratelimit as ratelimit_usage
from django.contrib.auth import password_validation
from django.core.exceptions import ValidationError
from django.core.validators import validate_email
from django.db import IntegrityError, transaction
from django.db.models import Q
from django.http import HttpRequest

from storage import data_urls, files, images
from web.core.errors import Forbidden, NotFound, RateLimited, ValidationFailed
from web.core.tasks import enqueue
from web.folders.models import Folder
from web.projects.grants import grants_revoke_lost
from web.projects.models import Project
from web.realtime.diagram_events import access_changed_on_commit
from web.teams.handover import content_hand_over, ownership_pass_on
from web.teams.models import Team

from . import messages
from .models import User
from .signed_in import revoke_user
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


def user_register(
    *, request: HttpRequest, username: str, email: str, password: str,
    theme: str = User.Theme.LIGHT,
    language: str = User.Language.FR,
) -> User:
    if not ratelimit.consume(request, action="signup"):
        raise RateLimited()
    username, email = username.strip(), email.strip().lower()
    candidate = User(username=username, email=email, theme=theme, language=language)
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


def _send_confirmation(address_id: int, request: HttpRequest | None, *,
                       signup: bool = True) -> None:
    try:
        # allauth's mail reads the request from its context, which is gone when this runs after
        # the request's own transaction.
        with allauth_context.request_context(request):
            EmailAddress.objects.get(pk=address_id).send_confirmation(request, signup=signup)
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
    request: HttpRequest | None = None,
    username: str | None = None,
    email: str | None = None,
    avatar: str | None = None,
    remove_avatar: bool = False,
    bio: str | None = None,
    theme: str | None = None,
    language: str | None = None,
) -> User:
    """A new email address is not taken at once: it waits, unconfirmed, for its owner to open the
    link sent to it (`_email_change_request`); `user.email` stays the current one meanwhile."""
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
    # Each change mails a stranger's address: bounded like allauth's own email management.
    if new_email and request is not None and not ratelimit.consume(
            request, action="manage_email", user=user):
        raise RateLimited()

    old_avatar = user.avatar.name if (avatar_bytes or remove_avatar) else None
    if username is not None:
        user.username = username
    if bio is not None:
        user.bio = bio
    if theme is not None:
        user.theme = theme
    if language is not None:
        user.language = language
    if avatar_bytes is not None:
        user.avatar.name = files.save(f"avatars/{user.pk}", avatar_bytes, extension="webp")
    elif remove_avatar:
        user.avatar.name = ""
    try:
        with transaction.atomic():
            pending = _email_change_request(user, new_email) if new_email else None
            user.save()
            if pending is not None:
                transaction.on_commit(lambda: _send_change_confirmation(pending.pk, request))
    except IntegrityError as exc:
        if avatar_bytes is not None:
            files.delete(user.avatar.name)
        raise ValidationFailed.single("username", messages.USERNAME_TAKEN) from exc
    if old_avatar:
        transaction.on_commit(lambda: files.delete(old_avatar))
    return user


def _email_change_request(user: User, email: str) -> EmailAddress | None:
    """Record `email` as the address the user is changing to, unconfirmed; returns it, to be sent
    its confirmation link, or None when the user had already confirmed it (it is theirs now)."""
    addresses = EmailAddress.objects.filter(user=user)
    existing = addresses.filter(email__iexact=email).first()
    if existing is not None and existing.verified:
        _email_make_current(user, existing)
        return None
    # One change waits at a time: asking for another address forgets the previous one, and its
    # link stops working (it names a row that is gone).
    addresses.filter(primary=False, verified=False).exclude(
        pk=existing.pk if existing else None).delete()
    return existing or EmailAddress.objects.create(user=user, email=email, primary=False,
                                                   verified=False)


def _email_make_current(user: User, address: EmailAddress) -> None:
    """The confirmed `address` becomes the account's only one; the caller saves `user`."""
    EmailAddress.objects.filter(user=user).exclude(pk=address.pk).delete()
    EmailAddress.objects.filter(pk=address.pk).update(primary=True)
    user.email = address.email


def _send_change_confirmation(address_id: int, request: HttpRequest | None) -> None:
    email = EmailAddress.objects.filter(pk=address_id).values_list("email", flat=True).first()
    # Asked again within allauth's cooldown for this address: the link already sent still works.
    if email is None or (request is not None and not ratelimit.consume(
            request, action="confirm_email", key=email.lower())):
        return
    _send_confirmation(address_id, request, signup=False)


def user_email_confirmed(*, address_id: int) -> None:
    """An address was just confirmed from its link (allauth, through web/accounts/adapter.py).
    When it is a pending change, the change happens now: it becomes the account's email and the
    previous address goes. Confirming the address one signed up with changes nothing else."""
    with transaction.atomic():
        address = (EmailAddress.objects.select_for_update().select_related("user")
                   .filter(pk=address_id, verified=True).first())
        if address is None or address.primary:
            return
        user = address.user
        _email_make_current(user, address)
        user.save(update_fields=["email"])


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


def user_change_password(*, request: HttpRequest, user: User, current_password: str,
                         new_password: str) -> TokenPair:
    """Change the password; every other session is signed out, this one gets fresh tokens.

    Wrong current passwords are limited by allauth's `change_password` rate (ACCOUNT_RATE_LIMITS,
    5 a minute per account by default), so a stolen session cannot guess the password that would
    outlive it; a right one gives its attempt back."""
    if not current_password:
        raise ValidationFailed.single("current_password", messages.CURRENT_PASSWORD_REQUIRED)
    if not new_password:
        raise ValidationFailed.single("new_password", messages.NEW_PASSWORD_REQUIRED)
    # Taken before the check, so that parallel guesses cannot all slip under the limit.
    attempt = ratelimit_usage.consume(request, app="allauth.account", action="change_password",
                                      user=user)
    if attempt is None:
        raise RateLimited()
    if not user.check_password(current_password):
        raise ValidationFailed.single(
            "current_password", messages.CURRENT_PASSWORD_WRONG, code="invalid_password"
        )
    attempt.rollback()
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
    # Deactivation alone revokes every token: validation checks the user is active (an update
    # sends no signal: the processes that keep validated users are told here).
    User.objects.filter(pk=user_id).update(is_active=False)
    revoke_user(user_id)
    grants_revoke_lost(user=user_id)  # a closed account's grants go with it (projects/grants.py)
    access_changed_on_commit(user_ids=[user_id])
    enqueue("accounts.purge_account", user_id)


def user_logout(*, request: HttpRequest) -> None:
    """End the session of the request's token; the user's diagram sockets close at once."""
    revoke(request)
    access_changed_on_commit(user_ids=[request.auth.pk])


def user_purge(*, user_id: int) -> bool:
    """Delete a deactivated account: its rows, its files, its personal diagrams and folders.
    Returns False if nothing was left (a redelivered task).

    Team content belongs to the team, so it outlives the account (web/teams/handover.py):
    - a team it owns passes to the longest-standing active admin, else member, else viewer; with
      nobody left, the team is dissolved as a deleted team is (its other diagrams go back to their
      owners as private ones, its folders become their owners' personal folders);
    - the diagrams and folders it made in a team (with their subfolders) are handed to the team's
      owner, where they are;
    - someone else's folder or diagram found inside one of its personal folders is moved to its
      own owner's root, with what it holds, never deleted;
    - what it shared on diagrams it did not own goes (web/projects/grants.py).
    No row is left naming a team that is gone or a folder of another team
    (web/core/consistency.py)."""
    # Imported here: teams.services reads accounts.selectors, which imports this module.
    from web.teams.services import team_dissolve

    with transaction.atomic():
        user = User.objects.select_for_update().filter(pk=user_id, is_active=False).first()
        if user is None:
            return False
        for team in Team.objects.select_for_update().filter(owner_id=user_id).order_by("pk"):
            if ownership_pass_on(team=team, leaving_user_id=user_id) is None:
                team_dissolve(team)
        holding = Team.objects.filter(Q(projects__owner_id=user_id) | Q(folders__owner_id=user_id))
        for team in holding.distinct().order_by("pk"):
            content_hand_over(team=team, user_id=user_id)
        # Left with personal folders only: a cascade would take others' things inside them.
        Folder.objects.filter(parent__owner_id=user_id).exclude(owner_id=user_id).update(
            parent=None)
        Project.objects.filter(folder__owner_id=user_id).exclude(owner_id=user_id).update(
            folder=None)
        grants_revoke_lost(user=user_id)
        user.delete()
    files.delete_folder(f"avatars/{user_id}")
    return True
