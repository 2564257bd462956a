/**
 * Editing the columns of a relation's foreign key: one pair (referenced column → key column) or
 * several for a composite key. The relation is the source of truth for the key, so the key
 * columns' own flag and reference follow it in the same undoable step.
 */
import { command, type Command } from "./commands/types";
import { relationPairs, type Attribute, type DiagramDocument, type Relation, type Table } from "./model/types";
import { tr } from "./i18n";

export interface KeyPair {
  fromAttributeId: string | null;
  toAttributeId: string | null;
}

function tablesOf(doc: DiagramDocument, relation: Relation): [Table, Table] | null {
  const from = doc.tables.find((t) => t.id === relation.fromTableId);
  const to = doc.tables.find((t) => t.id === relation.toTableId);
  return from && to ? [from, to] : null;
}

function valid(pairs: KeyPair[], from: Table, to: Table): boolean {
  if (pairs.length === 0) return false;
  if (pairs.length === 1) return true; // a relation drawn table to table may name no column
  const fromIds = pairs.map((p) => p.fromAttributeId);
  const toIds = pairs.map((p) => p.toAttributeId);
  const known = (table: Table, ids: (string | null)[]) => ids.every((id) => id !== null && table.attributes.some((a) => a.id === id));
  return known(from, fromIds) && known(to, toIds) && new Set(fromIds).size === pairs.length && new Set(toIds).size === pairs.length;
}

/** The command giving the relation these pairs, in key order; null when they are not a key. */
export function setRelationPairs(doc: DiagramDocument, relationId: string, pairs: KeyPair[]): Command | null {
  const relation = doc.relations.find((r) => r.id === relationId);
  const tables = relation && tablesOf(doc, relation);
  if (!relation || !tables || relation.type === "many-to-many") return null;
  const [from, to] = tables;
  if (!valid(pairs, from, to)) return null;
  const [first, ...rest] = pairs;
  const NAME = tr("commands.relationColumns");
  const steps: Command[] = [command("UPDATE_RELATION", NAME, {
    relationId,
    changes: {
      fromAttributeId: first.fromAttributeId, toAttributeId: first.toAttributeId,
      extraPairs: rest.map((p) => ({ fromAttributeId: p.fromAttributeId as string, toAttributeId: p.toAttributeId as string })),
    },
  })];
  const column = (id: string | null) => to.attributes.find((a) => a.id === id);
  const setKey = (attribute: Attribute, changes: Partial<Attribute>) =>
    steps.push(command("UPDATE_ATTRIBUTE", NAME, { tableId: to.id, attributeId: attribute.id, changes }));
  for (const pair of pairs) {
    const attribute = column(pair.toAttributeId);
    if (!attribute) continue;
    const reference = { isForeignKey: true, referencedTable: from.id, referencedAttribute: pair.fromAttributeId };
    if (attribute.isForeignKey && attribute.referencedTable === from.id && attribute.referencedAttribute === pair.fromAttributeId) continue;
    setKey(attribute, reference);
  }
  const kept = new Set(pairs.map((p) => p.toAttributeId));
  const usedElsewhere = new Set(doc.relations.filter((r) => r.id !== relationId && r.toTableId === to.id)
    .flatMap((r) => relationPairs(r).map((p) => p.toAttributeId)));
  for (const pair of relationPairs(relation)) {
    const attribute = column(pair.toAttributeId);
    if (!attribute || kept.has(attribute.id) || usedElsewhere.has(attribute.id) || attribute.referencedTable !== from.id) continue;
    setKey(attribute, { isForeignKey: false, referencedTable: null, referencedAttribute: null });
  }
  return steps.length === 1 ? steps[0] : command("BATCH", NAME, { commands: steps });
}

/**
 * The pair "add a column" proposes: the next key column of the referenced table not yet in the
 * key (its primary key first), with the column of the same name on the other side when there is
 * one. Null when either side has no column left.
 */
export function nextPair(doc: DiagramDocument, relation: Relation): KeyPair | null {
  const tables = tablesOf(doc, relation);
  if (!tables) return null;
  const [from, to] = tables;
  const pairs = relationPairs(relation);
  const usedFrom = new Set(pairs.map((p) => p.fromAttributeId));
  const usedTo = new Set(pairs.map((p) => p.toAttributeId));
  const candidates = [...from.attributes.filter((a) => a.isPrimaryKey), ...from.attributes.filter((a) => !a.isPrimaryKey)];
  const source = candidates.find((a) => !usedFrom.has(a.id));
  const free = to.attributes.filter((a) => !usedTo.has(a.id));
  if (!source || free.length === 0) return null;
  const target = free.find((a) => a.name.toLowerCase() === source.name.toLowerCase()) ?? free.find((a) => !a.isPrimaryKey) ?? free[0];
  return { fromAttributeId: source.id, toAttributeId: target.id };
}
