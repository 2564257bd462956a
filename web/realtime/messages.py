from django.utils.translation import gettext_lazy as _

JOIN_NOT_AUTHENTICATED = _("Votre session a expiré. Reconnectez-vous pour continuer.")
JOIN_NOT_FOUND = _("Diagramme introuvable.")
VISITOR = _("Visiteur")
COMMAND_ID_INVALID = _("Modification refusée : identifiant de commande invalide.")
COMMAND_READ_ONLY = _("Vous n'avez pas le droit de modifier ce diagramme.")
COMMAND_FAILED = _("Une erreur interne est survenue. Réessayez plus tard.")
SAVE_READ_ONLY = _("Vous n'avez pas le droit d'enregistrer ce diagramme.")
SAVE_FAILED = _("Erreur lors de la sauvegarde")
ACCESS_LOST = {
    "not_authenticated": _("Vous avez été déconnecté."),
    "forbidden": _("Vous n'avez plus accès à ce diagramme."),
    "not_found": _("Ce diagramme a été supprimé."),
}
