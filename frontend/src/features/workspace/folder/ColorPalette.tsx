import { Check } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

import { cn } from "@/shared/ui/cn";

import { FOLDER_COLORS } from "../rules";

/** The 8 folder colours (spec 000 §9) as a radio group named after each colour. */
export function ColorPalette({ legend, value, onChange }: { legend: string; value: string; onChange: (color: string) => void }) {
  const { t } = useTranslation("workspace");
  const current = value.toLowerCase();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {FOLDER_COLORS.map((option) => {
          const checked = current === option.value;
          const label = t(`folderDialog.colors.${option.name}`);
          return (
            <label key={option.value} className="relative cursor-pointer" title={label}>
              <input type="radio" name={name} value={option.value} checked={checked} aria-label={label}
                onChange={() => onChange(option.value)} className="peer sr-only" />
              <span aria-hidden style={{ backgroundColor: option.value }} className={cn(
                "flex size-8 items-center justify-center rounded-full ring-offset-2 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600",
                checked && "ring-2 ring-slate-900",
              )}>
                {checked ? <Check className="size-4 text-white" /> : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
