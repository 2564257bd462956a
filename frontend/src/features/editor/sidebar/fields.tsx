import { useEffect, useId, useRef, useState, type ComponentPropsWithRef, type ReactNode } from "react";

import { ui } from "./styles";

type Commit = { value: string; onCommit: (value: string) => void };

/**
 * A text input that edits a draft and commits it on blur or Enter (one command per edit, not
 * one per keystroke); Escape restores the document's value, or, with `escapeCommits` (a panel
 * Escape closes), commits it. While not focused it shows the document's value, so undo and
 * collaborators' changes appear at once.
 */
export function CommitInput({
  value, onCommit, onKeyDown, onBlur, escapeCommits = false, ...props
}: Commit & { escapeCommits?: boolean } & Omit<ComponentPropsWithRef<"input">, "value" | "defaultValue" | "onChange">) {
  const [draft, setDraft] = useState<string | null>(null);
  // A field removed while focused gets no blur: its typed value is committed as it goes.
  const pending = useRef<{ draft: string | null; value: string; onCommit: (value: string) => void }>({ draft, value, onCommit });
  // Read from the ref: Escape commits, then moves the focus, whose blur must not commit again.
  const commit = () => {
    const typed = pending.current.draft;
    pending.current.draft = null;
    if (typed !== null && typed !== value) onCommit(typed);
    setDraft(null);
  };
  useEffect(() => {
    pending.current = { draft, value, onCommit };
  });
  useEffect(() => () => {
    const { draft: left, value: shown, onCommit: save } = pending.current;
    if (escapeCommits && left !== null && left !== shown) save(left);
  }, [escapeCommits]);
  return (
    <input
      {...props}
      value={draft ?? value}
      onChange={(event) => {
        pending.current.draft = event.target.value;
        setDraft(event.target.value);
      }}
      onBlur={(event) => {
        commit();
        onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        } else if (event.key === "Escape" && escapeCommits) {
          commit();
        } else if (event.key === "Escape" && draft !== null) {
          event.stopPropagation();
          pending.current.draft = null;
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
