from django.utils.translation import gettext_lazy as _

NAME_REQUIRED = _("Le nom du dossier est obligatoire.")
NAME_CONTROL_CHARACTERS = (
    _("Le nom du dossier doit tenir sur une ligne, sans retour à la ligne ni tabulation.")
)
COLOR_INVALID = _("Choisissez une couleur au format #rrggbb.")
PARENT_NOT_ALLOWED = _("Vous ne pouvez pas créer de dossier dans ce dossier.")
PARENT_CYCLE = _(
    "Un dossier ne peut pas être déplacé dans lui-même ou dans un de ses sous-dossiers.")
TEAM_NOT_ALLOWED = _("Vous ne pouvez choisir qu'une équipe dont vous êtes propriétaire.")
PARENT_TEAM_NOT_OWNED = (
    _("Vous ne pouvez déplacer un dossier que dans une équipe dont vous êtes propriétaire.")
)
TEAM_MISMATCH = _("Le sous-dossier appartient à la même équipe que son dossier parent.")
OWNER_ONLY = _("Seul le propriétaire du dossier peut faire cela.")
TOO_DEEP = _("Les dossiers ne peuvent pas être imbriqués sur plus de {n} niveaux.")
