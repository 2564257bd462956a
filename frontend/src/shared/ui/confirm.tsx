/**
 * The confirmation modal of the layout (spec 000 §4): `await confirm({...})` resolves true on
 * confirm and false on cancel. Button colours: blue, red, green, yellow (default), gray.
 */
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { cn } from "./cn";
import { Modal } from "./Modal";

export type ConfirmColor = "blue" | "red" | "green" | "yellow" | "gray";

export const CONFIRM_COLORS: Record<ConfirmColor, string> = {
  blue: "bg-blue-600 hover:bg-blue-700 text-white",
  red: "bg-red-600 hover:bg-red-700 text-white",
  green: "bg-green-600 hover:bg-green-700 text-white",
  yellow: "bg-yellow-500 hover:bg-yellow-600 text-white",
  gray: "bg-slate-600 hover:bg-slate-700 text-white dark:bg-[#475569] dark:hover:bg-[#334155]",
};

export type ConfirmOptions = {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  color?: ConfirmColor;
};

type ConfirmFn = (options: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<ConfirmFn | null>(null);

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((value: boolean) => void) | null>(null);

  const confirm = useCallback<ConfirmFn>((next) => {
    resolver.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Modal
        open={options !== null}
        onOpenChange={(open) => !open && settle(false)}
        title={options?.title ?? ""}
        description={options?.message}
      >
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
            onClick={() => settle(false)}
          >
            {options?.cancelLabel ?? t("actions.cancel")}
          </button>
          <button
            type="button"
            autoFocus
            className={cn("rounded-lg px-4 py-2 text-sm font-medium", CONFIRM_COLORS[options?.color ?? "yellow"])}
            onClick={() => settle(true)}
          >
            {options?.confirmLabel ?? t("actions.confirm")}
          </button>
        </div>
      </Modal>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a ConfirmProvider");
  return confirm;
}
