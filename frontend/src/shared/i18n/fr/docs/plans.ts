/** The plans guide (/docs/offres): what each quota counts (web/billing/quotas.py); the numbers
 * come from the plans API through the `plans` widget, never from this text. */
export const plans = {
  title: "Plans et limites",
  summary: "Ce que chaque plan permet, ce que compte chaque limite et ce qui se passe quand on l'atteint.",
  sections: [
    {
      id: "limites",
      title: "Les limites des plans",
      blocks: [
        "Ce tableau est lu en direct dans la liste des plans proposés : il est toujours à jour. « Illimité » signifie qu'il n'y a pas de plafond ; un tiret, que la fonction n'est pas comprise dans le plan.",
        { widget: "plans" },
        { link: "/pricing", label: "Comparer les prix des plans" },
      ],
    },
    {
      id: "ce-qui-compte",
      title: "Ce que compte chaque limite",
      blocks: [
        {
          list: [
            "Diagrammes : les diagrammes dont vous êtes propriétaire. La limite s'applique quand vous créez ou dupliquez un diagramme ; ceux que d'autres partagent avec vous ne comptent pas.",
            "Tables par diagramme : vérifiée à chaque modification, import ou restauration, selon le plan du propriétaire du diagramme. Un collaborateur qui ajoute une table est donc soumis au plan du propriétaire, pas au sien.",
            "Membres d'équipe : les membres d'une équipe autres que son propriétaire, selon le plan du propriétaire de l'équipe.",
            "Versions par diagramme : les versions enregistrées à la main, selon le plan du propriétaire du diagramme. Les versions automatiques ne comptent pas.",
            "Imports SQL par mois : les imports lancés par vous depuis le premier jour du mois, quel que soit le diagramme.",
          ],
        },
      ],
    },
    {
      id: "limite-atteinte",
      title: "Quand une limite est atteinte",
      blocks: [
        "L'action est refusée et rien n'est enregistré : Relata explique quelle limite est atteinte et propose un bouton « Voir les plans » qui mène à la page des tarifs. Dans l'éditeur, une table ajoutée au-delà de la limite est retirée avec le message « Limite de tables atteinte pour votre offre. ».",
      ],
    },
    {
      id: "abonnement",
      title: "Gérer son abonnement",
      blocks: [
        "La page Tarifs présente chaque plan, au mois ou à l'année (l'abonnement annuel est signalé par le badge -20 %), avec des prix en dollars américains. Le bouton « Choisir ce plan » mène au paiement.",
        "Dans Mon compte, la carte d'abonnement indique votre plan, son état, ses dates et, pour chaque limite, une barre d'utilisation. Annuler l'abonnement coupe le renouvellement automatique : il reste actif jusqu'à la fin de la période payée. Vous pouvez réactiver le renouvellement à tout moment avant son expiration.",
        { link: "/my-account", label: "Voir mon abonnement" },
      ],
    },
  ],
} as const;
