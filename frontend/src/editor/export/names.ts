/**
 * Export names (001 §5): reduced to letters, digits and underscore, unique where the target needs
 * it, plus the word helpers the ORM exports share (singular, plural, StudlyCase, camelCase).
 */

/** Longest name every dialect accepts (PostgreSQL stops at 63, MySQL at 64). */
export const MAX_NAME = 60;

/** Letters (accents dropped), digits and underscore; `fallback` when nothing is left. */
export function cleanName(raw: string, fallback: string): string {
  const ascii = raw.trim().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const cleaned = ascii.replace(/[^A-Za-z0-9_]+/g, "_").replace(/^_+(?=.)|(?<=.)_+$/g, "");
  return (cleaned === "" || cleaned === "_" ? fallback : cleaned).slice(0, MAX_NAME);
}

/** Hands out names unique without regard to case (MySQL on some systems and SQL Server fold it). */
export class NameAllocator {
  private readonly taken = new Set<string>();

  constructor(reserved: Iterable<string> = []) {
    for (const name of reserved) this.taken.add(name.toLowerCase());
  }

  has(name: string): boolean {
    return this.taken.has(name.toLowerCase());
  }

  reserve(name: string) {
    this.taken.add(name.toLowerCase());
  }

  /** `name`, else `name_2`, `name_3`…, kept within `max` characters. */
  take(name: string, max = MAX_NAME): string {
    let candidate = name.slice(0, max);
    for (let n = 2; this.has(candidate); n += 1) {
      const suffix = `_${n}`;
      candidate = name.slice(0, max - suffix.length) + suffix;
    }
    this.reserve(candidate);
    return candidate;
  }
}

/** Words of a name: `user_profiles` and `UserProfiles` both give ["user", "profiles"]. */
export function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function studly(name: string): string {
  return words(name).map(capital).join("");
}

export function camel(name: string): string {
  const studlied = studly(name);
  return studlied.charAt(0).toLowerCase() + studlied.slice(1);
}

export function snake(name: string): string {
  return words(name).join("_");
}

const UNCOUNTABLE = new Set(["data", "news", "series", "species", "information", "equipment", "status", "media"]);

/** English singular of the last word, good enough for table names (`categories` → `category`). */
export function singular(name: string): string {
  return replaceLastWord(name, (word) => {
    const lower = word.toLowerCase();
    if (UNCOUNTABLE.has(lower) || lower.length <= 3) return word;
    if (lower === "people") return keepCase(word, "person");
    if (lower === "children") return keepCase(word, "child");
    if (/[^aeiou]ies$/.test(lower)) return word.slice(0, -3) + "y";
    if (/(ss|sh|ch|x|z)es$/.test(lower) || /sses$/.test(lower)) return word.slice(0, -2);
    if (/ses$/.test(lower)) return word.slice(0, -1);
    if (/[^su]s$/.test(lower)) return word.slice(0, -1);
    return word;
  });
}

export function plural(name: string): string {
  return replaceLastWord(name, (word) => {
    const lower = word.toLowerCase();
    if (UNCOUNTABLE.has(lower)) return word;
    if (lower === "person") return keepCase(word, "people");
    if (lower === "child") return keepCase(word, "children");
    if (/[^aeiou]y$/.test(lower)) return word.slice(0, -1) + "ies";
    if (/(s|sh|ch|x|z)$/.test(lower)) return word + "es";
    return word + "s";
  });
}

/** The plural of a name that may already be plural: `users` and `user` both give `users`. */
export function pluralOf(name: string): string {
  return plural(singular(name));
}

function keepCase(original: string, replacement: string): string {
  return original.charAt(0) === original.charAt(0).toUpperCase() ? capital(replacement) : replacement;
}

function replaceLastWord(name: string, change: (word: string) => string): string {
  const match = /([A-Za-z]+)([^A-Za-z]*)$/.exec(name);
  if (!match) return name;
  const start = match.index;
  // In camel or Studly case the last word starts at the last capital.
  const word = match[1];
  const capitalAt = word.search(/[A-Z][a-z]*$/);
  const split = capitalAt > 0 ? capitalAt : 0;
  return name.slice(0, start + split) + change(word.slice(split)) + match[2];
}
