/** The versions guide (/docs/versions), true to web/versions and features/editor/versions. */
export const versions = {
  title: "Les versions",
  summary: "Garder l'état d'un diagramme sous un nom, comparer deux états, revenir en arrière.",
  sections: [
    {
      id: "historique",
      title: "L'historique des versions",
      blocks: [
        "Dans l'éditeur, ouvrez Fichier, puis « Historique des versions ». L'historique est réservé aux personnes avec qui le diagramme est partagé (propriétaire, équipe, invitations) : les visiteurs d'un lien public ou d'un diagramme public n'y ont pas accès.",
        "L'onglet Historique présente les versions de la plus récente à la plus ancienne, jusqu'au repère « Début du projet ». Chacune indique sa date, son auteur, son nombre de tables et de relations et sa taille ; le bouton Détails affiche sa description. La plus récente porte le badge « Version actuelle » si le diagramme n'a pas changé depuis.",
        { figure: "versions.png", alt: "La fenêtre « Versions du diagramme » : la liste des versions avec leurs boutons Restaurer, Détails et Comparer." },
      ],
    },
    {
      id: "enregistrer",
      title: "Enregistrer une version",
      blocks: [
        "Dans l'onglet « Créer une version », donnez un nom (obligatoire, 100 caractères au maximum) et, si vous le souhaitez, une description (500 caractères au maximum). La version garde l'état actuel du diagramme.",
        "Créer, restaurer ou supprimer une version demande de pouvoir modifier le diagramme ; les lecteurs et observateurs consultent et comparent seulement.",
      ],
    },
    {
      id: "automatiques",
      title: "Les versions automatiques",
      blocks: [
        "Relata garde de lui-même l'état du diagramme avant une restauration, si le diagramme a changé depuis sa dernière version ; avant un import SQL, lorsque l'option « Garder une version du diagramme avant l'import » est cochée ; et avant l'agencement automatique d'un diagramme de 30 tables ou plus. Ces versions portent le badge Automatique, ne comptent pas dans la limite de votre plan et sont supprimées après 30 jours.",
      ],
    },
    {
      id: "comparer",
      title: "Comparer deux versions",
      blocks: [
        "Le bouton Comparer d'une version ouvre la comparaison : choisissez l'état « Avant » et l'état « Après », chacun pouvant être une version ou le diagramme actuel. Les éléments ajoutés, supprimés et modifiés sont marqués chacun de leur couleur, et la liste détaille chaque changement : tables, colonnes (propriété par propriété), index et relations, y compris les renommages.",
        "« Télécharger la migration » produit le script qui fait passer une base de l'état « Avant » à l'état « Après », en SQL (MySQL / MariaDB, PostgreSQL, SQLite, SQL Server), ou sous forme de migration Django ou Laravel. Les étapes destructives, comme la suppression d'une colonne, sont signalées en commentaire : relisez-les avant d'exécuter le script.",
      ],
    },
    {
      id: "restaurer",
      title: "Restaurer une version",
      blocks: [
        "Le bouton Restaurer demande confirmation (« Restaurer cette version ? »), puis remplace le diagramme par la version choisie, pour vous et pour toutes les personnes connectées. Si le diagramme a changé depuis sa dernière version, son état actuel est d'abord gardé dans une version automatique : une restauration ne fait rien perdre. Le bouton est désactivé sur la version actuelle.",
      ],
    },
    {
      id: "limites",
      title: "Limites",
      blocks: [
        "Le nombre de versions enregistrées à la main par diagramme dépend du plan du propriétaire du diagramme. À la limite, le formulaire laisse place à l'encadré « Limite de versions atteinte » : supprimez une ancienne version ou passez à un plan supérieur.",
        { link: "/docs/offres", label: "Voir les limites de chaque plan" },
      ],
    },
  ],
} as const;
