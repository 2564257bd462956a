/**
 * The diagram document (DESIGN.md §3): the single source of truth for the editor, versions,
 * exports and imports. Plain JSON; UI state (selection, hover, viewport) never enters it.
 * The types are generated from the server's definition (document/shape.py) by `make api-types`,
 * so the two cannot drift; this module gives them the editor's names.
 */
import { ATTRIBUTE_TYPES as GENERATED_ATTRIBUTE_TYPES, FORMAT } from "./generated/constants";
import type { DiagramDocument, Relation } from "./generated/document";

export type {
  Area,
  Attribute,
  AttributePair,
  AttributeType,
  DiagramDocument,
  Index,
  IndexColumn,
  IndexMethod,
  IndexType,
  Note,
  ReferentialAction,
  Relation,
  RelationType,
  Seed,
  SeedValue,
  Table,
} from "./generated/document";
export type { CardinalitySide as Cardinality } from "./generated/document";

export const DOCUMENT_FORMAT = FORMAT;
export const ATTRIBUTE_TYPES = GENERATED_ATTRIBUTE_TYPES;

export const emptyDocument = (): DiagramDocument => ({ format: DOCUMENT_FORMAT, tables: [], relations: [] });

/**
 * Every referenced → referencing column pair of a relation, in key order: the first pair, then
 * a composite key's `extraPairs` (absent from documents stored before composite keys).
 */
export function relationPairs(relation: Relation): { fromAttributeId: string | null; toAttributeId: string | null }[] {
  return [relation, ...(relation.extraPairs ?? [])];
}
