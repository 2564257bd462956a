import { expect, test } from "../support/test";
import { type Page } from "@playwright/test";

import { lastMailTo, registerViaApi, uniqueName } from "../support/accounts";
import { signIn, subscribeViaApi } from "../support/api";

/** The grid card of a diagram, found by its exact name. */
function card(page: Page, name: string) {
  return page.getByRole("article", { name, exact: true });
}

/** Opens the « ⋮ » menu of a diagram card and picks an entry. */
async function cardAction(page: Page, name: string, action: string) {
  await page.getByRole("button", { name: `Actions pour ${name}`, exact: true }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

test("two users share a team, folders, a moved, copied, shared and public diagram", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const alice = uniqueName("alice");
  const bob = uniqueName("bob");
  const aliceUser = await registerViaApi(request, alice);
  await registerViaApi(request, bob);

  // The free plan allows no team member: Alice (and Bob, for a team of his own) subscribe first.
  await subscribeViaApi(request, alice, "Équipe");
  const bobHeaders = await subscribeViaApi(request, bob, "Pro");
  // Bob owns a team Alice belongs to: Alice may not move her diagrams there.
  const bobTeamName = uniqueName("Équipe de Bob ");
  const bobTeam = await request.post("/api/teams/", { headers: bobHeaders, data: { name: bobTeamName } });
  expect(bobTeam.status()).toBe(201);
  const addAlice = await request.post(`/api/teams/${(await bobTeam.json()).id}/add_member/`, {
    headers: bobHeaders,
    data: { user_id: aliceUser.id, role: "member" },
  });
  expect(addAlice.status()).toBe(201);

  const aliceContext = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
  const bobContext = await browser.newContext();
  const a = await aliceContext.newPage();
  const b = await bobContext.newPage();
  await signIn(a, alice);
  await signIn(b, bob);

  const teamName = uniqueName("Produit ");
  const folderName = uniqueName("Clients ");
  const subfolderName = uniqueName("Boutique ");
  const diagram = uniqueName("Catalogue ");
  const copy = `${diagram} (copie)`;

  await test.step("Alice creates a team and adds Bob from the Membres tab", async () => {
    await a.getByRole("button", { name: "Créer", exact: true }).click();
    await a.getByRole("menuitem", { name: "Nouvelle Équipe" }).click();
    const dialog = a.getByRole("dialog", { name: "Nouvelle Équipe" });
    await expect(dialog.getByRole("button", { name: "Créer l'équipe" })).toBeDisabled();
    await dialog.getByLabel("Nom de l'équipe").fill(teamName);
    await dialog.getByRole("button", { name: "Créer l'équipe" }).click();
    await expect(a.getByText("Équipe créée avec succès")).toBeVisible();
    await expect(dialog).toBeHidden();

    const teams = a.getByRole("region", { name: "Équipes" });
    await expect(teams.getByRole("link", { name: bobTeamName })).toBeVisible();
    await teams.getByRole("link", { name: teamName }).click();
    await expect(a).toHaveURL(/\/projects\/team\/\d+$/);
    await expect(a.getByRole("heading", { level: 1, name: teamName })).toBeVisible();
    await expect(a.getByText("Votre rôle : Propriétaire")).toBeVisible();
    await expect(a.getByText("1 membre", { exact: true })).toBeVisible();

    await a.getByRole("tab", { name: "Membres" }).click();
    await a.getByRole("button", { name: "Ajouter un membre" }).click();
    const add = a.getByRole("dialog", { name: "Ajouter un membre" });
    const search = add.getByRole("searchbox", { name: "Rechercher un utilisateur" });
    await search.fill("b");
    await expect(add.getByText("Saisissez au moins 2 caractères.")).toBeVisible();
    await expect(add.getByRole("button", { name: "Ajouter", exact: true })).toBeDisabled();
    await search.fill(bob);
    // The search shows no one's email address unless it was typed in full.
    const bobChoice = add.getByRole("radio", { name: bob, exact: true });
    await expect(bobChoice).toBeVisible();
    await add.getByText(bob, { exact: true }).click();
    await expect(bobChoice).toBeChecked();
    await expect(add.getByText(`Sélectionné : ${bob}`)).toBeVisible();
    await expect(add.getByRole("combobox", { name: "Rôle" })).toHaveValue("member");
    await add.getByRole("button", { name: "Ajouter", exact: true }).click();
    await expect(a.getByText("Membre ajouté avec succès")).toBeVisible();
    await expect(add).toBeHidden();
    const members = a.getByRole("list", { name: "Membres" });
    await expect(members.getByRole("listitem")).toHaveCount(2);
    await expect(members.getByRole("combobox", { name: `Rôle de ${bob}` })).toHaveValue("member");
    await expect(a.getByText("2 membres", { exact: true })).toBeVisible();
  });

  await test.step("Bob sees the team in his workspace", async () => {
    await b.reload();
    const team = b.getByRole("region", { name: "Équipes" }).getByRole("link", { name: teamName });
    await expect(team).toContainText("2 membres");
    await team.click();
    await expect(b.getByText("Votre rôle : Membre")).toBeVisible();
  });

  await test.step("Alice creates a folder, then a subfolder from the folder page", async () => {
    await a.goto("/projects");
    await a.getByRole("button", { name: "Créer", exact: true }).click();
    await a.getByRole("menuitem", { name: "Nouveau dossier" }).click();
    const dialog = a.getByRole("dialog", { name: "Nouveau dossier" });
    await dialog.getByLabel("Nom du dossier").fill(folderName);
    await dialog.getByRole("button", { name: "Créer le dossier" }).click();
    await expect(a.getByText("Dossier créé avec succès")).toBeVisible();
    await a.getByRole("region", { name: "Dossiers" }).getByRole("link", { name: folderName }).click();
    await expect(a).toHaveURL(/\/projects\/folder\/\d+$/);
    await expect(a.getByRole("heading", { level: 1, name: folderName })).toBeVisible();
    await expect(a.getByText("0 diagramme", { exact: true })).toBeVisible();
    await expect(a.getByText("0 sous-dossier", { exact: true })).toBeVisible();
    await expect(a.getByText("Ce dossier ne contient pas encore de diagramme")).toBeVisible();

    await a.getByRole("button", { name: "Nouveau", exact: true }).click();
    await a.getByRole("menuitem", { name: "Nouveau Sous-dossier" }).click();
    const sub = a.getByRole("dialog", { name: "Nouveau sous-dossier" });
    await expect(sub.getByText("Le sous-dossier appartient à la même équipe que son dossier parent.")).toBeVisible();
    await sub.getByLabel("Nom du dossier").fill(subfolderName);
    await sub.getByRole("button", { name: "Créer le dossier" }).click();
    await expect(sub).toBeHidden();
    // The folder's toast may still show above this one.
    await expect(a.getByText("Dossier créé avec succès").first()).toBeVisible();
    await expect(a.getByText("1 sous-dossier", { exact: true })).toBeVisible();
    await expect(a.getByRole("heading", { name: "Sous-dossiers" })).toBeVisible();
    await a.getByRole("link", { name: subfolderName }).click();
    await expect(a.getByRole("heading", { level: 1, name: subfolderName })).toBeVisible();
    const breadcrumb = a.getByRole("navigation", { name: "Fil d'Ariane" });
    await expect(breadcrumb.getByRole("link", { name: "Espaces" })).toBeVisible();
    await expect(breadcrumb.getByRole("link", { name: folderName })).toBeVisible();
  });

  await test.step("Alice creates a diagram with four tags in the subfolder", async () => {
    await a.getByRole("button", { name: "Nouveau", exact: true }).click();
    await a.getByRole("menuitem", { name: "Nouveau Diagramme" }).click();
    const dialog = a.getByRole("dialog", { name: "Nouveau Diagramme" });
    await expect(dialog.getByRole("button", { name: "Créer", exact: true })).toBeDisabled();
    await dialog.getByRole("textbox", { name: "Nom", exact: true }).fill(diagram);
    await dialog.getByRole("textbox", { name: "Description" }).fill("Produits, prix et stocks");
    const tags = dialog.getByRole("textbox", { name: "Étiquettes" });
    for (const tag of [" sql ", "boutique", "SQL", "stock,", "prix"]) {
      await tags.fill(tag);
      await tags.press("Enter");
    }
    // Trimmed, comma stripped, the duplicate SQL ignored; Enter did not submit the form.
    await expect(dialog.getByRole("list", { name: "Étiquettes" }).getByRole("listitem")).toHaveText(["sql", "boutique", "stock", "prix"]);
    await dialog.getByRole("button", { name: "Créer", exact: true }).click();
    await expect(a.getByText("Diagramme créé avec succès")).toBeVisible();
    await expect(dialog).toBeHidden();

    const created = card(a, diagram);
    await expect(created).toContainText("Produits, prix et stocks");
    const shown = created.getByRole("list", { name: "Étiquettes" }).getByRole("listitem");
    await expect(shown).toHaveCount(4);
    await expect(shown.nth(0)).toHaveText("sql");
    await expect(shown.nth(1)).toHaveText("boutique");
    await expect(shown.nth(2)).toHaveText("stock");
    await expect(created.getByText("+1", { exact: true })).toBeVisible();
    await expect(created.getByText("et 1 autre étiquette")).toBeAttached();
    await expect(created.getByText("prix", { exact: true })).toHaveCount(0);
  });

  await test.step("Alice moves it to her team; only the teams she owns are offered", async () => {
    await cardAction(a, diagram, "Déplacer");
    const dialog = a.getByRole("dialog", { name: `Déplacer « ${diagram} »` });
    await expect(dialog.getByRole("radio", { name: "Un dossier", exact: true })).toBeChecked();
    await dialog.getByRole("radio", { name: "Une équipe", exact: true }).check();
    const team = dialog.getByRole("combobox", { name: "Équipe", exact: true });
    await expect(team.getByRole("option")).toHaveText(["Choisir une équipe", teamName]);
    await expect(dialog.getByRole("button", { name: "Déplacer", exact: true })).toBeDisabled();
    await team.selectOption({ label: teamName });
    await dialog.getByRole("button", { name: "Déplacer", exact: true }).click();
    await expect(a.getByText("Diagramme déplacé avec succès")).toBeVisible();
    await expect(card(a, diagram)).toBeHidden();
    await expect(a.getByText("Ce dossier ne contient pas encore de diagramme")).toBeVisible();

    await a.goto("/projects");
    await a.getByRole("region", { name: "Équipes" }).getByRole("link", { name: teamName }).click();
    await expect(card(a, diagram)).toContainText("Équipe");
    await expect(a.getByText("1 diagramme", { exact: true })).toBeVisible();
  });

  await test.step("Alice adds it to her favourites", async () => {
    await cardAction(a, diagram, "Ajouter aux favoris");
    await expect(a.getByText("Ajouté aux favoris")).toBeVisible();
    await expect(card(a, diagram).getByRole("img", { name: "Favori" })).toBeVisible();

    await a.getByRole("button", { name: "Menu du compte" }).click();
    await a.getByRole("menuitem", { name: "Mes diagrammes" }).click();
    await expect(a).toHaveURL(/\/projects\/my-diagrams$/);
    await a.getByRole("tab", { name: "Favoris" }).click();
    await expect(a).toHaveURL(/\?tab=favorites$/);
    await expect(a.getByRole("article")).toHaveCount(1);
    await expect(card(a, diagram).getByRole("img", { name: "Favori" })).toBeVisible();
  });

  await test.step("Alice duplicates it: the worker's copy appears, then she deletes it", async () => {
    await a.getByRole("tab", { name: "Tous" }).click();
    await cardAction(a, diagram, "Dupliquer");
    await expect(a.getByText(`Copie de « ${diagram} » en cours...`)).toBeVisible();
    await expect(a.getByText(`Copie créée : « ${copy} »`)).toBeVisible({ timeout: 20_000 });
    await expect(card(a, copy)).toBeVisible();
    await expect(card(a, copy).getByRole("img", { name: "Favori" })).toHaveCount(0);

    await cardAction(a, copy, "Supprimer");
    const confirm = a.getByRole("dialog", { name: `Voulez-vous vraiment supprimer "${copy}" ?` });
    await expect(confirm).toContainText("Le diagramme et son contenu seront définitivement supprimés.");
    await confirm.getByRole("button", { name: "Supprimer", exact: true }).click();
    await expect(a.getByText("Diagramme supprimé avec succès")).toBeVisible();
    await expect(card(a, copy)).toHaveCount(0);
    await expect(card(a, diagram)).toBeVisible();
  });

  let invitationLink = "";
  let publicLink = "";
  await test.step("Alice invites Bob as viewer and makes the diagram public", async () => {
    await cardAction(a, diagram, "Partager");
    const dialog = a.getByRole("dialog", { name: `Partager « ${diagram} »` });
    await dialog.getByRole("textbox", { name: "Nom d'utilisateur ou email" }).fill(bob);
    await dialog.getByRole("combobox", { name: "Rôle" }).selectOption({ label: "Lecteur" });
    await dialog.getByRole("button", { name: "Inviter", exact: true }).click();
    await expect(a.getByText("Invitation envoyée")).toBeVisible();
    const linkField = dialog.getByRole("textbox", { name: "Lien d'invitation" });
    await expect(linkField).toHaveValue(/\/accept-invite\?token=\S+$/);
    invitationLink = await linkField.inputValue();
    await expect(dialog.getByText(bob, { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^Lecteur · expire le /)).toBeVisible();
    // The same link went out by mail.
    const mail = await lastMailTo(`${bob}@example.com`);
    expect(mail).toContain(`${alice} vous invite à collaborer au diagramme`);
    expect(mail).toContain(invitationLink);

    await expect(dialog.getByText("Le partage par lien n'est pas activé.")).toBeVisible();
    await dialog.getByRole("button", { name: "Activer le partage" }).click();
    await expect(dialog.getByText("Toute personne disposant du lien peut consulter ce diagramme en lecture seule.")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Désactiver le partage" })).toBeVisible();
    await dialog.getByRole("button", { name: "Copier", exact: true }).click();
    await expect(dialog.getByRole("status")).toHaveText("Lien copié avec succès");
    publicLink = await dialog.getByRole("textbox", { name: "Lien public du diagramme" }).inputValue();
    // A diagram shared by link opens with the link's key; its id alone opens nothing.
    expect(publicLink).toMatch(/\/projects\/\d+\?key=[\w-]{22,}$/);
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(publicLink);
  });

  await test.step("Bob opens the invitation, sees who invites him to what, and accepts", async () => {
    await b.goto(invitationLink);
    await expect(b.getByRole("heading", { name: "Invitation à collaborer" })).toBeVisible();
    await expect(b.getByText(`${alice} vous invite à collaborer sur un diagramme.`)).toBeVisible();
    await expect(b.getByRole("term")).toHaveText(["Diagramme", "Invité par", "Rôle"]);
    await expect(b.getByRole("definition")).toHaveText([diagram, alice, "LecteurLecture seule"]);

    // Hold the acceptance call so the busy label can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await b.route("**/api/accept-invitation/", async (route) => {
      await held;
      await route.continue();
    });
    await b.getByRole("button", { name: "Accepter" }).click();
    await expect(b.getByRole("button", { name: "Acceptation..." })).toBeDisabled();
    release();
    await expect(b.getByRole("status")).toHaveText("Invitation acceptée ! Ouverture du diagramme...");
    await expect(b).toHaveURL(/\/accept-invite\?token=/); // the redirect waits one second
    await expect(b).toHaveURL(new RegExp(`${new URL(publicLink).pathname}$`));
    await expect(b.getByRole("textbox", { name: "Nom du diagramme" })).toHaveValue(diagram);
  });

  await test.step("a signed-out visitor opens the public link read-only", async () => {
    const visitor = await browser.newContext();
    const v = await visitor.newPage();
    await v.goto(publicLink);
    await expect(v.getByRole("heading", { name: diagram })).toBeVisible();
    await expect(v.getByText("Lecture seule", { exact: true })).toBeVisible();
    await expect(v).toHaveURL(publicLink);
    await visitor.close();
  });

  await test.step("a garbage invitation token shows the error state", async () => {
    await b.goto("/accept-invite?token=garbage-token");
    await expect(b.getByRole("heading", { name: "Invitation impossible" })).toBeVisible();
    await expect(b.getByRole("alert")).toHaveText("Le lien d'invitation est invalide ou a expiré");
    await b.getByRole("link", { name: "Retour à mes projets" }).click();
    await expect(b).toHaveURL(/\/projects$/);
  });

  await aliceContext.close();
  await bobContext.close();
});
