/** PHP spelling for the Laravel export: literals, class names and method names that PHP accepts. */
import { columnDefault, type XColumn } from "../schema";
import { NameAllocator, studly } from "../names";

export const phpString = (value: string) => `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

export const phpList = (values: readonly string[]) => `[${values.map(phpString).join(", ")}]`;

/** A column default as a PHP literal, or undefined when it is "now" or cannot be a default. */
export function phpDefault(column: XColumn): string | undefined {
  const found = columnDefault(column);
  if (!found || found.kind === "now" || found.kind === "uuid" || found.kind === "null" || found.kind === "expression") return undefined;
  if (found.kind === "boolean") return found.value === "TRUE" ? "true" : "false";
  if (found.kind === "number") return found.value.replace(/^\+/, "");
  return phpString(found.value);
}

/** Reserved words PHP refuses as class names. */
const RESERVED_CLASSES = new Set([
  "abstract", "and", "array", "as", "bool", "break", "callable", "case", "catch", "class", "clone", "const",
  "continue", "declare", "default", "do", "echo", "else", "elseif", "empty", "enddeclare", "endfor",
  "endforeach", "endif", "endswitch", "endwhile", "enum", "eval", "exit", "extends", "false", "final",
  "finally", "float", "fn", "for", "foreach", "function", "global", "goto", "if", "implements", "include",
  "instanceof", "insteadof", "int", "interface", "isset", "iterable", "list", "match", "mixed", "namespace",
  "never", "new", "null", "object", "or", "parent", "print", "private", "protected", "public", "readonly",
  "require", "return", "self", "static", "string", "switch", "throw", "trait", "true", "try", "unset",
  "use", "var", "void", "while", "xor", "yield",
  // Names the generated files import.
  "model", "softdeletes", "str", "belongsto", "hasmany", "hasone", "belongstomany", "seeder", "db",
  "databaseseeder", "database",
]);

/** Eloquent's own methods and properties a relation must not override. */
export const RESERVED_METHODS = new Set([
  "__construct", "boot", "booted", "booting", "casts", "connection", "create", "delete", "destroy", "exists",
  "fill", "find", "first", "forcecreate", "forcedelete", "fresh", "get", "getattribute", "getkey", "getkeyname",
  "gettable", "increment", "decrement", "insert", "isdirty", "load", "make", "newquery", "push", "query",
  "refresh", "relations", "replicate", "restore", "save", "setattribute", "settable", "table", "timestamps",
  "toarray", "tojson", "touch", "trashed", "update", "upsert", "where", "with", "without", "attributes",
  "original", "changes", "key", "incrementing", "keytype", "primarykey", "fillable", "guarded", "hidden",
  "visible", "appends", "dates", "events", "observers", "unguard", "reguard", "all", "on", "withtrashed",
  "onlytrashed", "uniqueslug", "resolveroutebinding", "getroutekey", "getroutekeyname", "newinstance",
  "newfrombuilder", "getconnection", "setconnection", "hasone", "hasmany", "belongsto",
  "belongstomany", "morphto", "morphmany", "morphone", "relationloaded", "setrelation", "getrelation",
]);

export function classNames(names: readonly string[]): string[] {
  const taken = new NameAllocator();
  return names.map((name) => {
    let base = studly(name) || "Item";
    if (/^[0-9]/.test(base)) base = `T${base}`;
    if (RESERVED_CLASSES.has(base.toLowerCase())) base = `${base}Model`;
    let candidate = base;
    for (let n = 2; taken.has(candidate); n += 1) candidate = `${base}${n}`;
    taken.reserve(candidate);
    return candidate;
  });
}

/** A namespace of valid segments, `App\Models` when nothing usable is given. */
export function cleanNamespace(raw: string): string {
  const segments = raw
    .split(/[\\/]+/)
    .map((segment) => segment.replace(/[^A-Za-z0-9_]/g, ""))
    .filter((segment) => segment !== "" && !/^[0-9]/.test(segment));
  return segments.length > 0 ? segments.join("\\") : "App\\Models";
}

/** Where a namespace lives in a Laravel app: App\… is autoloaded from app/…. */
export function namespacePath(namespace: string): string {
  const segments = namespace.split("\\");
  if (segments[0] === "App") segments[0] = "app";
  return segments.join("/");
}
