import type { editor as fr } from "../../fr/docs/editor";
import type { Translated } from "../shape";

/** The editor guide in English (/docs/editeur): the screen, tables, columns, relationships, shortcuts. */
export const editor: Translated<typeof fr> = {
  title: "The diagram editor",
  summary: "Create tables with their columns and indexes, connect them, then work fast from the keyboard.",
  sections: [
    {
      id: "ecran",
      title: "The editor screen",
      blocks: [
        "Open a diagram from your workspace: the editor fills the whole window. At the top left are the Projects link, which takes you back to the workspace, the File menu, the diagram's name, which you can edit in place, and the connection status. On the right: the avatars of the people currently on the diagram, the Share and Export menus, then your account.",
        { figure: "editeur.png", alt: "The editor with an online shop diagram: the tables panel on the left, the connected tables on the canvas." },
        "The left panel, available to signed-in users and hidden in full screen, lists the tables (most recent first) or the relationships. The “Search for a table...” field filters the list by name, case-sensitively.",
        "The floating canvas controls group undo and redo, zoom (with its percentage), reset to 100%, centering the view, full screen, auto-arrange (for those who can edit the diagram), the shortcuts help, snap to grid and the rendering mode, which is chosen automatically based on the size of the diagram.",
      ],
    },
    {
      id: "tables",
      title: "Tables",
      blocks: [
        {
          list: [
            "Add: the panel's “Add a table” button, or the T key. The new table gets an auto-increment id primary key, and its name is immediately ready to type.",
            "Rename: double-click the name in the panel; Enter confirms, Esc cancels. A name left empty becomes “Unnamed table”.",
            "Move and resize: drag the table on the canvas, or drag its resize handle (200 px wide at minimum). The arrow keys move it by 1 px, or by 10 px with Shift.",
            "Collapse: double-click the table's header on the canvas to show only its name.",
            "Color and comment: each table has its own color, picked from a palette of 16 shades, and a free-form comment (table menu, “Add a comment”).",
            "Delete: table menu, “Delete the table”, or the Delete key when it is selected. Its relationships go with it, and Ctrl+Z brings everything back.",
          ],
        },
        "A table's Seeds button opens the “Seeds - table name” window: sample rows, with one value per column. The Laravel export turns them into seeders.",
      ],
    },
    {
      id: "colonnes",
      title: "Columns and indexes",
      blocks: [
        "In the panel, expand a table and click “Add an attribute”. Each column has a name, a type picked from a searchable list (“Search for a type...”) and two toggles: N to allow NULL and PK for the primary key.",
        "The column's options panel only shows what makes sense for its type:",
        {
          list: [
            "the length for VARCHAR, CHAR and DECIMAL; the precision and scale for DECIMAL, NUMERIC, FLOAT and DOUBLE;",
            "auto-increment and “Unsigned” for INT, BIGINT, SMALLINT and TINYINT;",
            "the allowed values of an ENUM or a SET, separated by commas;",
            "for all types: default value, uniqueness, array (type[]) and comment.",
          ],
        },
        "A table's Indexes section creates indexes named idx_table_n by default, of type INDEX, UNIQUE, FULLTEXT or SPATIAL, with the BTREE or HASH method (not applicable to FULLTEXT and SPATIAL). Each column of an index has its own order, ASC or DESC; a row with no attribute selected is removed on save.",
      ],
    },
    {
      id: "relations",
      title: "Relationships",
      blocks: [
        "On the canvas, drag from the right edge of a row (the referenced column, usually the primary key) to another table:",
        {
          list: [
            "dropped on a row, that column becomes the foreign key;",
            "dropped elsewhere on the table, a nullable INT column named after the source table (for example customers_id) is added;",
            "between two primary keys, the relationship is 1:1; otherwise it is 1:N. A relationship from a table to itself is refused.",
          ],
        },
        "You can also switch the panel to Relations mode and click “Add Link”: choose the source table, its attribute and the target table (you need at least two tables).",
        "Each relationship in the panel expands so you can edit it: the cardinality cycles from 1:1 to 1:N to N:N with each click, ON DELETE and ON UPDATE default to CASCADE, and you can give it a name, a label, a color or a dashed line. For a composite key, “Add a column to the key” adds a pair of columns.",
      ],
    },
    {
      id: "zones-notes",
      title: "Areas and notes",
      blocks: [
        "“Add an area”, at the canvas's top left, draws a colored, named rectangle around the selected table (or in the middle of the view): an area groups the tables lying wholly inside it. Dragging the area, by its name, its border or its empty inside, moves those tables with it, in a single step to undo. Its bottom-right corner resizes it; double-clicking its name renames it.",
        "“Add a note” places a free note, open for typing at once (Ctrl+Enter to confirm, Escape to cancel); a double-click opens it again. The small bar of the selected area or note changes its color or deletes it; Delete does the same (a deleted area's tables stay where they are) and the arrow keys move it. “Go to…” lists the areas and notes: picking one, with the mouse or the keyboard, selects it and brings it on screen, read-only diagrams included.",
        "Areas and notes are edited together live, undone, kept in versions (the comparison lists them separately) and included in PNG, SVG and PDF exports. In DBML, an area becomes a table group (TableGroup) and a note a sticky note; the auto-arrange keeps each area around its tables.",
      ],
    },
    {
      id: "annuler-enregistrer",
      title: "Undo, save, arrange",
      blocks: [
        "Every change, including a move or a resize, can be undone with Ctrl+Z and redone with Ctrl+Shift+Z or Ctrl+Y. The history keeps the last 50 actions; a new action after an undo discards whatever could have been redone.",
        "Your changes are sent to the server as you go. “Save now”, in the File menu, or Ctrl+S forces the upload and confirms with “Changes saved”.",
        "“Auto-arrange” (Ctrl+Shift+L) rearranges the tables to reduce crossings, then shows a quality score out of 100. The result can be undone with Ctrl+Z; on a diagram of 30 tables or more, the previous layout is also kept in an automatic version.",
        "The File menu also lets you import a JSON diagram (Relata format or the legacy GoJS format, 10 MB at most): it replaces the current content, after confirmation if the diagram is not empty.",
      ],
    },
    {
      id: "raccourcis",
      title: "Keyboard shortcuts",
      blocks: [
        "In the editor, the ? key or Ctrl+/ shows or hides the shortcuts help. Shortcuts are ignored while you type in a text field; on a Mac, Cmd replaces Ctrl. Those in the File and Auto Layout groups only work when the action is available to you (a read-only diagram cannot be saved).",
        { widget: "shortcuts" },
      ],
    },
  ],
};
