import type { TFunction } from "i18next";

import type { RelationCreated } from "@/editor/actions";

/** What a dragged relation made, in one sentence: a drop on a key row makes a 1:1 key-to-key
 * link (001 §5), which the user must be able to tell apart from a new key column. */
export function relationCreatedMessage(created: RelationCreated, t: TFunction<"editor">): string {
  const values = { ...created, parentColumn: created.parentColumn ?? "?" };
  if (created.oneToOne && !created.newColumn) return t("relations.createdKeyToKey", values);
  return t(created.newColumn ? "relations.createdNewColumn" : "relations.createdExisting", values);
}
