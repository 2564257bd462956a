/** Areas and notes in the picture exports (issue 17): inside the frame, drawn as on the canvas. */
import { describe, expect, it } from "vitest";

import type { DiagramDocument } from "../model/types";
import { documentOf, table } from "../testing/fixtures";
import { exportFrame } from "./png";
import { diagramSvg } from "./svg";

const measure = (text: string) => text.length * 7;

const doc = (): DiagramDocument => ({
  ...documentOf([table("commandes", 100, 100)]),
  areas: [{ id: "g", x: 0, y: 0, width: 500, height: 300, name: "Ventes & co", color: "#3b82f6" }],
  notes: [{ id: "n", x: 900, y: 700, width: 200, height: 120, text: "À relire\navec <l’équipe>", color: "#eab308" }],
});

describe("exports with areas and notes", () => {
  it("the frame takes in the areas and notes beyond the tables", () => {
    expect(exportFrame(doc())).toEqual({ x: -80, y: -80, width: 1100 + 160, height: 820 + 160 });
    expect(exportFrame({ ...documentOf([]), notes: doc().notes })).toMatchObject({ x: 820, y: 620 });
  });

  it("the SVG has the area under the relations and tables, its fill translucent, the note's lines as text", () => {
    const { markup } = diagramSvg(doc(), { measure });
    const parsed = new DOMParser().parseFromString(markup, "image/svg+xml");
    expect(parsed.getElementsByTagName("parsererror")).toHaveLength(0);
    const groups = [...parsed.documentElement.children].filter((e) => e.tagName === "g").map((e) => e.getAttribute("class"));
    expect(groups.slice(0, 3)).toEqual(["areas", "relations", "notes"]);
    const area = parsed.querySelector("g.areas")!;
    expect(area.querySelector("rect")!.getAttribute("fill-opacity")).toBe("0.08");
    expect([...area.getElementsByTagName("text")].map((t) => t.textContent)).toEqual(["Ventes & co"]);
    expect([...parsed.querySelector("g.notes")!.getElementsByTagName("text")].map((t) => t.textContent)).toEqual(["À relire", "avec <l’équipe>"]);
  });
});
