import { ChevronDown, FileText } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useRef } from "react";
import { useTranslation } from "react-i18next";

import type { Editor } from "@/editor/editor";
import { parseImport, UnreadableJson } from "@/editor/export/json";
import type { DiagramDocument } from "@/editor/model/types";
import { useConfirm } from "@/shared/ui/confirm";
import { editorToast as toast } from "../toasts";

import { useEditorSnapshot } from "../hooks/useEditor";
import { menuContent, menuItem, menuTrigger } from "./menus";

export const IMPORT_MAX_BYTES = 10_485_760;

type FileMenuProps = {
  editor: Editor;
  onSaveNow: (() => void) | null;
  onImportSql: (() => void) | null;
  /** Opens the version manager (signed-in members only, 001 §6). */
  onVersions: (() => void) | null;
  /** Replaces the diagram with the file's (the page knows how: a command, or a whole save). */
  onImportJson: (doc: DiagramDocument) => Promise<void>;
};

/** File menu: version history, save now, import a SQL file or a JSON diagram (either form). A
 * visitor of a public link can do none of these: no empty menu then. */
export function FileMenu(props: FileMenuProps) {
  const { editable } = useEditorSnapshot(props.editor);
  if (!props.onSaveNow && !props.onImportSql && !props.onVersions && !editable) return null;
  return <FileMenuContent {...props} editable={editable} />;
}

function FileMenuContent({ editor, editable, onSaveNow, onImportSql, onVersions, onImportJson }: FileMenuProps & { editable: boolean }) {
  const { t } = useTranslation("editor");
  const { t: tv } = useTranslation("versions");
  const input = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();

  async function onFile(file: File) {
    if (!file.name.toLowerCase().endsWith(".json")) return toast.error(t("file.importFormat"));
    if (file.size > IMPORT_MAX_BYTES) return toast.error(t("file.importTooLarge"));
    let next;
    try {
      next = parseImport(await file.text());
    } catch (error) {
      if (error instanceof UnreadableJson) return toast.error(t("file.importUnreadable"));
      throw error;
    }
    if (editor.document.tables.length > 0) {
      const ok = await confirm({ title: t("file.importTitle"), message: t("file.importBody"), confirmLabel: t("file.importConfirm"), color: "blue" });
      if (!ok) return;
    }
    await onImportJson(next);
  }

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={menuTrigger}>
          <FileText className="size-4" aria-hidden /> <span className="max-sm:sr-only">{t("file.menu")}</span> <ChevronDown className="size-3.5" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={menuContent} align="start" sideOffset={6}>
            {onVersions ? <DropdownMenu.Item className={menuItem} onSelect={onVersions}>{tv("menuItem")}</DropdownMenu.Item> : null}
            {onSaveNow ? <DropdownMenu.Item className={menuItem} onSelect={onSaveNow}>{t("file.saveNow")}</DropdownMenu.Item> : null}
            {onImportSql ? <DropdownMenu.Item className={menuItem} onSelect={onImportSql}>{t("sqlImport.menuItem")}</DropdownMenu.Item> : null}
            {editable ? (
              <DropdownMenu.Item className={menuItem} onSelect={() => input.current?.click()}>{t("file.importJson")}</DropdownMenu.Item>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label={t("file.importJson")}
        className="hidden"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) void onFile(file);
        }}
      />
    </>
  );
}
