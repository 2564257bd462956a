import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const PASSWORD = "correct-horse-battery-9";

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** Creates an account through the API (fast path for tests about something else). */
export async function registerViaApi(request: APIRequestContext, username: string, password = PASSWORD) {
  const response = await request.post("/api/auth/register/", {
    data: { username, email: `${username}@example.com`, password },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).user as { id: number; username: string; email: string };
}

export async function loginThroughForm(page: Page, username: string, password = PASSWORD) {
  await page.getByLabel("Nom d'utilisateur").fill(username);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByLabel("Mot de passe").press("Enter");
}

/** A 16×16 red PNG. */
export const RED_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAGUlEQVR4nGO8o6bGQApgIkn1qIZRDUNKAwC9IwFIdHj8EAAAAABJRU5ErkJggg==",
  "base64",
);

/** The newest mail the server wrote for `to` (the e2e server uses Django's file mail backend). */
export async function lastMailTo(to: string): Promise<string> {
  const { readdir, readFile, stat } = await import("node:fs/promises");
  const { join } = await import("node:path");
  const dir = join(import.meta.dirname, "..", ".mail");
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const files = await readdir(dir).catch(() => [] as string[]);
    const dated = await Promise.all(files.map(async (f) => ({ f, t: (await stat(join(dir, f))).mtimeMs })));
    for (const { f } of dated.sort((a, b) => b.t - a.t)) {
      const text = await readFile(join(dir, f), "utf8");
      const messages = text.split(/^-{79}$/m).filter((m) => m.includes(`To: ${to}`));
      if (messages.length) return messages[messages.length - 1];
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to}`);
}
