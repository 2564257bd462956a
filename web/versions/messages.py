from django.utils.translation import gettext_lazy as _

NAME_REQUIRED = _("Le nom de la version est obligatoire.")
NAME_TOO_LONG = _("Le nom de la version ne doit pas dépasser {n} caractères.")
NAME_CONTROL_CHARACTERS = (
    _("Le nom de la version doit tenir sur une ligne, sans retour à la ligne ni tabulation.")
)
DESCRIPTION_TOO_LONG = _("La description ne doit pas dépasser {n} caractères.")
EDIT_FORBIDDEN = _("Vous n'avez pas le droit de gérer les versions de ce diagramme.")
VERSION_NOT_FOUND = _("Cette version n'existe pas.")
SNAPSHOT_MISSING = _("L'instantané de cette version est introuvable.")
SNAPSHOT_UNREADABLE = _("Cette version est illisible : elle ne peut pas être restaurée.")
# Names of the versions the server makes by itself, and of the restore in the change log.
AUTOSAVE_NAME = _("Sauvegarde automatique avant restauration de « {name} »")
BEFORE_IMPORT_NAME = _("Avant l'import SQL du {date}")
BEFORE_LAYOUT_NAME = _("Avant l'agencement automatique du {date}")
RESTORE_CHANGE_NAME = _("Restaurer la version « {name} »")
# 24/11/2026 à 14:05, Paris time.
DATE_FORMAT = _("%d/%m/%Y à %H:%M")
DATE_ZONE = "Europe/Paris"
