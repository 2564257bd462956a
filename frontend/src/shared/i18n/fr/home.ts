/** Home page (spec 000 §1–2): hero, the six advertised features, call to action. */
export const home = {
  hero: {
    eyebrow: "Concepteur de schémas de base de données",
    title: "Concevez vos bases de données, visuellement et ensemble",
    subtitle:
      "Dessinez tables, colonnes et relations sur un canevas rapide, sauvegardé dans le cloud. Importez votre SQL, collaborez en direct et exportez vers MySQL, Laravel ou Django en un clic.",
    primary: "Commencer gratuitement",
    primarySignedIn: "Ouvrir mon workspace",
    secondary: "Découvrir les fonctionnalités",
  },
  features: {
    title: "Tout ce qu'il faut pour modéliser vos données",
    subtitle: "Relata accompagne chaque étape, du premier croquis au schéma en production.",
    intuitive: {
      title: "Conception intuitive",
      body: "Ajoutez tables, attributs, index et relations par glisser-déposer. Chaque action s'annule et se rétablit.",
    },
    visualisation: {
      title: "Visualisation claire",
      body: "Un canevas fluide, le zoom, l'agencement automatique et des relations lisibles, même sur des centaines de tables.",
    },
    sqlExport: {
      title: "Export SQL",
      body: "Générez un script MySQL prêt à exécuter, ou des migrations Laravel et des modèles Django, directement depuis votre diagramme.",
    },
    cloud: {
      title: "Sauvegarde cloud",
      body: "Vos diagrammes sont enregistrés automatiquement et accessibles partout, avec un historique de versions.",
    },
    collaboration: {
      title: "Collaboration",
      body: "Travaillez en équipe : dossiers partagés, rôles, invitations et édition simultanée en temps réel.",
    },
    speed: {
      title: "Rapidité",
      body: "Un moteur de rendu pensé pour les grands schémas : il reste fluide avec des milliers de tables.",
    },
  },
  cta: {
    title: "Prêt à dessiner votre prochain schéma ?",
    body: "Créez un compte gratuit et lancez votre premier diagramme en moins d'une minute.",
    button: "Créer mon compte",
    buttonSignedIn: "Aller au workspace",
  },
} as const;
