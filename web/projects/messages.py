NAME_REQUIRED = "Le nom du diagramme est obligatoire."
NAME_CONTROL_CHARACTERS = (
    "Le nom du diagramme doit tenir sur une ligne, sans retour à la ligne ni tabulation."
)
TAG_TOO_LONG = "Une étiquette ne doit pas dépasser {n} caractères."
TAG_DUPLICATE = "L'étiquette « {tag} » est en double."
TOO_MANY_TAGS = "Un diagramme ne peut pas avoir plus de {n} étiquettes."
TEAM_REQUIRED = "Choisissez une équipe pour un diagramme d'équipe."
TEAM_NOT_OWNED = "Vous ne pouvez choisir qu'une équipe dont vous êtes propriétaire."
TEAM_NOT_ADMIN = "Seuls les administrateurs de l'équipe peuvent y créer un diagramme."
FOLDER_NOT_ALLOWED = "Vous ne pouvez pas ajouter de diagramme à ce dossier."
FOLDER_TEAM_MISMATCH = "Ce dossier appartient à une autre équipe."
FOLDER_NOT_IN_TEAM = "Ce dossier est personnel : un diagramme d'équipe ne peut pas y être rangé."
OWNER_ONLY = "Seul le propriétaire du diagramme peut faire cela."
EDIT_FORBIDDEN = "Vous n'avez pas le droit de modifier ce diagramme."
SHARING_FORBIDDEN = "Vous n'avez pas le droit de partager ce diagramme."
INVITE_ADMINS_ONLY = (
    "Seuls le propriétaire du diagramme et les administrateurs de son équipe peuvent inviter."
)
INVITATION_WITHDRAWN = (
    "Cette invitation n'est plus valable : la personne qui l'a envoyée ne peut plus partager ce "
    "diagramme."
)
COPY_SUFFIX = "(copie)"
COPY_SUFFIX_N = "(copie {n})"
INVITE_UNKNOWN_USER = "Aucun utilisateur ne correspond à ce nom."
INVITE_SELF = "Vous avez déjà accès à ce diagramme."
INVITE_OWNER = "Cet utilisateur est le propriétaire du diagramme."
INVITE_ALREADY = "Cet utilisateur collabore déjà à ce diagramme."
INVITATION_MISSING = "Token d'invitation manquant"
INVITATION_INVALID = "Le lien d'invitation est invalide ou a expiré"
INVITATION_USED = "Cette invitation a déjà été utilisée."
INVITATION_FOREIGN = "Cette invitation est destinée à un autre compte."
INVITATION_EMAIL_UNCONFIRMED = (
    "Cette invitation a été envoyée à {email} : confirmez d'abord cette adresse avec le lien "
    "que nous vous y avons envoyé, puis acceptez à nouveau l'invitation."
)
COLLABORATOR_NOT_FOUND = "Ce collaborateur n'existe pas."
INVITATION_NOT_FOUND = "Cette invitation n'existe pas."
DOCUMENT_UNREADABLE = "Le diagramme envoyé est illisible."
DOCUMENT_CONFLICT = (
    "Le diagramme a été modifié ailleurs entre-temps. Rechargez-le avant d'enregistrer."
)
WHOLE_SAVE = "Enregistrer le diagramme"
COPY_CHANGE_NAME = "Dupliquer le diagramme"
