/** Blog article: auto-increment integer or UUID primary keys. */
export const primaryKeys = {
  title: "Clés primaires : entier auto-incrémenté ou UUID ?",
  summary: "Compacité, sécurité, génération distribuée, performances d'index : comparer les deux grandes familles d'identifiants pour choisir en connaissance de cause.",
  intro: [
    "Chaque table a besoin d'une clé primaire, et la question revient à chaque nouveau projet : un entier qui s'incrémente ou un UUID ? Il n'y a pas de réponse universelle, mais des critères clairs.",
  ],
  sections: [
    {
      title: "L'entier auto-incrémenté",
      blocks: [
        "C'est le choix historique : la base attribue 1, 2, 3… à chaque insertion, via AUTO_INCREMENT dans MySQL ou une colonne IDENTITY dans PostgreSQL. Ses atouts sont réels. Il est compact (8 octets pour un BIGINT), donc les index et les clés étrangères restent petits. Les nouvelles valeurs arrivent toujours en fin d'index, ce qui rend les insertions efficaces. Et un identifiant comme 1042 se lit et se dicte facilement quand on débogue.",
        "Ses limites apparaissent quand l'identifiant sort de la base. Dans une URL comme /factures/1042, il révèle le volume de votre activité et invite à essayer 1043 : si un contrôle d'accès manque, les données d'un autre client sont exposées. L'identifiant n'est connu qu'après l'insertion, et fusionner les données de deux bases produit des collisions.",
        "Si vous choisissez un entier, prenez directement un BIGINT : un INT signé plafonne à un peu plus de 2,1 milliards de valeurs, et changer le type d'une clé primaire référencée par des dizaines de tables est une migration pénible.",
      ],
    },
    {
      title: "L'UUID",
      blocks: [
        "Un UUID est un identifiant de 128 bits qu'on peut générer n'importe où, sans consulter la base : dans le navigateur, sur un appareil hors ligne, dans plusieurs services à la fois. Une version 4 contient 122 bits aléatoires : impossible à deviner, et la probabilité de collision est négligeable.",
        "Il a un coût. Il occupe 16 octets, et 36 caractères s'il est stocké en texte : utilisez le type natif uuid de PostgreSQL, ou BINARY(16) dans MySQL. Surtout, des valeurs aléatoires s'insèrent à des endroits dispersés de l'index. Avec InnoDB, où les lignes sont rangées dans l'ordre de la clé primaire, cela provoque des divisions de pages, de la fragmentation et davantage de lectures disque à mesure que la table grossit.",
      ],
    },
    {
      title: "UUID v7 : le meilleur des deux mondes ?",
      blocks: [
        "La version 7, normalisée par la RFC 9562 en 2024, commence par un horodatage en millisecondes suivi de bits aléatoires. Les valeurs successives sont donc à peu près croissantes : les insertions retrouvent le comportement d'un entier, tout en restant uniques globalement et générables partout. Les versions récentes de PostgreSQL savent les produire, et la plupart des langages disposent d'une bibliothèque. Seule réserve : l'identifiant révèle sa date de création.",
      ],
    },
    {
      title: "Le compromis du double identifiant",
      blocks: [
        "Une approche répandue combine les deux : une clé primaire BIGINT utilisée pour les jointures internes, et une colonne public_id de type UUID, avec une contrainte d'unicité, seule exposée dans les URL et l'API. Vous gagnez des index compacts et des identifiants publics opaques, au prix d'une colonne et d'un index supplémentaires.",
      ],
    },
    {
      title: "Comment choisir",
      blocks: [
        {
          list: [
            "Une seule base, des identifiants jamais exposés : un BIGINT auto-incrémenté suffit.",
            "Des identifiants visibles dans les URL ou une API publique : un UUID v7, ou le double identifiant.",
            "Des enregistrements créés hors ligne, côté client ou dans plusieurs bases à fusionner : un UUID v7.",
          ],
        },
        "Dans tous les cas, n'utilisez pas une donnée métier comme clé primaire : une adresse email, un numéro de téléphone ou un code client finissent toujours par changer. Placez plutôt une contrainte d'unicité sur ces colonnes. Et rappelez-vous qu'un identifiant impossible à deviner ne remplace jamais une vérification des droits d'accès.",
      ],
    },
  ],
} as const;
