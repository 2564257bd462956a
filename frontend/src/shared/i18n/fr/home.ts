/**
 * Home page (spec 000 §1–2): hero, the six advertised features, call to action. Every promise here
 * is checked against the product by tests/e2e/specs/claims.spec.ts: change both together.
 */
export const home = {
  hero: {
    eyebrow: "Concepteur de schémas de base de données",
    title: "Concevez vos bases de données, visuellement et ensemble",
    subtitle:
      "Dessinez tables, colonnes et relations sur un canevas sauvegardé dans le cloud. Collaborez en direct, importez votre SQL existant (plans payants) et exportez en SQL, en migrations Laravel ou en modèles Django.",
    primary: "Commencer gratuitement",
    primarySignedIn: "Ouvrir mon workspace",
    secondary: "Découvrir les fonctionnalités",
  },
  features: {
    title: "Tout ce qu'il faut pour modéliser vos données",
    subtitle: "Relata accompagne chaque étape, du premier croquis au schéma en production.",
    intuitive: {
      title: "Conception intuitive",
      body: "Ajoutez tables, attributs et index en quelques clics, tracez les relations en glissant d'une table à l'autre. Chaque action s'annule et se rétablit.",
    },
    visualisation: {
      title: "Visualisation claire",
      body: "Un canevas avec zoom, agencement automatique des tables et relations lisibles.",
    },
    sqlExport: {
      title: "Export SQL",
      body: "Générez le script SQL de votre diagramme pour MySQL, PostgreSQL, SQLite ou SQL Server, des migrations Laravel ou des modèles Django, directement depuis l'éditeur.",
    },
    cloud: {
      title: "Sauvegarde cloud",
      body: "Vos diagrammes sont enregistrés automatiquement sur le serveur et accessibles partout, avec un historique de versions.",
    },
    collaboration: {
      title: "Collaboration",
      body: "Travaillez ensemble : équipes et dossiers partagés, rôles, invitations et édition simultanée en temps réel.",
    },
    speed: {
      title: "Rapidité",
      body: "Un moteur de rendu pensé pour les grands schémas : seules les tables visibles sont dessinées, et un mode de rendu allégé prend le relais sur les plus grands diagrammes.",
    },
  },
  cta: {
    title: "Prêt à dessiner votre prochain schéma ?",
    body: "Créez un compte gratuit et lancez votre premier diagramme en moins d'une minute.",
    button: "Créer mon compte",
    buttonSignedIn: "Aller au workspace",
  },
} as const;
