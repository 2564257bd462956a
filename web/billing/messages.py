"""French messages of plans and subscriptions. Those with a limit agree with it (0 and 1 take the
singular in French) and say plainly when the plan allows none at all."""

from document.plural import plural


def quota_diagrams(limit: int) -> str:
    if limit <= 0:
        return ("Votre plan ne permet pas de créer de diagramme. Passez à un plan supérieur pour "
                "créer vos diagrammes.")
    return plural(limit, "Vous avez atteint la limite de {n} diagramme de votre plan.",
                  "Vous avez atteint la limite de {n} diagrammes de votre plan.") + (
        " Passez à un plan supérieur pour en créer davantage.")


def quota_tables(limit: int) -> str:
    if limit <= 0:
        return ("Votre plan ne permet pas d'ajouter de table à un diagramme. Passez à un plan "
                "supérieur pour en ajouter.")
    return plural(limit, "Votre plan limite un diagramme à {n} table.",
                  "Votre plan limite un diagramme à {n} tables.") + (
        " Passez à un plan supérieur pour en ajouter.")


def quota_team_members(limit: int) -> str:
    """`limit` counts the members besides the team's owner."""
    if limit <= 0:
        return ("Le plan du propriétaire de l'équipe ne permet pas d'ajouter de membre à une "
                "équipe. Passez à un plan supérieur pour en ajouter.")
    return plural(limit, "Le plan du propriétaire de l'équipe limite l'équipe à {n} membre en plus "
                  "de son propriétaire.", "Le plan du propriétaire de l'équipe limite l'équipe à "
                  "{n} membres en plus de son propriétaire.") + (
        " Passez à un plan supérieur pour en ajouter.")


QUOTA_VERSIONS = "Limite de versions atteinte"
QUOTA_IMPORTS = "Changez de plan pour importer votre diagramme"
FREE_CANNOT_CANCEL = "Le plan gratuit ne peut pas être annulé."
FREE_CANNOT_RENEW = "Le plan gratuit ne se renouvelle pas : il reste actif sans limite de durée."
ALREADY_CANCELED = "Cet abonnement est déjà annulé."
EXPIRED_CANNOT_RENEW = "Cet abonnement a expiré : choisissez un plan pour vous réabonner."
PACKAGE_NOT_FOUND = "Ce plan n'existe pas."
PAYMENT_DECLINED = "Le paiement a été refusé : {reason}"
ALREADY_ON_PACKAGE = "Vous êtes déjà abonné à ce plan."
NOT_YOUR_SUBSCRIPTION = "Cet abonnement n'est pas le vôtre."
