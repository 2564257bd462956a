/**
 * People in their own browsers: accounts made through the API, a diagram shared between them,
 * and what a page's editor holds (for the collaboration and version specs).
 */
import { expect, type APIRequestContext, type Browser, type BrowserContextOptions, type Page } from "@playwright/test";

import { loginThroughForm, registerViaApi, uniqueName } from "./accounts";
import { authHeaders, createDiagramViaApi } from "./api";

export type Person = { id: number; username: string; headers: Record<string, string> };

export async function person(request: APIRequestContext, prefix: string): Promise<Person> {
  const username = uniqueName(prefix);
  const user = await registerViaApi(request, username);
  return { id: user.id, username, headers: await authHeaders(request, username) };
}

export async function invite(request: APIRequestContext, owner: Person, projectId: number, guest: Person, role: "editor" | "viewer") {
  const created = await request.post(`/api/projects/${projectId}/invitations/`, { headers: owner.headers, data: { user: guest.username, role } });
  expect(created.status(), await created.text()).toBe(201);
  const { token } = (await created.json()) as { token: string };
  const accepted = await request.post("/api/accept-invitation/", { headers: guest.headers, data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** A diagram owned by a new user, shared with an editor and a viewer. */
export async function sharedDiagram(request: APIRequestContext) {
  const owner = await person(request, "own");
  const editor = await person(request, "edt");
  const viewer = await person(request, "vwr");
  const project = await createDiagramViaApi(request, owner.headers, "Atelier partagé");
  await invite(request, owner, project.id, editor, "editor");
  await invite(request, owner, project.id, viewer, "viewer");
  return { owner, editor, viewer, project };
}

/** A page of its own browser context (with `contextOptions`), signed in and on the diagram. */
export async function openAs(browser: Browser, who: Person, projectId: number, beforeOpening?: (page: Page) => Promise<void>,
  contextOptions: BrowserContextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  await beforeOpening?.(page);
  await page.goto("/login");
  await loginThroughForm(page, who.username);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole("img", { name: "Canevas du diagramme" })).toBeVisible();
  await expect(page.getByTestId("connection-status")).toHaveAttribute("data-connection", "online");
  return page;
}

/** The tables this page's editor holds (none while the page is still loading). */
export const tableNames = (page: Page) =>
  page.evaluate(() => (window as unknown as { __relataEditor?: { document: { tables: Array<{ name: string }> } } }).__relataEditor?.document.tables.map((t) => t.name).sort() ?? []);

export const saveStatus = (page: Page) => page.getByTestId("save-status");

/** Every edit this page made is acknowledged by the server: nothing pending any more. */
export async function settled(page: Page) {
  await expect(saveStatus(page)).toHaveAttribute("data-pending", "0");
  return Number(await saveStatus(page).getAttribute("data-revision"));
}
