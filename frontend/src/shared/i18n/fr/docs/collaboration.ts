/** The live collaboration guide (/docs/collaboration), true to DESIGN.md §4 and editor/sync. */
export const collaboration = {
  title: "Collaboration en direct",
  summary: "Travailler à plusieurs sur le même diagramme : présence, curseurs, conflits et coupures de réseau.",
  sections: [
    {
      id: "presence",
      title: "Qui est là",
      blocks: [
        "Toutes les personnes qui ont ouvert le diagramme apparaissent dans l'en-tête de l'éditeur : un avatar par compte, de la couleur qui lui est attribuée, puis les visiteurs sans compte, réunis sous un seul avatar lorsqu'ils sont plusieurs. Un compte ouvert dans plusieurs onglets ne compte qu'une fois.",
        "Cliquez sur l'avatar d'une personne pour la suivre : votre vue reprend la sienne à chaque déplacement ou zoom, et un bandeau « Vous suivez … » le rappelle. Le suivi s'arrête dès que vous déplacez ou zoomez vous-même la vue, que vous cliquez sur « Arrêter », ou que la personne quitte le diagramme.",
        { figure: "collaboration.png", alt: "Deux personnes sur le même diagramme : leurs avatars dans l'en-tête et le curseur nommé de l'autre personne sur le canevas." },
      ],
    },
    {
      id: "curseurs",
      title: "Les curseurs",
      blocks: [
        "Le pointeur de chaque personne s'affiche sur le canevas avec son nom et sa couleur, à la bonne place quel que soit votre zoom. Un curseur immobile depuis 10 secondes s'estompe jusqu'à son prochain mouvement.",
      ],
    },
    {
      id: "modifications",
      title: "Les modifications en direct",
      blocks: [
        "Chaque modification (une table ajoutée, une colonne renommée, une relation déplacée…) part aussitôt vers le serveur, qui vérifie vos droits et les limites du plan, l'enregistre puis la transmet à tous. Vos modifications s'affichent chez vous sans attendre la réponse ; celles des autres apparaissent dès qu'elles sont enregistrées.",
        "Les lecteurs et observateurs voient les modifications des autres en direct, mais ne peuvent rien modifier.",
        "Ctrl+Z n'annule que vos propres modifications, et jamais par-dessus une modification plus récente d'un collaborateur.",
      ],
    },
    {
      id: "conflits",
      title: "En cas de conflit",
      blocks: [
        "Le serveur range toutes les modifications dans un ordre unique, le même pour tout le monde : chacun finit donc avec exactement le même diagramme.",
        {
          list: [
            "Deux personnes modifient des éléments différents, ou des propriétés différentes d'un même élément (l'une le nom d'une colonne, l'autre son type) : les deux modifications sont gardées.",
            "Deux personnes modifient la même propriété : la dernière reçue par le serveur l'emporte.",
            "Une personne modifie un élément qu'une autre vient de supprimer : la modification est abandonnée.",
            "Une modification refusée (droits retirés, limite de tables du plan atteinte) est retirée de votre écran, avec un message qui en donne la raison.",
          ],
        },
        "Quand quelqu'un restaure une version, le diagramme est remplacé pour toutes les personnes connectées.",
      ],
    },
    {
      id: "hors-ligne",
      title: "Coupure de réseau et mode hors ligne",
      blocks: [
        "L'indicateur de connexion de l'en-tête affiche « Connecté », « Synchronisation... » ou « Hors ligne ». Si la connexion se coupe, vous pouvez continuer à travailler : vos modifications sont gardées dans ce navigateur, et l'éditeur se reconnecte seul, en espaçant ses tentatives de une demi-seconde à quinze secondes au plus.",
        "À la reconnexion, vos modifications en attente sont envoyées et appliquées après celles que les autres ont faites entre-temps, selon les règles ci-dessus.",
        "Si le serveur est injoignable à l'ouverture du diagramme, l'éditeur s'ouvre en mode local sur la copie gardée dans ce navigateur lors de votre dernière visite, avec le bandeau « Mode local : le serveur est injoignable, vos modifications sont gardées dans ce navigateur. » Elles seront envoyées à la prochaine ouverture avec le serveur joignable. Une copie locale plus ancienne que la version du serveur est ignorée, ce que l'éditeur vous signale.",
      ],
    },
  ],
} as const;
