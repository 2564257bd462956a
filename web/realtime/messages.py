JOIN_NOT_AUTHENTICATED = "Votre session a expiré. Reconnectez-vous pour continuer."
JOIN_NOT_FOUND = "Diagramme introuvable."
VISITOR = "Visiteur"
COMMAND_ID_INVALID = "Modification refusée : identifiant de commande invalide."
COMMAND_READ_ONLY = "Vous n'avez pas le droit de modifier ce diagramme."
COMMAND_FAILED = "Une erreur interne est survenue. Réessayez plus tard."
SAVE_READ_ONLY = "Vous n'avez pas le droit d'enregistrer ce diagramme."
SAVE_FAILED = "Erreur lors de la sauvegarde"
ACCESS_LOST = {
    "not_authenticated": "Vous avez été déconnecté.",
    "forbidden": "Vous n'avez plus accès à ce diagramme.",
    "not_found": "Ce diagramme a été supprimé.",
}
