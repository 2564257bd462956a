import { describe, expect, it } from "vitest";

import { tableRect } from "../model/geometry";
import { emptyDocument } from "../model/types";
import { RouteCache } from "../routing/routes";
import { attr, compositeDocument, documentOf, relation, table } from "../testing/fixtures";
import { NothingToExport, planPng } from "./png";
import { diagramSvg } from "./svg";
import { escapeXml, SvgContext } from "./svgContext";

/** 7 units a letter, whatever the font: the layout is predictable. */
const measure = (text: string) => text.length * 7;

function parse(markup: string): Document {
  const parsed = new DOMParser().parseFromString(markup, "image/svg+xml");
  expect(parsed.getElementsByTagName("parsererror")).toHaveLength(0);
  return parsed;
}

function shop() {
  const users = table("users", 100, 50, ["id", "email"]);
  const orders = table("orders", 600, 300, ["id", "user_id"], { color: "#10b981" });
  orders.attributes[1] = attr("orders", "user_id", { isForeignKey: true });
  users.attributes[1] = attr("users", "email", { isUnique: true, type: "VARCHAR", length: 255 });
  return documentOf([users, orders], [relation("r1", users, orders, "id", "user_id")]);
}

const texts = (element: Element) => [...element.getElementsByTagName("text")].map((t) => t.textContent);

