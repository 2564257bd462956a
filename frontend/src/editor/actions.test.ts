import { describe, expect, it } from "vitest";

import * as actions from "./actions";
import { History } from "./commands/history";
import { apply } from "./commands/reducer";
import type { Command } from "./commands/types";
import type { Attribute, DiagramDocument, Index, Relation } from "./model/types";
import { attr, compositeDocument, documentOf, relation, table } from "./testing/fixtures";

const users = table("users", 0, 0, ["id", "email"], { name: "Users" });
const posts = table("posts", 400, 0, ["id", "title", "author"], { name: "Posts" });
const base = () => documentOf([users, posts]);

function run(doc: DiagramDocument, cmd: Command | null): DiagramDocument {
  if (!cmd) throw new Error("expected a command");
  return apply(doc, cmd);
}

function created(doc: DiagramDocument, fromTable: string, fromAttribute: string | null, toTable: string, toAttribute: string | null) {
  const result = actions.createRelation(doc, fromTable, fromAttribute, toTable, toAttribute);
  if (!("command" in result)) throw new Error(`refused: ${result.refused}`);
  const after = apply(doc, result.command);
  const added = after.relations.find((r) => !doc.relations.some((old) => old.id === r.id)) as Relation;
  const target = after.tables.find((t) => t.id === toTable)!;
  return { command: result.command, after, relation: added, target };
}

describe("createRelation (001 §3, §5)", () => {
  it("refuses a relation within one table", () => {
    expect(actions.createRelation(base(), "users", "users.id", "users", "users.email")).toEqual({ refused: "same-table" });
    expect(actions.createRelation(base(), "users", null, "users", null)).toEqual({ refused: "same-table" });
  });

  it("refuses a relation to a missing table", () => {
    expect(actions.createRelation(base(), "users", null, "ghost", null)).toEqual({ refused: "missing" });
  });

  it("dropped on a row: that row becomes the foreign key referencing the source key", () => {
    const { command, relation: r, target, after } = created(base(), "users", "users.id", "posts", "posts.author");
    expect(command.type).toBe("BATCH");
    expect(target.attributes).toHaveLength(3); // no column added
    expect(target.attributes[2]).toMatchObject({ isForeignKey: true, referencedTable: "users", referencedAttribute: "users.id" });
    expect(r).toMatchObject({ fromTableId: "users", toTableId: "posts", fromAttributeId: "users.id", toAttributeId: "posts.author" });
    expect(after.relations).toHaveLength(1);
  });

  it("dropped elsewhere: adds a nullable INT `{source}_id` column referencing the source key", () => {
    const { relation: r, target } = created(base(), "users", "users.id", "posts", null);
    const fk = target.attributes[3];
    expect(target.attributes).toHaveLength(4);
    expect(fk).toMatchObject({
      name: "users_id", type: "INT", isNullable: true, isForeignKey: true, isPrimaryKey: false,
      referencedTable: "users", referencedAttribute: "users.id",
    });
    expect(r.toAttributeId).toBe(fk.id);
  });

  it("uses the source's primary key when dragged from the table rather than a row", () => {
    const { relation: r, target } = created(base(), "users", null, "posts", null);
    expect(r.fromAttributeId).toBe("users.id");
    expect(target.attributes[3].referencedAttribute).toBe("users.id");
  });

  it("is one-to-many with cardinality 1:N by default", () => {
    const { relation: r } = created(base(), "users", "users.id", "posts", null);
    expect(r.type).toBe("one-to-many");
    expect(r.cardinality).toEqual({ from: "1", to: "N" });
    expect(r).toMatchObject({ onDelete: "CASCADE", onUpdate: "CASCADE" });
  });

  it("is one-to-one 1:1 when both ends are primary keys", () => {
    const { relation: r } = created(base(), "users", "users.id", "posts", "posts.id");
    expect(r.type).toBe("one-to-one");
    expect(r.cardinality).toEqual({ from: "1", to: "1" });
  });

  it("is one-to-many when only the source end is a primary key", () => {
    const { relation: r } = created(base(), "users", "users.email", "posts", "posts.id");
    expect(r.type).toBe("one-to-many");
  });

  it("is one undo step", () => {
    const history = new History();
    const doc = base();
    const result = actions.createRelation(doc, "users", "users.id", "posts", null);
    if (!("command" in result)) throw new Error("refused");
    const after = history.execute(doc, result.command);
    expect(after.relations).toHaveLength(1);
    expect(history.undo(after)!.doc).toEqual(doc);
  });

  it("never adds a second column of the same name: a plain `{source}_id` column becomes the key", () => {
    const doc = documentOf([users, table("posts", 400, 0, ["id", "users_id"])]);
    const { target, relation: r } = created(doc, "users", "users.id", "posts", null);
    expect(target.attributes.map((a) => a.name)).toEqual(["id", "users_id"]);
    expect(target.attributes[1]).toMatchObject({ isForeignKey: true, referencedTable: "users", referencedAttribute: "users.id" });
    expect(r.toAttributeId).toBe("posts.users_id");
  });

  it("numbers the new column when `{source}_id` is already another relation's key", () => {
    let { after } = created(base(), "users", "users.id", "posts", null);
    ({ after } = created(after, "users", "users.id", "posts", null));
    const { target } = created(after, "users", "users.id", "posts", null);
    expect(target.attributes.map((a) => a.name)).toEqual(["id", "title", "author", "users_id", "users_id_2", "users_id_3"]);
  });
});

