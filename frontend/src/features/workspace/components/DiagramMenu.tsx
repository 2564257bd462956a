import { MoreVertical } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import { isQuotaRefusal } from "@/shared/api/quota";
import { cn } from "@/shared/ui/cn";
import { useConfirm } from "@/shared/ui/confirm";
import { toast } from "@/shared/ui/toast";

import { useDeleteProject } from "../api/delete-project";
import { useDuplicateProject } from "../api/duplicate-project";
import { useToggleFavorite } from "../api/toggle-favorite";
import type { Project } from "../api/types";
import { useQuotaToast } from "../hooks/useQuotaToast";
import { canShare } from "../rules";
import { CreateEditDiagramDialog } from "./CreateEditDiagramDialog";
import { MoveDiagramDialog } from "./MoveDiagramDialog";
import { ShareDialog } from "./ShareDialog";

const content = "z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200";
const item =
  "flex cursor-pointer select-none items-center rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100";

type OpenDialog = "edit" | "move" | "share" | null;

/**
 * A diagram's actions (spec 000 §2, §6): Ouvrir and the favourite for everyone, Partager for
 * those who may invite, Modifier, Déplacer, Dupliquer and Supprimer for the owner only. Favourite,
 * duplicate and delete failures are only logged (spec 000 §8, silent failures), except a copy
 * refused by the plan's limit, which says so and offers the plans.
 */
export function DiagramMenu({ project, className }: { project: Project; className?: string }) {
  const { t } = useTranslation("workspace");
  const navigate = useNavigate();
  const confirm = useConfirm();
  const favorite = useToggleFavorite();
  const duplicate = useDuplicateProject();
  const quotaToast = useQuotaToast();
  const remove = useDeleteProject();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = (open: boolean) => !open && setDialog(null);

  function toggleFavorite() {
    favorite.mutate(project.id, {
      onSuccess: ({ status }) => toast.success(t(status === "added" ? "card.favoriteAdded" : "card.favoriteRemoved")),
      onError: (error) => console.error("Favourite toggle failed", error),
    });
  }

  function duplicateProject() {
    duplicate.mutate(project.id, {
      onSuccess: () => toast.info(t("card.duplicating", { name: project.name })),
      // The plan's limit is said, with the way to the plans; other failures stay silent (spec 000 §8).
      onError: (error) => {
        if (isQuotaRefusal(error)) quotaToast(error.message);
        else console.error("Duplicate failed", error);
      },
    });
  }

  async function deleteProject() {
    const confirmed = await confirm({
      title: t("card.deleteConfirm", { name: project.name }),
      message: t("card.deleteConfirmBody"),
      confirmLabel: t("card.deleteAction"),
      color: "red",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(project.id);
      toast.success(t("card.deleted"));
    } catch (error) {
      console.error("Delete failed", error);
    }
  }

  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={t("card.menu", { name: project.name })}
          className={cn(
            "rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600",
            className,
          )}
        >
          <MoreVertical className="size-4" aria-hidden />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={content} align="end" sideOffset={4}>
            <DropdownMenu.Item className={item} onSelect={() => navigate(`/projects/${project.id}`)}>{t("card.open")}</DropdownMenu.Item>
            <DropdownMenu.Item className={item} onSelect={toggleFavorite}>
              {project.is_favorite ? t("card.removeFavorite") : t("card.addFavorite")}
            </DropdownMenu.Item>
            {canShare(project.access) ? (
              <DropdownMenu.Item className={item} onSelect={() => setDialog("share")}>{t("card.share")}</DropdownMenu.Item>
            ) : null}
            {project.is_owner ? (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
                <DropdownMenu.Item className={item} onSelect={() => setDialog("edit")}>{t("card.edit")}</DropdownMenu.Item>
                <DropdownMenu.Item className={item} onSelect={() => setDialog("move")}>{t("card.move")}</DropdownMenu.Item>
                <DropdownMenu.Item className={item} onSelect={duplicateProject}>{t("card.duplicate")}</DropdownMenu.Item>
                <DropdownMenu.Item className={cn(item, "text-red-600")} onSelect={() => void deleteProject()}>
                  {t("card.delete")}
                </DropdownMenu.Item>
              </>
            ) : null}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {dialog === "edit" ? <CreateEditDiagramDialog open onOpenChange={close} project={project} /> : null}
      {dialog === "move" ? <MoveDiagramDialog open onOpenChange={close} project={project} /> : null}
      {dialog === "share" ? <ShareDialog open onOpenChange={close} project={project} /> : null}
    </>
  );
}
