import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";

import { Button } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { TextField } from "@/shared/ui/Field";
import { Spinner } from "@/shared/ui/Spinner";
import { toast } from "@/shared/ui/toast";

import { AllauthError, usePasswordResetKey, useResetPassword } from "../api/allauth";

export function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { t: tAccount } = useTranslation("account");
  const { key = "" } = useParams();
  const navigate = useNavigate();
  const keyCheck = usePasswordResetKey(key);
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (password.length < 8) return setError(tAccount("password.tooShort"));
    if (password !== confirmation) return setError(tAccount("password.mismatch"));
    try {
      await reset.mutateAsync({ key, password });
      toast.success(t("reset.success"));
      navigate("/login", { replace: true });
    } catch (caught) {
      setError(caught instanceof AllauthError ? (caught.fields.password ?? caught.fields.key ?? t("reset.failed")) : t("reset.failed"));
    }
  }

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="text-2xl font-bold">{t("reset.title")}</h1>
        {keyCheck.isPending ? (
          <Spinner className="mt-6" label={t("verify.busy")} />
        ) : keyCheck.isError ? (
          <>
            <p role="alert" className="mt-6 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{t("reset.invalidLink")}</p>
            <p className="mt-4 text-center text-sm"><Link to="/forgot-password" className="text-brand-600 hover:underline">{t("forgot.title")}</Link></p>
          </>
        ) : (
          <form className="mt-6 space-y-4" onSubmit={onSubmit}>
            <p className="text-sm text-slate-600">{t("reset.subtitle")}</p>
            <TextField label={t("reset.newPassword")} type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            <TextField label={t("reset.confirmPassword")} type="password" autoComplete="new-password" required value={confirmation} onChange={(e) => setConfirmation(e.target.value)} />
            {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? t("reset.busy") : t("reset.submit")}
            </Button>
          </form>
        )}
      </Card>
    </div>
  );
}