describe("cycleCardinality (001 §2: 1:1 → 1:N → N:N → 1:1)", () => {
  it("cycles the type and the cardinality together", () => {
    let r = relation("r", users, posts, "id", "id", { type: "one-to-one", cardinality: { from: "1", to: "1" } });
    const seen: string[] = [actions.cardinalityLabel(r)];
    for (let i = 0; i < 3; i += 1) {
      const cmd = actions.cycleCardinality(r);
      expect(cmd.type).toBe("UPDATE_RELATION");
      r = run(documentOf([users, posts], [r]), cmd).relations[0];
      seen.push(`${actions.cardinalityLabel(r)} ${r.type}`);
    }
    expect(seen).toEqual(["1:1", "1:N one-to-many", "N:N many-to-many", "1:1 one-to-one"]);
  });
});

describe("tables", () => {
  it("adds 'Table {n+1}' at 100 + 50 × n", () => {
    const { command, table: t } = actions.addTable(base());
    expect(t).toMatchObject({ name: "Table 3", x: 200, y: 200 });
    expect(run(base(), command).tables[2]).toBe(t);
  });

  it("resizes to at least 200 × 80 (001 §5, §9)", () => {
    const doc = run(base(), actions.resizeTable("users", 120, 30));
    expect(doc.tables[0]).toMatchObject({ width: 200, height: 80 });
    expect(run(base(), actions.resizeTable("users", 321.6, 140.2)).tables[0]).toMatchObject({ width: 322, height: 140 });
  });

  it("moves to whole pixels", () => {
    expect(actions.moveTable("users", 10.4, 20.6).data).toEqual({ tableId: "users", x: 10, y: 21 });
  });

  it("nudges a table by a delta, null for a missing table", () => {
    const doc = documentOf([table("t", 10, 20)]);
    expect(run(doc, actions.nudge(doc, "t", -1, 10)).tables[0]).toMatchObject({ x: 9, y: 30 });
    expect(actions.nudge(doc, "ghost", 1, 0)).toBeNull();
  });

  it("toggles collapse both ways", () => {
    let doc = base();
    doc = run(doc, actions.toggleCollapsed(doc, "users"));
    expect(doc.tables[0].isCollapsed).toBe(true);
    doc = run(doc, actions.toggleCollapsed(doc, "users"));
    expect(doc.tables[0].isCollapsed).toBe(false);
    expect(actions.toggleCollapsed(doc, "ghost")).toBeNull();
  });

  it("renames, and does nothing for the same name", () => {
    expect(actions.renameTable(base(), "users", "Users")).toBeNull();
    expect(run(base(), actions.renameTable(base(), "users", "Clients")).tables[0].name).toBe("Clients");
  });

  it("removes a table with its relations", () => {
    const doc = documentOf([users, posts], [relation("r", users, posts, "id", "author")]);
    const after = run(doc, actions.removeTable("users"));
    expect(after.tables.map((t) => t.id)).toEqual(["posts"]);
    expect(after.relations).toEqual([]);
  });
});

