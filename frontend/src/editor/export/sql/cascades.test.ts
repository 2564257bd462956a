import { describe, expect, it } from "vitest";

import type { ReferentialAction } from "../../model/types";
import type { XForeignKey, XTable } from "../schema";
import { refusedCascades } from "./sqlserver";

const tables = (count: number) => Array.from({ length: count }, (_, n) => ({ name: `t${n}` }) as XTable);
const key = (table: XTable, refTable: XTable, onDelete: ReferentialAction = "CASCADE") =>
  ({ table, refTable, onDelete, onUpdate: "NO ACTION" }) as XForeignKey;

describe("refusedCascades: the cascades SQL Server refuses", () => {
  it("refuses a second cascade path between two tables and a loop, keeps the rest", () => {
    const [a, b, c, d] = tables(4);
    const keys = [key(b, a), key(c, b), key(c, a), key(d, c), key(a, d), key(d, d), key(c, a, "NO ACTION")];
    const refused = refusedCascades(keys);
    // c reached a through b already; a → d → c → b → a would loop; d → d is a loop; NO ACTION never cascades.
    expect(keys.map((fk) => refused.has(fk))).toEqual([false, false, true, false, true, true, false]);
  });

  it("handles a chain of a thousand cascading keys at once (its closure alone holds half a million pairs)", () => {
    const chain = tables(1000);
    const keys = chain.slice(1).map((table, n) => key(table, chain[n]));
    const started = performance.now();
    expect(refusedCascades(keys).size).toBe(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
