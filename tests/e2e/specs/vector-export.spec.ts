import { readFile } from "node:fs/promises";
import { inflateSync } from "node:zlib";

import { expect, test } from "../support/test";
import type { Download, Page } from "@playwright/test";

import { column, storedRelation, storedTable } from "../support/editor";
import { openAs, sharedDiagram, tableNames } from "../support/people";

async function exportAs(page: Page, format: "SVG" | "PDF"): Promise<Download> {
  await page.getByRole("button", { name: "Exporter" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: format, exact: true }).click();
  return download;
}

/** The PDF's text: its deflated content streams inflated, all read as Latin-1 (WinAnsi). */
function pdfText(bytes: Buffer): string {
  const parts = [bytes.toString("latin1")];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(parts[0]); match; match = streams.exec(parts[0])) {
    const start = match.index + match[0].length;
    const end = bytes.indexOf("endstream", start, "latin1");
    try {
      parts.push(inflateSync(bytes.subarray(start, end)).toString("latin1"));
    } catch {
      // Not a deflated stream.
    }
  }
  return parts.join("\n");
}

test("SVG and PDF exports: the empty diagram's message, then vector files with the names as text, for a viewer too", async ({ browser, request }) => {
  const { owner, viewer, project } = await sharedDiagram(request);
  const ownerPage = await openAs(browser, owner, project.id);
  for (const format of ["SVG", "PDF"]) {
    await ownerPage.getByRole("button", { name: "Exporter" }).click();
    await ownerPage.getByRole("menuitem", { name: format, exact: true }).click();
    await expect(ownerPage.getByText("Aucune table à exporter")).toBeVisible();
    await expect(ownerPage.getByText("Aucune table à exporter")).toHaveCount(0, { timeout: 8000 });
  }
  await ownerPage.context().close();

  const tables = [
    storedTable("t1", "catégories", 0, 0, [column("c1", "id"), column("c2", "libellé", "VARCHAR", { length: 80 })]),
    storedTable("t2", "produits", 450, 200, [column("c3", "id"), column("c4", "catégorie_id", "INT", { isForeignKey: true })]),
  ];
  const saved = await request.patch(`/api/projects/${project.id}/update_schema/`, {
    headers: owner.headers,
    data: { schema: { format: 1, tables, relations: [storedRelation("r1", "t1", "c1", "t2", "c4")] }, revision: 0 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // A viewer exports as the PNG export lets them.
  const page = await openAs(browser, viewer, project.id);
  await expect.poll(() => tableNames(page)).toEqual(["catégories", "produits"]);

  const svg = await exportAs(page, "SVG");
  expect(svg.suggestedFilename()).toMatch(/^Atelier_partagé_\d{8}_\d{6}\.svg$/);
  const markup = await readFile((await svg.path())!, "utf8");
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "image/svg+xml");
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      viewBox: doc.documentElement.getAttribute("viewBox"),
      tables: doc.querySelectorAll("g.table").length,
      relations: doc.querySelectorAll("g.relation path").length,
      texts: [...doc.getElementsByTagName("text")].map((t) => t.textContent),
    };
  }, markup);
  expect(parsed.errors).toBe(0);
  // 80 of padding around both tables: 450 + 250 wide, 200 + 103 high (two columns).
  expect(parsed.viewBox).toBe("-80 -80 860 463");
  expect(parsed.tables).toBe(2);
  expect(parsed.relations).toBe(2);
  expect(parsed.texts).toEqual(expect.arrayContaining(["catégories", "produits", "libellé", "catégorie_id", "VARCHAR(80)", "PK", "FK"]));

  const pdf = await exportAs(page, "PDF");
  expect(pdf.suggestedFilename()).toMatch(/^Atelier_partagé_\d{8}_\d{6}\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(1024);
  const text = pdfText(bytes);
  expect(text).toContain("/MediaBox [0 0 860. 463.]");
  for (const name of ["catégories", "produits", "libellé", "catégorie_id"]) expect(text).toContain(`(${name}) Tj`);
  expect(text).not.toContain("/Subtype /Image");
  expect(text).not.toContain("/FontFile2");

  // Names Helvetica cannot write: Inter, the canvas's font, is fetched and embedded.
  const renamed = await request.patch(`/api/projects/${project.id}/update_schema/`, {
    headers: owner.headers,
    data: { schema: { format: 1, tables: [{ ...tables[0], name: "категории" }, tables[1]], relations: [] }, revision: (await saved.json()).revision },
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await page.reload();
  await expect.poll(() => tableNames(page)).toEqual(["produits", "категории"]);
  const unicode = pdfText(await readFile((await (await exportAs(page, "PDF")).path())!));
  expect(unicode.match(/\/FontFile2/g)).toHaveLength(2);
  expect(unicode).toContain("/BaseFont /Inter");
  expect(unicode).toContain("/ToUnicode");
});
