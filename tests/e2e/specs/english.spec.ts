/**
 * English beside French (issue 17 item 5): a browser asking English first gets the login page in
 * English, every API call saying so; the account's language follows the user; « Français » from the
 * account menu turns the interface French at once and for good (a reload, the account); a French
 * browser, or one asking neither language, gets French.
 */
import { type Page } from "@playwright/test";

import { PASSWORD } from "../support/accounts";
import { createDiagramViaApi } from "../support/api";
import { person } from "../support/people";
import { expect, test } from "../support/test";

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.describe("an English browser", () => {
  test.use({ locale: "en-US" });

  test("sees the login page in English, signs in, and switches to Français from the account menu for good", async ({ page, request }) => {
    const owner = await person(request, "eng");
    const { username } = owner;
    const accountLanguage = async () => (await (await request.get("/api/users/me/", { headers: owner.headers })).json()).user.language;
    // An account in English (as the registration form makes it for an English visitor).
    const made = await request.patch("/api/users/update_profile/", { headers: owner.headers, data: { language: "en" } });
    expect(made.status(), await made.text()).toBe(200);

    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(await htmlLang(page)).toBe("en");
    expect(await page.title()).toBe("Relata — Database schema designer");

    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill(PASSWORD);
    const login = page.waitForRequest((request) => request.url().endsWith("/api/auth/login/"));
    const userSocket = page.waitForEvent("websocket", (socket) => socket.url().includes("/ws/user/"));
    await page.getByLabel("Password").press("Enter");
    expect((await login).headers()["accept-language"]).toBe("en");
    expect(new URL((await userSocket).url()).searchParams.get("lang")).toBe("en");
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole("heading", { name: "Workspace" })).toBeVisible();
    await expect(page.getByText("Your diagrams, folders and teams.")).toBeVisible();

    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menu").getByText("Language")).toBeVisible();
    await page.getByRole("menuitemradio", { name: "Français" }).click();
    // The open menu changes at once.
    await expect(page.getByRole("menu").getByText("Langue")).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Mon compte" })).toBeVisible();
    await expect.poll(accountLanguage).toBe("fr");
    await page.keyboard.press("Escape");
    await expect(page.getByText("Vos diagrammes, dossiers et équipes.")).toBeVisible();
    expect(await htmlLang(page)).toBe("fr");

    // For good: after a reload the browser still asks English, the account says French.
    const afterReload = page.waitForRequest((request) => request.url().includes("/api/"));
    await page.reload();
    await expect(page.getByText("Vos diagrammes, dossiers et équipes.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu du compte" })).toBeVisible();
    expect((await afterReload).headers()["accept-language"]).toBe("fr");
    expect(await htmlLang(page)).toBe("fr");
  });

  test("works in the editor in English: its words, the diagram's socket and a new table", async ({ page, request }) => {
    const owner = await person(request, "engd");
    const made = await request.patch("/api/users/update_profile/", { headers: owner.headers, data: { language: "en" } });
    expect(made.status(), await made.text()).toBe(200);
    const project = await createDiagramViaApi(request, owner.headers, "Shop");
    await page.goto("/login");
    await page.getByLabel("Username").fill(owner.username);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByLabel("Password").press("Enter");
    await expect(page).toHaveURL(/\/projects$/);

    const diagramSocket = page.waitForEvent("websocket", (socket) => socket.url().includes(`/ws/diagrams/${project.id}/`));
    await page.goto(`/projects/${project.id}`);
    await expect(page.getByRole("img", { name: "Diagram canvas" })).toBeVisible();
    expect(new URL((await diagramSocket).url()).searchParams.get("lang")).toBe("en");
    await expect(page.getByTestId("connection-status")).toHaveAttribute("data-connection", "online");

    await page.getByRole("button", { name: "Add a table" }).first().click();
    const input = page.getByLabel("Table name");
    await expect(input).toBeFocused();
    await input.fill("customers");
    await input.press("Enter");
    await expect.poll(async () => (await (await request.get(`/api/projects/${project.id}`, { headers: owner.headers })).json()).schema?.tables?.map((t: { name: string }) => t.name))
      .toEqual(["customers"]);
  });

  test("a visitor switches the home page to Français from the footer, and it stays after a reload", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("© 2025 Relata. All rights reserved.");
    await footer.getByRole("group", { name: "Language" }).getByRole("button", { name: "Français" }).click();
    await expect(footer).toContainText("© 2025 Relata. Tous droits réservés.");
    await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("contentinfo")).toContainText("© 2025 Relata. Tous droits réservés.");
    expect(await htmlLang(page)).toBe("fr");
  });
});

test("a French browser, and one asking neither French nor English, see the login page in French", async ({ browser }) => {
  for (const locale of ["fr-FR", "de-DE"]) {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
    await expect(page.getByLabel("Nom d'utilisateur")).toBeVisible();
    expect(await htmlLang(page)).toBe("fr");
    // A failed sign-in: the server was asked in French.
    await page.getByLabel("Nom d'utilisateur").fill("personne");
    await page.getByLabel("Mot de passe").fill("mauvais-mot-de-passe");
    const login = page.waitForRequest((request) => request.url().endsWith("/api/auth/login/"));
    await page.getByLabel("Mot de passe").press("Enter");
    expect((await login).headers()["accept-language"]).toBe("fr");
    await expect(page.getByText("Identifiants invalides")).toBeVisible();
    await context.close();
  }
});
