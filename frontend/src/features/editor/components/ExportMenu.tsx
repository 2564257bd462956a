import { ChevronDown, ChevronRight, Download } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";

import type { Editor } from "@/editor/editor";
import { documentJson, legacyJson } from "@/editor/export/json";
import { CanvasMissing, CanvasUnavailable, exportFileName, NothingToExport, pngBlob, type PngOptions } from "@/editor/export/png";
import type { SurfaceFactory } from "@/editor/render/tableBitmaps";
import { editorToast as toast } from "../toasts";

import { downloadBlob } from "../download";
import { exportDbmlFile, exportDjangoZip, exportSqlFile } from "../export/actions";
import { LaravelExportDialog } from "../export/LaravelExportDialog";
import { exportPdf, exportSvg } from "../export/vector";
import { whileExporting } from "../export/whileExporting";
import { menuContent, menuItem, menuTrigger } from "./menus";

const OTHER_DIALECTS = ["postgres", "sqlite", "sqlserver"] as const;

/** Export dropdown (spec 001 §2): PNG, SVG and PDF, SQL (MySQL, and the other dialects in a submenu), DBML, JSON, Laravel, Django. */
export function ExportMenu({ editor, projectName }: { editor: Editor; projectName: string }) {
  const { t } = useTranslation("editor");
  const [laravelOpen, setLaravelOpen] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={menuTrigger}>
          <Download className="size-4" aria-hidden /> <span className="max-sm:sr-only">{t("export.menu")}</span> <ChevronDown className="size-3.5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={menuContent} align="end" sideOffset={6}>
            <DropdownMenu.Item className={menuItem} onSelect={() => void exportPng(editor, projectName, t)}>{t("export.png")}</DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => void exportPng(editor, projectName, t, undefined, { dark: true })}>{t("export.pngDark")}</DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => exportSvg(editor, projectName, t)}>{t("export.svg")}</DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => void exportPdf(editor, projectName, t)}>{t("export.pdf")}</DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => exportSqlFile(editor, projectName, "mysql")}>{t("export.sqlMysql")}</DropdownMenu.Item>
            <DropdownMenu.Sub>
              <DropdownMenu.SubTrigger className={menuItem}>
                {t("export.sqlOther")} <ChevronRight className="ml-auto size-3.5" aria-hidden />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.Portal>
                <DropdownMenu.SubContent className={menuContent} sideOffset={4}>
                  {OTHER_DIALECTS.map((dialect) => (
                    <DropdownMenu.Item key={dialect} className={menuItem} onSelect={() => exportSqlFile(editor, projectName, dialect)}>
                      {t(`export.sqlDialects.${dialect}`)}
                    </DropdownMenu.Item>
                  ))}
                </DropdownMenu.SubContent>
              </DropdownMenu.Portal>
            </DropdownMenu.Sub>
            <DropdownMenu.Item className={menuItem} onSelect={() => exportDbmlFile(editor, projectName)}>{t("export.dbml")}</DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => exportJson(editor, projectName, false)}>{t("export.json")}</DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => exportJson(editor, projectName, true)}>{t("export.jsonLegacy")}</DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => setLaravelOpen(true)}>{t("export.laravelItem")}</DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => exportDjangoZip(editor, projectName, t("export.djangoFailed"))}>{t("export.djangoItem")}</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {laravelOpen ? <LaravelExportDialog editor={editor} projectName={projectName} onClose={() => setLaravelOpen(false)} /> : null}
    </>
  );
}

type Translate = (key: "export.noTables" | "export.canvasUnavailable" | "export.canvasMissing" | "export.generating") => string;

/** An empty diagram is a toast; a browser that cannot draw the picture gets the spec's alerts (001 §8). */
export async function exportPng(editor: Editor, projectName: string, t: Translate, factory?: SurfaceFactory, options: PngOptions = {}) {
  try {
    const blob = await whileExporting(editor.document.tables.length, t("export.generating"), () => pngBlob(editor.document, factory, options));
    downloadBlob(blob, exportFileName(projectName, "png"));
  } catch (error) {
    if (error instanceof NothingToExport) toast.error(t("export.noTables"));
    else {
      if (!(error instanceof CanvasMissing || error instanceof CanvasUnavailable)) console.error(error);
      window.alert(error instanceof CanvasMissing ? t("export.canvasMissing") : t("export.canvasUnavailable"));
    }
  }
}

export function exportJson(editor: Editor, projectName: string, legacy: boolean) {
  const text = legacy ? legacyJson(editor.document) : documentJson(editor.document);
  downloadBlob(new Blob([text], { type: "application/json" }), exportFileName(projectName, legacy ? "gojs.json" : "json"));
}
