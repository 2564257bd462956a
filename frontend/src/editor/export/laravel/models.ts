/**
 * Eloquent models: $table, $fillable, $casts, keys, the SoftDeletes trait, a slug filled from a
 * text column in a `saving` hook (no package needed), and relations from the diagram's relations.
 */
import type { XColumn } from "../schema";
import { namespacePath, phpString } from "./php";
import type { LaravelSettings, LaravelTable } from "./plan";

const CASTS: Record<string, string> = {
  INT: "integer", INTEGER: "integer", BIGINT: "integer", SMALLINT: "integer", TINYINT: "integer", MEDIUMINT: "integer",
  FLOAT: "float", DOUBLE: "float", BOOLEAN: "boolean", BOOL: "boolean", JSON: "array",
  DATE: "date", DATETIME: "datetime", TIMESTAMP: "datetime",
};
const MANAGED = new Set(["created_at", "updated_at", "deleted_at"]);
const RELATION_CLASSES = { belongsTo: "BelongsTo", hasMany: "HasMany", hasOne: "HasOne", belongsToMany: "BelongsToMany" } as const;

function cast(column: XColumn): string | undefined {
  if (column.type === "DECIMAL" || column.type === "NUMERIC") return `decimal:${column.precision === null ? 2 : (column.scale ?? 0)}`;
  return CASTS[column.type];
}

export function modelFile(plan: LaravelTable, settings: LaravelSettings, namespace: string): string {
  const table = plan.table;
  const className = plan.className as string;
  const imports = new Set(["Illuminate\\Database\\Eloquent\\Model"]);
  const body: string[] = [];
  if (plan.addSoftDeletes || table.softDeletes) {
    imports.add("Illuminate\\Database\\Eloquent\\SoftDeletes");
    body.push("    use SoftDeletes;", "");
  }
  body.push(`    protected $table = ${phpString(table.name)};`);
  const key = table.primaryKey[0];
  if (table.primaryKey.length > 1) {
    body.push("", `    // Composite primary key (${table.primaryKey.map((c) => c.name).join(", ")}): Eloquent works with its first column.`);
  }
  if (key && key.name !== "id") body.push(`    protected $primaryKey = ${phpString(key.name)};`);
  if (!key) body.push("    protected $primaryKey = null;");
  if (!key || !key.autoIncrement) body.push("    public $incrementing = false;");
  if (key && !["INT", "INTEGER", "BIGINT", "SMALLINT", "TINYINT", "MEDIUMINT"].includes(key.type)) body.push("    protected $keyType = 'string';");
  if (!plan.timestamps) body.push("    public $timestamps = false;");

  const fillable = table.columns.filter((c) => !c.autoIncrement && !MANAGED.has(c.name.toLowerCase())).map((c) => c.name);
  if (plan.addSlug) fillable.push("slug");
  body.push("", "    protected $fillable = [", ...fillable.map((name) => `        ${phpString(name)},`), "    ];");
  const casts = table.columns.flatMap((c) => {
    const to = cast(c);
    return to && !MANAGED.has(c.name.toLowerCase()) ? [`        ${phpString(c.name)} => ${phpString(to)},`] : [];
  });
  if (casts.length > 0) body.push("", "    protected $casts = [", ...casts, "    ];");

  if (plan.addSlug || table.slug) {
    imports.add("Illuminate\\Support\\Str");
    body.push("", ...slugMethods(plan, settings));
  }
  if (plan.notes.length > 0) body.push("", ...plan.notes.map((note) => `    // ${note}`));
  for (const relation of plan.relations) {
    const type = RELATION_CLASSES[relation.kind];
    imports.add(`Illuminate\\Database\\Eloquent\\Relations\\${type}`);
    const args = [`${relation.related.className}::class`, ...relation.args].join(", ");
    body.push("", `    public function ${relation.method}(): ${type}`, "    {", `        return $this->${relation.kind}(${args});`, "    }");
  }
  return `<?php

namespace ${namespace};

${[...imports].sort().map((name) => `use ${name};`).join("\n")}

class ${className} extends Model
{
${body.join("\n")}
}
`;
}

/** The slug is made from a text column when empty, and kept unique with -2, -3… */
function slugMethods(plan: LaravelTable, settings: LaravelSettings): string[] {
  const source = plan.slugSource ? `Str::slug((string) $model->getAttribute(${phpString(plan.slugSource.name)}))` : "''";
  const query = plan.table.softDeletes ? "static::withTrashed()" : "static::query()";
  const room = Math.max(1, settings.slugSize - 10);
  return [
    "    protected static function booted(): void",
    "    {",
    "        static::saving(function (self $model) {",
    "            if (empty($model->slug)) {",
    `                $model->slug = static::uniqueSlug(${source} ?: Str::lower(Str::random(8)));`,
    "            }",
    "        });",
    "    }",
    "",
    "    protected static function uniqueSlug(string $base): string",
    "    {",
    `        $base = Str::limit($base, ${room}, '');`,
    "        $slug = $base;",
    `        for ($n = 2; ${query}->where('slug', $slug)->exists(); $n++) {`,
    "            $slug = $base.'-'.$n;",
    "        }",
    "",
    "        return $slug;",
    "    }",
  ];
}

export function modelPath(namespace: string, className: string): string {
  return `${namespacePath(namespace)}/${className}.php`;
}
