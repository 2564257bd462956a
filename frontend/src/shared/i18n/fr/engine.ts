/**
 * The diagram engine's own words (src/editor, through `tr`): the names of undoable commands, the
 * sync errors, and the notes and warnings written into exported and migration files, which
 * follow the language of the person who downloads them.
 */
export const engine = {
  commands: {
    addTable: "Ajouter une table",
    removeTable: "Supprimer la table",
    renameTable: "Renommer la table",
    moveTable: "Déplacer la table",
    resizeTable: "Redimensionner la table",
    expandTable: "Déplier la table",
    collapseTable: "Replier la table",
    addAttribute: "Ajouter un attribut",
    removeAttribute: "Supprimer l'attribut",
    updateAttribute: "Modifier l'attribut",
    updateIndexes: "Modifier les index",
    addRelation: "Créer une relation",
    cycleCardinality: "Changer la cardinalité",
    removeRelation: "Supprimer la relation",
    replaceDocument: "Importer un diagramme",
    relationColumns: "Modifier les colonnes de la relation",
  },
  sync: {
    commandTooLarge: "Modification trop volumineuse pour être envoyée.",
    documentTooLarge: "Diagramme trop volumineux pour être synchronisé.",
  },
  /** Notes at the top of an exported file: what the target could not represent. */
  export: {
    generatedBy: "Généré par Relata",
    note: "Note : {{note}}",
    missingReferenced: "{{label}} : colonne référencée introuvable, clé étrangère omise",
    repeatedKeyColumn: "{{label}} : une colonne apparaît deux fois dans la clé étrangère, clé omise",
    indexDowngraded: "{{column}} : index {{type}} sur une colonne qui ne peut pas le porter, exporté en index simple",
    impossibleDefault: "{{column}} : valeur par défaut {{value}} impossible pour le type {{type}}, omise",
    unknownDefault: "{{column}} : valeur par défaut {{value}} inconnue de ce SGBD, omise",
    notAKey_one: "{{label}} : {{referenced}} n'est ni clé primaire ni unique, clé étrangère omise",
    notAKey_other: "{{label}} : {{referenced}} ne forment ni la clé primaire ni une clé unique, clé étrangère omise",
    pivotWithoutKey: "{{from}} ↔ {{to}} : une table sans clé primaire simple, table pivot omise",
    arrayAsJson: "{{column}} : tableau de {{element}}, exporté en {{as}} ({{reason}})",
    arrayKeyAs: "texte JSON (colonne de clé)",
    arrayDefault: "{{column}} : valeur par défaut {{value}} sans équivalent JSON, omise",
    arrays: {
      mysql: { as: "JSON", reason: "MySQL n'a pas de type tableau" },
      sqlite: { as: "TEXT contenant du JSON", reason: "SQLite n'a pas de type tableau" },
      sqlserver: { as: "NVARCHAR(MAX) contenant du JSON", reason: "SQL Server n'a pas de type tableau" },
      laravel: { as: "json", reason: "le schema builder de Laravel n'a pas de colonne tableau" },
      django: { as: "JSONField", reason: "ArrayField demande PostgreSQL, JSONField fonctionne sur toutes les bases" },
    },
    sqlServerCascade: "{{key}} : ON DELETE {{onDelete}} ON UPDATE {{onUpdate}} remplacés par NO ACTION (chemins de cascade multiples ou cycliques refusés par SQL Server).",
    dbml: {
      header: "Exporté par Relata : DBML de dbdiagram.io.",
      notRepresented: "Non représenté : {{note}}.",
      plainIndex: "index {{type}} de « {{table}} » écrit comme un index simple (DBML n'en a pas)",
      descOrder: "ordre DESC d'un index de « {{table}} » non écrit (DBML n'en a pas)",
      setAsEnum: "colonne SET « {{column}} » écrite comme un enum (DBML n'a pas de SET)",
      relationWithoutColumns: "relation « {{from}} » → « {{to}} » sans colonnes à relier, non écrite",
    },
  },
  /** Warnings written above the risky steps of a generated migration. */
  migrate: {
    sql: {
      warning: "ATTENTION : {{text}}",
      destructive: "destructif — {{text}}",
      droppedTable: "suppression de la table « {{table}} » (données perdues)",
      droppedColumn: "suppression de la colonne « {{column}} » (données perdues)",
      removedValues: "valeurs retirées de « {{column}} » : {{values}} (les lignes qui les portent sont refusées)",
      conversion: "conversion de « {{column}} » de {{from}} en {{to}} (valeurs tronquées ou refusées)",
      becomesNotNull: "« {{column}} » devient NOT NULL sans valeur par défaut (refusé si des lignes sont à NULL)",
      addedNotNull: "« {{column}} » est ajoutée NOT NULL sans valeur par défaut (refusé si la table a des lignes)",
      noChanges: "Aucune modification",
      rebuildSqlite: "Reconstruction de « {{table}} » : SQLite ne sait pas modifier ainsi une table en place.",
      rebuildSqlServer: "Reconstruction de « {{table}} » : SQL Server ne sait pas ajouter ni retirer IDENTITY à une colonne.",
    },
  },
} as const;
