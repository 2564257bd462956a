import { expect, test } from "../support/test";

import { lastMailTo, loginThroughForm, registerViaApi, uniqueName } from "../support/accounts";

test("a user who forgot the password resets it from the emailed link", async ({ page, request }) => {
  const username = uniqueName("dora");
  await registerViaApi(request, username);
  await page.goto("/login");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await page.getByLabel("Email").fill(`${username}@example.com`);
  await page.getByRole("button", { name: "Envoyer le lien" }).click();
  await expect(page.getByText("Si un compte correspond à cet email")).toBeVisible();

  const mail = await lastMailTo(`${username}@example.com`);
  const link = mail.match(/http:\/\/localhost:\d+(\/reset-password\/\S+)/);
  expect(link, mail).not.toBeNull();

  await page.goto(link![1]);
  const newPassword = "fresh-horse-battery-3";
  await page.getByLabel("Nouveau mot de passe").fill(newPassword);
  await page.getByLabel("Confirmer le mot de passe").fill("something-else-99");
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  await page.getByLabel("Confirmer le mot de passe").fill(newPassword);
  await page.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await loginThroughForm(page, username, newPassword);
  await expect(page).toHaveURL(/\/projects$/);

  // The link works once.
  await page.goto(link![1]);
  await expect(page.getByText("Ce lien de réinitialisation est invalide ou a expiré.")).toBeVisible();
});
