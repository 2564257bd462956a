/**
 * The migration file's text: operations laid out as `makemigrations` lays them out (one keyword
 * argument a line), each preceded by its French comments, and the imports its code needs.
 */
import { pyString } from "../../export/django/naming";
import { APP } from "../../export/django/project";

export interface Operation {
  /** `migrations.{name}(…)`. */
  name: string;
  /** Keyword arguments in order; a value may span several lines. */
  args: [string, string][];
  comments: string[];
}

export const operation = (name: string, args: [string, string][], comments: string[] = []): Operation => ({ name, args, comments });

const indent = (text: string, by: string) => text.split("\n").map((line, at) => (at === 0 || line === "" ? line : by + line)).join("\n");

/** A Python list, one item a line. */
export function pyList(items: string[]): string {
  return items.length === 0 ? "[]" : `[\n${items.map((item) => `    ${indent(item, "    ")},`).join("\n")}\n]`;
}

function operationText(op: Operation): string {
  const comments = op.comments.map((line) => `# ${line}\n`).join("");
  const args = op.args.map(([key, value]) => `    ${key}=${indent(value, "    ")},`).join("\n");
  return `${comments}migrations.${op.name}(\n${args}\n)`;
}

export interface MigrationText {
  previous: string | null;
  operations: Operation[];
  header: string[];
  now: Date;
}

export function migrationPy({ previous, operations, header, now }: MigrationText): string {
  const body = operations.map((op) => `        ${indent(operationText(op), "        ")},`).join("\n");
  const code = operations.map(operationText).join("\n");
  const std = [
    ...(/\bdatetime\./.test(code) ? ["import datetime"] : []),
    ...(/\bDecimal\(/.test(code) ? ["from decimal import Decimal"] : []),
    ...(/\buuid\./.test(code) ? ["import uuid"] : []),
  ];
  const django = ["from django.db import migrations, models", ...(/\btimezone\./.test(code) ? ["from django.utils import timezone"] : [])];
  const stamp = now.toISOString().slice(0, 16).replace("T", " ");
  const lines = [
    `# Généré par Relata le ${stamp} (UTC) pour Django >= 4.2, < 5.0.`,
    ...header.map((line) => `# ${line}`),
    "",
    ...(std.length > 0 ? [...std, ""] : []),
    ...django,
    "",
    "",
    "class Migration(migrations.Migration):",
    ...(previous ? [] : ["    initial = True", ""]),
    `    dependencies = [${previous ? `\n        (${pyString(APP)}, ${pyString(previous)}),\n    ` : ""}]`,
    "",
    operations.length === 0 ? "    # Aucune modification entre les deux versions.\n    operations = []" : `    operations = [\n${body}\n    ]`,
  ];
  return `${lines.join("\n")}\n`;
}
