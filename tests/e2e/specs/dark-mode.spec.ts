/**
 * Dark mode (issue 17 item 4): « Sombre » from the account menu darkens the page and the canvas at
 * once, is kept on the account (a reload, another browser), « Système » follows the device's
 * setting live, a visitor of a public link follows their system, and a PNG export stays white.
 */
import { readFile } from "node:fs/promises";

import { type Page } from "@playwright/test";

import { loginThroughForm } from "../support/accounts";
import { storedTable, column } from "../support/editor";
import { createDiagramViaApi } from "../support/api";
import { person } from "../support/people";
import { expect, test } from "../support/test";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));

/** The page's background colour, as "r,g,b". */
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.slice(0, 3).map(Number));

/** The canvas's pixel near its top-left corner (empty canvas there: the background). */
const canvasCorner = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="diagram-canvas"]');
    if (!canvas) return [NaN, NaN, NaN];
    return [...canvas.getContext("2d")!.getImageData(3, 3, 1, 1).data.slice(0, 3)];
  });

/** Light or dark by relative luminance (0–255 scale, Rec. 709 weights). */
const luminance = ([r, g, b]: number[]) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** Exports a PNG from the menu; its top-left pixel (padding) and whether the table's body is light. */
async function exportedPixels(page: Page, item: "PNG" | "PNG, fond sombre") {
  await page.getByRole("button", { name: "Exporter" }).click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: item, exact: true }).click();
  const bytes = (await readFile((await (await download).path())!)).toString("base64");
  // Decoded by the browser (no data: URL: the Content-Security-Policy refuses fetching one).
  const pixels = await page.evaluate(async (base64) => {
    const blob = new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: "image/png" });
    const bitmap = await createImageBitmap(blob);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext("2d")!;
    ctx.drawImage(bitmap, 0, 0);
    const at = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
    // Padding 80 at scale 2; the body under the 35-unit header, right of the row's text.
    return { corner: at(2, 2), body: at((80 + 240) * 2, (80 + 35 + 4) * 2) };
  }, bytes);
  return { corner: pixels.corner, bodyLight: luminance(pixels.body) > 240 };
}

async function chooseTheme(page: Page, name: "Clair" | "Sombre" | "Système") {
  await page.getByRole("button", { name: "Menu du compte" }).click();
  await page.getByRole("menuitemradio", { name }).click();
  await page.keyboard.press("Escape");
}

test("Sombre from the account menu darkens page and canvas, stays after a reload and on another browser; Système follows the device", async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const owner = await person(request, "drk");
  const project = await createDiagramViaApi(request, owner.headers, "Nuit");
  const tables = [storedTable("t1", "clients", 300, 200, [column("c1", "id"), column("c2", "nom", "VARCHAR")])];
  const saved = await request.patch(`/api/projects/${project.id}/update_schema/`, { headers: owner.headers, data: { schema: { format: 1, tables, relations: [] }, revision: 0 } });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/login");
  await loginThroughForm(page, owner.username);
  await expect(page).toHaveURL(/\/projects$/);
  // A new account made through the API has the spec's default: light.
  expect(await isDark(page)).toBe(false);
  expect(luminance(await pageBackground(page))).toBeGreaterThan(200);

  await test.step("Sombre on the workspace", async () => {
    await chooseTheme(page, "Sombre");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    expect(luminance(await pageBackground(page))).toBeLessThan(40);
    await expect.poll(async () => (await (await request.get("/api/users/me/", { headers: owner.headers })).json()).user.theme).toBe("dark");
  });

  await test.step("the designer's canvas is dark, and turns light and back live", async () => {
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();
    await expect.poll(async () => luminance(await canvasCorner(page))).toBeLessThan(40);
    await chooseTheme(page, "Clair");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect.poll(async () => luminance(await canvasCorner(page))).toBeGreaterThan(200);
    await chooseTheme(page, "Sombre");
    await expect.poll(async () => luminance(await canvasCorner(page))).toBeLessThan(40);
  });

  await test.step("the PNG export stays on white; « PNG, fond sombre » is dark", async () => {
    expect(await exportedPixels(page, "PNG")).toEqual({ corner: [255, 255, 255], bodyLight: true });
    expect(await exportedPixels(page, "PNG, fond sombre")).toEqual({ corner: [11, 17, 32], bodyLight: false });
  });

  await test.step("a reload keeps it, dark from the first paint", async () => {
    // Without the application's code, public/theme.js alone has set it before the first paint.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.reload();
    expect(await isDark(page)).toBe(true);
    expect(luminance(await pageBackground(page))).toBeLessThan(40);
    await page.unroute("**/assets/*.js");
    await page.reload();
    await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();
    expect(await isDark(page)).toBe(true);
    await expect.poll(async () => luminance(await canvasCorner(page))).toBeLessThan(40);
  });

  await test.step("another browser of the same account opens dark", async () => {
    const other = await browser.newContext({ colorScheme: "light" });
    const second = await other.newPage();
    await second.goto("/login");
    expect(await isDark(second)).toBe(false);
    await loginThroughForm(second, owner.username);
    await expect(second).toHaveURL(/\/projects$/);
    await expect(second.locator("html")).toHaveClass(/\bdark\b/);
    await other.close();
  });

  await test.step("Système follows the device's setting, live", async () => {
    await chooseTheme(page, "Système");
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect.poll(async () => luminance(await canvasCorner(page))).toBeLessThan(40);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect.poll(async () => (await (await request.get("/api/users/me/", { headers: owner.headers })).json()).user.theme).toBe("system");
  });
});

test("a visitor of a public link follows their system: dark page and canvas", async ({ browser, request }) => {
  const owner = await person(request, "drv");
  const project = await createDiagramViaApi(request, owner.headers, "Partagé la nuit");
  const tables = [storedTable("t1", "commandes", 300, 200, [column("c1", "id")])];
  expect((await request.patch(`/api/projects/${project.id}/update_schema/`, { headers: owner.headers, data: { schema: { format: 1, tables, relations: [] }, revision: 0 } })).status()).toBe(200);
  const shared = await request.post(`/api/projects/${project.id}/enable_public_sharing/`, { headers: owner.headers });
  const key = ((await shared.json()) as { public_key: string }).public_key;

  const visitor = await browser.newContext({ colorScheme: "dark" });
  const page = await visitor.newPage();
  await page.goto(`/projects/${project.id}?key=${key}`);
  await expect(page.getByText("Lecture seule")).toBeVisible();
  expect(await isDark(page)).toBe(true);
  expect(luminance(await pageBackground(page))).toBeLessThan(40);
  await expect.poll(async () => luminance(await canvasCorner(page))).toBeLessThan(40);
  await visitor.close();
});
