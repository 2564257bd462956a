/**
 * Django export (001 §5, §9): a runnable project whose `diagram` app mirrors the diagram, zipped
 * for download. `makemigrations diagram` then `migrate` create the tables.
 */
import type { DiagramDocument } from "../../model/types";
import { type ExportSchema, prepareExport } from "../schema";
import { ARRAY_TARGETS } from "../arrays";
import { zeroDateNotes } from "../zerodates";
import { zipFiles } from "../zip";
import { BUILTIN_MODELS, compositeKeyNotes, isBuiltin, modelsPy, planModels } from "./models";
import { APP, projectFiles, projectPackage, readme } from "./project";
import { tr } from "../../i18n";

export interface DjangoOptions {
  now?: Date;
  /** Written as the development SECRET_KEY; a random one when not given. */
  secretKey?: string;
}

export function djangoFiles(doc: DiagramDocument, projectName: string, options: DjangoOptions = {}): Record<string, string> {
  const schema = prepareExport(doc, { arrays: ARRAY_TARGETS.django });
  const models = planModels(schema);
  const pkg = projectPackage(projectName);
  const text = modelsPy(schema, models);
  return {
    ...projectFiles(pkg, models, options.secretKey ?? randomSecret()),
    [`${APP}/models.py`]: text,
    "README.md": readme(pkg, [...schema.notes, ...zeroDateNotes(schema), ...compositeKeyNotes(schema), ...builtinNotes(schema)]),
  };
}

export function djangoZip(doc: DiagramDocument, projectName: string, options: DjangoOptions = {}): Uint8Array {
  return zipFiles(djangoFiles(doc, projectName, options), options.now);
}

function randomSecret(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)";
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(50));
  return `django-insecure-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("")}`;
}

/** The tables Django's own apps create, left out of models.py. */
function builtinNotes(schema: ExportSchema): string[] {
  return schema.tables.filter(isBuiltin).map((table) => {
    const model = BUILTIN_MODELS[table.name.toLowerCase()];
    return model ? tr("export.django.builtinWithModel", { table: table.name, model: model.replace(/"/g, "") }) : tr("export.django.builtin", { table: table.name });
  });
}
