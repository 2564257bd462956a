import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

import { Button } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { TextField } from "@/shared/ui/Field";

import { useRequestPasswordReset } from "../api/allauth";

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const [email, setEmail] = useState("");
  const request = useRequestPasswordReset();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    request.mutate(email);
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="text-2xl font-bold">{t("forgot.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{t("forgot.subtitle")}</p>
        {request.isSuccess ? (
          <p role="status" className="mt-6 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-800">{t("forgot.sent")}</p>
        ) : (
          <form className="mt-6 space-y-4" onSubmit={onSubmit}>
            <TextField label={t("fields.email")} type="email" required autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
            {request.isError ? <p role="alert" className="text-sm text-red-600">{t("forgot.failed")}</p> : null}
            <Button type="submit" className="w-full" disabled={request.isPending}>
              {request.isPending ? t("forgot.busy") : t("forgot.submit")}
            </Button>
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="text-brand-600 hover:underline">{t("forgot.backToLogin")}</Link>
        </p>
      </Card>
    </div>
  );
}
