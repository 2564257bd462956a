/** A large diagram for the tests of the local copy. */
import { documentOf, table } from "@/editor/testing/fixtures";

const COLUMNS = Array.from({ length: 20 }, (_, c) => (c === 0 ? "id" : `column_${c}`));

/** `tables` tables of 20 columns: 1 500 are ~10 MB of JSON, twice what localStorage holds. */
export const bigDocument = (tables: number) => documentOf(Array.from({ length: tables }, (_, t) => table(`t${t}`, t * 10, 0, COLUMNS)));
