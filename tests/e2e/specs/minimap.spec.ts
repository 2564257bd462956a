/**
 * The minimap on a big diagram (issue 17 item 3): shown by default, dragging the view's frame
 * pans the main view, and hiding it is remembered across a reload.
 */
import { expect, test } from "../support/test";
import { type Page } from "@playwright/test";

import { storedGridDiagram } from "../support/editor";
import { openAs, person } from "../support/people";

type Camera = { scale: number; offsetX: number; offsetY: number };

const camera = (page: Page) =>
  page.evaluate(() => (window as unknown as { __relataEditor?: { camera: Camera } }).__relataEditor?.camera ?? null);

/**
 * Where the main view's frame is on the minimap, in panel pixels: the tables and the view fitted
 * into 200 × 140 less 6 px (minimapMath.ts). Tables are taken at their stored size, near enough
 * to land inside a frame tens of pixels wide.
 */
const frameOnMinimap = (page: Page) =>
  page.evaluate(() => {
    const editor = (window as unknown as { __relataEditor: { camera: Camera; width: number; height: number; document: { tables: Array<{ x: number; y: number; width: number; height: number }> } } }).__relataEditor;
    const { camera: c, width, height } = editor;
    const view = { x: -c.offsetX / c.scale, y: -c.offsetY / c.scale, width: width / c.scale, height: height / c.scale };
    const rects = [...editor.document.tables, view];
    const minX = Math.min(...rects.map((r) => r.x)), minY = Math.min(...rects.map((r) => r.y));
    const maxX = Math.max(...rects.map((r) => r.x + r.width)), maxY = Math.max(...rects.map((r) => r.y + r.height));
    const scale = Math.min(188 / (maxX - minX), 128 / (maxY - minY));
    const offsetX = 100 - ((minX + maxX) / 2) * scale, offsetY = 70 - ((minY + maxY) / 2) * scale;
    return { x: view.x * scale + offsetX, y: view.y * scale + offsetY, width: view.width * scale, height: view.height * scale, scale };
  });

test("the minimap of a 300-table diagram pans the view by its frame and stays hidden once hidden", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const owner = await person(request, "mmp");
  const project = await storedGridDiagram(request, owner, 300);
  const page = await openAs(browser, owner, project.id, undefined, { viewport: { width: 1600, height: 900 } });
  await expect.poll(() => page.evaluate(() => (window as unknown as { __relataEditor?: { document: { tables: unknown[] } } }).__relataEditor?.document.tables.length)).toBe(300);

  const minimap = page.getByTestId("minimap");
  await expect(minimap).toBeVisible();
  await expect(page.getByRole("button", { name: "Masquer la minicarte" })).toHaveAttribute("aria-pressed", "true");

  // Zoomed in, the view is a small frame inside the diagram's picture.
  for (let step = 0; step < 5; step += 1) await page.getByRole("button", { name: "Zoom avant" }).click();
  await expect.poll(async () => (await camera(page))!.scale).toBeGreaterThan(0.4);
  const before = (await camera(page))!;
  const frame = await frameOnMinimap(page);
  const box = (await minimap.boundingBox())!;
  const grab = { x: box.x + frame.x + frame.width / 2, y: box.y + frame.y + frame.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + 20, grab.y + 5, { steps: 5 });
  await page.mouse.move(grab.x + 40, grab.y + 10, { steps: 5 });
  await page.mouse.up();
  // 40 panel pixels right is 40 / minimap scale world units, the view's centre following them.
  const expectedDx = (-40 / frame.scale) * before.scale;
  await expect.poll(async () => (await camera(page))!.offsetX - before.offsetX).toBeLessThan(expectedDx * 0.8);
  const after = (await camera(page))!;
  expect(after.scale).toBe(before.scale);
  expect(after.offsetX - before.offsetX).toBeGreaterThan(expectedDx * 1.2);
  expect(after.offsetY).toBeLessThan(before.offsetY);

  await page.getByRole("button", { name: "Masquer la minicarte" }).click();
  await expect(minimap).toBeHidden();
  await page.reload();
  await expect(page.getByRole("button", { name: "Afficher la minicarte" })).toBeVisible();
  await expect(page.getByTestId("minimap")).toBeHidden();
});
