import type { sqlImport as fr } from "../../fr/docs/sqlImport";
import type { Translated } from "../shape";

/** The SQL import guide in English (/docs/import-sql), true to workers/sqlimport and web/jobs/imports.py. */
export const sqlImport: Translated<typeof fr> = {
  title: "Importing a SQL file",
  summary: "Turn a SQL script or dump, or a DBML file, into a diagram: supported dialects, options, and what is not imported.",
  sections: [
    {
      id: "importer",
      title: "Starting an import",
      blocks: [
        {
          steps: [
            "In the editor, open the File menu and choose “Import a SQL or DBML file”.",
            "Drop a .sql, .txt or .dbml file into the drop zone, or click to choose one. It must not exceed 10 MB.",
            "Set the options, then click Import. If the diagram already has tables and you are not merging, a “Warning” window asks you to confirm the replacement.",
            "Follow the progress: upload, reading, parsing the statements, building the diagram, layout, then saving. The window cannot be closed during the upload.",
          ],
        },
        { figure: "import-sql.png", alt: "The “Import a SQL or DBML file” window with its drop zone, its options and the dialect choice." },
        "When it finishes, the message “Import successful!” gives the number of tables imported, followed by the list of skipped statements, each with its line number and the reason.",
      ],
    },
    {
      id: "dialectes",
      title: "Supported dialects",
      blocks: [
        "Relata reads scripts written for MySQL and MariaDB (including mysqldump backups), PostgreSQL (including pg_dump), SQLite (including the .dump command) and SQL Server.",
        "By default, the dialect is detected automatically: first from a backup's header, then from the marks specific to each engine (names in backticks, ENGINE=, GO, etc.). A script with no distinctive marks at all is read as PostgreSQL, the closest to standard SQL. If detection gets it wrong, choose the dialect from the Dialect list.",
        "The file is read as UTF-8, or as UTF-16 when it starts with the matching byte order mark.",
      ],
    },
    {
      id: "dbml",
      title: "DBML files",
      blocks: [
        "A .dbml file, the language of dbdiagram.io, is imported the same way, with the same options and the same limits; there is no dialect to choose.",
        {
          list: [
            "Tables, in their schema (public by default), with their color (headercolor) and their note as a comment; columns with their type, size, pk, increment, not null, unique, default and their note.",
            "Indexes, with their name, unique, type: hash and their note; a multi-column [pk] index gives the composite primary key.",
            "References (Ref and inline ref:): > and < give a one-to-many relationship, - a one-to-one relationship (as in dbdiagram, the right-hand column holds the key; inline, the column carrying the reference does), <> a many-to-many relationship; a multi-column reference gives a single relationship, with its delete and update actions (NO ACTION by default).",
            "Enums: each column of that type gets its values.",
          ],
        },
        "Each table group (TableGroup) becomes an area of its color, drawn around its tables, which are arranged together; each sticky note (Note) becomes a note on the canvas, to the right of the tables. Reported in the import summary, because the diagram cannot represent them: a table group's note, the Project block, notes on Enum values, indexes on an expression and unknown types (imported as TEXT). A file that cannot be read as valid DBML makes the import fail with a message giving the line and column at fault; the diagram is then left unchanged.",
      ],
    },
    {
      id: "options",
      title: "Options",
      blocks: [
        {
          list: [
            "Merge with the existing diagram: tables with the same name (and the same schema) are updated and keep their position, color, seeds and comment; their columns are updated by name, new ones are added, the others are kept. Tables the file does not mention are left untouched, and new ones are placed to the right of the diagram.",
            "Keep a version of the diagram before importing (offered when the diagram already has tables): an automatic version, outside your plan's limit, kept for 30 days.",
            "Arrange tables automatically: on by default.",
          ],
        },
        "Without merging, the diagram's content is replaced; you can go back with Ctrl+Z, except after an import that is too large, in which case the editor tells you so.",
      ],
    },
    {
      id: "ce-qui-est-importe",
      title: "What gets imported",
      blocks: [
        {
          list: [
            "Tables (CREATE TABLE) with their columns, types, default values, primary keys, unique constraints and comments, along with later changes made by ALTER TABLE, RENAME TABLE or DROP TABLE.",
            "Indexes (CREATE INDEX, indexes declared in the table); a PostgreSQL GIN index on to_tsvector(columns) becomes a FULLTEXT index.",
            "Foreign keys, which become relationships; a multi-column key gives a single relationship. Without ON DELETE or ON UPDATE, the relationship gets NO ACTION, the database's behavior, rather than the CASCADE of relationships drawn by hand.",
            "Enumerated types and domains: each column gets the matching values or base type.",
          ],
        },
        "Types are kept when the diagram knows them, otherwise replaced by the closest one (MySQL's TINYINT(1) becomes BOOLEAN); an unknown type becomes TEXT. Names are kept exactly as written, spaces included. A table without a schema is placed in public.",
      ],
    },
    {
      id: "ce-qui-est-ignore",
      title: "What gets skipped, and why",
      blocks: [
        "A diagram describes the structure of the tables. Whatever is not part of it is left out in one of two ways.",
        "Skipped without being reported, because it changes nothing in the diagram: data and session statements (INSERT, UPDATE, DELETE, COPY, SET, LOCK, BEGIN, COMMIT, GRANT, USE, PRAGMA…), as well as the creation of sequences, schemas, databases, extensions, roles or users.",
        "Skipped and reported in the import summary, so that you know what the diagram does not show:",
        {
          list: [
            "views and materialized views, triggers, functions, procedures and scheduled events;",
            "virtual tables and foreign tables;",
            "indexes on an expression (for example lower(email)) and partial unique indexes; an ordinary partial index is imported without its condition, which is reported;",
            "foreign keys to an unknown table, on an unknown column, or whose columns do not match;",
            "column clauses the diagram cannot represent (FLOAT UNSIGNED, a GENERATED … VIRTUAL column): the column is imported and the clause is reported;",
            "unreadable or unrecognized statements.",
          ],
        },
        "The summary lists at most 1,000 statements, then says how many others were not imported. If no readable CREATE TABLE statement is found, the import fails with the message “No table could be imported” and the diagram is left unchanged.",
      ],
    },
    {
      id: "limites",
      title: "Plan limits",
      blocks: [
        "The number of imports per month depends on the plan of the person importing, and the number of tables in the imported diagram on the plan of its owner. Beyond that, the import is refused and the window shows “Limit reached” with a “See plans” button.",
        { link: "/docs/offres", label: "See the limits of each plan" },
      ],
    },
  ],
};
