import { useSyncExternalStore } from "react";

import type { Editor, EditorSnapshot } from "@/editor/editor";

/** The editor's state for React: re-renders when the document, selection or camera change. */
export function useEditorSnapshot(editor: Editor): EditorSnapshot {
  return useSyncExternalStore(editor.subscribe, editor.snapshot, editor.snapshot);
}

/** The camera, for the zoom percentage; re-renders on every pan and zoom, so keep it small. */
export function useEditorCamera(editor: Editor) {
  return useSyncExternalStore(editor.subscribeView, editor.viewSnapshot, editor.viewSnapshot);
}
