"""Inviting collaborators to a diagram, and changing what they may do.

Only those who administer the diagram invite, change roles and remove collaborators; what they
grant lasts while they may still administer it (the rule: web/projects/grants.py).

The link's token is Django-signed and expires: its payload is readable JSON (role, the diagram's
name and the inviter's username, as the acceptance page shows them before any call) but cannot be
forged, and it names an invitation row that is used once.
"""

from __future__ import annotations

from datetime import timedelta

from allauth.account.models import EmailAddress
from django.core import signing
from django.core.validators import validate_email
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from web.access import policy
from web.accounts import emails, links
from web.accounts.models import User
from web.accounts.selectors import has_verified_email, verified_email_owner
from web.core import language as languages
from web.core.errors import Forbidden, NotFound, ValidationFailed
from web.core.text import one_line
from web.realtime.diagram_events import access_changed_on_commit

from . import messages
from .grants import may_grant
from .models import Collaborator, Invitation, Project

SALT = "relata.invitation"
LIFETIME = timedelta(days=7)
_RANK = {Collaborator.Role.VIEWER: 1, Collaborator.Role.EDITOR: 2}


def token_for(invitation: Invitation) -> str:
    return signing.dumps(
        {"id": invitation.pk, "role": invitation.role, "name": invitation.project.name,
         "username": invitation.inviter.username},
        salt=SALT,
    )


def link_for(token: str, request: HttpRequest | None = None) -> str:
    """The SPA's acceptance page (spec: /accept-invite?token=...), on the site's origin."""
    return links.frontend_url("/accept-invite?token={token}", request, token=token)


def _find_invitee(target: str) -> tuple[User | None, str]:
    target = target.strip()
    if not target:  # "" would match the accounts without an email
        raise ValidationFailed.single("user", messages.INVITE_UNKNOWN_USER)
    user = User.objects.filter(username__iexact=target, is_active=True).first()
    if user is not None:
        return user, user.email
    # An address names an account only once confirmed; an unconfirmed one gets an invitation by
    # email, which only the account that confirms it may accept.
    user = verified_email_owner(target)
    if user is not None:
        return user, target.lower()
    try:
        validate_email(target)
    except Exception as exc:
        raise ValidationFailed.single("user", messages.INVITE_UNKNOWN_USER) from exc
    return None, target.lower()


def invitation_create(*, actor: User, project: Project, target: str, role: str,
                      request: HttpRequest | None = None) -> tuple[Invitation, str]:
    policy.require(policy.can_admin_project(actor, project),
                   visible=policy.can_view_project(actor, project),
                   message=messages.INVITE_ADMINS_ONLY)
    invitee, email = _find_invitee(target)
    if invitee is not None:
        if invitee.pk == actor.pk:
            raise ValidationFailed.single("user", messages.INVITE_SELF)
        if invitee.pk == project.owner_id:
            raise ValidationFailed.single("user", messages.INVITE_OWNER)
        if Collaborator.objects.filter(project=project, user=invitee, role=role).exists():
            raise ValidationFailed.single("user", messages.INVITE_ALREADY)
    invitation = Invitation.objects.create(
        project=project, inviter=actor, invitee=invitee, email="" if invitee else email,
        role=role, expires_at=timezone.now() + LIFETIME,
    )
    token = token_for(invitation)
    # The link is built now, from the request that invites: the mail leaves after the commit.
    context = invitation_mail_context(invitation, link_for(token, request))
    # In the invitee's language; to an address with no account, in the inviter's.
    language = languages.of_user(invitee) if invitee else languages.current()
    transaction.on_commit(lambda: emails.send("projects/email/invitation", [email], context,
                                              request=request, language=language))
    return invitation, token


def invitation_mail_context(invitation: Invitation, link: str) -> dict:
    """What web/templates/projects/email/invitation_* show. The names go on one line: the
    subject carries them, and a name stored before names were checked may hold a line break."""
    return {
        "inviter": invitation.inviter.username,
        "project_name": one_line(invitation.project.name),
        # The acceptance page's labels (spec: Éditeur, Lecteur), read when the mail is written,
        # in its recipient's language.
        "role_label": _("Éditeur") if invitation.role == Collaborator.Role.EDITOR
        else _("Lecteur"),
        "can_edit": invitation.role == Collaborator.Role.EDITOR,
        # Sent to an address with no account behind it yet: say how it becomes theirs.
        "to_address": invitation.invitee_id is None,
        "invitation_url": link,
        "lifetime_days": LIFETIME.days,
    }


