/**
 * The diagram document (DESIGN.md §3): the single source of truth for the editor, versions,
 * exports and imports. Plain JSON; UI state (selection, hover, viewport) never enters it.
 * Its Python twin is web/diagrams/document.py; tests/vectors keeps the two in step.
 */

export const DOCUMENT_FORMAT = 1;

export const ATTRIBUTE_TYPES = [
  "INT", "INTEGER", "BIGINT", "TINYINT", "SMALLINT", "MEDIUMINT",
  "VARCHAR", "CHAR", "TEXT", "MEDIUMTEXT", "LONGTEXT",
  "DATE", "DATETIME", "TIMESTAMP", "TIME",
  "DECIMAL", "NUMERIC", "FLOAT", "DOUBLE",
  "BOOLEAN", "BOOL", "ENUM", "SET", "JSON", "BLOB", "BINARY", "VARBINARY", "UUID",
] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

export interface Attribute {
  id: string;
  name: string;
  type: AttributeType;
  isNullable: boolean;
  isPrimaryKey: boolean;
  isForeignKey: boolean;
  isUnique: boolean;
  isAutoIncrement: boolean;
  unsigned: boolean;
  defaultValue: string | null;
  length: number | null;
  precision: number | null;
  scale: number | null;
  comment: string;
  /** Comma-separated values of an ENUM or SET. */
  enumValues: string;
  referencedTable: string | null;
  referencedAttribute: string | null;
}

export type IndexType = "INDEX" | "UNIQUE" | "FULLTEXT" | "SPATIAL";
export type IndexMethod = "BTREE" | "HASH";

export interface IndexColumn {
  attributeId: string;
  order: "ASC" | "DESC";
}

export interface Index {
  id: string;
  name: string;
  type: IndexType;
  /** Null for FULLTEXT and SPATIAL, which take no method. */
  method: IndexMethod | null;
  comment: string;
  attributes: IndexColumn[];
}

export interface SeedValue {
  key: string;
  data: string;
}

export interface Seed {
  name: string;
  data: SeedValue[];
}

export interface Table {
  id: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  comment: string;
  schema: string;
  attributes: Attribute[];
  indexes: Index[];
  isCollapsed: boolean;
  slug: boolean;
  softDeletes: boolean;
  seeds: Seed[];
}

export type RelationType = "one-to-one" | "one-to-many" | "many-to-many";
export type Cardinality = "1" | "N";
export type ReferentialAction = "CASCADE" | "SET NULL" | "RESTRICT" | "NO ACTION" | "SET DEFAULT";

export interface Relation {
  id: string;
  type: RelationType;
  fromTableId: string;
  toTableId: string;
  fromAttributeId: string | null;
  toAttributeId: string | null;
  name: string;
  label: string;
  onDelete: ReferentialAction;
  onUpdate: ReferentialAction;
  color: string | null;
  isDashed: boolean;
  cardinality: { from: Cardinality; to: Cardinality };
}

export interface DiagramDocument {
  format: typeof DOCUMENT_FORMAT;
  tables: Table[];
  relations: Relation[];
}

export const emptyDocument = (): DiagramDocument => ({ format: DOCUMENT_FORMAT, tables: [], relations: [] });
