"""Messages of plans and subscriptions (French ids, English in locale/). Those with a limit agree
with it (0 and 1 take the singular in French, only 1 in English) and say plainly when the plan
allows none at all."""

from django.utils.translation import gettext_lazy as _

from document.plural import plural


def quota_diagrams(limit: int) -> str:
    if limit <= 0:
        return str(_("Votre plan ne permet pas de créer de diagramme. Passez à un plan supérieur "
                     "pour créer vos diagrammes."))
    return plural(limit, _("Vous avez atteint la limite de {n} diagramme de votre plan."),
                  _("Vous avez atteint la limite de {n} diagrammes de votre plan.")) + (
        _(" Passez à un plan supérieur pour en créer davantage."))


def quota_tables(limit: int) -> str:
    if limit <= 0:
        return str(_("Votre plan ne permet pas d'ajouter de table à un diagramme. Passez à un "
                     "plan supérieur pour en ajouter."))
    return plural(limit, _("Votre plan limite un diagramme à {n} table."),
                  _("Votre plan limite un diagramme à {n} tables.")) + (
        _(" Passez à un plan supérieur pour en ajouter."))


def quota_team_members(limit: int) -> str:
    """`limit` counts the members besides the team's owner."""
    if limit <= 0:
        return str(_("Le plan du propriétaire de l'équipe ne permet pas d'ajouter de membre à "
                     "une équipe. Passez à un plan supérieur pour en ajouter."))
    return plural(limit, _("Le plan du propriétaire de l'équipe limite l'équipe à {n} membre en "
                           "plus de son propriétaire."),
                  _("Le plan du propriétaire de l'équipe limite l'équipe à {n} membres en plus "
                    "de son propriétaire.")) + (
        _(" Passez à un plan supérieur pour en ajouter."))


QUOTA_VERSIONS = _("Limite de versions atteinte")
QUOTA_IMPORTS = _("Changez de plan pour importer votre diagramme")
FREE_CANNOT_CANCEL = _("Le plan gratuit ne peut pas être annulé.")
FREE_CANNOT_RENEW = _("Le plan gratuit ne se renouvelle pas : il reste actif sans limite de durée.")
ALREADY_CANCELED = _("Cet abonnement est déjà annulé.")
EXPIRED_CANNOT_RENEW = _("Cet abonnement a expiré : choisissez un plan pour vous réabonner.")
PACKAGE_NOT_FOUND = _("Ce plan n'existe pas.")
PAYMENT_DECLINED = _("Le paiement a été refusé : {reason}")
CARD_DECLINED = _("carte refusée")
ALREADY_ON_PACKAGE = _("Vous êtes déjà abonné à ce plan.")
NOT_YOUR_SUBSCRIPTION = _("Cet abonnement n'est pas le vôtre.")
