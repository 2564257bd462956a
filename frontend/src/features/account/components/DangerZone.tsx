import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

import { Button } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { useConfirm } from "@/shared/ui/confirm";
import { toast } from "@/shared/ui/toast";

import { useDeleteAccount } from "../api/delete-account";

export function DangerZone({ userId }: { userId: number }) {
  const { t } = useTranslation("account");
  const confirm = useConfirm();
  const navigate = useNavigate();
  const remove = useDeleteAccount();

  async function onDelete() {
    const confirmed = await confirm({
      title: t("danger.confirmTitle"),
      message: t("danger.confirmBody"),
      confirmLabel: t("danger.confirmButton"),
      cancelLabel: t("danger.cancel"),
      color: "red",
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(userId);
      toast.success(t("danger.deleted"));
      navigate("/login", { replace: true });
    } catch {
      toast.error(t("danger.failed"));
    }
  }

  return (
    <Card className="ring-red-200">
      <h2 className="text-lg font-semibold text-red-700">{t("danger.title")}</h2>
      <p className="mt-2 text-sm text-slate-600">{t("danger.body")}</p>
      <div className="mt-4">
        <Button variant="danger" onClick={onDelete} disabled={remove.isPending}>{t("danger.delete")}</Button>
      </div>
    </Card>
  );
}
