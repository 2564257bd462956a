/** The invitation acceptance page (spec 000 §2, §5, §8; 001 §2). */
export const invitations = {
  title: "Invitation à collaborer",
  intro: "{{inviter}} vous invite à collaborer sur un diagramme.",
  project: "Diagramme",
  inviter: "Invité par",
  role: "Rôle",
  roles: {
    editor: { label: "Éditeur", description: "Peut modifier le diagramme" },
    viewer: { label: "Lecteur", description: "Lecture seule" },
  },
  accept: "Accepter",
  accepting: "Acceptation...",
  decline: "Refuser",
  declineConfirm: "Êtes-vous sûr de vouloir refuser cette invitation ?",
  declineButton: "Refuser l'invitation",
  keep: "Annuler",
  accepted: "Invitation acceptée ! Ouverture du diagramme...",
  errorTitle: "Invitation impossible",
  missingToken: "Token d'invitation manquant",
  invalidToken: "Le lien d'invitation est invalide ou a expiré",
  acceptFailed: "Une erreur est survenue lors de l'acceptation de l'invitation",
  backToProjects: "Retour à mes projets",
} as const;
