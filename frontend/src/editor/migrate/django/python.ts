/**
 * The migration file's text: operations laid out as `makemigrations` lays them out (one keyword
 * argument a line), each preceded by its comments (in the catalogue's language), and the imports its code needs.
 */
import { pyString } from "../../export/django/naming";
import { APP } from "../../export/django/project";
import { tr } from "../../i18n";

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

/** The last migration of each built-in app in Django 4.2, for keys to its models. */
const BUILTIN_DEPENDENCIES: Record<string, string> = {
  "auth.Group": '("auth", "0012_alter_user_first_name_max_length")',
  "auth.Permission": '("auth", "0012_alter_user_first_name_max_length")',
  "contenttypes.ContentType": '("contenttypes", "0002_remove_content_type_name")',
  "sessions.Session": '("sessions", "0001_initial")',
  "admin.LogEntry": '("admin", "0003_logentry_add_action_flag_choices")',
};

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
  const swappable = /\bsettings\.AUTH_USER_MODEL\b/.test(code);
  const django = [...(swappable ? ["from django.conf import settings"] : []), "from django.db import migrations, models", ...(/\btimezone\./.test(code) ? ["from django.utils import timezone"] : [])];
  const dependencies = [
    ...(previous ? [`(${pyString(APP)}, ${pyString(previous)})`] : []),
    ...(swappable ? ["migrations.swappable_dependency(settings.AUTH_USER_MODEL)"] : []),
    ...Object.entries(BUILTIN_DEPENDENCIES).filter(([model]) => code.includes(`to="${model}"`)).map(([, dependency]) => dependency),
  ];
  const stamp = now.toISOString().slice(0, 16).replace("T", " ");
  const lines = [
    `# ${tr("migrate.django.generated", { stamp })}`,
    ...header.map((line) => `# ${line}`),
    "",
    ...(std.length > 0 ? [...std, ""] : []),
    ...django,
    "",
    "",
    "class Migration(migrations.Migration):",
    ...(previous ? [] : ["    initial = True", ""]),
    `    dependencies = [${dependencies.map((dependency) => `\n        ${dependency},`).join("")}${dependencies.length > 0 ? "\n    " : ""}]`,
    "",
    operations.length === 0 ? `    # ${tr("migrate.noChanges")}\n    operations = []` : `    operations = [\n${body}\n    ]`,
  ];
  return `${lines.join("\n")}\n`;
}
