/** The SQL import guide (/docs/import-sql), true to workers/sqlimport and web/jobs/imports.py. */
export const sqlImport = {
  title: "Importer un fichier SQL",
  summary: "Transformer un script ou un dump SQL, ou un fichier DBML, en diagramme : dialectes acceptés, options, et ce qui n'est pas importé.",
  sections: [
    {
      id: "importer",
      title: "Lancer un import",
      blocks: [
        {
          steps: [
            "Dans l'éditeur, ouvrez le menu Fichier et choisissez « Importer un fichier SQL ou DBML ».",
            "Déposez un fichier .sql, .txt ou .dbml dans la zone prévue, ou cliquez pour le choisir. Il ne doit pas dépasser 10 Mo.",
            "Réglez les options, puis cliquez sur Importer. Si le diagramme contient déjà des tables et que vous ne fusionnez pas, une fenêtre « Attention » vous demande de confirmer le remplacement.",
            "Suivez la progression : envoi, lecture, analyse des instructions, construction du diagramme, agencement puis enregistrement. La fenêtre ne se ferme pas pendant l'envoi.",
          ],
        },
        { figure: "import-sql.png", alt: "La fenêtre « Importer un fichier SQL ou DBML » avec sa zone de dépôt, ses options et le choix du dialecte." },
        "À la fin, le message « Import réussi! » indique le nombre de tables importées, suivi de la liste des instructions ignorées, chacune avec son numéro de ligne et la raison.",
      ],
    },
    {
      id: "dialectes",
      title: "Dialectes acceptés",
      blocks: [
        "Relata lit les scripts écrits pour MySQL et MariaDB (y compris les sauvegardes de mysqldump), PostgreSQL (y compris pg_dump), SQLite (y compris la commande .dump) et SQL Server.",
        "Par défaut, le dialecte est détecté automatiquement : d'abord d'après l'en-tête d'une sauvegarde, puis d'après les marques propres à chaque moteur (noms entre accents graves, ENGINE=, GO, etc.). Un script sans aucune marque particulière est lu comme du PostgreSQL, le plus proche du SQL standard. Si la détection se trompe, choisissez le dialecte dans la liste Dialecte.",
        "Le fichier est lu en UTF-8, ou en UTF-16 lorsqu'il commence par la marque d'ordre des octets correspondante.",
      ],
    },
    {
      id: "dbml",
      title: "Fichiers DBML",
      blocks: [
        "Un fichier .dbml, le langage de dbdiagram.io, s'importe de la même façon, avec les mêmes options et les mêmes limites ; il n'a pas de dialecte à choisir.",
        {
          list: [
            "Les tables, dans leur schéma (public par défaut), avec leur couleur (headercolor) et leur note comme commentaire ; les colonnes avec leur type, leur taille, pk, increment, not null, unique, default et leur note.",
            "Les index, avec leur nom, unique, type: hash et leur note ; un index [pk] de plusieurs colonnes donne la clé primaire composée.",
            "Les références (Ref et ref: en ligne) : > et < donnent une relation un-à-plusieurs, - une relation un-à-un (comme dbdiagram, la colonne de droite porte la clé ; en ligne, celle qui porte la référence), <> une relation plusieurs-à-plusieurs ; une référence de plusieurs colonnes donne une seule relation, avec ses actions delete et update (NO ACTION par défaut).",
            "Les Enum : chaque colonne de ce type reçoit ses valeurs.",
          ],
        },
        "Chaque groupe de tables (TableGroup) devient une zone de sa couleur, dessinée autour de ses tables, qui sont agencées ensemble ; chaque note libre (Note) devient une note du canevas, à droite des tables. Sont signalés dans le compte rendu, car le diagramme ne sait pas les représenter : la note d'un groupe de tables, le bloc Project, les notes des valeurs d'un Enum, les index sur une expression et les types inconnus (importés en TEXT). Un fichier que la syntaxe DBML ne permet pas de lire fait échouer l'import avec un message qui indique la ligne et la colonne en cause ; le diagramme reste alors inchangé.",
      ],
    },
    {
      id: "options",
      title: "Les options",
      blocks: [
        {
          list: [
            "Fusionner avec le diagramme existant : les tables de même nom (et de même schéma) sont mises à jour et gardent leur position, leur couleur, leurs seeds et leur commentaire ; leurs colonnes sont mises à jour par nom, les nouvelles ajoutées, les autres conservées. Les tables que le fichier ne mentionne pas restent intactes, et les nouvelles sont placées à droite du diagramme.",
            "Garder une version du diagramme avant l'import (proposé quand le diagramme a déjà des tables) : une version automatique, hors de la limite de votre plan, gardée 30 jours.",
            "Agencer automatiquement les tables : activé par défaut.",
          ],
        },
        "Sans fusion, le contenu du diagramme est remplacé ; vous pouvez revenir en arrière avec Ctrl+Z, sauf pour un import trop volumineux, ce que l'éditeur vous signale alors.",
      ],
    },
    {
      id: "ce-qui-est-importe",
      title: "Ce qui est importé",
      blocks: [
        {
          list: [
            "Les tables (CREATE TABLE) avec leurs colonnes, types, valeurs par défaut, clés primaires, contraintes d'unicité et commentaires, ainsi que les modifications apportées ensuite par ALTER TABLE, RENAME TABLE ou DROP TABLE.",
            "Les index (CREATE INDEX, index déclarés dans la table) ; un index GIN de PostgreSQL sur to_tsvector(colonnes) devient un index FULLTEXT.",
            "Les clés étrangères, qui deviennent des relations ; une clé de plusieurs colonnes donne une seule relation. Sans ON DELETE ni ON UPDATE, la relation reçoit NO ACTION, le comportement de la base, et non le CASCADE des relations tracées à la main.",
            "Les types énumérés et les domaines : chaque colonne reçoit les valeurs ou le type de base correspondants.",
          ],
        },
        "Les types sont gardés quand le diagramme les connaît, sinon remplacés par le plus proche (TINYINT(1) de MySQL devient BOOLEAN) ; un type inconnu devient TEXT. Les noms sont gardés tels qu'ils sont écrits, espaces compris. Une table sans schéma est placée dans public.",
      ],
    },
    {
      id: "ce-qui-est-ignore",
      title: "Ce qui est ignoré, et pourquoi",
      blocks: [
        "Un diagramme décrit la structure des tables. Ce qui n'en fait pas partie est laissé de côté de deux façons.",
        "Ignoré sans être signalé, car cela ne change rien au diagramme : les données et les instructions de session (INSERT, UPDATE, DELETE, COPY, SET, LOCK, BEGIN, COMMIT, GRANT, USE, PRAGMA…), ainsi que la création de séquences, de schémas, de bases, d'extensions, de rôles ou d'utilisateurs.",
        "Ignoré et signalé dans le compte rendu, pour que vous sachiez ce que le diagramme ne montre pas :",
        {
          list: [
            "les vues et vues matérialisées, les déclencheurs (triggers), les fonctions, les procédures et les évènements planifiés ;",
            "les tables virtuelles et les tables étrangères ;",
            "les index sur une expression (par exemple lower(email)) et les index uniques partiels ; un index partiel ordinaire est importé sans sa condition, ce qui est signalé ;",
            "les clés étrangères vers une table inconnue, sur une colonne inconnue, ou dont les colonnes ne se correspondent pas ;",
            "les clauses de colonne que le diagramme ne sait pas représenter (FLOAT UNSIGNED, colonne GENERATED … VIRTUAL) : la colonne est importée, la clause est signalée ;",
            "les instructions illisibles ou non reconnues.",
          ],
        },
        "Le compte rendu liste au plus 1 000 instructions, puis indique combien d'autres n'ont pas été importées. Si aucune instruction CREATE TABLE lisible n'est trouvée, l'import échoue avec le message « Aucune table n'a pu être importée » et le diagramme reste inchangé.",
      ],
    },
    {
      id: "limites",
      title: "Limites du plan",
      blocks: [
        "Le nombre d'imports par mois dépend du plan de la personne qui importe, et le nombre de tables du diagramme importé, du plan de son propriétaire. Au-delà, l'import est refusé et la fenêtre affiche « Limite atteinte » avec un bouton « Voir les plans ».",
        { link: "/docs/offres", label: "Voir les limites de chaque plan" },
      ],
    },
  ],
} as const;