describe("attributes", () => {
  it("adds a nullable VARCHAR(255) column named colonne_{n}", () => {
    const after = run(base(), actions.addAttribute(base(), "users"));
    expect(after.tables[0].attributes[2]).toMatchObject({ name: "colonne_3", type: "VARCHAR", length: 255, isNullable: true });
  });

  it.each([
    ["42", 42],
    [" 12 ", 12],
    ["12abc", 12],
    ["3.7", 3],
    ["0", 0],
    ["", null],
    ["abc", null],
    ["-5", null],
  ] as const)("parseLength(%j) = %s (001 §5: parsed as an integer, else null)", (input, expected) => {
    expect(actions.parseLength(input)).toBe(expected);
  });

  const table1 = (overrides: Partial<Attribute>) => documentOf([table("t", 0, 0, [], { attributes: [attr("t", "c", overrides)] })]);
  const changes = (overrides: Partial<Attribute>, change: Partial<Attribute>) => {
    const cmd = actions.updateAttribute(table1(overrides), "t", "t.c", change);
    if (cmd?.type !== "UPDATE_ATTRIBUTE") throw new Error("expected UPDATE_ATTRIBUTE");
    return { changes: cmd.data.changes, after: apply(table1(overrides), cmd).tables[0].attributes[0] };
  };

  it("drops auto-increment and unsigned when leaving the integer types (001 §5)", () => {
    const { after } = changes({ type: "INT", isAutoIncrement: true, unsigned: true }, { type: "VARCHAR" });
    expect(after).toMatchObject({ type: "VARCHAR", isAutoIncrement: false, unsigned: false });
  });

  it("keeps auto-increment and unsigned between integer types", () => {
    const { after } = changes({ type: "INT", isAutoIncrement: true, unsigned: true }, { type: "BIGINT" });
    expect(after).toMatchObject({ type: "BIGINT", isAutoIncrement: true, unsigned: true });
  });

  it("drops the length when leaving VARCHAR, CHAR or DECIMAL", () => {
    expect(changes({ type: "VARCHAR", length: 100 }, { type: "TEXT" }).after.length).toBeNull();
    expect(changes({ type: "CHAR", length: 2 }, { type: "INT" }).after.length).toBeNull();
    expect(changes({ type: "DECIMAL", length: 10 }, { type: "FLOAT" }).after.length).toBeNull();
  });

  it("gives VARCHAR and CHAR a length of 255 by default, keeps a given or existing length", () => {
    expect(changes({ type: "TEXT", length: null }, { type: "VARCHAR" }).after.length).toBe(255);
    expect(changes({ type: "INT", length: null }, { type: "CHAR" }).after.length).toBe(255);
    expect(changes({ type: "TEXT", length: null }, { type: "VARCHAR", length: 80 }).after.length).toBe(80);
    expect(changes({ type: "CHAR", length: 2 }, { type: "VARCHAR" }).after.length).toBe(2);
    expect(changes({ type: "TEXT", length: null }, { type: "DECIMAL" }).after.length).toBeNull();
  });

  it("leaves other fields alone when the type does not change", () => {
    expect(changes({ type: "INT", isAutoIncrement: true }, { name: "n" }).changes).toEqual({ name: "n" });
  });

  it("makes a primary key non-nullable", () => {
    expect(changes({ isNullable: true }, { isPrimaryKey: true }).after).toMatchObject({ isPrimaryKey: true, isNullable: false });
  });

  it("keeps a primary key non-nullable when asked to make it nullable: nothing to record", () => {
    expect(actions.updateAttribute(table1({ isPrimaryKey: true, isNullable: false }), "t", "t.c", { isNullable: true })).toBeNull();
    // Dropping the key in the same change allows it.
    expect(changes({ isPrimaryKey: true, isNullable: false }, { isPrimaryKey: false, isNullable: true }).after)
      .toMatchObject({ isPrimaryKey: false, isNullable: true });
  });

  it("sends only the fields that change, and nothing when none does (no empty undo step)", () => {
    expect(changes({ type: "INT", isAutoIncrement: false, unsigned: false }, { type: "TEXT" }).changes).toEqual({ type: "TEXT" });
    expect(actions.updateAttribute(table1({ name: "c", isUnique: true }), "t", "t.c", { name: "c", isUnique: true })).toBeNull();
  });

  it("returns null for a missing attribute", () => {
    expect(actions.updateAttribute(base(), "users", "ghost", { name: "x" })).toBeNull();
  });

  it("marks the integer types and the types with a length (001 §5)", () => {
    expect(["INT", "BIGINT", "SMALLINT", "TINYINT"].every((t) => actions.isIntegerType(t as Attribute["type"]))).toBe(true);
    expect(actions.isIntegerType("VARCHAR")).toBe(false);
    expect(["VARCHAR", "CHAR", "DECIMAL"].every((t) => actions.hasLength(t as Attribute["type"]))).toBe(true);
    expect(actions.hasLength("TEXT")).toBe(false);
  });
});

