import { ChevronDown, Plus, Settings } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";

import { ApiError } from "@/shared/api/errors";
import { Button, buttonClasses } from "@/shared/ui/Button";
import { Spinner } from "@/shared/ui/Spinner";

import { useFolder } from "../api/folders/get-folder";
import { useSubfolders } from "../api/folders/get-subfolders";
import type { FolderDetail } from "../api/types";
import { CreateEditDiagramDialog } from "../components/CreateEditDiagramDialog";
import { CreateFolderDialog } from "../components/CreateFolderDialog";
import { FolderCard } from "../components/FolderCard";
import { PageUnavailable } from "../components/PageUnavailable";
import { FolderBreadcrumb } from "../folder/FolderBreadcrumb";
import { FolderDiagrams } from "../folder/FolderDiagrams";
import { FolderInfoCard } from "../folder/FolderInfoCard";
import { FolderSettingsDialog } from "../folder/FolderSettingsDialog";
import { useLoggedError } from "../hooks/useLoggedError";

type Dialog = "settings" | "diagram" | "subfolder" | null;

const menuContent = "z-50 min-w-52 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200";
const menuItem =
  "flex cursor-pointer select-none items-center rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

function Subfolders({ folderId }: { folderId: number }) {
  const { t } = useTranslation("folders");
  const subfolders = useSubfolders(folderId);
  useLoggedError("Subfolders", subfolders.error);
  const results = subfolders.data?.results ?? [];
  // Shown only when the folder has subfolders (spec 000 §2).
  if (!results.length) return null;
  return (
    <section aria-labelledby="subfolders-title">
      <h2 id="subfolders-title" className="text-lg font-semibold text-slate-900">{t("page.subfoldersTitle")}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {results.map((subfolder) => <li key={subfolder.id}><FolderCard folder={subfolder} /></li>)}
      </ul>
    </section>
  );
}

function Toolbar({ folder, onOpen }: { folder: FolderDetail; onOpen: (dialog: Dialog) => void }) {
  const { t } = useTranslation("folders");
  return (
    <div className="flex flex-wrap items-center gap-2">
      {folder.is_owner ? (
        <Button variant="secondary" onClick={() => onOpen("settings")}><Settings className="size-4" aria-hidden />{t("page.settings")}</Button>
      ) : null}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={buttonClasses("primary")}>
          <Plus className="size-4" aria-hidden />{t("page.new")}<ChevronDown className="size-4" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={menuContent} align="end" sideOffset={4}>
            <DropdownMenu.Item className={menuItem} onSelect={() => onOpen("diagram")}>{t("page.newDiagram")}</DropdownMenu.Item>
            <DropdownMenu.Item className={menuItem} onSelect={() => onOpen("subfolder")}>{t("page.newSubfolder")}</DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </div>
  );
}

function FolderView({ folderId }: { folderId: number }) {
  const { t } = useTranslation("folders");
  const folder = useFolder(folderId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = (open: boolean) => !open && setDialog(null);
  const notFound = !Number.isInteger(folderId) || (folder.error instanceof ApiError && folder.error.status === 404);
  // Spec 000 §8: a failed folder load is only logged.
  useLoggedError("Folder", notFound ? null : folder.error);

  let body;
  if (notFound || folder.isError) {
    body = <PageUnavailable ns="folders" notFound={notFound} onRetry={() => folder.refetch()} />;
  } else if (folder.isPending) {
    body = <div className="flex justify-center py-16"><Spinner label={t("page.loading")} /></div>;
  } else {
    const current = folder.data;
    body = (
      <>
        <FolderInfoCard folder={current} />
        <Subfolders folderId={current.id} />
        <FolderDiagrams folderId={current.id} onCreate={() => setDialog("diagram")} />
        {current.is_owner ? <FolderSettingsDialog folder={current} open={dialog === "settings"} onOpenChange={close} /> : null}
        {dialog === "diagram" ? <CreateEditDiagramDialog open onOpenChange={close} folderId={current.id} /> : null}
        {dialog === "subfolder" ? <CreateFolderDialog open onOpenChange={close} parentId={current.id} /> : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <FolderBreadcrumb folder={folder.data} />
        {folder.data && !notFound ? <Toolbar folder={folder.data} onOpen={setDialog} /> : null}
      </div>
      {body}
    </div>
  );
}

/** /projects/folder/{id} (spec 000 §2); moving to another folder starts afresh (search, dialogs). */
export function FolderPage() {
  const folderId = Number(useParams().folderId);
  return <FolderView key={folderId} folderId={folderId} />;
}
