/**
 * The engine's words (undo labels, sync errors, the notes and warnings written into exported and
 * migration files) through the app's catalogue, namespace `engine`, in the current language.
 * Only i18next itself, never React: the engine stays headless. The command-line bundles (export
 * and migration CLIs the Python checks run) never initialise i18next: they get the French words,
 * the product's default, straight from the French file.
 */
import i18next from "i18next";

import { engine as french } from "../shared/i18n/fr/engine";

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
type Singular<K> = K extends `${infer Base}_${"zero" | "one" | "other"}` ? Base : K;

/** A key of the engine namespace, a plural family named once (`textLimited` for `_one`/`_other`). */
export type EngineKey = Singular<Leaves<typeof french>>;
export type EngineVars = Record<string, string | number>;

const FRENCH_PLURAL = new Intl.PluralRules("fr");

function lookup(path: string): string | undefined {
  let node: unknown = french;
  for (const part of path.split(".")) node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** The French file read directly, with i18next's plural suffixes and {{interpolation}}. */
function inFrench(key: string, vars: EngineVars): string {
  const count = vars.count;
  const text = typeof count === "number"
    ? (count === 0 ? lookup(`${key}_zero`) : undefined) ?? lookup(`${key}_${FRENCH_PLURAL.select(count)}`) ?? lookup(`${key}_other`)
    : lookup(key);
  return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function tr(key: EngineKey, vars: EngineVars = {}): string {
  if (!i18next.isInitialized) return inFrench(key, vars);
  return (i18next.t as (key: string, options: object) => string)(`engine:${key}`, vars);
}
