import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { emptyDocument } from "../model/types";
import { documentOf, relation, table } from "../testing/fixtures";
import { diagramPdf, NothingToExport } from "./pdf";
import { planPng } from "./png";

/** The PDF's bytes as Latin-1 text: its uncompressed streams and the WinAnsi strings readable. */
const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

function shop() {
  const users = table("utilisateurs", 0, 0, ["id", "email"]);
  const orders = table("commandes", 450, 200, ["id", "utilisateur_id"], { color: "#10b981" });
  return documentOf([users, orders], [relation("r1", users, orders, "id", "utilisateur_id")]);
}

describe("PDF export", () => {
  beforeEach(() => {
    // svg2pdf measures each text in the page's DOM; jsdom lays nothing out: a width per letter.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    Object.defineProperty(SVGElement.prototype, "getBBox", {
      configurable: true,
      value(this: SVGElement) {
        return { x: 0, y: 0, width: (this.textContent ?? "").length * 6, height: 12 };
      },
    });
  });

  afterEach(() => {
    delete (SVGElement.prototype as { getBBox?: unknown }).getBBox;
  });

  it("needs at least one table", async () => {
    await expect(diagramPdf(emptyDocument())).rejects.toThrow(NothingToExport);
  });

  it("is one vector page the size of the diagram and its padding, its names as text", async () => {
    const doc = shop();
    const bytes = await diagramPdf(doc, { compress: false, title: "Boutique" });
    const text = latin1(bytes);
    expect(text.startsWith("%PDF-")).toBe(true);
    const plan = planPng(doc);
    expect(text).toContain(`/MediaBox [0 0 ${plan.width}. ${plan.height}.]`);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // Text drawn with the standard Helvetica (nothing embedded), not a picture of it.
    for (const name of ["utilisateurs", "commandes", "utilisateur_id", "email", "PK", "INT?"]) expect(text).toContain(`(${name}) Tj`);
    expect(text).toContain("/BaseFont /Helvetica-Bold");
    expect(text).not.toContain("/Subtype /Image");
    expect(text).toContain("/Title (Boutique)");
  });

  it("keeps accented letters and the ellipsis in the font's encoding", async () => {
    const doc = documentOf([table("t", 0, 0, ["id"], { name: "catégories_très_longues_pour_tenir_dans_un_en_tête_de_table" })]);
    const text = latin1(await diagramPdf(doc, { compress: false }));
    expect(text).toContain("/Encoding /WinAnsiEncoding");
    // WinAnsi: é is 0xE9 and … is 0x85; the name is cut to fit the header in Helvetica.
    expect(text).toMatch(/\(catégories_très_long[^)]*\x85\) Tj/);
  });

  it("compresses its streams by default", async () => {
    const text = latin1(await diagramPdf(shop()));
    expect(text.startsWith("%PDF-")).toBe(true);
    expect(text).toContain("/FlateDecode");
    expect(text).not.toContain("(utilisateurs) Tj");
  });

  it("scales a giant diagram down to a page readers open", async () => {
    const doc = documentOf([table("a", 0, 0), table("b", 30_000, 0)]);
    const text = latin1(await diagramPdf(doc, { compress: false }));
    const [, width, height] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text)!;
    expect(Number(width)).toBeCloseTo(14_400, 0);
    expect(Number(height)).toBeCloseTo((planPng(doc).height * 14_400) / planPng(doc).width, 0);
    expect(text).toContain("(b) Tj");
  });
});
