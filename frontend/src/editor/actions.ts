/**
 * Editing actions as pure functions: from the document and what the user did to the command to
 * dispatch (or null when the action is refused or changes nothing). The canvas, the sidebar and
 * the keyboard all go through these, so each rule of the spec lives in one place.
 */
import { sameValue } from "./commands/history";
import { command, type Command } from "./commands/types";
import { INTEGER_TYPES, LENGTH_TYPES, TABLE } from "./model/constants";
import { UNNAMED_TABLE } from "./model/generated/constants";
import { foreignKeyFor, newAttribute, newId, newRelation, newTable } from "./model/factory";
import { relationPairs, type Attribute, type AttributeType, type DiagramDocument, type Index, type Relation, type Table } from "./model/types";
import { tr } from "./i18n";

const findTable = (doc: DiagramDocument, id: string) => doc.tables.find((t) => t.id === id);

export function addTable(doc: DiagramDocument): { command: Command; table: Table } {
  const table = newTable(doc);
  return { command: command("ADD_TABLE", tr("commands.addTable"), { table }), table };
}

export function removeTable(tableId: string): Command {
  return command("REMOVE_TABLE", tr("commands.removeTable"), { tableId });
}

/** An empty name becomes "Table sans nom" (001 §5). */
export { UNNAMED_TABLE };

export function renameTable(doc: DiagramDocument, tableId: string, name: string): Command | null {
  const table = findTable(doc, tableId);
  name = name.trim() || UNNAMED_TABLE;
  if (!table || table.name === name) return null;
  return command("UPDATE_TABLE", tr("commands.renameTable"), { tableId, changes: { name } });
}

export function moveTable(tableId: string, x: number, y: number): Command {
  return command("MOVE_TABLE", tr("commands.moveTable"), { tableId, x: Math.round(x), y: Math.round(y) });
}

/** Resizing keeps at least 200 × 80 (001 §5). */
export function resizeTable(tableId: string, width: number, height: number): Command {
  return command("UPDATE_TABLE", tr("commands.resizeTable"), {
    tableId,
    changes: { width: Math.round(Math.max(TABLE.minWidth, width)), height: Math.round(Math.max(TABLE.minHeight, height)) },
  });
}

export function toggleCollapsed(doc: DiagramDocument, tableId: string): Command | null {
  const table = findTable(doc, tableId);
  if (!table) return null;
  return command("UPDATE_TABLE", tr(table.isCollapsed ? "commands.expandTable" : "commands.collapseTable"), {
    tableId,
    changes: { isCollapsed: !table.isCollapsed },
  });
}

export function nudge(doc: DiagramDocument, tableId: string, dx: number, dy: number): Command | null {
  const table = findTable(doc, tableId);
  if (!table) return null;
  return moveTable(tableId, table.x + dx, table.y + dy);
}

export function addAttribute(doc: DiagramDocument, tableId: string): Command | null {
  const table = findTable(doc, tableId);
  if (!table) return null;
  const attribute = newAttribute(`colonne_${table.attributes.length + 1}`, "VARCHAR");
  return command("ADD_ATTRIBUTE", tr("commands.addAttribute"), { tableId, attribute });
}

export function removeAttribute(tableId: string, attributeId: string): Command {
  return command("REMOVE_ATTRIBUTE", tr("commands.removeAttribute"), { tableId, attributeId });
}

export const isIntegerType = (type: AttributeType) => (INTEGER_TYPES as readonly string[]).includes(type);
export const hasLength = (type: AttributeType) => (LENGTH_TYPES as readonly string[]).includes(type);

