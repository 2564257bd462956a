ALREADY_MEMBER = "Cet utilisateur est déjà membre de l'équipe"
NAME_REQUIRED = "Le nom de l'équipe est obligatoire."
NAME_CONTROL_CHARACTERS = (
    "Le nom de l'équipe doit tenir sur une ligne, sans retour à la ligne ni tabulation."
)
NOT_ADMIN = "Seuls les administrateurs de l'équipe peuvent faire cela."
NOT_OWNER = "Seul le propriétaire de l'équipe peut faire cela."
OWNER_ROLE_FIXED = "Le rôle du propriétaire ne peut pas être modifié."
CANNOT_REMOVE_ADMIN = "Seul le propriétaire peut retirer un administrateur."
CANNOT_REMOVE_OWNER = "Le propriétaire ne peut pas être retiré de l'équipe."
ADMIN_GRANT_OWNER_ONLY = "Seul le propriétaire peut nommer un administrateur."
USER_NOT_FOUND = "Aucun utilisateur actif ne correspond."
MEMBER_NOT_FOUND = "Ce membre n'appartient pas à l'équipe."
AVATAR_URL_INVALID = "URL d'avatar invalide"