def invitation_accept(*, user: User, token: str) -> tuple[Project, str]:
    if not token.strip():
        raise ValidationFailed.single("token", messages.INVITATION_MISSING)
    try:
        payload = signing.loads(token.strip(), salt=SALT,
                                max_age=LIFETIME.total_seconds())
    except signing.BadSignature as exc:  # expired signatures are bad signatures too
        raise ValidationFailed.single("token", messages.INVITATION_INVALID,
                                      code="invalid_invitation") from exc
    with transaction.atomic():
        invitation = (
            Invitation.objects.select_for_update().select_related("project", "inviter")
            .filter(pk=payload.get("id")).first()
        )
        if invitation is None or invitation.expires_at <= timezone.now():
            raise ValidationFailed.single("token", messages.INVITATION_INVALID,
                                          code="invalid_invitation")
        if invitation.accepted_at is not None:
            raise ValidationFailed.single("token", messages.INVITATION_USED,
                                          code="invitation_used")
        meant_for_user = invitation.invitee_id == user.pk
        meant_for_email = (invitation.invitee_id is None
                           and has_verified_email(user, invitation.email))
        if not (meant_for_user or meant_for_email):
            _refuse_foreign(user, invitation)
        project = invitation.project
        # Revocation deletes the invitations of those who lose the right to share; this catches
        # one that slipped past it.
        if not may_grant(invitation.inviter, project):
            raise ValidationFailed.single("token", messages.INVITATION_WITHDRAWN,
                                          code="invalid_invitation")
        if project.owner_id != user.pk:
            collaborator, created = Collaborator.objects.get_or_create(
                project=project, user=user,
                defaults={"role": invitation.role, "granted_by": invitation.inviter})
            # Accepting never lowers a role the user already has; a raise is the inviter's grant.
            if not created and _RANK[invitation.role] > _RANK[collaborator.role]:
                collaborator.role = invitation.role
                collaborator.granted_by = invitation.inviter
                collaborator.save(update_fields=["role", "granted_by"])
        invitation.accepted_at = timezone.now()
        invitation.accepted_by = user
        invitation.save(update_fields=["accepted_at", "accepted_by"])
    return project, invitation.role


def _refuse_foreign(user: User, invitation: Invitation) -> None:
    """Typing an address as one's own proves nothing: one sent to an address is accepted only
    from an account that confirmed it. Someone who has that address unconfirmed is told how to
    confirm it; anyone else only that the invitation is not theirs."""
    email = invitation.email.lower()
    if invitation.invitee_id is None and email and (
            user.email.lower() == email
            or EmailAddress.objects.filter(user=user, email__iexact=email).exists()):
        raise Forbidden(messages.INVITATION_EMAIL_UNCONFIRMED.format(email=email),
                        code="email_unconfirmed")
    raise Forbidden(messages.INVITATION_FOREIGN)


def invitation_revoke(*, actor: User, project: Project, invitation_id: int) -> None:
    invitation = Invitation.objects.filter(project=project, pk=invitation_id,
                                           accepted_at__isnull=True).first()
    if invitation is None or not policy.can_view_project(actor, project):
        raise NotFound(messages.INVITATION_NOT_FOUND)
    if invitation.inviter_id != actor.pk:
        policy.require(policy.can_admin_project(actor, project), message=messages.OWNER_ONLY)
    invitation.delete()


def collaborator_set_role(*, actor: User, project: Project, collaborator_id: int, role: str
                          ) -> Collaborator:
    policy.require(policy.can_admin_project(actor, project),
                   visible=policy.can_view_project(actor, project), message=messages.OWNER_ONLY)
    collaborator = Collaborator.objects.select_related("user").filter(
        project=project, pk=collaborator_id).first()
    if collaborator is None:
        raise NotFound(messages.COLLABORATOR_NOT_FOUND)
    # A raise is a grant of its own, which lasts while the one who made it administers; a
    # lowering grants nothing, so the access stays whoever's it was.
    if _RANK[role] > _RANK[collaborator.role]:
        collaborator.granted_by = actor
    collaborator.role = role
    collaborator.save(update_fields=["role", "granted_by"])
    access_changed_on_commit(project_ids=[project.pk])
    return collaborator


def collaborator_remove(*, actor: User, project: Project, collaborator_id: int) -> None:
    """Admins of the diagram remove anyone; a collaborator may leave."""
    collaborator = Collaborator.objects.filter(project=project, pk=collaborator_id).first()
    if collaborator is None or not policy.can_view_project(actor, project):
        raise NotFound(messages.COLLABORATOR_NOT_FOUND)
    if collaborator.user_id != actor.pk:
        policy.require(policy.can_admin_project(actor, project), message=messages.OWNER_ONLY)
    collaborator.delete()
    access_changed_on_commit(project_ids=[project.pk])
