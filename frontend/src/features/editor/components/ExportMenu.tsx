import { ChevronDown, Download } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useTranslation } from "react-i18next";

import type { Editor } from "@/editor/editor";
import { documentJson, legacyJson } from "@/editor/export/json";
import { exportFileName, NothingToExport, pngBlob } from "@/editor/export/png";
import { editorToast as toast } from "../toasts";

import { downloadBlob } from "../download";
import { menuContent, menuItem, menuTrigger } from "./menus";

/** Export dropdown: PNG and JSON for now; SQL, Laravel and Django arrive with their exporters. */
export function ExportMenu({ editor, projectName }: { editor: Editor; projectName: string }) {
  const { t } = useTranslation("editor");
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={menuTrigger}>
        <Download className="size-4" aria-hidden /> {t("export.menu")} <ChevronDown className="size-3.5" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={menuContent} align="end" sideOffset={6}>
          <DropdownMenu.Item className={menuItem} onSelect={() => void exportPng(editor, projectName, t)}>{t("export.png")}</DropdownMenu.Item>
          <DropdownMenu.Item className={menuItem} onSelect={() => exportJson(editor, projectName, false)}>{t("export.json")}</DropdownMenu.Item>
          <DropdownMenu.Item className={menuItem} onSelect={() => exportJson(editor, projectName, true)}>{t("export.jsonLegacy")}</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

type Translate = (key: "export.noTables" | "export.canvasUnavailable") => string;

export async function exportPng(editor: Editor, projectName: string, t: Translate) {
  try {
    const blob = await pngBlob(editor.document);
    downloadBlob(blob, exportFileName(projectName, "png"));
  } catch (error) {
    toast.error(error instanceof NothingToExport ? t("export.noTables") : t("export.canvasUnavailable"));
  }
}

export function exportJson(editor: Editor, projectName: string, legacy: boolean) {
  const text = legacy ? legacyJson(editor.document) : documentJson(editor.document);
  downloadBlob(new Blob([text], { type: "application/json" }), exportFileName(projectName, legacy ? "gojs.json" : "json"));
}
