import { expect, test } from "../support/test";
import { type Page, type WebSocketRoute } from "@playwright/test";

import { loginThroughForm, registerViaApi, uniqueName } from "../support/accounts";
import { authHeaders, subscribeViaApi } from "../support/api";

const TABLES = 300;

/** A schema of TABLES tables, each created, then given its key and a foreign key by ALTER TABLE
 * (pg_dump's order). */
function schema(): string {
  const creates = Array.from({ length: TABLES }, (_, n) => `CREATE TABLE public.table_${n} (\n    id bigint NOT NULL,\n    parent_id bigint,\n    name character varying(255) NOT NULL,\n    created_at timestamp with time zone DEFAULT now()\n);\n`);
  const keys = Array.from({ length: TABLES }, (_, n) => `ALTER TABLE ONLY public.table_${n}\n    ADD CONSTRAINT table_${n}_pkey PRIMARY KEY (id);\n`);
  const foreign = Array.from({ length: TABLES - 1 }, (_, n) => `ALTER TABLE ONLY public.table_${n + 1}\n    ADD CONSTRAINT table_${n + 1}_parent FOREIGN KEY (parent_id) REFERENCES public.table_${n}(id);\n`);
  return [...creates, ...keys, ...foreign].join("\n");
}

const drawnTables = (page: Page) => page.evaluate(() => (window as unknown as { __relataEditor: { document: { tables: unknown[] } } }).__relataEditor.document.tables.length);
const editable = (page: Page) => page.evaluate(() => (window as unknown as { __relataEditor: { isEditable: boolean } }).__relataEditor.isEditable);

/** The diagram socket, through a relay that holds back the import's end and the stored
 * document's change until `release`: the import is then caught between its streamed tables and
 * its result, whatever the machine's speed. */
async function holdTheImportsEnd(page: Page) {
  const held: Array<() => void> = [];
  let holding = true;
  await page.routeWebSocket(/\/ws\/diagrams\//, (ws: WebSocketRoute) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const frame = JSON.parse(String(message)) as { type: string; command?: { type: string } };
      const theEnd = frame.type === "import_end" || frame.command?.type === "REPLACE_DOCUMENT";
      if (holding && theEnd) held.push(() => ws.send(message));
      else ws.send(message);
    });
  });
  return {
    held: () => held.length,
    release() {
      holding = false;
      held.splice(0).forEach((send) => send());
    },
  };
}

test("an import's tables fill the canvas while it runs, then its stored result takes over", async ({ page, request }) => {
  const username = uniqueName("flux");
  await registerViaApi(request, username);
  await subscribeViaApi(request, username, "Pro");
  const project = await (await request.post("/api/projects/", { data: { name: "Flux" }, headers: await authHeaders(request, username) })).json();
  const relay = await holdTheImportsEnd(page);
  await page.goto("/login");
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();

  await page.getByRole("button", { name: "Fichier" }).click();
  await page.getByRole("menuitem", { name: "Importer un fichier SQL" }).click();
  const dialog = page.getByRole("dialog", { name: "Importer un fichier SQL" });
  await dialog.getByLabel("Fichier SQL").setInputFiles({ name: "flux.sql", mimeType: "application/sql", buffer: Buffer.from(schema()) });
  await dialog.getByLabel("Agencer automatiquement les tables").uncheck();
  await dialog.getByRole("button", { name: "Importer" }).click();

  // Every table is on the canvas while the import has not ended for this tab: streamed, not
  // stored (read-only meanwhile), the dialog still working.
  await expect.poll(() => drawnTables(page), { timeout: 30_000 }).toBe(TABLES);
  await expect.poll(() => relay.held()).toBeGreaterThan(0);
  expect(await editable(page)).toBe(false);
  await expect(dialog.getByRole("progressbar", { name: "Progression de l'import" })).toBeVisible();

  relay.release();
  await expect(dialog.getByText(`Import réussi! ${TABLES} table(s) importée(s).`)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Fermer" }).click();
  // The stored document, keys and relations included, replaced the sketch.
  await expect(page.getByRole("tab", { name: `Tables (${TABLES})` })).toBeVisible();
  await expect(page.getByRole("tab", { name: `Relations (${TABLES - 1})` })).toBeVisible();
  expect(await editable(page)).toBe(true);
});
