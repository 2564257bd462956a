import { describe, expect, it } from "vitest";

import { col, docOf, rel, shopDocument, tbl } from "../../export/fixtures";
import { SQL_DIALECTS, type SqlDialect } from "../../export/sql";
import type { Attribute, DiagramDocument, Table } from "../../model/types";
import { sqlMigration } from ".";

function edited(change: (doc: DiagramDocument) => void, base: DiagramDocument = shopDocument()) {
  const after = structuredClone(base);
  change(after);
  return { before: base, after };
}
const table = (doc: DiagramDocument, id: string) => doc.tables.find((t) => t.id === id) as Table;
const attribute = (doc: DiagramDocument, tableId: string, name: string) =>
  table(doc, tableId).attributes.find((a) => a.name === name) as Attribute;
const migrate = ({ before, after }: { before: DiagramDocument; after: DiagramDocument }, dialect: SqlDialect) =>
  sqlMigration(before, after, dialect);
const position = (sql: string, text: string) => {
  const at = sql.indexOf(text);
  if (at < 0) throw new Error(`missing: ${text}\n${sql}`);
  return at;
};
/** The line right above the first line containing `text`. */
const above = (sql: string, text: string) => {
  const lines = sql.split("\n");
  const at = lines.findIndex((line) => line.includes(text));
  if (at < 0) throw new Error(`missing: ${text}\n${sql}`);
  return lines[at - 1];
};
const TITLES = { mysql: "MySQL", postgres: "PostgreSQL", sqlite: "SQLite", sqlserver: "SQL Server" };

describe("an empty difference", () => {
  it.each(SQL_DIALECTS)("%s: a version against itself gives only the header and « Aucune modification »", (dialect) => {
    const doc = shopDocument();
    expect(sqlMigration(doc, structuredClone(doc), dialect)).toBe(
      `-- Migration ${TITLES[dialect]}\n-- Généré par Relata\n\n-- Aucune modification\n`);
  });

  it.each(SQL_DIALECTS)("%s: layout (position, size, colour, collapsed), seeds and a relation's look give no SQL", (dialect) => {
    const pair = edited((doc) => {
      doc.tables.forEach((t, n) => Object.assign(t, { x: 900 + n, y: 7, width: 333, height: 99, color: "#ef4444", isCollapsed: true }));
      table(doc, "tags").seeds = [{ name: "s", data: [{ key: "label", data: "promo" }] }];
      doc.relations.forEach((r) => Object.assign(r, { color: "#10b981", isDashed: true }));
    });
    expect(migrate(pair, dialect)).toContain("-- Aucune modification");
  });
});

