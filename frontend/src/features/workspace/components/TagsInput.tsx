import { X } from "lucide-react";
import { useId, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

import { addTag } from "../rules";

/**
 * Tags typed one at a time: Enter adds (commas stripped, trimmed; empty values and duplicates
 * ignored, spec 000 §5) without submitting the form; each tag has its own remove button.
 * The caller holds the text not yet added (`draft`), so a submit can keep it.
 */
export function TagsInput({
  tags, onChange, draft, onDraftChange,
}: { tags: string[]; onChange: (tags: string[]) => void; draft: string; onDraftChange: (draft: string) => void }) {
  const { t } = useTranslation("workspace");
  const id = useId();

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    onChange(addTag(tags, draft));
    onDraftChange("");
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">{t("diagramDialog.tags")}</label>
      {tags.length ? (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label={t("diagramDialog.tags")}>
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-700">
              {tag}
              <button
                type="button"
                aria-label={t("diagramDialog.removeTag", { tag })}
                onClick={() => onChange(tags.filter((other) => other !== tag))}
                className="rounded-full p-0.5 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t("diagramDialog.tagsPlaceholder")}
        aria-describedby={`${id}-hint`}
        className="block w-full rounded-lg border-0 bg-white px-3 py-2 text-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-inset focus:ring-brand-600"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">{t("diagramDialog.tagsHint")}</p>
    </div>
  );
}
