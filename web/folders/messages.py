NAME_REQUIRED = "Le nom du dossier est obligatoire."
NAME_CONTROL_CHARACTERS = (
    "Le nom du dossier doit tenir sur une ligne, sans retour à la ligne ni tabulation."
)
COLOR_INVALID = "Choisissez une couleur au format #rrggbb."
PARENT_NOT_ALLOWED = "Vous ne pouvez pas créer de dossier dans ce dossier."
PARENT_CYCLE = "Un dossier ne peut pas être déplacé dans lui-même ou dans un de ses sous-dossiers."
TEAM_NOT_ALLOWED = "Vous ne pouvez choisir qu'une équipe dont vous êtes propriétaire."
PARENT_TEAM_NOT_OWNED = (
    "Vous ne pouvez déplacer un dossier que dans une équipe dont vous êtes propriétaire."
)
TEAM_MISMATCH = "Le sous-dossier appartient à la même équipe que son dossier parent."
OWNER_ONLY = "Seul le propriétaire du dossier peut faire cela."
TOO_DEEP = "Les dossiers ne peuvent pas être imbriqués sur plus de {n} niveaux."
