from django.utils.translation import gettext_lazy as _

NAME_REQUIRED = _("Le nom du diagramme est obligatoire.")
NAME_CONTROL_CHARACTERS = (
    _("Le nom du diagramme doit tenir sur une ligne, sans retour à la ligne ni tabulation.")
)
TAG_TOO_LONG = _("Une étiquette ne doit pas dépasser {n} caractères.")
TAG_DUPLICATE = _("L'étiquette « {tag} » est en double.")
TOO_MANY_TAGS = _("Un diagramme ne peut pas avoir plus de {n} étiquettes.")
TEAM_REQUIRED = _("Choisissez une équipe pour un diagramme d'équipe.")
TEAM_NOT_OWNED = _("Vous ne pouvez choisir qu'une équipe dont vous êtes propriétaire.")
TEAM_NOT_ADMIN = _("Seuls les administrateurs de l'équipe peuvent y créer un diagramme.")
FOLDER_NOT_ALLOWED = _("Vous ne pouvez pas ajouter de diagramme à ce dossier.")
FOLDER_TEAM_MISMATCH = _("Ce dossier appartient à une autre équipe.")
FOLDER_NOT_IN_TEAM = _("Ce dossier est personnel : un diagramme d'équipe ne peut pas y être rangé.")
OWNER_ONLY = _("Seul le propriétaire du diagramme peut faire cela.")
EDIT_FORBIDDEN = _("Vous n'avez pas le droit de modifier ce diagramme.")
SHARING_FORBIDDEN = _("Vous n'avez pas le droit de partager ce diagramme.")
INVITE_ADMINS_ONLY = (
    _("Seuls le propriétaire du diagramme et les administrateurs de son équipe peuvent inviter.")
)
INVITATION_WITHDRAWN = (
    _("Cette invitation n'est plus valable : la personne qui l'a envoyée ne peut plus partager ce "
    "diagramme.")
)
COPY_SUFFIX = _("(copie)")
COPY_SUFFIX_N = _("(copie {n})")
INVITE_UNKNOWN_USER = _("Aucun utilisateur ne correspond à ce nom.")
INVITE_SELF = _("Vous avez déjà accès à ce diagramme.")
INVITE_OWNER = _("Cet utilisateur est le propriétaire du diagramme.")
INVITE_ALREADY = _("Cet utilisateur collabore déjà à ce diagramme.")
INVITATION_MISSING = _("Token d'invitation manquant")
INVITATION_INVALID = _("Le lien d'invitation est invalide ou a expiré")
INVITATION_USED = _("Cette invitation a déjà été utilisée.")
INVITATION_FOREIGN = _("Cette invitation est destinée à un autre compte.")
INVITATION_EMAIL_UNCONFIRMED = (
    _("Cette invitation a été envoyée à {email} : confirmez d'abord cette adresse avec le lien "
    "que nous vous y avons envoyé, puis acceptez à nouveau l'invitation.")
)
COLLABORATOR_NOT_FOUND = _("Ce collaborateur n'existe pas.")
INVITATION_NOT_FOUND = _("Cette invitation n'existe pas.")
DOCUMENT_UNREADABLE = _("Le diagramme envoyé est illisible.")
DOCUMENT_CONFLICT = (
    _("Le diagramme a été modifié ailleurs entre-temps. Rechargez-le avant d'enregistrer.")
)
WHOLE_SAVE = _("Enregistrer le diagramme")
COPY_CHANGE_NAME = _("Dupliquer le diagramme")
