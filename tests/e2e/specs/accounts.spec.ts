import { expect, test } from "../support/test";

import { loginThroughForm, PASSWORD, RED_PNG, registerViaApi, uniqueName } from "../support/accounts";

test("a visitor registers, signs in, edits the profile and avatar, changes password and logs out", async ({ page }) => {
  const username = uniqueName("ana");
  await page.goto("/register");
  await expect(page.getByRole("heading", { name: "Créer un compte" })).toBeVisible();
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Créer un compte" }).click();

  // Back in login mode, with the fields cleared.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue("");

  await loginThroughForm(page, username, "wrong-password-1");
  await expect(page.getByRole("alert")).toHaveText("Identifiants invalides");
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/projects$/);

  // The header shows the initials (at most two letters) and the account menu.
  const accountButton = page.getByRole("button", { name: "Menu du compte" });
  await expect(accountButton).toHaveText(username.slice(0, 2).toUpperCase());
  await accountButton.click();
  await expect(page.getByRole("menu")).toContainText(`${username}@example.com`);
  await page.getByRole("menuitem", { name: "Mon compte" }).click();
  await expect(page).toHaveURL(/\/my-account$/);
  await expect(page.getByText("Membre depuis aujourd'hui")).toBeVisible();

  // Profile: new username, bio and avatar.
  const renamed = `${username}x`;
  await page.getByLabel("Nom d'utilisateur").fill(renamed);
  await page.getByLabel("Bio").fill("Architecte de données");
  await page.getByLabel("Photo de profil").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: RED_PNG });
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Profil mis à jour avec succès")).toBeVisible();
  await expect(page.getByRole("img", { name: renamed }).first()).toHaveAttribute("src", /\/media\/avatars\/.+\.webp$/);
  await page.reload();
  await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue(renamed);
  await expect(page.getByLabel("Bio")).toHaveValue("Architecte de données");

  // A non-image is refused before upload.
  await page.getByLabel("Photo de profil").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(page.getByText("Veuillez sélectionner une image")).toBeVisible();

  // Password: the client rules, then a real change.
  const newPassword = "another-horse-battery-7";
  await page.getByLabel("Mot de passe actuel").fill(PASSWORD);
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Le nouveau mot de passe doit contenir au moins 8 caractères")).toBeVisible();
  await page.getByLabel("Nouveau mot de passe", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirmer le nouveau mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Mot de passe changé avec succès")).toBeVisible();

  // Still signed in after the change (fresh tokens), then log out.
  await page.reload();
  await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue(renamed);
  await page.getByRole("button", { name: "Menu du compte" }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("link", { name: "Connexion" })).toBeVisible();

  // The new password works, the old one does not.
  await loginThroughForm(page, renamed, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Identifiants invalides");
  await loginThroughForm(page, renamed, newPassword);
  await expect(page).toHaveURL(/\/projects$/);
});

test("a protected page visited signed out goes through login and comes back", async ({ page, request }) => {
  const username = uniqueName("ben");
  await registerViaApi(request, username);
  await page.goto("/my-account?onglet=profil#securite");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-account%3Fonglet%3Dprofil%23securite$/);
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/my-account\?onglet=profil#securite$/);
  await expect(page.getByRole("heading", { name: "Mon compte" })).toBeVisible();

  // Signed in, /login and /register lead to the workspace.
  await page.goto("/login");
  await expect(page).toHaveURL(/\/projects$/);
});

test("a user deletes their account after confirming", async ({ page, request }) => {
  const username = uniqueName("cleo");
  await registerViaApi(request, username);
  await page.goto("/login");
  await loginThroughForm(page, username);
  await expect(page).toHaveURL(/\/projects$/);
  await page.goto("/my-account");

  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  const dialog = page.getByRole("dialog", { name: "Supprimer votre compte ?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: "Supprimer mon compte" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer définitivement" }).click();
  await expect(page.getByText("Votre compte a été supprimé.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("access"))).toBeNull();

  await loginThroughForm(page, username);
  await expect(page.getByRole("alert")).toHaveText("Identifiants invalides");
});
