import { Fragment } from "react";
import { useTranslation } from "react-i18next";

/**
 * A shortcut's key combinations, « Ctrl Z / Ctrl Y », as the editor's help and the editor's guide
 * both show them; named keys (mod, shift…) read from the editor's catalogue.
 */
export function KeyCombos({ combos, className }: { combos: readonly (readonly string[])[]; className: string }) {
  const { t } = useTranslation("editor");
  const keyLabel = (key: string) => (/^[a-z][a-zA-Z]+$/.test(key) ? t(`shortcuts.keys.${key}` as "shortcuts.keys.mod") : key);
  return (
    <dd className={className}>
      {combos.map((combo, i) => (
        <Fragment key={i}>
          {i > 0 ? <span className="text-slate-400">/</span> : null}
          {combo.map((key) => (
            <kbd key={key} className="rounded border border-slate-300 bg-slate-50 px-1.5 py-0.5 text-xs font-medium text-slate-700">{keyLabel(key)}</kbd>
          ))}
        </Fragment>
      ))}
    </dd>
  );
}
