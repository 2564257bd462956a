import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";

import { ApiError } from "@/shared/api/errors";
import { Button } from "@/shared/ui/Button";
import { Card } from "@/shared/ui/Card";
import { TextField } from "@/shared/ui/Field";
import { toast } from "@/shared/ui/toast";

import { useLogin } from "../api/login";
import { useRegister } from "../api/register";
import { safeRedirect } from "../redirect";

type Mode = "login" | "register";
const EMPTY = { username: "", email: "", password: "" };

/** /login and /register: one screen, two modes (spec 000 §2). */
export function AuthPage() {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const mode: Mode = location.pathname.startsWith("/register") ? "register" : "login";
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [shownMode, setShownMode] = useState<Mode>(mode);
  const login = useLogin();
  const register = useRegister();
  const busy = login.isPending || register.isPending;

  // Switching mode clears every field and message.
  if (shownMode !== mode) {
    setShownMode(mode);
    setValues(EMPTY);
    setError(null);
    setFieldErrors({});
  }

  const otherMode = (target: Mode) => `/${target}${location.search}`;
  const set = (field: keyof typeof EMPTY) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setFieldErrors({});
    if (mode === "login") {
      try {
        await login.mutateAsync({ username: values.username, password: values.password });
        navigate(safeRedirect(searchParams.get("redirect")), { replace: true });
      } catch (caught) {
        setError(caught instanceof ApiError && caught.status === 429 && caught.body ? caught.body.message : t("login.failed"));
      }
      return;
    }
    try {
      await register.mutateAsync(values);
      toast.success(t("register.success"));
      navigate(otherMode("login"), { replace: true });
    } catch (caught) {
      setError(t("register.failed"));
      if (caught instanceof ApiError) setFieldErrors(caught.fieldMessages());
    }
  }

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16">
      <Card>
        <h1 className="text-2xl font-bold text-slate-900">{mode === "login" ? t("login.title") : t("register.title")}</h1>
        <p className="mt-1 text-sm text-slate-600">{mode === "login" ? t("login.subtitle") : t("register.subtitle")}</p>
        <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate={false}>
          <TextField
            label={t("fields.username")}
            name="username"
            autoComplete="username"
            required
            value={values.username}
            onChange={set("username")}
            error={fieldErrors.username}
          />
          {mode === "register" ? (
            <TextField
              label={t("fields.email")}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set("email")}
              error={fieldErrors.email}
            />
          ) : null}
          <TextField
            label={t("fields.password")}
            name="password"
            type="password"
            autoComplete={mode === "login" ? "current-password" : "new-password"}
            required
            value={values.password}
            onChange={set("password")}
            error={fieldErrors.password}
          />
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{error}</p>
          ) : null}
          <Button type="submit" className="w-full" disabled={busy}>
            {mode === "login"
              ? login.isPending ? t("login.busy") : t("login.submit")
              : register.isPending ? t("register.busy") : t("register.submit")}
          </Button>
        </form>
        <div className="mt-6 space-y-2 text-center text-sm text-slate-600">
          {mode === "login" ? (
            <>
              <p>
                {t("login.noAccount")}{" "}
                <Link className="font-medium text-brand-600 hover:underline" to={otherMode("register")}>{t("login.toRegister")}</Link>
              </p>
              <p>
                <Link className="text-slate-500 hover:underline" to="/forgot-password">{t("login.forgotPassword")}</Link>
              </p>
            </>
          ) : (
            <p>
              {t("register.haveAccount")}{" "}
              <Link className="font-medium text-brand-600 hover:underline" to={otherMode("login")}>{t("register.toLogin")}</Link>
            </p>
          )}
        </div>
      </Card>
    </div>
  );
}
