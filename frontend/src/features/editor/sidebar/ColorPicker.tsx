import { Check } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { PALETTE } from "@/editor/model/constants";
import { cn } from "@/shared/ui/cn";

import { LazyPopover } from "./LazyPopover";

const nameOf = (color: string | null) => PALETTE.find((entry) => entry.color === color?.toLowerCase())?.name;

/** The 16 named colours of spec 001 §9, each labelled with its French name; optionally "none". */
export function Palette({
  value, onChange, disabled, allowNone = false, label,
}: {
  value: string | null;
  onChange: (color: string | null) => void;
  disabled?: boolean;
  allowNone?: boolean;
  label?: string;
}) {
  const { t } = useTranslation("sidebar");
  const current = value?.toLowerCase() ?? null;
  return (
    <div role="group" aria-label={label ?? t("colors.label")} className="grid grid-cols-8 gap-1.5">
      {allowNone ? (
        <button
          type="button"
          aria-pressed={current === null}
          disabled={disabled}
          onClick={() => onChange(null)}
          className={cn(
            "col-span-8 rounded-md px-2 py-0.5 text-left text-xs ring-1 ring-inset disabled:cursor-not-allowed",
            current === null ? "bg-slate-100 font-medium text-slate-900 ring-slate-400" : "text-slate-600 ring-slate-200 hover:bg-slate-50",
          )}
        >
          {t("relation.noColor")}
        </button>
      ) : null}
      {PALETTE.map((entry) => (
        <button
          key={entry.color}
          type="button"
          aria-label={entry.name}
          title={entry.name}
          aria-pressed={current === entry.color}
          disabled={disabled}
          onClick={() => onChange(entry.color)}
          className="flex size-6 items-center justify-center rounded-full ring-offset-1 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed aria-pressed:ring-2 aria-pressed:ring-slate-700"
          style={{ backgroundColor: entry.color }}
        >
          {current === entry.color ? <Check className="size-3.5 text-white" aria-hidden /> : null}
        </button>
      ))}
    </div>
  );
}

/** A swatch that opens the palette in a popover. */
export function ColorPicker({
  value, onChange, disabled, label,
}: {
  value: string;
  onChange: (color: string) => void;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation("sidebar");
  const [open, setOpen] = useState(false);
  const name = nameOf(value) ?? t("colors.custom");
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={anchor}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        title={t("colors.current", { name })}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
        className="size-4 shrink-0 rounded-full ring-1 ring-black/10 ring-offset-1 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default"
        style={{ backgroundColor: value }}
      />
      <LazyPopover anchor={anchor} open={open} onOpenChange={setOpen} className="w-60" sideOffset={6} align="start">
        <Palette
          value={value}
          label={label}
          onChange={(color) => {
            if (color) onChange(color);
            setOpen(false);
          }}
        />
      </LazyPopover>
    </>
  );
}
