import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";

import { Card } from "@/shared/ui/Card";
import { Spinner } from "@/shared/ui/Spinner";

import { useVerifyEmail } from "../api/allauth";

export function VerifyEmailPage() {
  const { t } = useTranslation("auth");
  const { key = "" } = useParams();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sent = useRef<string | null>(null);

  // A key works once: never send it twice (React may run effects twice in development).
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    mutate(key);
  }, [key, mutate]);

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="text-2xl font-bold">{t("verify.title")}</h1>
        <div className="mt-6">
          {verify.isSuccess ? (
            <p role="status" className="rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">{t("verify.success")}</p>
          ) : verify.isError ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{t("verify.failed")}</p>
          ) : (
            <Spinner label={t("verify.busy")} />
          )}
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/my-account" className="text-brand-600 hover:underline">{t("verify.toAccount")}</Link>
        </p>
      </Card>
    </div>
  );
}
