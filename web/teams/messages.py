from django.utils.translation import gettext_lazy as _

ALREADY_MEMBER = _("Cet utilisateur est déjà membre de l'équipe")
NAME_REQUIRED = _("Le nom de l'équipe est obligatoire.")
NAME_CONTROL_CHARACTERS = (
    _("Le nom de l'équipe doit tenir sur une ligne, sans retour à la ligne ni tabulation.")
)
NOT_ADMIN = _("Seuls les administrateurs de l'équipe peuvent faire cela.")
NOT_OWNER = _("Seul le propriétaire de l'équipe peut faire cela.")
OWNER_ROLE_FIXED = _("Le rôle du propriétaire ne peut pas être modifié.")
CANNOT_REMOVE_ADMIN = _("Seul le propriétaire peut retirer un administrateur.")
CANNOT_REMOVE_OWNER = _("Le propriétaire ne peut pas être retiré de l'équipe.")
ADMIN_GRANT_OWNER_ONLY = _("Seul le propriétaire peut nommer un administrateur.")
USER_NOT_FOUND = _("Aucun utilisateur actif ne correspond.")
MEMBER_NOT_FOUND = _("Ce membre n'appartient pas à l'équipe.")
AVATAR_URL_INVALID = _("URL d'avatar invalide")
