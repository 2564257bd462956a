import { expect, test } from "../support/test";

import { registerViaApi, uniqueName } from "../support/accounts";
import { authHeaders, createDiagramViaApi, signIn } from "../support/api";

/** Issue 17: a diagram shared by link offers its live image; the address answers the picture
 * to anyone holding it, redrawn after a save, with an ETag a cache revalidates. */
test("a diagram shared by link gives its live image's address, which answers the picture", async ({ browser, request }) => {
  test.setTimeout(150_000);
  const alice = uniqueName("alice");
  await registerViaApi(request, alice);
  const headers = await authHeaders(request, alice);
  const diagram = await createDiagramViaApi(request, headers, uniqueName("Boutique"));
  const table = (name: string) => ({
    id: "t1", name, x: 0, y: 0, width: 250, height: 80, color: "#10b981",
    attributes: [{ id: "a1", name: "id", type: "INT", isPrimaryKey: true, isNullable: false }],
  });
  const saved = await request.patch(`/api/projects/${diagram.id}/update_schema/`, {
    headers, data: { schema: { format: 1, tables: [table("clients")], relations: [] }, revision: 0 },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const page = await context.newPage();
  await signIn(page, alice);
  await page.goto("/projects/my-diagrams");
  await page.getByRole("button", { name: `Actions pour ${diagram.name}`, exact: true }).click();
  await page.getByRole("menuitem", { name: "Partager", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Partager « ${diagram.name} »` });
  await expect(dialog.getByText("Le partage par lien n'est pas activé.")).toBeVisible();
  await expect(dialog.getByText("Image du diagramme")).toHaveCount(0);

  await dialog.getByRole("button", { name: "Activer le partage" }).click();
  const pngField = dialog.getByRole("textbox", { name: "Adresse de l'image PNG" });
  await expect(pngField).toHaveValue(new RegExp(`/api/project/public/${diagram.id}/image\\.png\\?key=[\\w-]{22,}$`));
  const png = await pngField.inputValue();
  const svg = await dialog.getByRole("textbox", { name: "Adresse de l'image SVG" }).inputValue();
  await dialog.getByRole("button", { name: "Copier le Markdown" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Markdown de l'image copié");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`![${diagram.name}](${png})`);

  // The browser decodes it as an image.
  const width = await page.evaluate(async (url) => {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth;
  }, png);
  expect(width).toBeGreaterThan(100);

  // Anyone with the address, no account: the picture, then 304 for a cache that has it.
  const visitor = await browser.newContext();
  const first = await visitor.request.get(svg);
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("image/svg+xml");
  expect(await first.text()).toContain(">clients</text>");
  const etag = first.headers()["etag"];
  const again = await visitor.request.get(svg, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
  expect((await visitor.request.get(png)).headers()["content-type"]).toBe("image/png");
  expect((await visitor.request.get(png.replace(/\?key=.*$/, ""))).status()).toBe(404);

  // A save is drawn by the worker: the ETag changes and the new name shows.
  const resaved = await request.patch(`/api/projects/${diagram.id}/update_schema/`, {
    headers, data: { schema: { format: 1, tables: [table("commandes")], relations: [] }, revision: 1 },
  });
  expect(resaved.status(), await resaved.text()).toBe(200);
  await expect.poll(async () => (await visitor.request.get(svg, { headers: { "If-None-Match": etag } })).status(),
    { timeout: 75_000 }).toBe(200);
  expect(await (await visitor.request.get(svg)).text()).toContain(">commandes</text>");

  // Sharing off: the address answers 404.
  await dialog.getByRole("button", { name: "Désactiver le partage" }).click();
  await expect(dialog.getByText("Image du diagramme")).toHaveCount(0);
  await expect.poll(async () => (await visitor.request.get(png)).status()).toBe(404);
  await visitor.close();
  await context.close();
});
