/** Strings of the global layout, toasts, dialogs and shared UI. */
export const common = {
  brand: "Relata",
  tagline: "Concepteur de schémas de base de données",
  nav: {
    features: "Fonctionnalités",
    pricing: "Tarifs",
    workspace: "Workspace",
    resources: "Ressources",
    contact: "Contact",
    docs: "Documentation",
    blog: "Blog",
    login: "Connexion",
    openMenu: "Ouvrir le menu",
    home: "Accueil",
  },
  accountMenu: {
    label: "Menu du compte",
    myAccount: "Mon compte",
    myDiagrams: "Mes diagrammes",
    help: "Aide & Support",
    logout: "Déconnexion",
  },
  theme: {
    label: "Thème",
    light: "Clair",
    dark: "Sombre",
    system: "Système",
    saveFailed: "Le thème n'a pas pu être enregistré sur votre compte. Il reste appliqué dans ce navigateur.",
  },
  /** The language switch (account menu, login page, footer): each language named in itself. */
  language: {
    label: "Langue",
    fr: "Français",
    en: "English",
    saveFailed: "La langue n'a pas pu être enregistrée sur votre compte. Elle reste appliquée dans ce navigateur.",
  },
  footer: {
    copyright: "© 2025 Relata. Tous droits réservés.",
    privacy: "Politique de confidentialité",
    terms: "Conditions d'utilisation",
    contact: "Contact",
    help: "Aide & Support",
    madeFor: "Conçu pour les équipes qui modélisent leurs données.",
  },
  actions: {
    confirm: "Confirmer",
    cancel: "Annuler",
    close: "Fermer",
    save: "Enregistrer",
    retry: "Réessayer",
    backHome: "Retour à l'accueil",
  },
  loading: "Chargement...",
  notFound: {
    title: "Page introuvable",
    body: "La page que vous cherchez n'existe pas ou a été déplacée.",
  },
  errorBoundary: {
    title: "Une erreur inattendue est survenue",
    body: "Rechargez la page. Si le problème persiste, contactez-nous.",
    reload: "Recharger la page",
  },
} as const;
