/** The editor guide (/docs/editeur): the screen, tables, columns, relations, shortcuts. */
export const editor = {
  title: "L'éditeur de diagrammes",
  summary: "Créer des tables, leurs colonnes et leurs index, les relier, puis travailler vite au clavier.",
  sections: [
    {
      id: "ecran",
      title: "L'écran de l'éditeur",
      blocks: [
        "Ouvrez un diagramme depuis votre workspace : l'éditeur occupe toute la fenêtre. En haut à gauche se trouvent le lien Projets, qui ramène au workspace, le menu Fichier, le nom du diagramme, modifiable directement, et l'état de la connexion. À droite : les avatars des personnes présentes sur le diagramme, les menus Partager et Exporter, puis votre compte.",
        { figure: "editeur.png", alt: "L'éditeur avec un diagramme de boutique en ligne : le panneau des tables à gauche, les tables reliées sur le canevas." },
        "Le panneau de gauche, réservé aux personnes connectées et masqué en plein écran, liste les tables (les plus récentes en premier) ou les relations. Le champ « Rechercher une table... » filtre la liste par nom, en respectant les majuscules.",
        "Les commandes flottantes du canevas regroupent annuler et rétablir, le zoom (avec son pourcentage), la remise à 100 %, le centrage de la vue, le plein écran, l'agencement automatique (pour qui peut modifier le diagramme), l'aide des raccourcis, l'aimantation à la grille et le mode de rendu, choisi automatiquement selon la taille du diagramme.",
      ],
    },
    {
      id: "tables",
      title: "Les tables",
      blocks: [
        {
          list: [
            "Ajouter : bouton « Ajouter une table » du panneau, ou touche T. La nouvelle table reçoit une clé primaire id auto-incrémentée et son nom est aussitôt prêt à être saisi.",
            "Renommer : double-cliquez sur le nom dans le panneau ; Entrée valide, Échap annule. Un nom laissé vide devient « Table sans nom ».",
            "Déplacer et redimensionner : faites glisser la table sur le canevas, ou sa poignée de redimensionnement (200 px de large au minimum). Les flèches du clavier la déplacent de 1 px, de 10 px avec Maj.",
            "Replier : double-cliquez sur l'en-tête de la table sur le canevas pour n'afficher que son nom.",
            "Couleur et commentaire : chaque table a sa couleur, à choisir dans une palette de 16 teintes, et un commentaire libre (menu de la table, « Ajouter un commentaire »).",
            "Supprimer : menu de la table, « Supprimer la table », ou touche Suppr quand elle est sélectionnée. Ses relations partent avec elle, et Ctrl+Z rétablit l'ensemble.",
          ],
        },
        "Le bouton Seeds d'une table ouvre la fenêtre « Seeds - nom de la table » : des lignes d'exemple, avec une valeur par colonne. L'export Laravel les transforme en seeders.",
      ],
    },
    {
      id: "colonnes",
      title: "Les colonnes et les index",
      blocks: [
        "Dans le panneau, dépliez une table et cliquez sur « Ajouter un attribut ». Chaque colonne a un nom, un type choisi dans une liste avec recherche (« Rechercher un type... ») et deux bascules : N pour autoriser NULL et PK pour la clé primaire.",
        "Le panneau d'options de la colonne ne montre que ce qui a un sens pour son type :",
        {
          list: [
            "la longueur pour VARCHAR, CHAR et DECIMAL ; la précision et l'échelle pour DECIMAL, NUMERIC, FLOAT et DOUBLE ;",
            "l'auto-incrément et « Non signé » pour INT, BIGINT, SMALLINT et TINYINT ;",
            "les valeurs autorisées d'un ENUM ou d'un SET, séparées par des virgules ;",
            "pour toutes : valeur par défaut, unicité, tableau (type[]) et commentaire.",
          ],
        },
        "La section Index d'une table crée des index nommés idx_table_n par défaut, de type INDEX, UNIQUE, FULLTEXT ou SPATIAL, avec la méthode BTREE ou HASH (sans objet pour FULLTEXT et SPATIAL). Chaque colonne d'un index a son ordre, ASC ou DESC ; une ligne sans attribut choisi est retirée à l'enregistrement.",
      ],
    },
    {
      id: "relations",
      title: "Les relations",
      blocks: [
        "Sur le canevas, faites glisser depuis le bord droit d'une ligne (la colonne référencée, en général la clé primaire) jusqu'à une autre table :",
        {
          list: [
            "déposée sur une ligne, cette colonne devient la clé étrangère ;",
            "déposée ailleurs sur la table, une colonne INT nullable nommée d'après la table source (par exemple clients_id) est ajoutée ;",
            "entre deux clés primaires, la relation est 1:1 ; sinon elle est 1:N. Une relation d'une table vers elle-même est refusée.",
          ],
        },
        "Vous pouvez aussi passer le panneau en mode Relations et cliquer sur « Add Link » : choisissez la table source, son attribut et la table cible (il faut au moins deux tables).",
        "Chaque relation du panneau se déplie pour être modifiée : la cardinalité passe de 1:1 à 1:N puis N:N à chaque clic, ON DELETE et ON UPDATE valent CASCADE par défaut, et vous pouvez lui donner un nom, un libellé, une couleur ou un trait pointillé. Pour une clé composée, « Ajouter une colonne à la clé » ajoute une paire de colonnes.",
      ],
    },
    {
      id: "zones-notes",
      title: "Zones et notes",
      blocks: [
        "« Ajouter une zone », en haut à gauche du canevas, dessine un rectangle coloré et nommé autour de la table sélectionnée (ou au centre de la vue) : une zone regroupe les tables qui sont entièrement dedans. Déplacer la zone, par son nom, son bord ou son intérieur vide, déplace ces tables avec elle, en une seule action à annuler. Le coin en bas à droite la redimensionne ; un double-clic sur son nom la renomme.",
        "« Ajouter une note » pose une note libre, ouverte aussitôt pour la saisie (Ctrl+Entrée pour valider, Échap pour annuler) ; un double-clic la rouvre. La petite barre de la zone ou de la note sélectionnée change sa couleur ou la supprime ; Suppr fait de même (les tables d'une zone supprimée restent en place) et les flèches la déplacent. « Aller à… » liste les zones et les notes : en choisir une, à la souris ou au clavier, la sélectionne et l'amène à l'écran, y compris en lecture seule.",
        "Zones et notes se modifient à plusieurs en direct, s'annulent, sont gardées dans les versions (la comparaison les liste à part) et figurent dans les exports PNG, SVG et PDF. En DBML, une zone devient un groupe de tables (TableGroup) et une note une note libre ; l'agencement automatique garde chaque zone autour de ses tables.",
      ],
    },
    {
      id: "annuler-enregistrer",
      title: "Annuler, enregistrer, agencer",
      blocks: [
        "Chaque modification, y compris un déplacement ou un redimensionnement, s'annule avec Ctrl+Z et se rétablit avec Ctrl+Maj+Z ou Ctrl+Y. L'historique garde les 50 dernières actions ; une nouvelle action après une annulation efface ce qui pouvait être rétabli.",
        "Vos modifications sont envoyées au serveur au fil de l'eau. « Enregistrer maintenant », dans le menu Fichier, ou Ctrl+S force l'envoi et confirme « Changements sauvegardés ».",
        "« Agencer automatiquement » (Ctrl+Maj+L) replace les tables pour limiter les croisements, puis indique un score de qualité sur 100. Le résultat s'annule avec Ctrl+Z ; à partir de 30 tables, l'agencement précédent est aussi gardé dans une version automatique.",
        "Le menu Fichier permet aussi d'importer un diagramme JSON (format Relata ou ancien format GoJS, 10 Mo au maximum) : il remplace le contenu actuel, après confirmation si le diagramme n'est pas vide.",
      ],
    },
    {
      id: "raccourcis",
      title: "Raccourcis clavier",
      blocks: [
        "Dans l'éditeur, la touche ? ou Ctrl+/ affiche ou masque l'aide des raccourcis. Les raccourcis sont ignorés pendant la saisie dans un champ de texte ; sur Mac, Cmd remplace Ctrl. Ceux des groupes Fichier et Layout Automatique n'agissent que lorsque l'action vous est ouverte (un diagramme en lecture seule ne s'enregistre pas).",
        { widget: "shortcuts" },
      ],
    },
  ],
} as const;
