import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { readFileSync } from "node:fs";

import { emptyDocument } from "../model/types";
import { attr, documentOf, relation, table } from "../testing/fixtures";
import { diagramPdf, helveticaCanWrite, NothingToExport } from "./pdf";
import { planPng } from "./png";

/** The PDF's bytes as Latin-1 text: its uncompressed streams and the WinAnsi strings readable. */
const latin1 = (bytes: Uint8Array) => new TextDecoder("latin1").decode(bytes);

/** Inter's TrueType files as the package ships them (the browser fetches the same, built as assets). */
const ttf = (cut: string) => {
  const bytes = readFileSync(`node_modules/@expo-google-fonts/inter/${cut}/Inter_${cut}.ttf`);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
};
const loadInter = vi.fn(async () => ({ regular: ttf("400Regular"), semiBold: ttf("600SemiBold") }));

/** The base fonts the page's text is set in (jsPDF lists all 14 standard fonts as resources). */
function fontsUsed(text: string): string[] {
  const names = new Set([...text.matchAll(/\/(F\d+) [\d.]+ Tf/g)].map((m) => m[1]));
  return [...names].map((name) => {
    const object = new RegExp(`/${name} (\\d+) 0 R`).exec(text)![1];
    return new RegExp(`\\n${object} 0 obj\\s*<<[^>]*?/BaseFont /([\\w-]+)`).exec(text)![1];
  }).sort();
}

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
    loadInter.mockClear();
    delete (SVGElement.prototype as { getBBox?: unknown }).getBBox;
  });

  it("needs at least one table", async () => {
    await expect(diagramPdf(emptyDocument())).rejects.toThrow(NothingToExport);
  });

  it("is one vector page the size of the diagram and its padding, its names as text", async () => {
    const doc = shop();
    const bytes = await diagramPdf(doc, { compress: false, title: "Boutique", loadInter });
    const text = latin1(bytes);
    expect(text.startsWith("%PDF-")).toBe(true);
    const plan = planPng(doc);
    expect(text).toContain(`/MediaBox [0 0 ${plan.width}. ${plan.height}.]`);
    expect(text.match(/\/Type \/Page\b/g)).toHaveLength(1);
    // Text drawn with the standard Helvetica (nothing embedded), not a picture of it.
    for (const name of ["utilisateurs", "commandes", "utilisateur_id", "email", "PK", "INT?"]) expect(text).toContain(`(${name}) Tj`);
    expect(fontsUsed(text)).toEqual(["Helvetica", "Helvetica-Bold"]);
    expect(text).not.toContain("/Subtype /Image");
    expect(text).toContain("/Title (Boutique)");
    // Nothing to embed: Helvetica writes every name.
    expect(loadInter).not.toHaveBeenCalled();
    expect(text).not.toContain("/FontFile2");
  });

  it("embeds Inter, only the letters used, when Helvetica cannot write a name", async () => {
    const doc = documentOf([table("пользователи", 0, 0, ["id"], { attributes: [attr("u", "id", { isPrimaryKey: true }), attr("u", "Łódź_ΑΒΓ")] })]);
    const text = latin1(await diagramPdf(doc, { compress: false, loadInter }));
    expect(loadInter).toHaveBeenCalledOnce();
    expect(text.match(/\/FontFile2/g)).toHaveLength(2);
    expect(fontsUsed(text)).toEqual(["Inter", "Inter"]);
    // A map from glyphs back to letters: the text stays selectable and searchable.
    expect(text).toContain("/ToUnicode");
    // A subset: far smaller than the two fonts' 650 kB.
    expect(text.length).toBeLessThan(300_000);
  });

  it("knows which letters Helvetica's encoding holds", () => {
    expect(helveticaCanWrite("catégorie_Œuvre_prix_€_…")).toBe(true);
    expect(helveticaCanWrite("Łódź")).toBe(false);
    expect(helveticaCanWrite("имя")).toBe(false);
    expect(helveticaCanWrite("用户")).toBe(false);
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
