import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";

import { messageOf } from "@/shared/api/errors";
import { Button, buttonClasses } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { useConfirm } from "@/shared/ui/confirm";

import { useAcceptInvitation } from "../api/accept-invitation";
import { readInvitationToken } from "../token";

/** Spec 000 §9: the user reaches the diagram one second after accepting. */
export const REDIRECT_DELAY_MS = 1000;

function ErrorState({ message }: { message: string }) {
  const { t } = useTranslation("invitations");
  return (
    <Card className="text-center">
      <h1 className="text-xl font-semibold text-slate-900">{t("errorTitle")}</h1>
      <p role="alert" className="mt-3 text-slate-600">{message}</p>
      <Link to="/projects" className={buttonClasses("primary") + " mt-6"}>{t("backToProjects")}</Link>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}

export function AcceptInvitePage() {
  const { t } = useTranslation("invitations");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  const reading = useMemo(() => readInvitationToken(token), [token]);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const accept = useAcceptInvitation();
  const [failure, setFailure] = useState<string | null>(null);
  const [acceptedId, setAcceptedId] = useState<number | null>(null);

  useEffect(() => {
    if (acceptedId === null) return;
    const timer = setTimeout(() => navigate(`/projects/${acceptedId}`), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [acceptedId, navigate]);

  async function onAccept() {
    if (!token) return;
    try {
      const answer = await accept.mutateAsync(token.trim());
      setAcceptedId(answer.project.id);
    } catch (caught) {
      setFailure(messageOf(caught, t("acceptFailed")));
    }
  }

  async function onDecline() {
    const confirmed = await confirm({
      title: t("declineConfirm"),
      confirmLabel: t("declineButton"),
      cancelLabel: t("keep"),
      color: "red",
    });
    if (confirmed) navigate("/projects");
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      {reading.kind === "missing" ? (
        <ErrorState message={t("missingToken")} />
      ) : reading.kind === "invalid" ? (
        <ErrorState message={t("invalidToken")} />
      ) : failure !== null ? (
        <ErrorState message={failure} />
      ) : (
        <Card>
          <h1 className="text-xl font-semibold text-slate-900">{t("title")}</h1>
          <p className="mt-2 text-slate-600">{t("intro", { inviter: reading.preview.inviter })}</p>
          <dl className="mt-6 space-y-3 rounded-xl bg-slate-50 p-4">
            <Detail label={t("project")}>{reading.preview.projectName}</Detail>
            <Detail label={t("inviter")}>{reading.preview.inviter}</Detail>
            <Detail label={t("role")}>
              {t(`roles.${reading.preview.role}.label`)}
              <span className="block text-sm font-normal text-slate-500">
                {t(`roles.${reading.preview.role}.description`)}
              </span>
            </Detail>
          </dl>
          {acceptedId !== null ? (
            <p role="status" className="mt-6 text-center font-medium text-green-700">{t("accepted")}</p>
          ) : (
            <div className="mt-6 flex justify-end gap-3">
              <Button variant="secondary" onClick={onDecline} disabled={accept.isPending}>{t("decline")}</Button>
              <Button onClick={onAccept} disabled={accept.isPending}>
                {accept.isPending ? t("accepting") : t("accept")}
              </Button>
            </div>
          )}
        </Card>
      )}
    </div>
  );
}
