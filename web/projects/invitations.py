"""Inviting collaborators to a diagram.

The link's token is Django-signed and expires: its payload is readable JSON (role, the diagram's
name and the inviter's username, as the acceptance page shows them before any call) but cannot be
forged, and it names an invitation row that is used once.
"""

from __future__ import annotations

from datetime import timedelta

from django.conf import settings
from django.core import signing
from django.core.mail import send_mail
from django.core.validators import validate_email
from django.db import transaction
from django.db.models import Q
from django.utils import timezone

from web.access import policy
from web.accounts.models import User
from web.core.errors import Forbidden, NotFound, ValidationFailed
from web.realtime.diagram_events import access_changed_on_commit

from . import messages
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


def link_for(token: str) -> str:
    return f"{settings.SITE_URL}/accept-invite?token={token}"


def _find_invitee(target: str) -> tuple[User | None, str]:
    target = target.strip()
    if not target:  # "" would match the accounts without an email
        raise ValidationFailed.single("user", messages.INVITE_UNKNOWN_USER)
    user = User.objects.filter(
        Q(username__iexact=target) | Q(email__iexact=target), is_active=True
    ).first()
    if user is not None:
        return user, user.email
    try:
        validate_email(target)
    except Exception as exc:
        raise ValidationFailed.single("user", messages.INVITE_UNKNOWN_USER) from exc
    return None, target.lower()


def invitation_create(*, actor: User, project: Project, target: str, role: str
                      ) -> tuple[Invitation, str]:
    policy.require(policy.can_edit_project(actor, project),
                   visible=policy.can_view_project(actor, project),
                   message=messages.SHARING_FORBIDDEN)
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
    transaction.on_commit(lambda: _send_invitation_mail(invitation, email, token))
    return invitation, token


def _send_invitation_mail(invitation: Invitation, email: str, token: str) -> None:
    role = "Éditeur" if invitation.role == Collaborator.Role.EDITOR else "Lecteur"
    send_mail(
        subject=f"[Relata] {invitation.inviter.username} vous invite sur « "
                f"{invitation.project.name} »",
        message=(
            f"Bonjour,\n\n{invitation.inviter.username} vous invite à collaborer au diagramme "
            f"« {invitation.project.name} » en tant que {role}.\n\n"
            f"Pour accepter l'invitation, ouvrez ce lien (valable 7 jours) :\n"
            f"{link_for(token)}\n\nL'équipe Relata"
        ),
        from_email=None, recipient_list=[email], fail_silently=True,
    )


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
            Invitation.objects.select_for_update().select_related("project")
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
                           and invitation.email.lower() == user.email.lower())
        if not (meant_for_user or meant_for_email):
            raise Forbidden(messages.INVITATION_FOREIGN)
        project = invitation.project
        if project.owner_id != user.pk:
            collaborator, created = Collaborator.objects.get_or_create(
                project=project, user=user, defaults={"role": invitation.role})
            # Accepting never lowers a role the user already has.
            if not created and _RANK[invitation.role] > _RANK[collaborator.role]:
                collaborator.role = invitation.role
                collaborator.save(update_fields=["role"])
        invitation.accepted_at = timezone.now()
        invitation.accepted_by = user
        invitation.save(update_fields=["accepted_at", "accepted_by"])
    return project, invitation.role


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
    collaborator.role = role
    collaborator.save(update_fields=["role"])
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
