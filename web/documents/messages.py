from django.utils.translation import gettext_lazy as _

EDIT_FORBIDDEN = _("Vous n'avez pas le droit de modifier ce diagramme.")
DOCUMENT_CONFLICT = (
    _("Le diagramme a été modifié ailleurs entre-temps. Rechargez-le avant d'enregistrer.")
)
COMMAND_INVALID = _("Cette modification n'a pas pu être appliquée : {reason}")
