import { ChevronDown } from "lucide-react";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";

import { ATTRIBUTE_TYPES, type AttributeType } from "@/editor/model/types";
import { cn } from "@/shared/ui/cn";

import { LazyPopover } from "./LazyPopover";
import { ui } from "./styles";

/**
 * The attribute type picker (spec 001 §2): a search box "Rechercher un type..." over every type
 * (UUID included), Arrow keys to move, Enter to choose, Escape to close.
 */
export function TypePicker({
  value, onChange, disabled, label,
}: {
  value: AttributeType;
  onChange: (type: AttributeType) => void;
  disabled?: boolean;
  label: string;
}) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={anchor}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex h-6 w-24 shrink-0 items-center justify-between gap-1 rounded-md bg-slate-50 px-1.5 font-mono text-[11px] text-slate-700 ring-1 ring-inset ring-slate-200 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default disabled:hover:bg-slate-50"
      >
        <span className="truncate">{value}</span>
        {disabled ? null : <ChevronDown className="size-3 shrink-0" aria-hidden />}
      </button>
      <LazyPopover anchor={anchor} open={open} onOpenChange={setOpen} className="w-52" sideOffset={4} align="start">
        <TypeSearch
          value={value}
          onChoose={(type) => {
            setOpen(false);
            if (type !== value) onChange(type);
          }}
        />
      </LazyPopover>
    </>
  );
}

function TypeSearch({ value, onChoose }: { value: AttributeType; onChoose: (type: AttributeType) => void }) {
  const { t } = useTranslation("sidebar");
  const id = useId();
  const [query, setQuery] = useState("");
  const matches = useMemo(() => {
    const needle = query.trim().toUpperCase();
    return ATTRIBUTE_TYPES.filter((type) => type.includes(needle));
  }, [query]);
  const [active, setActive] = useState(() => Math.max(0, ATTRIBUTE_TYPES.indexOf(value)));
  const current = Math.min(active, matches.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!matches.length) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current + step + matches.length) % matches.length);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : matches.length - 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (matches[current]) onChoose(matches[current]);
    }
  }

  return (
    <div>
      <input
        autoFocus
        role="combobox"
        aria-expanded
        aria-controls={`${id}-list`}
        aria-activedescendant={matches[current] ? `${id}-${matches[current]}` : undefined}
        aria-autocomplete="list"
        aria-label={t("attribute.searchType")}
        placeholder={t("attribute.searchType")}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        className={ui.input}
      />
      <ul id={`${id}-list`} role="listbox" aria-label={t("attribute.types")} className="mt-1.5 max-h-56 overflow-y-auto">
        {matches.map((type, at) => (
          <li
            key={type}
            id={`${id}-${type}`}
            role="option"
            aria-selected={at === current}
            onMouseEnter={() => setActive(at)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(type)}
            className={cn(
              "cursor-pointer rounded px-2 py-1 font-mono text-xs",
              at === current ? "bg-brand-50 text-brand-700" : "text-slate-700",
              type === value && "font-semibold",
            )}
          >
            {type}
          </li>
        ))}
      </ul>
      {matches.length ? null : <p className="px-2 py-1 text-xs text-slate-500">{t("attribute.noType")}</p>}
    </div>
  );
}
