import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import { ApiError } from "@/shared/api/errors";
import { Button } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { TextField } from "@/shared/ui/Field";
import { toast } from "@/shared/ui/toast";

import { useChangePassword } from "../api/change-password";
import { passwordProblem } from "../rules";

const EMPTY = { current: "", next: "", confirmation: "" };

export function PasswordCard() {
  const { t } = useTranslation("account");
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problem = passwordProblem(values);
    if (problem) {
      setError(t(`password.${problem}`));
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ current_password: values.current, new_password: values.next });
      setValues(EMPTY);
      toast.success(t("password.changed"));
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.body?.message
          ? caught.body.message
          : caught instanceof ApiError && caught.status === 400
            ? t("password.wrongCurrent")
            : t("password.failed");
      setError(message);
      toast.error(message);
    }
  }

  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <Card>
      <h2 className="text-lg font-semibold">{t("password.title")}</h2>
      <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
        <TextField label={t("password.current")} type="password" autoComplete="current-password" value={values.current} onChange={set("current")} />
        <TextField label={t("password.new")} type="password" autoComplete="new-password" value={values.next} onChange={set("next")} />
        <TextField label={t("password.confirm")} type="password" autoComplete="new-password" value={values.confirmation} onChange={set("confirmation")} />
        {error ? <p role="alert" className="text-sm text-red-600">{error}</p> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending}>{change.isPending ? t("password.busy") : t("password.submit")}</Button>
        </div>
      </form>
    </Card>
  );
}
