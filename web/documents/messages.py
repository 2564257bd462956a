EDIT_FORBIDDEN = "Vous n'avez pas le droit de modifier ce diagramme."
DOCUMENT_CONFLICT = (
    "Le diagramme a été modifié ailleurs entre-temps. Rechargez-le avant d'enregistrer."
)
COMMAND_INVALID = "Cette modification n'a pas pu être appliquée : {reason}"
