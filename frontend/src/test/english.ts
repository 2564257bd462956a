/**
 * English in a test, before the English catalogue is wired into the app: the editor's English
 * namespaces are added to the running i18next (once; a no-op when the app already ships them),
 * the language switched to English, and French, the default, put back after each test.
 */
import { afterEach, beforeEach } from "vitest";

import { i18n } from "@/shared/i18n";
import { editor } from "@/shared/i18n/en/editor";
import { engine } from "@/shared/i18n/en/engine";
import { versions } from "@/shared/i18n/en/versions";

const BUNDLES = { editor, engine, versions };

export async function switchToEnglish(): Promise<void> {
  for (const [ns, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle("en", ns)) i18n.addResourceBundle("en", ns, bundle);
  }
  await i18n.changeLanguage("en");
}

export async function switchToFrench(): Promise<void> {
  await i18n.changeLanguage("fr");
}

/** In a `describe`: each test of the block runs in English, the next one in French again. */
export function withEnglish(): void {
  beforeEach(switchToEnglish);
  afterEach(switchToFrench);
}