describe("SVG export", () => {
  it("needs at least one table", () => {
    expect(() => diagramSvg(emptyDocument(), { measure })).toThrow(NothingToExport);
  });

  it("frames the tables with the PNG export's padding, on white", () => {
    const doc = shop();
    const svg = parse(diagramSvg(doc, { measure }).markup).documentElement;
    const plan = planPng(doc);
    const right = tableRect(doc.tables[1]);
    // From 80 left of and above the first table to 80 past the second one.
    expect(svg.getAttribute("viewBox")).toBe(`20 -30 ${right.x + right.width + 80 - 20} ${right.y + right.height + 80 + 30}`);
    expect(Number(svg.getAttribute("width"))).toBe(plan.width);
    expect(Number(svg.getAttribute("height"))).toBe(plan.height);
    const background = svg.querySelector(":scope > rect")!;
    expect(background.getAttribute("fill")).toBe("#ffffff");
    expect([background.getAttribute("x"), background.getAttribute("y"), background.getAttribute("width")]).toEqual(["20", "-30", String(plan.width)]);
  });

  it("draws one group per table at its place, with its header colour, name, columns, types and key markers", () => {
    const doc = shop();
    const svg = parse(diagramSvg(doc, { measure }).markup);
    const groups = [...svg.querySelectorAll("g.table")];
    expect(groups.map((g) => g.getAttribute("data-table-id"))).toEqual(["users", "orders"]);
    expect(groups[1].getAttribute("transform")).toBe("translate(600 300)");
    expect(texts(groups[0])).toEqual(["users", "PK", "INT", "id", "UQ", "VARCHAR(255)?", "email"]);
    expect(texts(groups[1])).toEqual(["orders", "PK", "INT", "id", "FK", "INT?", "user_id"]);
    const header = groups[1].querySelectorAll("path")[1];
    expect(header.getAttribute("fill")).toBe("#10b981");
    // The name in the header's middle, bold and white; the key column's name bold too.
    const name = groups[1].getElementsByTagName("text")[0];
    expect([name.getAttribute("y"), name.getAttribute("font-weight"), name.getAttribute("fill"), name.getAttribute("dominant-baseline")])
      .toEqual(["17.5", "600", "#ffffff", "central"]);
    expect(groups[1].getElementsByTagName("text")[1].getAttribute("fill")).toBe("#b45309");
    expect(groups[1].getElementsByTagName("text")[4].getAttribute("fill")).toBe("#2563eb");
    // The canvas's font, set once on the root rather than on thousands of texts.
    expect(svg.documentElement.getAttribute("font-family")).toMatch(/^Inter, /);
    expect(name.hasAttribute("font-family")).toBe(false);
  });

  it("cuts a name too long for its table with an ellipsis, as the canvas does", () => {
    const doc = documentOf([table("t", 0, 0, ["id", "a_column_name_much_too_long_for_a_table_of_this_width"])]);
    const column = texts(parse(diagramSvg(doc, { measure }).markup).documentElement).at(-1)!;
    expect(column).toMatch(/^a_column_name_.*…$/);
    // What is left after the marker column (36), the type (INT?, 28) and the two paddings (24).
    expect(measure(column)).toBeLessThanOrEqual(250 - 36 - 28 - 24);
  });

  it("escapes names as XML: the document still parses and shows them as typed", () => {
    const name = `a<b>&"c'`;
    const doc = documentOf([table("t", 0, 0, ["id"], { name, attributes: [attr("t", `x<&"y`)] })]);
    const { markup } = diagramSvg(doc, { measure });
    expect(markup).not.toContain(name);
    expect(markup).toContain("a&lt;b&gt;&amp;&quot;c&apos;");
    const group = parse(markup).querySelector("g.table")!;
    expect(group.querySelector("title")!.textContent).toBe(name);
    expect(texts(group)).toContain(name);
    expect(texts(group)).toContain(`x<&"y`);
  });

  it("draws each relation along the canvas's route, with its end markers", () => {
    const doc = shop();
    const routes = new RouteCache();
    routes.sync(doc);
    const points = routes.get("r1")!.points;
    const group = parse(diagramSvg(doc, { measure }).markup).querySelector('g.relation[data-relation-id="r1"]')!;
    const [line, ends] = [...group.getElementsByTagName("path")];
    const d = line.getAttribute("d")!;
    expect(d.startsWith(`M${points[0].x} ${points[0].y}`)).toBe(true);
    expect(d.endsWith(`L${points.at(-1)!.x} ${points.at(-1)!.y}`)).toBe(true);
    // Rounded corners: one arc per bend of the route.
    expect(d.match(/A12 12 /g)).toHaveLength(points.length - 2);
    expect(line.getAttribute("stroke")).toBe("#94a3b8");
    expect(line.getAttribute("stroke-width")).toBe("1.5");
    // 1:N, as the canvas draws it: a bar at the one end, a crow's foot (two strokes) at the many end.
    const end = points.at(-1)!;
    const endD = ends.getAttribute("d")!;
    expect(endD).toContain(`M${end.x - 10} ${end.y}L${end.x} ${end.y - 6}M${end.x - 10} ${end.y}L${end.x} ${end.y + 6}`);
    expect(endD.startsWith(`M${points[0].x + 10} ${points[0].y - 6}L${points[0].x + 10} ${points[0].y + 6}`)).toBe(true);
  });

  it("keeps a relation's own colour and dashes, and a composite key's combs", () => {
    const base = compositeDocument();
    const doc = { ...base, relations: [{ ...base.relations[0], color: "#ef4444", isDashed: true }] };
    const routes = new RouteCache();
    routes.sync(doc);
    const group = parse(diagramSvg(doc, { measure }).markup).querySelector("g.relation")!;
    for (const path of group.getElementsByTagName("path")) {
      expect(path.getAttribute("stroke")).toBe("#ef4444");
      expect(path.getAttribute("stroke-dasharray")).toBe("6 4");
    }
    const brackets = routes.get("r")!.brackets;
    expect(brackets.length).toBeGreaterThan(0);
    expect(group.getElementsByTagName("path")[1].getAttribute("d")).toContain(`M${brackets[0][0].x} ${brackets[0][0].y}`);
  });

  it("draws relations under the tables, and a collapsed table as its header alone", () => {
    const doc = shop();
    doc.tables[1] = { ...doc.tables[1], isCollapsed: true };
    const svg = parse(diagramSvg(doc, { measure }).markup);
    const order = [...svg.documentElement.children].map((c) => c.getAttribute("class") ?? c.tagName);
    expect(order).toEqual(["rect", "relations", "table", "table"]);
    expect(texts(svg.querySelectorAll("g.table")[1])).toEqual(["orders"]);
  });
});

describe("SVG drawing context", () => {
  it("turns the canvas's arcTo into a line and an arc turning the same way", () => {
    const ctx = new SvgContext(measure, { family: null, weight: () => null, middle: "" }, "x");
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arcTo(100, 0, 100, 100, 10); // a right turn on screen: clockwise, sweep 1
    ctx.arcTo(100, 200, 200, 200, 10); // then a left turn: sweep 0
    ctx.lineTo(300, 200);
    ctx.stroke();
    expect(ctx.markup()).toContain('d="M0 0L90 0A10 10 0 0 1 100 10L100 190A10 10 0 0 0 110 200L300 200"');
  });

  it("draws aligned or repeated points as a straight line", () => {
    const ctx = new SvgContext(measure, { family: null, weight: () => null, middle: "" }, "x");
    ctx.beginPath();
    ctx.moveTo(0, 0);
    ctx.arcTo(50, 0, 100, 0, 12);
    ctx.arcTo(50, 0, 50, 0, 12);
    ctx.stroke();
    expect(ctx.markup()).toContain('d="M0 0L50 0L50 0"');
  });

  it("drops characters XML cannot hold", () => {
    expect(escapeXml("a\u0001b\u0009")).toBe("ab\u0009");
  });
});
