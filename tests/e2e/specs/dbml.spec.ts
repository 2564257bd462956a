import { readFile } from "node:fs/promises";

import { expect, test } from "../support/test";

import { loginThroughForm, registerViaApi, uniqueName } from "../support/accounts";
import { authHeaders, subscribeViaApi } from "../support/api";
import { tableButton, tablesOnScreen } from "../support/editor";

const LIBRARY_DBML = `// A lending library, as dbdiagram.io writes it.
Enum loan_state {
  open
  returned
}

Table authors [headercolor: #10B981] {
  id int [pk, increment]
  name varchar(120) [not null, note: 'Nom complet']
}

Table books {
  id int [pk, increment]
  author_id int [ref: > authors.id]
  title varchar(200) [not null]
  Note: 'Le catalogue'
}

Table loans {
  id int [pk]
  book_id int
  state loan_state [default: 'open']

  indexes {
    (book_id, state) [name: 'loans_by_book']
  }
}

Ref: loans.book_id > books.id [delete: cascade]

TableGroup catalogue {
  authors
  books
}
`;

test("a user imports a DBML file through the import dialog, sees its tables and its table group as an area, and exports it back as DBML", async ({ page, request }) => {
  const username = uniqueName("dbml");
  await registerViaApi(request, username);
  await subscribeViaApi(request, username, "Pro");
  const project = await (await request.post("/api/projects/", { data: { name: "Bibliothèque" }, headers: await authHeaders(request, username) })).json();
  await page.goto("/login");
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();

  await page.getByRole("button", { name: "Fichier" }).click();
  await page.getByRole("menuitem", { name: "Importer un fichier SQL ou DBML" }).click();
  const dialog = page.getByRole("dialog", { name: "Importer un fichier SQL ou DBML" });
  await expect(dialog.getByText(/SQL Server ou DBML/)).toBeVisible();
  await dialog.getByLabel("Fichier SQL ou DBML").setInputFiles({ name: "bibliotheque.dbml", mimeType: "text/plain", buffer: Buffer.from(LIBRARY_DBML) });
  await expect(dialog.getByText(/bibliotheque\.dbml/)).toBeVisible();
  // A DBML file has no SQL dialect to choose.
  await expect(dialog.getByLabel("Dialecte")).toHaveCount(0);
  await dialog.getByRole("button", { name: "Importer" }).click();

  await expect(dialog.getByText("Import réussi! 3 table(s) importée(s).")).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole("button", { name: "Fermer" }).click();
  // The table group is an area drawn around its two tables.
  await expect.poll(() => page.evaluate(() => {
    const doc = (window as unknown as { __relataEditor?: { document: { areas?: Array<{ name: string }> } } }).__relataEditor?.document;
    return doc?.areas?.map((area) => area.name) ?? [];
  })).toEqual(["catalogue"]);

  await expect(page.getByRole("tab", { name: "Tables (3)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Relations (2)" })).toBeVisible();
  for (const name of ["authors", "books", "loans"]) await expect(tableButton(page, name)).toBeVisible();
  const view = await tablesOnScreen(page);
  expect(view?.tables.map((t) => t.name).sort()).toEqual(["authors", "books", "loans"]);
  for (const table of view?.tables ?? []) {
    expect(table.x + table.width).toBeGreaterThan(0);
    expect(table.x).toBeLessThan(view!.canvas.width);
  }

  const pending = page.waitForEvent("download");
  await page.getByRole("button", { name: "Exporter" }).click();
  await page.getByRole("menuitem", { name: "DBML (dbdiagram.io)" }).click();
  const file = await pending;
  expect(file.suggestedFilename()).toMatch(/^Bibliothèque_\d{8}_\d{6}\.dbml$/);
  const dbml = await readFile((await file.path())!, "utf8");
  expect(dbml).toContain("Table authors [headercolor: #10b981] {");
  expect(dbml).toContain("name varchar(120) [not null, note: 'Nom complet']");
  expect(dbml).toContain("Ref: books.author_id > authors.id");
  expect(dbml).toContain("Ref: loans.book_id > books.id [delete: cascade]");
  expect(dbml).toMatch(/Enum loans_state \{\n {2}"open"\n {2}"returned"\n\}/);
  expect(dbml).toContain("TableGroup catalogue {\n  authors\n  books\n}");
});
