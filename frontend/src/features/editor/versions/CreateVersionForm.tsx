import { useState } from "react";
import { useTranslation } from "react-i18next";

import { Button } from "@/shared/ui/Button";

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

/** The create tab (001 §5): a required name of at most 100 characters, an optional description
 * of at most 500 with its counter; the button waits for a name and for the save. */
export function CreateVersionForm({ saving, onSubmit }: { saving: boolean; onSubmit: (name: string, description: string) => void }) {
  const { t } = useTranslation("versions");
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const trimmed = name.trim();
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed && !saving) onSubmit(trimmed, description.trim());
      }}
    >
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{t("form.name")}</span>
        <input
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
          value={name}
          maxLength={NAME_MAX}
          required
          autoFocus
          placeholder={t("form.namePlaceholder")}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{t("form.description")}</span>
        <textarea
          className="mt-1 h-24 w-full resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
          value={description}
          maxLength={DESCRIPTION_MAX}
          placeholder={t("form.descriptionPlaceholder")}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <p className="-mt-3 text-right text-xs text-slate-500" aria-live="polite">{t("form.counter", { count: description.length })}</p>
      <div className="flex justify-end">
        <Button type="submit" disabled={!trimmed || saving}>{saving ? t("form.submitting") : t("form.submit")}</Button>
      </div>
    </form>
  );
}
