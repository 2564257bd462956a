from django.utils.translation import gettext_lazy as _

FILE_FORMAT = _("Format non supporté. Utilisez .sql ou .txt")
FILE_TOO_LARGE = _("Fichier trop volumineux (max 10MB)")
FILE_MISSING = _("Choisissez un fichier SQL ou DBML à importer.")
FILE_EMPTY = _("Le fichier est vide.")
IMPORT_FAILED = _("Une erreur est survenue lors de l'import")
IMPORT_NO_TABLES = _("Aucune table n'a pu être importée de ce fichier.")
LAYOUT_EMPTY = _("Ce diagramme ne contient aucune table à agencer.")
JOB_NOT_FOUND = _("Ce travail n'existe pas.")
IMPORT_CHANGE_NAME = _("Importer un fichier SQL")
IMPORT_DBML_CHANGE_NAME = _("Importer un fichier DBML")
IMPORT_CONFLICT = _("Le diagramme a été trop modifié pendant l'import : réessayez.")
IMPORT_TIMEOUT = _("L'import a pris trop de temps et a été interrompu : essayez avec un "
                   "fichier plus petit.")
LAYOUT_FAILED = _("L'agencement automatique a échoué.")
LAYOUT_TIMEOUT = _("L'agencement automatique a pris trop de temps et a été interrompu.")