describe("entities are matched by id, not by name", () => {
  const renamed = edited((doc) => {
    table(doc, "users").name = "accounts";
    attribute(doc, "users", "email").name = "mail";
  });

  it.each([
    ["mysql", "RENAME TABLE `users` TO `accounts`;", "ALTER TABLE `accounts` RENAME COLUMN `email` TO `mail`;"],
    ["postgres", 'ALTER TABLE "users" RENAME TO "accounts";', 'ALTER TABLE "accounts" RENAME COLUMN "email" TO "mail";'],
    ["sqlite", 'ALTER TABLE "users" RENAME TO "accounts";', 'ALTER TABLE "accounts" RENAME COLUMN "email" TO "mail";'],
    ["sqlserver", "EXEC sp_rename N'[users]', N'accounts';", "EXEC sp_rename N'[accounts].[email]', N'mail', N'COLUMN';"],
  ] as const)("%s renames the table and the column, dropping neither", (dialect, table, column) => {
    const sql = migrate(renamed, dialect);
    expect(sql).toContain(table);
    expect(sql).toContain(column);
    expect(sql).not.toMatch(/DROP TABLE|DROP COLUMN|CREATE TABLE "?`?\[?accounts/);
  });

  it("renames the names derived from a renamed table: unique constraint, key, PostgreSQL ENUM type", () => {
    const postgres = migrate(renamed, "postgres");
    expect(postgres).toContain('ALTER INDEX "users_email_unique" RENAME TO "accounts_mail_unique";');
    expect(postgres).toContain('ALTER TABLE "accounts" RENAME CONSTRAINT "fk_users_manager_id" TO "fk_accounts_manager_id";');
    expect(postgres).toContain('ALTER TYPE "users_status_enum" RENAME TO "accounts_status_enum";');
    expect(migrate(renamed, "mysql")).toContain("ALTER TABLE `accounts` RENAME INDEX `users_email_unique` TO `accounts_mail_unique`;");
  });

  it("drops and creates a table deleted and re-created under the same name (a new id)", () => {
    const pair = edited((doc) => {
      doc.tables = doc.tables.filter((t) => t.id !== "tags");
      doc.relations = doc.relations.filter((r) => r.id !== "r5");
      doc.tables.push(tbl("tags2", "tags", [col("tags2", "code", "CHAR", { isPrimaryKey: true, isNullable: false, length: 4 })]));
    });
    const sql = migrate(pair, "mysql");
    expect(position(sql, "DROP TABLE `tags`;")).toBeLessThan(position(sql, "CREATE TABLE `tags`"));
  });

  it("swaps two column names through a temporary name", () => {
    const pair = edited((doc) => {
      attribute(doc, "tags", "label").name = "tmp";
      attribute(doc, "tags", "id").name = "label";
      attribute(doc, "tags", "tmp").name = "id";
    });
    const lines = migrate(pair, "postgres").split("\n").filter((line) => line.includes("RENAME COLUMN"));
    expect(lines).toEqual([
      'ALTER TABLE "tags" RENAME COLUMN "id" TO "id__relata";',
      'ALTER TABLE "tags" RENAME COLUMN "label" TO "id";',
      'ALTER TABLE "tags" RENAME COLUMN "id__relata" TO "label";',
    ]);
  });
});

describe("steps come in an order no constraint blocks", () => {
  const widened = edited((doc) => {
    attribute(doc, "users", "id").type = "BIGINT";
  });

  it.each(["mysql", "postgres", "sqlserver"] as const)("%s drops the keys on a changing column first and re-adds them last", (dialect) => {
    const sql = migrate(widened, dialect);
    const drop = dialect === "mysql" ? "DROP FOREIGN KEY `fk_order_user_id`" : "DROP CONSTRAINT " + (dialect === "postgres" ? '"fk_order_user_id"' : "[fk_order_user_id]");
    const change = { mysql: "MODIFY `id` BIGINT UNSIGNED", postgres: 'ALTER COLUMN "id" TYPE BIGINT', sqlserver: "ALTER COLUMN [id] BIGINT" }[dialect];
    const child = { mysql: "MODIFY `user_id` BIGINT UNSIGNED", postgres: 'ALTER COLUMN "user_id" TYPE BIGINT', sqlserver: "ALTER COLUMN [user_id] BIGINT" }[dialect];
    expect(position(sql, drop)).toBeLessThan(position(sql, change));
    expect(position(sql, change)).toBeLessThan(position(sql, "ADD CONSTRAINT " + (dialect === "mysql" ? "`fk_order_user_id`" : dialect === "postgres" ? '"fk_order_user_id"' : "[fk_order_user_id]")));
    expect(sql).toContain(child);
  });

  it("creates new tables referenced first and adds a new cycle's key once both exist", () => {
    const pair = edited((doc) => {
      const teams = tbl("teams", "teams", [col("teams", "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true }), col("teams", "captain_id", "INT")]);
      const players = tbl("players", "players", [col("players", "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true }), col("players", "team_id", "INT")]);
      doc.tables.push(players, teams);
      doc.relations.push(rel("rt", teams, players, "id", "team_id"), rel("rc", players, teams, "id", "captain_id"));
    });
    const sql = migrate(pair, "mysql");
    expect(position(sql, "CREATE TABLE `players`")).toBeLessThan(position(sql, "CREATE TABLE `teams`"));
    expect(position(sql, "CREATE TABLE `teams`")).toBeLessThan(position(sql, "ALTER TABLE `players` ADD CONSTRAINT `fk_players_team_id`"));
  });

  it("drops a cycle's key before dropping its two tables, dependents first", () => {
    const pair = edited((doc) => {
      doc.tables = doc.tables.filter((t) => t.id !== "a" && t.id !== "b");
      doc.relations = doc.relations.filter((r) => r.id !== "r6" && r.id !== "r7");
    });
    for (const dialect of ["mysql", "postgres", "sqlserver"] as const) {
      const sql = migrate(pair, dialect);
      const [alpha, beta] = dialect === "mysql" ? ["`alpha`", "`beta`"] : dialect === "postgres" ? ['"alpha"', '"beta"'] : ["[alpha]", "[beta]"];
      expect(position(sql, "fk_alpha_beta_id")).toBeLessThan(position(sql, `DROP TABLE ${beta}`));
      expect(position(sql, `DROP TABLE ${beta}`)).toBeLessThan(position(sql, `DROP TABLE ${alpha}`));
    }
  });

  it("MySQL stops AUTO_INCREMENT before the primary key goes, and drops InnoDB's index under a dropped key", () => {
    const pair = edited((doc) => {
      attribute(doc, "tags", "id").isPrimaryKey = false;
      attribute(doc, "tags", "id").isAutoIncrement = false;
      attribute(doc, "tags", "label").isPrimaryKey = true;
      doc.relations = doc.relations.filter((r) => r.id !== "r3");
      attribute(doc, "users", "manager_id").referencedTable = null;
    });
    const sql = migrate(pair, "mysql");
    expect(position(sql, "ALTER TABLE `tags` MODIFY `id` INT NOT NULL;")).toBeLessThan(position(sql, "ALTER TABLE `tags` DROP PRIMARY KEY;"));
    expect(sql).toContain("ALTER TABLE `users` DROP FOREIGN KEY `fk_users_manager_id`;\nALTER TABLE `users` DROP INDEX `fk_users_manager_id`;");
  });

  it("PostgreSQL replaces an ENUM type whose values change, converting through text", () => {
    const pair = edited((doc) => {
      attribute(doc, "orders", "state").enumValues = "new,paid,shipped,lost";
    });
    const sql = migrate(pair, "postgres");
    const steps = [
      'ALTER TYPE "order_state_enum" RENAME TO "order_state_enum__relata";',
      `CREATE TYPE "order_state_enum" AS ENUM ('new', 'paid', 'shipped', 'lost');`,
      'ALTER TABLE "order" ALTER COLUMN "state" DROP DEFAULT;',
      'ALTER TABLE "order" ALTER COLUMN "state" TYPE "order_state_enum" USING "state"::text::"order_state_enum";',
      `ALTER TABLE "order" ALTER COLUMN "state" SET DEFAULT 'new';`,
      'DROP TYPE "order_state_enum__relata";',
    ];
    steps.reduce((previous, step) => {
      const at = position(sql, step);
      expect(at).toBeGreaterThan(previous);
      return at;
    }, -1);
    expect(sql.startsWith("-- Migration PostgreSQL\n-- Généré par Relata\n\nBEGIN;")).toBe(true);
    expect(sql.endsWith("COMMIT;\n")).toBe(true);
  });

  it("SQLite rebuilds a table it cannot alter, the documented way", () => {
    const pair = edited((doc) => {
      attribute(doc, "tags", "label").length = 80;
    });
    const sql = migrate(pair, "sqlite");
    const steps = [
      "PRAGMA foreign_keys = OFF;", "BEGIN;", 'CREATE TABLE "tags__relata" (',
      'INSERT INTO "tags__relata" ("id", "label") SELECT "id", "label" FROM "tags";',
      'DROP TABLE "tags";', 'ALTER TABLE "tags__relata" RENAME TO "tags";',
      "PRAGMA foreign_key_check;", "COMMIT;", "PRAGMA foreign_keys = ON;",
    ];
    steps.reduce((previous, step) => {
      const at = position(sql, step);
      expect(at).toBeGreaterThan(previous);
      return at;
    }, -1);
    expect(sql).toContain('"label" VARCHAR(80)');
  });

  it("SQLite adds a plain column and drops a free one in place, without a rebuild", () => {
    const pair = edited((doc) => {
      table(doc, "tags").attributes.push(col("tags", "color", "CHAR", { length: 7, isNullable: false, defaultValue: "#000000" }));
      table(doc, "users").attributes = table(doc, "users").attributes.filter((a) => a.name !== "balance");
    });
    const sql = migrate(pair, "sqlite");
    expect(sql).toContain(`ALTER TABLE "tags" ADD COLUMN "color" CHAR(7) NOT NULL DEFAULT '#000000';`);
    expect(sql).toContain('ALTER TABLE "users" DROP COLUMN "balance";');
    expect(sql).not.toContain("CREATE TABLE");
  });

  it("SQL Server finds the DEFAULT it named itself before changing a column", () => {
    const pair = edited((doc) => {
      attribute(doc, "users", "balance").defaultValue = "5";
    });
    const sql = migrate(pair, "sqlserver");
    expect(sql).toContain("FROM sys.default_constraints WHERE parent_object_id = OBJECT_ID(N'[users]')");
    expect(position(sql, "EXEC sp_executesql @sql;")).toBeLessThan(position(sql, "ALTER TABLE [users] ADD DEFAULT 5 FOR [balance];"));
  });

  it("fills NULLs with the new default before a column turns NOT NULL", () => {
    const pair = edited((doc) => {
      Object.assign(attribute(doc, "tags", "label"), { isNullable: false, defaultValue: "sans nom" });
    });
    expect(migrate(pair, "postgres")).toContain(`UPDATE "tags" SET "label" = 'sans nom' WHERE "label" IS NULL;\nALTER TABLE "tags" ALTER COLUMN "label" SET NOT NULL;`);
    const mysql = migrate(pair, "mysql");
    expect(position(mysql, "UPDATE `tags` SET `label` = 'sans nom' WHERE `label` IS NULL;")).toBeLessThan(position(mysql, "MODIFY `label` VARCHAR(255) NOT NULL DEFAULT 'sans nom'"));
  });
});

describe("destructive steps are flagged in French above the statement", () => {
  const pair = edited((doc) => {
    doc.tables = doc.tables.filter((t) => t.id !== "profiles");
    doc.relations = doc.relations.filter((r) => r.id !== "r4");
    table(doc, "users").attributes = table(doc, "users").attributes.filter((a) => a.name !== "balance");
    Object.assign(attribute(doc, "orders", "note"), { length: 40 });
    attribute(doc, "orders", "state").enumValues = "new,paid";
    attribute(doc, "lines", "body").isNullable = false;
  });

  it.each([
    ["mysql", "DROP TABLE `profiles`;", "DROP COLUMN `balance`;", "MODIFY `note` VARCHAR(40)", "MODIFY `state` ENUM('new','paid')", "MODIFY `body` TEXT NOT NULL"],
    ["postgres", 'DROP TABLE "profiles";', 'DROP COLUMN "balance";', 'ALTER COLUMN "note" TYPE VARCHAR(40)', 'ALTER COLUMN "state" DROP DEFAULT', 'ALTER COLUMN "body" SET NOT NULL'],
    ["sqlserver", "DROP TABLE [profiles];", "DROP COLUMN [balance];", "ALTER COLUMN [note] NVARCHAR(40)", "ADD CHECK ([state] IN (N'new', N'paid'))", "ALTER COLUMN [body] NVARCHAR(MAX) NOT NULL"],
  ] as const)("%s", (dialect, dropTable, dropColumn, narrowed, values, notNull) => {
    const sql = migrate(pair, dialect);
    expect(above(sql, dropTable)).toBe("-- ATTENTION : destructif — suppression de la table « profiles » (données perdues)");
    expect(above(sql, dropColumn)).toBe("-- ATTENTION : destructif — suppression de la colonne « users.balance » (données perdues)");
    expect(above(sql, narrowed)).toBe("-- ATTENTION : destructif — conversion de « order.note » de VARCHAR(255) en VARCHAR(40) (valeurs tronquées ou refusées)");
    expect(above(sql, values)).toBe("-- ATTENTION : destructif — valeurs retirées de « order.state » : 'shipped' (les lignes qui les portent sont refusées)");
    expect(above(sql, notNull)).toBe("-- ATTENTION : destructif — « order_lines.body » devient NOT NULL sans valeur par défaut (refusé si des lignes sont à NULL)");
  });

  it("sqlite flags the rebuild that loses data", () => {
    const sql = migrate(pair, "sqlite");
    expect(above(sql, 'DROP TABLE "profiles";')).toBe("-- ATTENTION : destructif — suppression de la table « profiles » (données perdues)");
    const rebuild = sql.slice(position(sql, "-- Reconstruction de « order »"), position(sql, 'CREATE TABLE "order__relata"'));
    expect(rebuild).toContain("-- ATTENTION : destructif — valeurs retirées de « order.state » : 'shipped' (les lignes qui les portent sont refusées)");
    expect(rebuild).toContain("-- ATTENTION : destructif — conversion de « order.note » de VARCHAR(255) en VARCHAR(40) (valeurs tronquées ou refusées)");
  });

  it("flags nothing when every value fits", () => {
    const widened = edited((doc) => {
      attribute(doc, "orders", "note").length = 400;
      attribute(doc, "lines", "title").type = "TEXT";
      attribute(doc, "orders", "state").enumValues = "new,paid,shipped,refunded";
    });
    for (const dialect of SQL_DIALECTS) expect(migrate(widened, dialect)).not.toContain("ATTENTION");
  });
});

describe("many-to-many relations", () => {
  it("creates the pivot table when the relation appears and drops it when it goes", () => {
    const pair = edited((doc) => {
      doc.relations = doc.relations.filter((r) => r.id !== "r5");
    });
    expect(migrate(pair, "postgres")).toContain('-- ATTENTION : destructif — suppression de la table « order_lines_tags » (données perdues)\nDROP TABLE "order_lines_tags";');
    const back = migrate({ before: pair.after, after: pair.before }, "postgres");
    expect(back).toContain('CREATE TABLE "order_lines_tags"');
    expect(back).toContain('ALTER TABLE "order_lines_tags" ADD CONSTRAINT "fk_order_lines_tags_tag_id"');
  });

  it("renames the pivot table with its relation", () => {
    const pair = edited((doc) => {
      (doc.relations.find((r) => r.id === "r5") as DiagramDocument["relations"][number]).name = "line_tags";
    });
    expect(migrate(pair, "mysql")).toContain("RENAME TABLE `order_lines_tags` TO `line_tags`;");
  });
});

describe("scale", () => {
  it("writes the migration between two 1000-table versions", () => {
    const version = (suffix: string) => docOf(Array.from({ length: 1000 }, (_, n) => tbl(`t${n}`, `table_${n}${suffix}`, [
      col(`t${n}`, "id", "INT", { isPrimaryKey: true, isNullable: false, isAutoIncrement: true }),
      col(`t${n}`, "name", "VARCHAR", { length: suffix ? 120 : 80 }),
      col(`t${n}`, "parent_id", "INT", { isForeignKey: true, referencedTable: `t${Math.max(0, n - 1)}`, referencedAttribute: `t${Math.max(0, n - 1)}.id` }),
    ])));
    const before = version("");
    const after = version("_v2");
    for (const dialect of SQL_DIALECTS) {
      const sql = sqlMigration(before, after, dialect);
      expect(sql.split("\n").filter((line) => line.includes("table_999_v2")).length).toBeGreaterThan(0);
    }
  });
});

describe("indexes are matched by id", () => {
  const withIndexes = () => edited((doc) => {
    table(doc, "tags").indexes = [
      { id: "ix_label", name: "idx_tags_label", type: "INDEX", method: "BTREE", comment: "", attributes: [{ attributeId: "tags.label", order: "ASC" }] },
      { id: "ix_both", name: "idx_tags_both", type: "INDEX", method: "BTREE", comment: "", attributes: [{ attributeId: "tags.label", order: "ASC" }, { attributeId: "tags.id", order: "ASC" }] },
    ];
  }).after;

  it("renames an index whose only change is its name", () => {
    const pair = edited((doc) => {
      table(doc, "tags").indexes[0].name = "idx_tags_by_label";
    }, withIndexes());
    expect(migrate(pair, "postgres")).toContain('ALTER INDEX "idx_tags_label" RENAME TO "idx_tags_by_label";');
    expect(migrate(pair, "mysql")).toContain("ALTER TABLE `tags` RENAME INDEX `idx_tags_label` TO `idx_tags_by_label`;");
    expect(migrate(pair, "sqlserver")).toContain("EXEC sp_rename N'[tags].[idx_tags_label]', N'idx_tags_by_label', N'INDEX';");
    // SQLite has no RENAME INDEX: the index is made again under its new name.
    const sqlite = migrate(pair, "sqlite");
    expect(position(sqlite, 'DROP INDEX "idx_tags_label";')).toBeLessThan(position(sqlite, 'CREATE INDEX "idx_tags_by_label" ON "tags" ("label");'));
  });

  it("drops and makes again an index whose columns, order or kind change", () => {
    const pair = edited((doc) => {
      const [label, both] = table(doc, "tags").indexes;
      label.attributes[0].order = "DESC";
      both.type = "UNIQUE";
    }, withIndexes());
    const sql = migrate(pair, "postgres");
    expect(position(sql, 'DROP INDEX "idx_tags_label";')).toBeLessThan(position(sql, 'CREATE INDEX "idx_tags_label" ON "tags" USING BTREE ("label" DESC);'));
    expect(sql).toContain('CREATE UNIQUE INDEX "idx_tags_both" ON "tags" USING BTREE ("label", "id");');
  });

  it("leaves an index alone when only another one changes", () => {
    const pair = edited((doc) => {
      table(doc, "tags").indexes[1].attributes.reverse();
    }, withIndexes());
    expect(migrate(pair, "mysql")).not.toContain("idx_tags_label");
  });
});
