/**
 * Test helpers for the editor engine: small documents built by hand with known geometry, and a
 * seeded PRNG so randomised tests are reproducible. Imported by *.test.ts files only.
 */
import { newAttribute, newRelation } from "../model/factory";
import { emptyDocument, type Attribute, type DiagramDocument, type Relation, type Table } from "../model/types";

/** An attribute with a readable id (`{tableId}.{name}`). */
export function attr(tableId: string, name: string, overrides: Partial<Attribute> = {}): Attribute {
  return newAttribute(name, "INT", { id: `${tableId}.${name}`, ...overrides });
}

/** A table with the given attribute names; the first one named `id` is an auto-increment PK. */
export function table(id: string, x: number, y: number, columns: string[] = ["id"], overrides: Partial<Table> = {}): Table {
  return {
    id, name: id, x, y, width: 250, height: 80, color: "#6366f1", comment: "", schema: "public",
    attributes: columns.map((name) =>
      name === "id"
        ? attr(id, name, { isPrimaryKey: true, isNullable: false, isAutoIncrement: true })
        : attr(id, name),
    ),
    indexes: [], isCollapsed: false, slug: false, softDeletes: false, seeds: [],
    ...overrides,
  };
}

export function relation(id: string, from: Table, to: Table, fromAttribute: string | null = null, toAttribute: string | null = null, overrides: Partial<Relation> = {}): Relation {
  return {
    ...newRelation(from, to, fromAttribute && `${from.id}.${fromAttribute}`, toAttribute && `${to.id}.${toAttribute}`),
    id,
    ...overrides,
  };
}

export function documentOf(tables: Table[], relations: Relation[] = []): DiagramDocument {
  return { ...emptyDocument(), tables, relations };
}

/** `columns` × `rows` tables `dx` × `dy` apart, each linked to its right-hand neighbour. */
export function linkedGrid(columns: number, rows: number, dx: number, dy: number): DiagramDocument {
  const tables: Table[] = [];
  const relations: Relation[] = [];
  for (let i = 0; i < columns; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      tables.push(table(`t${i}_${j}`, i * dx, j * dy, ["id", "name", "ref"]));
      if (i > 0) relations.push(relation(`r${i}_${j}`, tables[tables.length - 1 - rows], tables[tables.length - 1], "id", "ref"));
    }
  }
  return documentOf(tables, relations);
}

/** mulberry32: a tiny deterministic PRNG in [0, 1). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` tables scattered over a `size` × `size` world, some collapsed, some wider. */
export function randomDocument(random: () => number, count: number, size: number): DiagramDocument {
  const tables: Table[] = [];
  for (let i = 0; i < count; i += 1) {
    const columns = ["id", ...Array.from({ length: Math.floor(random() * 8) }, (_, c) => `c${c}`)];
    tables.push(table(`t${i}`, Math.round(random() * size), Math.round(random() * size), columns, {
      width: 200 + Math.round(random() * 200),
      isCollapsed: random() < 0.2,
    }));
  }
  return documentOf(tables);
}

/** `doc` with `count` relations between random tables (a few within one table), from their ids. */
export function withRandomRelations(random: () => number, doc: DiagramDocument, count: number): DiagramDocument {
  const pick = () => doc.tables[Math.floor(random() * doc.tables.length)];
  const relations = Array.from({ length: count }, (_, i) => {
    const from = pick();
    const to = random() < 0.02 ? from : pick();
    return relation(`r${i}`, from, to, "id", null);
  });
  return { ...doc, relations };
}

/**
 * p(a, b) with a composite primary key, and c(id, a, b) whose (a, b) references it through one
 * composite relation `r` (the snippet).
 */
export function compositeDocument(): DiagramDocument {
  const key = { isPrimaryKey: true, isNullable: false };
  const parent = table("p", 0, 0, [], { attributes: [attr("p", "a", key), attr("p", "b", key)] });
  const reference = (name: string) => ({ isForeignKey: true, referencedTable: "p", referencedAttribute: `p.${name}` });
  const child = table("c", 400, 0, ["id"]);
  child.attributes.push(attr("c", "a", reference("a")), attr("c", "b", reference("b")));
  return documentOf([parent, child], [relation("r", parent, child, "a", "a", { extraPairs: [{ fromAttributeId: "p.b", toAttributeId: "c.b" }] })]);
}