describe("indexes (001 §3, §5)", () => {
  const index = (overrides: Partial<Index>): Index => ({
    id: "i", name: "idx", type: "INDEX", method: "BTREE", comment: "", attributes: [], ...overrides,
  });

  it("names the next index idx_{table}_{n}", () => {
    const t = table("t", 0, 0, ["id"], { name: "Users" });
    expect(actions.defaultIndexName(t)).toBe("idx_users_1");
    expect(actions.defaultIndexName({ ...t, indexes: [index({ name: "custom" })] })).toBe("idx_users_2");
  });

  it("skips names already taken", () => {
    const t = table("t", 0, 0, ["id"], { name: "Users", indexes: [index({ id: "a", name: "idx_users_2" }), index({ id: "b", name: "idx_users_3" })] });
    expect(actions.defaultIndexName(t)).toBe("idx_users_4");
  });

  it("makes the table name safe", () => {
    expect(actions.defaultIndexName(table("t", 0, 0, [], { name: "Order Items" }))).toBe("idx_order_items_1");
  });

  it("creates INDEX / BTREE by default", () => {
    expect(actions.newIndex(table("t", 0, 0, [], { name: "T" }))).toMatchObject({ name: "idx_t_1", type: "INDEX", method: "BTREE", attributes: [] });
  });

  it("drops columns without an attribute on save", () => {
    const t = table("t", 0, 0, ["id", "email"]);
    const cleaned = actions.cleanIndexes(t, [index({
      attributes: [
        { attributeId: "t.email", order: "ASC" },
        { attributeId: "", order: "ASC" },
        { attributeId: "deleted", order: "DESC" },
        { attributeId: "t.id", order: "DESC" },
      ],
    })]);
    expect(cleaned[0].attributes).toEqual([{ attributeId: "t.email", order: "ASC" }, { attributeId: "t.id", order: "DESC" }]);
  });

  it("removes the method of FULLTEXT and SPATIAL indexes and defaults others to BTREE", () => {
    const t = table("t", 0, 0, ["id"]);
    const cleaned = actions.cleanIndexes(t, [
      index({ type: "FULLTEXT", method: "BTREE" }),
      index({ type: "SPATIAL", method: "HASH" }),
      index({ type: "UNIQUE", method: "HASH" }),
      index({ type: "INDEX", method: null }),
    ]);
    expect(cleaned.map((i) => i.method)).toEqual([null, null, "HASH", "BTREE"]);
  });

  it("saves cleaned indexes through UPDATE_TABLE", () => {
    const doc = documentOf([table("t", 0, 0, ["id"])]);
    const after = run(doc, actions.setIndexes(doc, "t", [index({ type: "FULLTEXT", attributes: [{ attributeId: "x", order: "ASC" }] })]));
    expect(after.tables[0].indexes).toEqual([index({ type: "FULLTEXT", method: null, attributes: [] })]);
  });
});

