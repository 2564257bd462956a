NAME_REQUIRED = "Le nom de la version est obligatoire."
NAME_TOO_LONG = "Le nom de la version ne doit pas dépasser {n} caractères."
NAME_CONTROL_CHARACTERS = (
    "Le nom de la version doit tenir sur une ligne, sans retour à la ligne ni tabulation."
)
DESCRIPTION_TOO_LONG = "La description ne doit pas dépasser {n} caractères."
EDIT_FORBIDDEN = "Vous n'avez pas le droit de gérer les versions de ce diagramme."
VERSION_NOT_FOUND = "Cette version n'existe pas."
SNAPSHOT_MISSING = "L'instantané de cette version est introuvable."
SNAPSHOT_UNREADABLE = "Cette version est illisible : elle ne peut pas être restaurée."
# Names of the versions the server makes by itself, and of the restore in the change log.
AUTOSAVE_NAME = "Sauvegarde automatique avant restauration de « {name} »"
BEFORE_IMPORT_NAME = "Avant l'import SQL du {date}"
BEFORE_LAYOUT_NAME = "Avant l'agencement automatique du {date}"
RESTORE_CHANGE_NAME = "Restaurer la version « {name} »"
# 24/11/2026 à 14:05, Paris time.
DATE_FORMAT = "%d/%m/%Y à %H:%M"
DATE_ZONE = "Europe/Paris"
