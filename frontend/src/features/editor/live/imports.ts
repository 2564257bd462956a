/**
 * Whole-document changes on the live path. A JSON import is one command (origin json_import)
 * while it fits in a socket frame, else a whole-document save over HTTP that the server
 * announces to everyone as a replacement (not undoable then). An SQL import is stored by the
 * server, which announces the replacement: once this tab holds it, the import becomes one undo
 * step, when that step and its inverse fit in a frame (undo and redo are sent as commands).
 */
import { replaceDocument } from "@/editor/actions";
import { invert } from "@/editor/commands/invert";
import type { Command } from "@/editor/commands/types";
import type { Editor } from "@/editor/editor";
import type { DiagramDocument } from "@/editor/model/types";
import { MAX_FRAME_BYTES } from "@/editor/sync/diagramSync";

import { saveDocument } from "../api/project";
import type { LiveSession } from "./liveSession";

/** Room for the frame around the command: type, id, baseRevision, origin. */
const ENVELOPE_BYTES = 256;

/** The command would fit in one `command` frame (PROTOCOL.md: at most 1 MiB). */
export function fitsInFrame(command: Command): boolean {
  const text = JSON.stringify(command);
  // UTF-8 takes at most 3 bytes per UTF-16 unit: most commands skip the encoding.
  if (text.length * 3 + ENVELOPE_BYTES <= MAX_FRAME_BYTES) return true;
  return new TextEncoder().encode(text).length + ENVELOPE_BYTES <= MAX_FRAME_BYTES;
}

export type JsonImportResult = { kind: "command" } | { kind: "whole"; reached: boolean };

/** Replaces the diagram with an imported one. Rejects with the HTTP error of a whole save. */
export async function importDocument(editor: Editor, live: LiveSession | null, projectId: number, next: DiagramDocument, name: string): Promise<JsonImportResult> {
  const command = replaceDocument(editor.document, next, name);
  if (!live || fitsInFrame(command)) {
    editor.dispatch(command, "local", "json_import");
    return { kind: "command" };
  }
  // What the user sent before the import goes first; the import then replaces the lot.
  await live.drain();
  const saved = await saveDocument(projectId, next, live.sync.revision);
  return { kind: "whole", reached: await live.reach(saved.revision) };
}

/**
 * After the server stored an import at `revision`: waits for this tab to hold it, then records
 * one undo step from `before`. Resolves with whether the step was recorded (false also when the
 * document never arrived).
 */
export async function recordServerImport(editor: Editor, live: LiveSession, before: DiagramDocument | null, revision: number, name: string): Promise<{ reached: boolean; undoable: boolean }> {
  const reached = await live.reach(revision);
  if (!reached || !before) return { reached, undoable: false };
  const after = live.sync.confirmedDocument;
  const command = replaceDocument(before, after, name);
  if (!fitsInFrame(command) || !fitsInFrame(invert(before, command))) return { reached, undoable: false };
  editor.recordStep(before, command);
  return { reached, undoable: true };
}
