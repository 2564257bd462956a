"""The document's constants (editor spec 001 §3, §5, §9), the one definition of each.

`document.typescript` writes them to frontend/src/editor/model/generated/constants.ts; CI fails
when that file is out of date.
"""

from __future__ import annotations

FORMAT = 1

# 001 §3; the designer's type picker also lists UUID. The SQL import keeps a few more types
# real schemas use and no listed type says (issue 13): TINYTEXT, TIMESTAMPTZ (a point in time,
# not a wall-clock reading), YEAR, PostgreSQL's INET, CIDR, MACADDR and TSVECTOR, and GEOMETRY
# (MySQL's and PostGIS's spatial columns); each exporter spells them in its target.
ATTRIBUTE_TYPES = (
    "INT", "INTEGER", "BIGINT", "TINYINT", "SMALLINT", "MEDIUMINT",
    "VARCHAR", "CHAR", "TINYTEXT", "TEXT", "MEDIUMTEXT", "LONGTEXT",
    "DATE", "DATETIME", "TIMESTAMP", "TIMESTAMPTZ", "TIME", "YEAR",
    "DECIMAL", "NUMERIC", "FLOAT", "DOUBLE",
    "BOOLEAN", "BOOL", "ENUM", "SET", "JSON", "BLOB", "BINARY", "VARBINARY", "UUID",
    "INET", "CIDR", "MACADDR", "TSVECTOR", "GEOMETRY",
)
# Auto increment and unsigned apply to these; a length to those (001 §5).
INTEGER_TYPES = ("INT", "BIGINT", "SMALLINT", "TINYINT")
LENGTH_TYPES = ("VARCHAR", "CHAR", "DECIMAL")
INDEX_TYPES = ("INDEX", "UNIQUE", "FULLTEXT", "SPATIAL")
INDEX_METHODS = ("BTREE", "HASH")
RELATION_TYPES = ("one-to-one", "one-to-many", "many-to-many")
REFERENTIAL_ACTIONS = ("CASCADE", "SET NULL", "RESTRICT", "NO ACTION", "SET DEFAULT")

# Commands (DESIGN.md §4) and the keys each update may change; anything else in `changes` is
# ignored by both reducers.
COMMAND_TYPES = ("ADD_TABLE", "REMOVE_TABLE", "MOVE_TABLE", "UPDATE_TABLE", "ADD_ATTRIBUTE",
                 "REMOVE_ATTRIBUTE", "UPDATE_ATTRIBUTE", "ADD_RELATION", "REMOVE_RELATION",
                 "UPDATE_RELATION", "ADD_NOTE", "REMOVE_NOTE", "MOVE_NOTE", "UPDATE_NOTE",
                 "ADD_AREA", "REMOVE_AREA", "MOVE_AREA", "UPDATE_AREA", "BATCH")
TABLE_KEYS = ("name", "x", "y", "width", "height", "color", "comment", "schema", "indexes",
              "isCollapsed", "slug", "softDeletes", "seeds")
ATTRIBUTE_KEYS = ("name", "type", "isNullable", "isPrimaryKey", "isForeignKey", "isUnique",
                  "isAutoIncrement", "unsigned", "isArray", "defaultValue", "length", "precision",
                  "scale", "comment", "enumValues", "referencedTable", "referencedAttribute")
RELATION_KEYS = ("type", "fromTableId", "toTableId", "fromAttributeId", "toAttributeId", "name",
                 "label", "onDelete", "onUpdate", "color", "isDashed", "cardinality", "extraPairs")
# Resizing a note or an area is an update of its width and height, as for a table.
NOTE_KEYS = ("text", "x", "y", "width", "height", "color")
AREA_KEYS = ("name", "x", "y", "width", "height", "color")

# How a table is drawn; the layout, the thumbnails and the importer measure tables the same way.
TABLE = {
    "minWidth": 200,
    "minHeight": 80,
    "defaultWidth": 250,
    "headerHeight": 35,
    "rowHeight": 28,
    "padding": 12,
    "resizeHandleRadius": 8,
    "defaultColor": "#6366f1",
    "defaultSchema": "public",
}
UNNAMED_TABLE = "Table sans nom"
# Sticky notes and coloured areas grouping tables (issue 17): their colour when none is chosen.
NOTE = {"defaultColor": "#eab308", "defaultWidth": 200, "defaultHeight": 120}
AREA = {"defaultColor": "#3b82f6"}
# New table position: 100 + 50 × table count; legacy nodes without a position: 350 × 100 steps.
NEW_TABLE = {"origin": 100, "step": 50}
LEGACY_LAYOUT = {"origin": 100, "stepX": 350, "stepY": 100}

# The 16 named colours (001 §9); the first is the default and a collaborator's first colour.
PALETTE = (
    ("Indigo", "#6366f1"), ("Bleu", "#3b82f6"), ("Cyan", "#06b6d4"), ("Vert", "#10b981"),
    ("Lime", "#84cc16"), ("Jaune", "#eab308"), ("Orange", "#f97316"), ("Rouge", "#ef4444"),
    ("Rose", "#ec4899"), ("Violet", "#8b5cf6"), ("Mauve", "#a855f7"), ("Fuchsia", "#d946ef"),
    ("Ardoise", "#64748b"), ("Gris", "#6b7280"), ("Zinc", "#71717a"), ("Pierre", "#78716c"),
)

# What one document may hold; every stored document and every command is held to these.
LIMITS = {
    "tables": 10_000,
    "relations": 50_000,
    "notes": 1_000,
    "areas": 1_000,
    "attributesPerTable": 1_000,
    "indexesPerTable": 256,
    "columnsPerIndex": 64,
    "seedsPerTable": 10_000,
    "idLength": 64,
    "nameLength": 128,
    "textLength": 4_000,
    "defaultValueLength": 1_000,
    "enumValuesLength": 10_000,
    "seedValueLength": 10_000,
    "schemaLength": 64,
    "coordinate": 10_000_000,
    "size": 100_000,
    # A command: nesting of batches, and commands in one (a JSON import of 10 000 tables fits).
    "batchDepth": 4,
    "batchCommands": 20_000,
}


def table_height(attribute_count: int) -> int:
    """An open table's height: header, one row per attribute (at least one), padding."""
    return (TABLE["headerHeight"] + TABLE["rowHeight"] * max(1, attribute_count)
            + TABLE["padding"])
