import { Download } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import type { DiagramDocument } from "@/editor/model/types";
import { Button } from "@/shared/ui/Button";

import { downloadBlob } from "../download";
import { editorToast as toast } from "../toasts";

const TARGETS = ["mysql", "postgres", "sqlite", "sqlserver", "django", "laravel"] as const;
type Target = (typeof TARGETS)[number];

/** A file name part from the diagram's name: letters, digits and underscores. */
const slug = (name: string) => name.normalize("NFKD").replace(/[^\w]+/g, "_").replace(/^_+|_+$/g, "").toLowerCase() || "diagramme";

/** The migration from `before` to `after`, generated in the browser like the exports. The
 * generators load on first use: most sessions never compare. */
async function migrationFile(target: Target, before: DiagramDocument, after: DiagramDocument, projectName: string, previous: string) {
  const migrate = await import("@/editor/migrate");
  const now = new Date();
  if (target === "django") {
    const file = migrate.djangoMigration(before, after, { previous, name: "relata_changes", now });
    return { name: file.fileName, content: file.content, type: "text/x-python" };
  }
  if (target === "laravel") {
    const file = migrate.laravelMigration(before, after, { now });
    return { name: file.fileName, content: file.content, type: "application/x-php" };
  }
  return { name: `${slug(projectName)}_migration.${target}.sql`, content: migrate.sqlMigration(before, after, target), type: "application/sql" };
}

export function MigrationDownload({ before, after, projectName, disabled }: {
  before: DiagramDocument; after: DiagramDocument; projectName: string; disabled: boolean;
}) {
  const { t } = useTranslation("versions");
  const [target, setTarget] = useState<Target>("postgres");
  const [previous, setPrevious] = useState("0001_initial");
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await migrationFile(target, before, after, projectName, previous.trim() || "0001_initial");
      downloadBlob(new Blob([file.content], { type: `${file.type};charset=utf-8` }), file.name);
    } catch {
      toast.error(t("compareView.migrationFailed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="rounded-xl border border-slate-200 p-3">
      <label className="block text-sm font-medium text-slate-700">
        {t("compareView.download")}
        <select className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1.5 text-sm font-normal" value={target} onChange={(e) => setTarget(e.target.value as Target)}>
          {TARGETS.map((value) => <option key={value} value={value}>{t(`compareView.targets.${value}`)}</option>)}
        </select>
      </label>
      {target === "django" ? (
        <label className="mt-2 block text-xs text-slate-600">
          {t("compareView.previousMigration")}
          <input className="mt-1 w-full rounded-lg border border-slate-300 px-2 py-1 text-sm" value={previous} pattern="\d{4}_\w+" onChange={(e) => setPrevious(e.target.value)} />
        </label>
      ) : null}
      <p className="mt-2 text-xs text-slate-500">{t("compareView.downloadHint")}</p>
      <Button size="sm" className="mt-2 w-full" disabled={disabled || busy} onClick={() => void download()}>
        <Download className="size-4" aria-hidden /> {t("compareView.download")}
      </Button>
    </section>
  );
}
