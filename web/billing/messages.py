QUOTA_DIAGRAMS = (
    "Vous avez atteint la limite de {limit} diagramme(s) de votre plan. Passez à un "
    "plan supérieur pour en créer davantage."
)
QUOTA_TABLES = (
    "Votre plan limite un diagramme à {limit} table(s). Passez à un plan supérieur "
    "pour en ajouter."
)
QUOTA_TEAM_MEMBERS = (
    "Le plan du propriétaire de l'équipe limite l'équipe à {limit} membre(s). Passez "
    "à un plan supérieur pour en ajouter."
)
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
