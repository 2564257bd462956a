/**
 * Python names for the Django export (001 §5: lowercased, letters, digits and underscore), kept
 * clear of what Django's checks refuse: keywords, a trailing underscore or `__` in field names,
 * `pk`, a non-key field called `id`, and attributes every model already has.
 */
import { NameAllocator, singular, studly } from "../names";

export const PYTHON_KEYWORDS = new Set([
  "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
  "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
  "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
]);

/** Model attributes a field would hide. */
const MODEL_ATTRIBUTES = new Set([
  "pk", "objects", "save", "delete", "clean", "full_clean", "clean_fields", "validate_unique", "validate_constraints",
  "refresh_from_db", "from_db", "check", "serializable_value", "save_base", "get_deferred_fields",
  "prepare_database_save", "unique_error_message", "date_error_message",
  "adelete", "asave", "arefresh_from_db",
]);

/** Lowercase snake identifier: no leading digit, no `__`, no leading or trailing underscore. */
export function pythonName(raw: string, fallback: string): string {
  let name = raw.toLowerCase().replace(/[^a-z0-9_]+/g, "_").replace(/_+/g, "_").replace(/^_+|_+$/g, "");
  if (name === "") name = fallback;
  if (/^[0-9]/.test(name)) name = `${fallback}_${name}`;
  return name;
}

export function fieldNameAllowed(name: string): boolean {
  return !PYTHON_KEYWORDS.has(name) && !MODEL_ATTRIBUTES.has(name.toLowerCase());
}

/** Field names unique in one model; a name that is taken or refused gets `_field`, then a number. */
export class FieldNames {
  private readonly taken = new NameAllocator();

  has(name: string) {
    return this.taken.has(name);
  }

  reserve(name: string) {
    this.taken.reserve(name);
  }

  /**
   * A free name; with `attname`, `{name}_id` must be free too (a ForeignKey's column attribute).
   * `id` is kept for a primary key only.
   */
  take(raw: string, fallback: string, { attname = false, primaryKey = false } = {}): string {
    let base = pythonName(raw, fallback);
    if (!fieldNameAllowed(base) || (base === "id" && !primaryKey)) base = `${base}_field`;
    const free = (name: string) => !this.taken.has(name) && (!attname || !this.taken.has(`${name}_id`));
    let candidate = base;
    for (let n = 2; !free(candidate); n += 1) candidate = `${base}_${n}`;
    this.taken.reserve(candidate);
    if (attname) this.taken.reserve(`${candidate}_id`);
    return candidate;
  }
}

export function modelClassNames(tableNames: readonly string[]): string[] {
  const taken = new NameAllocator(["Model", "Decimal", "Meta"]);
  return tableNames.map((name) => {
    let base = studly(singular(name)) || "Item";
    if (/^[0-9]/.test(base)) base = `T${base}`;
    if (PYTHON_KEYWORDS.has(base)) base = `${base}Model`;
    let candidate = base;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}${n}`;
    taken.reserve(candidate);
    return candidate;
  });
}

/** Django limits index names to 30 characters, starting with a letter. */
export function indexName(raw: string, names: NameAllocator): string {
  let base = pythonName(raw, "idx");
  if (!/^[a-z]/.test(base)) base = `idx_${base}`;
  return names.take(base, 30);
}

export const pyString = (value: string) => JSON.stringify(value);
