import { describe, expect, it } from "vitest";

import { diffDocuments } from "@/editor/diff/diff";
import { attr, documentOf, relation, table } from "@/editor/testing/fixtures";

import { changeLines } from "./changeList";

describe("changeLines", () => {
  it("gives one line per changed entity, pointing at its table, renames told apart", () => {
    const users = table("users", 0, 0, ["id", "email"]);
    const orders = table("orders", 400, 0, ["id", "user_id"]);
    const before = documentOf([users, orders], [relation("r1", orders, users, "user_id", "id")]);
    const after = structuredClone(before);
    after.tables[0].name = "members";
    after.tables[0].attributes[1] = { ...after.tables[0].attributes[1], name: "mail", isNullable: false };
    after.tables[1].attributes.push(attr("orders", "total"));
    after.relations = [];

    const lines = changeLines(diffDocuments(before, after), before, after);
    expect(lines.map((l) => [l.key, l.kind, l.subject, l.tableId])).toEqual([
      ["t:users", "changed", "table", "users"],
      ["a:users.email", "changed", "attribute", "users"],
      ["a:orders.total", "added", "attribute", "orders"],
      ["r:r1", "removed", "relation", "orders"],
    ]);
    expect(lines[0]).toMatchObject({ names: { table: "members", name: "members" }, renamedFrom: "users", fields: [] });
    expect(lines[1]).toMatchObject({ names: { table: "members", name: "mail" }, renamedFrom: "email", fields: ["isNullable"] });
    expect(lines[3].names).toMatchObject({ from: "orders", to: "members" });
  });
});
