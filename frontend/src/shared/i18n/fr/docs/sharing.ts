/** The sharing guide (/docs/partage), true to web/access/policy.py and web/projects/grants.py. */
export const sharing = {
  title: "Partage et rôles",
  summary: "Qui peut voir et modifier un diagramme : propriétaire, éditeurs, lecteurs, lien public et équipes.",
  sections: [
    {
      id: "acces",
      title: "Les façons d'accéder à un diagramme",
      blocks: [
        "Un diagramme appartient à la personne qui l'a créé. D'autres y accèdent de quatre façons, et lorsque plusieurs s'appliquent, c'est la plus large qui compte :",
        {
          list: [
            "une invitation, avec le rôle Éditeur ou Lecteur ;",
            "une équipe, si le diagramme y est rangé : le rôle dans l'équipe donne le droit correspondant ;",
            "la visibilité Public, choisie à la création ou dans la modification du diagramme : toute personne, même sans compte, peut le consulter en lecture seule ;",
            "le lien public, une fois le partage par lien activé : il ouvre le diagramme en lecture seule à quiconque le possède.",
          ],
        },
        "Un diagramme auquel vous n'avez pas accès se présente comme s'il n'existait pas.",
      ],
    },
    {
      id: "roles",
      title: "Les rôles sur un diagramme",
      blocks: [
        {
          list: [
            "Propriétaire : tous les droits. Lui seul peut modifier les informations du diagramme, le déplacer, le dupliquer ou le supprimer depuis sa carte.",
            "Administrateur : le propriétaire et les administrateurs de l'équipe du diagramme. Ils modifient le diagramme et sont les seuls, avec le propriétaire, à pouvoir le partager : inviter, changer ou retirer un rôle, activer ou désactiver le lien public.",
            "Éditeur (invitation) et Membre (équipe) : modifient le diagramme, créent et restaurent des versions et importent du SQL, mais ne peuvent pas le partager.",
            "Lecteur (invitation) et Observateur (équipe) : consultent le diagramme et son historique de versions, sans rien modifier. L'éditeur affiche alors « Lecture seule ».",
          ],
        },
        "Un accès dure tant que la personne qui l'a donné garde le droit de partager : si elle quitte l'équipe, perd son rôle d'administrateur ou ferme son compte, les accès et les invitations en attente qu'elle a donnés sur ce diagramme disparaissent avec elle. Si vos droits changent pendant que le diagramme est ouvert, l'éditeur vous le signale aussitôt.",
      ],
    },
    {
      id: "inviter",
      title: "Inviter des collaborateurs",
      blocks: [
        "Depuis le menu Partager de l'éditeur (« Inviter des collaborateurs ») ou l'action Partager de la carte du diagramme, le propriétaire ou un administrateur saisit un nom d'utilisateur ou une adresse email et choisit le rôle, Éditeur ou Lecteur.",
        "Un email est envoyé, et la fenêtre affiche aussi le lien d'invitation à copier. Ce lien est valable 7 jours. La personne invitée l'ouvre une fois connectée, voit le nom du diagramme, l'auteur de l'invitation et le rôle proposé, puis accepte (elle arrive sur le diagramme une seconde plus tard) ou refuse après confirmation.",
        "La même fenêtre liste les invitations en attente, qu'on peut révoquer, et les collaborateurs, dont on peut changer le rôle ou qu'on peut retirer.",
      ],
    },
    {
      id: "lien-public",
      title: "Le lien public",
      blocks: [
        "Dans le menu Partager de l'éditeur, « Activer le partage » crée un lien de lecture seule ; « Copier » l'active d'abord si besoin, puis le copie et affiche « Lien copié avec succès ». Le lien contient une clé : seuls le propriétaire et les administrateurs la voient, et la désactivation du partage (depuis la fenêtre de partage de la carte) rend le lien inutilisable.",
        { figure: "partage.png", alt: "Le menu Partager de l'éditeur, avec le lien public et les boutons Activer le partage et Copier." },
        "Par un lien public ou un diagramme public, personne ne peut rien modifier ni consulter l'historique des versions ; les visiteurs sans compte voient le canevas sans le panneau latéral.",
        "Tant que le diagramme est public ou partagé par lien, la fenêtre de partage de sa carte et le menu « Partager » de l'éditeur affichent aussi « Image du diagramme » : les adresses d'une image PNG et d'une image SVG du diagramme, à intégrer dans un README ou un wiki (« Copier le Markdown » copie ![nom](adresse)). L'image est redessinée quelques dizaines de secondes après les modifications, et les caches ne la gardent pas plus d'une minute. Les relations y sont tracées à angle droit d'une table à l'autre, sans contourner les tables comme sur le canevas. L'adresse cesse de répondre dès que le partage est désactivé ou que le diagramme redevient privé.",
      ],
    },
    {
      id: "equipes",
      title: "Les équipes",
      blocks: [
        "Une équipe regroupe des personnes et des diagrammes. Créez-la depuis le workspace (Créer, puis Nouvelle Équipe) ; vous en devenez le propriétaire. Pour y ranger un diagramme, choisissez la visibilité Équipe et l'équipe dans la fenêtre du diagramme, ou déplacez-le vers elle.",
        {
          list: [
            "Propriétaire : tous les droits sur l'équipe ; il est le seul à pouvoir nommer ou retirer un administrateur.",
            "Administrateur : gère les membres et les diagrammes de l'équipe — paramètres, nouveaux diagrammes, ajout de membres, rôles Membre et Observateur, retrait des membres et observateurs.",
            "Membre : peut modifier les diagrammes de l'équipe.",
            "Observateur : peut seulement consulter.",
          ],
        },
        "Pour ajouter un membre, recherchez-le par son nom (au moins 2 caractères) ou par son adresse email complète. Le nombre de membres, propriétaire non compris, est limité par le plan du propriétaire de l'équipe. Supprimer une équipe ne supprime pas ses diagrammes : ils redeviennent privés et restent à leurs propriétaires.",
        { link: "/docs/offres", label: "Voir les limites de chaque plan" },
      ],
    },
  ],
} as const;
