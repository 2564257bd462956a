import { useSyncExternalStore } from "react";

import type { Editor, EditorSnapshot } from "@/editor/editor";

/** The editor's state for React: re-renders when the document, selection or camera change. */
export function useEditorSnapshot(editor: Editor): EditorSnapshot {
  return useSyncExternalStore(editor.subscribe, editor.snapshot, editor.snapshot);
}
