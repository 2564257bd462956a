import { useId, useState, type ComponentPropsWithRef, type ReactNode } from "react";

import { ui } from "./styles";

type Commit = { value: string; onCommit: (value: string) => void };

/**
 * A text input that edits a draft and commits it on blur or Enter (one command per edit, not
 * one per keystroke); Escape restores the document's value. While not focused it shows the
 * document's value, so undo and collaborators' changes appear at once.
 */
export function CommitInput({
  value, onCommit, onKeyDown, onBlur, ...props
}: Commit & Omit<ComponentPropsWithRef<"input">, "value" | "defaultValue" | "onChange">) {
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  return (
    <input
      {...props}
      value={draft ?? value}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        } else if (event.key === "Escape" && draft !== null) {
          event.stopPropagation();
          setDraft(null);
        }
        onKeyDown?.(event);
      }}
    />
  );
}

/** A textarea that commits on blur (Enter makes a new line). */
export function CommitTextarea({
  value, onCommit, onBlur, ...props
}: Commit & Omit<ComponentPropsWithRef<"textarea">, "value" | "defaultValue" | "onChange">) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <textarea
      {...props}
      value={draft ?? value}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={(event) => {
        if (draft !== null && draft !== value) onCommit(draft);
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}

/** A label above one control; the control receives the id to point at. */
export function Labelled({ label, className, children }: { label: string; className?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={ui.label}>{label}</label>
      {children(id)}
    </div>
  );
}