describe("removeRelation: the relation is the source of truth for its foreign key", () => {
  it("removes a relation that made no key", () => {
    const doc = documentOf([users, posts], [relation("r", users, posts)]);
    expect(run(doc, actions.removeRelation(doc, "r")).relations).toEqual([]);
  });

  it("clears the key it made, so no export writes it, and undo brings both back", async () => {
    const { Editor } = await import("./editor");
    const { exportSql } = await import("./export/sql");
    const editor = new Editor(() => 0);
    editor.load(documentOf([table("users", 0, 0, ["id"]), table("profiles", 400, 0, ["id", "bio"])]));
    const made = actions.createRelation(editor.document, "users", "users.id", "profiles", null);
    if (!("command" in made)) throw new Error("refused");
    editor.dispatch(made.command);
    const [link] = editor.document.relations;
    const key = () => editor.document.tables[1].attributes.find((a) => a.id === link.toAttributeId)!;
    expect(key()).toMatchObject({ name: "users_id", isForeignKey: true, referencedTable: "users" });
    expect(exportSql(editor.document, "mysql")).toContain("FOREIGN KEY");

    editor.dispatch(actions.removeRelation(editor.document, link.id));
    expect(editor.document.relations).toEqual([]);
    expect(key()).toMatchObject({ name: "users_id", isForeignKey: false, referencedTable: null, referencedAttribute: null });
    for (const dialect of ["mysql", "postgres", "sqlite", "sqlserver"] as const) {
      expect(exportSql(editor.document, dialect)).not.toMatch(/FOREIGN KEY|REFERENCES/);
    }

    editor.undo();
    expect(editor.document.relations).toEqual([link]);
    expect(key()).toMatchObject({ isForeignKey: true, referencedTable: "users", referencedAttribute: "users.id" });
  });

  it("clears every column of a composite key in one step", () => {
    const doc = compositeDocument();
    const cmd = actions.removeRelation(doc, "r");
    const after = run(doc, cmd);
    expect(after.relations).toEqual([]);
    expect(after.tables[1].attributes.map((a) => [a.name, a.isForeignKey, a.referencedTable])).toEqual([
      ["id", false, null], ["a", false, null], ["b", false, null],
    ]);
    const history = new History();
    const undone = history.undo(history.execute(doc, cmd))!.doc;
    expect(undone).toEqual(doc);
  });

  it("keeps the key while another relation still ends on the column", () => {
    const keyed = table("posts", 400, 0, ["id", "user_id"]);
    keyed.attributes[1] = { ...keyed.attributes[1], isForeignKey: true, referencedTable: "users", referencedAttribute: "users.id" };
    const doc = documentOf([users, keyed], [relation("r1", users, keyed, "id", "user_id"), relation("r2", users, keyed, "id", "user_id")]);
    const after = run(doc, actions.removeRelation(doc, "r1"));
    expect(after.relations.map((r) => r.id)).toEqual(["r2"]);
    expect(after.tables[1].attributes[1].isForeignKey).toBe(true);
  });
});

describe("renameTable (001 §5)", () => {
  it("names an emptied table 'Table sans nom'", async () => {
    const { renameTable } = await import("./actions");
    const { newTable } = await import("./model/factory");
    const { emptyDocument } = await import("./model/types");
    const table = newTable(emptyDocument());
    const doc = { ...emptyDocument(), tables: [table] };
    const cmd = renameTable(doc, table.id, "   ");
    expect(cmd && cmd.type === "UPDATE_TABLE" && cmd.data.changes.name).toBe("Table sans nom");
  });
});