/** Length is parsed as an integer, else null (001 §5). */
export function parseLength(value: string): number | null {
  const parsed = Number.parseInt(value, 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

/**
 * Changing the type drops options the new type cannot have (auto increment on text, …).
 * Null when nothing would change.
 */
export function updateAttribute(doc: DiagramDocument, tableId: string, attributeId: string, changes: Partial<Attribute>): Command | null {
  const attribute = findTable(doc, tableId)?.attributes.find((a) => a.id === attributeId);
  if (!attribute) return null;
  const next = { ...changes };
  if (changes.type && changes.type !== attribute.type) {
    if (!isIntegerType(changes.type)) Object.assign(next, { isAutoIncrement: false, unsigned: false });
    if (!hasLength(changes.type)) next.length = null;
    else if (next.length === undefined && attribute.length === null && (changes.type === "VARCHAR" || changes.type === "CHAR")) next.length = 255;
  }
  // A primary key is never nullable: made a key, or asked to become nullable while it is one.
  const primary = changes.isPrimaryKey ?? attribute.isPrimaryKey;
  if (primary && (changes.isPrimaryKey === true || changes.isNullable === true)) next.isNullable = false;
  // Only what really changes: a click on N of a primary key must not add an undo step that does nothing.
  const effective = Object.fromEntries(
    Object.entries(next).filter(([key, value]) => value !== attribute[key as keyof Attribute]),
  ) as Partial<Attribute>;
  if (Object.keys(effective).length === 0) return null;
  return command("UPDATE_ATTRIBUTE", tr("commands.updateAttribute"), { tableId, attributeId, changes: effective });
}

/** The next default index name: idx_{table}_{n}. */
export function defaultIndexName(table: Table): string {
  const base = table.name.toLowerCase().replace(/[^a-z0-9_]+/g, "_");
  let n = table.indexes.length + 1;
  while (table.indexes.some((index) => index.name === `idx_${base}_${n}`)) n += 1;
  return `idx_${base}_${n}`;
}

export function newIndex(table: Table): Index {
  return { id: newId("i"), name: defaultIndexName(table), type: "INDEX", method: "BTREE", comment: "", attributes: [] };
}

/** Indexes as saved: columns without an attribute dropped; no method for FULLTEXT/SPATIAL. */
export function cleanIndexes(table: Table, indexes: Index[]): Index[] {
  const ids = new Set(table.attributes.map((a) => a.id));
  return indexes.map((index) => ({
    ...index,
    method: index.type === "FULLTEXT" || index.type === "SPATIAL" ? null : (index.method ?? "BTREE"),
    attributes: index.attributes.filter((column) => column.attributeId && ids.has(column.attributeId)),
  }));
}

export function setIndexes(doc: DiagramDocument, tableId: string, indexes: Index[]): Command | null {
  const table = findTable(doc, tableId);
  if (!table) return null;
  return command("UPDATE_TABLE", tr("commands.updateIndexes"), { tableId, changes: { indexes: cleanIndexes(table, indexes) } });
}

export type RelationRefusal = "same-table" | "missing";

/** What a dragged relation made, for the user to be told (a drop on a key row makes a 1:1
 * key-to-key link, which is easy to make without meaning to). */
export interface RelationCreated {
  parent: string;
  parentColumn: string | null;
  child: string;
  column: string;
  /** The key column was added; otherwise an existing column became the key. */
  newColumn: boolean;
  oneToOne: boolean;
}

/**
 * A relation dragged from a source row to a target table (001 §5): refused within one table;
 * dropped on a row, that row becomes the foreign key; dropped elsewhere, a nullable INT
 * `{source}_id` column is added. One-to-one when both ends are primary keys.
 */
export function createRelation(
  doc: DiagramDocument,
  fromTableId: string,
  fromAttributeId: string | null,
  toTableId: string,
  toAttributeId: string | null,
): { command: Command; created: RelationCreated } | { refused: RelationRefusal } {
  if (fromTableId === toTableId) return { refused: "same-table" };
  const from = findTable(doc, fromTableId);
  const to = findTable(doc, toTableId);
  if (!from || !to) return { refused: "missing" };
  const sourceKey = from.attributes.find((a) => a.id === fromAttributeId) ?? from.attributes.find((a) => a.isPrimaryKey);
  const name = tr("commands.addRelation");
  const steps: Command[] = [];
  let target = to.attributes.find((a) => a.id === toAttributeId);
  let newColumn = false;
  if (target) {
    steps.push(command("UPDATE_ATTRIBUTE", name, {
      tableId: to.id, attributeId: target.id,
      changes: { isForeignKey: true, referencedTable: from.id, referencedAttribute: sourceKey?.id ?? null },
    }));
  } else {
    const key = foreignKeyFor(from, sourceKey);
    // Never two columns of one name (the SQL export would fail): a plain column already called
    // `{source}_id` becomes the key; if that name is taken by another key, number the new one.
    const existing = to.attributes.find((a) => a.name === key.name);
    if (existing && !existing.isForeignKey) {
      target = existing;
      steps.push(command("UPDATE_ATTRIBUTE", name, {
        tableId: to.id, attributeId: existing.id,
        changes: { isForeignKey: true, referencedTable: from.id, referencedAttribute: sourceKey?.id ?? null },
      }));
    } else {
      const taken = new Set(to.attributes.map((a) => a.name));
      let unique = key.name;
      for (let n = 2; taken.has(unique); n += 1) unique = `${key.name}_${n}`;
      target = { ...key, name: unique };
      newColumn = true;
      steps.push(command("ADD_ATTRIBUTE", name, { tableId: to.id, attribute: target }));
    }
  }
  const oneToOne = Boolean(sourceKey?.isPrimaryKey && target.isPrimaryKey);
  steps.push(command("ADD_RELATION", name, { relation: newRelation(from, to, sourceKey?.id ?? null, target.id, oneToOne) }));
  return {
    command: command("BATCH", name, { commands: steps }),
    created: { parent: from.name, parentColumn: sourceKey?.name ?? null, child: to.name, column: target.name, newColumn, oneToOne },
  };
}

const CYCLE: Array<{ type: Relation["type"]; cardinality: Relation["cardinality"] }> = [
  { type: "one-to-one", cardinality: { from: "1", to: "1" } },
  { type: "one-to-many", cardinality: { from: "1", to: "N" } },
  { type: "many-to-many", cardinality: { from: "N", to: "N" } },
];

/** 1:1 → 1:N → N:N → 1:1 (001 §2). */
export function cycleCardinality(relation: Relation): Command {
  const at = CYCLE.findIndex((step) => step.type === relation.type);
  const next = CYCLE[(at + 1) % CYCLE.length];
  return command("UPDATE_RELATION", tr("commands.cycleCardinality"), { relationId: relation.id, changes: next });
}

export function cardinalityLabel(relation: Relation): string {
  return `${relation.cardinality.from}:${relation.cardinality.to}`;
}

/**
 * The relation is the source of truth for a foreign key: removing it also clears the key of each
 * column it made one (its flag and its reference; every column of a composite key), unless
 * another relation still ends on that column. One step, so undo brings both back.
 */
export function removeRelation(doc: DiagramDocument, relationId: string): Command {
  const name = tr("commands.removeRelation");
  const remove = command("REMOVE_RELATION", name, { relationId });
  const relation = doc.relations.find((r) => r.id === relationId);
  const child = relation ? findTable(doc, relation.toTableId) : undefined;
  if (!relation || !child || relation.type === "many-to-many") return remove;
  const usedElsewhere = new Set(
    doc.relations.filter((r) => r.id !== relationId && r.toTableId === child.id).flatMap((r) => relationPairs(r).map((p) => p.toAttributeId)),
  );
  const cleared = relationPairs(relation)
    .map((pair) => child.attributes.find((a) => a.id === pair.toAttributeId))
    .filter((column): column is Attribute => column !== undefined && !usedElsewhere.has(column.id))
    .filter((column) => column.isForeignKey || column.referencedTable !== null)
    .filter((column) => column.referencedTable === null || column.referencedTable === relation.fromTableId);
  if (cleared.length === 0) return remove;
  return command("BATCH", name, {
    commands: [
      remove,
      ...cleared.map((column) => command("UPDATE_ATTRIBUTE", name, {
        tableId: child.id, attributeId: column.id,
        changes: { isForeignKey: false, referencedTable: null, referencedAttribute: null },
      })),
    ],
  });
}

/** Replace the whole document as one undoable step (JSON import, a local copy's recovery). Notes
 * and areas (issue 17) are replaced too, only those that differ: an import that keeps them (an
 * SQL import's undo step) does not remove and add them back. */
export function replaceDocument(current: DiagramDocument, next: DiagramDocument, name = tr("commands.replaceDocument")): Command {
  const kept = <T>(item: T, among: readonly T[] | undefined) => (among ?? []).some((other) => sameValue(other, item));
  return command("BATCH", name, {
    commands: [
      ...current.tables.map((table) => command("REMOVE_TABLE", name, { tableId: table.id })),
      ...next.tables.map((table) => command("ADD_TABLE", name, { table })),
      ...next.relations.map((relation) => command("ADD_RELATION", name, { relation })),
      ...(current.notes ?? []).filter((note) => !kept(note, next.notes)).map((note) => command("REMOVE_NOTE", name, { noteId: note.id })),
      ...(next.notes ?? []).filter((note) => !kept(note, current.notes)).map((note) => command("ADD_NOTE", name, { note })),
      ...(current.areas ?? []).filter((area) => !kept(area, next.areas)).map((area) => command("REMOVE_AREA", name, { areaId: area.id })),
      ...(next.areas ?? []).filter((area) => !kept(area, current.areas)).map((area) => command("ADD_AREA", name, { area })),
    ],
  });
}
