import { useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

import { editorToast as toast } from "../toasts";

import { useRenameProject } from "../api/project";

/** The diagram's name, editable in place by those who may edit the diagram. */
export function ProjectName({ projectId, name, editable }: { projectId: number; name: string; editable: boolean }) {
  const { t } = useTranslation("editor");
  const [value, setValue] = useState(name);
  const [saved, setSaved] = useState(name);
  const rename = useRenameProject(projectId);

  if (!editable) return <h1 className="max-w-36 truncate text-sm font-semibold text-slate-900 sm:max-w-none">{name}</h1>;

  async function commit() {
    const next = value.trim();
    if (!next || next === saved) {
      setValue(saved);
      return;
    }
    try {
      await rename.mutateAsync(next);
      setSaved(next);
      setValue(next);
    } catch {
      setValue(saved);
      toast.error(t("name.renameFailed"));
    }
  }

  function onKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") event.currentTarget.blur();
    if (event.key === "Escape") {
      setValue(saved);
      requestAnimationFrame(() => (event.target as HTMLInputElement).blur());
    }
  }

  return (
    <input
      aria-label={t("name.label")}
      value={value}
      maxLength={200}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={onKey}
      className="w-36 truncate rounded-md sm:w-56 border border-transparent bg-transparent px-2 py-1 text-sm font-semibold text-slate-900 hover:border-slate-200 focus:border-brand-500 focus:outline-none"
    />
  );
}
