/**
 * What a user might do next, drawn at random from the editor's own action creators: commands as
 * the canvas and the sidebar make them, plus undo and redo.
 */
import * as actions from "../../actions";
import type { Command } from "../../commands/types";
import type { Editor } from "../../editor";
import { ATTRIBUTE_TYPES, type DiagramDocument } from "../../model/types";

type Edit = (doc: DiagramDocument, pick: <T>(items: readonly T[]) => T | undefined, random: () => number) => Command | null | "undo" | "redo";

const EDITS: Array<[number, Edit]> = [
  [3, (doc) => actions.addTable(doc).command],
  [1, (doc, pick) => {
    const table = pick(doc.tables);
    return table ? actions.removeTable(table.id) : null;
  }],
  [4, (doc, pick, random) => {
    const table = pick(doc.tables);
    return table ? actions.moveTable(table.id, Math.round(random() * 2000), Math.round(random() * 1500)) : null;
  }],
  [1, (doc, pick, random) => {
    const table = pick(doc.tables);
    return table ? actions.resizeTable(table.id, 150 + random() * 300, 60 + random() * 200) : null;
  }],
  [2, (doc, pick) => {
    const table = pick(doc.tables);
    return table ? actions.renameTable(doc, table.id, pick(["users", "posts", "tags", "comments", ""])!) : null;
  }],
  [1, (doc, pick) => {
    const table = pick(doc.tables);
    return table ? actions.toggleCollapsed(doc, table.id) : null;
  }],
  [3, (doc, pick) => {
    const table = pick(doc.tables);
    return table ? actions.addAttribute(doc, table.id) : null;
  }],
  [1, (doc, pick) => {
    const table = pick(doc.tables);
    const attribute = table && pick(table.attributes);
    return table && attribute ? actions.removeAttribute(table.id, attribute.id) : null;
  }],
  [3, (doc, pick, random) => {
    const table = pick(doc.tables);
    const attribute = table && pick(table.attributes);
    if (!table || !attribute) return null;
    const changes = pick([
      { type: pick(ATTRIBUTE_TYPES)! },
      { isNullable: random() < 0.5 },
      { isPrimaryKey: random() < 0.5 },
      { name: pick(["id", "email", "title", "created_at"])! },
      { comment: pick(["", "clé", "à revoir"])! },
    ])!;
    return actions.updateAttribute(doc, table.id, attribute.id, changes);
  }],
  [2, (doc, pick) => {
    const table = pick(doc.tables);
    if (!table) return null;
    const index = actions.newIndex(table);
    const columns = table.attributes.filter((_, at) => at % 2 === table.indexes.length % 2);
    index.attributes = columns.map((attribute) => ({ attributeId: attribute.id, order: "ASC" as const }));
    return actions.setIndexes(doc, table.id, pick([[...table.indexes, index], table.indexes.slice(1)])!);
  }],
  [3, (doc, pick) => {
    const from = pick(doc.tables);
    const to = pick(doc.tables);
    if (!from || !to) return null;
    const result = actions.createRelation(doc, from.id, pick(from.attributes)?.id ?? null, to.id, pick([null, ...to.attributes.map((a) => a.id)]) ?? null);
    return "command" in result ? result.command : null;
  }],
  [2, (doc, pick) => {
    const relation = pick(doc.relations);
    return relation ? actions.cycleCardinality(relation) : null;
  }],
  [1, (doc, pick) => {
    const relation = pick(doc.relations);
    return relation ? actions.removeRelation(doc, relation.id) : null;
  }],
  [2, () => "undo"],
  [1, () => "redo"],
];

const TOTAL = EDITS.reduce((sum, [weight]) => sum + weight, 0);

/** Performs one random edit on `editor` (nothing when it is read-only or the edit is void). */
export function randomEdit(editor: Editor, random: () => number) {
  const pick = <T,>(items: readonly T[]): T | undefined => (items.length === 0 ? undefined : items[Math.floor(random() * items.length)]);
  let roll = random() * TOTAL;
  const [, edit] = EDITS.find(([weight]) => (roll -= weight) < 0) ?? EDITS[0];
  const result = edit(editor.document, pick, random);
  if (result === "undo") editor.undo();
  else if (result === "redo") editor.redo();
  else if (result) editor.dispatch(result);
}
