/**
 * The frames of the diagram socket, both ways (web/realtime/PROTOCOL.md). `parseServerFrame`
 * checks just enough of a frame for the client to rely on its fields; anything else is ignored,
 * so a newer server can add frames without breaking an older tab.
 */
import type { Command } from "../commands/types";
import type { DiagramDocument } from "../model/types";
import type { ImportFrame, PreviewTable } from "./incomingImport";

/** The server's own whole-document change: clients answer it with a resync. */
export const REPLACE_DOCUMENT = "REPLACE_DOCUMENT";

export const CLOSE = {
  unauthenticated: 4001,
  forbidden: 4003,
  notFound: 4004,
  protocolError: 4008,
  tooLarge: 1009,
} as const;

export type CommandOrigin = "editor" | "layout" | "recovery" | "json_import";

export interface ViewTransform {
  scale: number;
  offset: { x: number; y: number };
  /** The sender's canvas size: a follower with another screen centres the same place. */
  viewport?: { width: number; height: number };
}

export interface LiveUser {
  /** The account's id; null for an anonymous visitor. */
  id: string | number | null;
  name: string;
  color: string;
  avatar?: string | null;
}

/** One connection: `id` is the connection's id (a person with two tabs is two of them). */
export interface PresenceEntry {
  id: string;
  user: LiveUser;
}

/** A command as the server numbered it; `command.type` may be REPLACE_DOCUMENT. */
export interface ServerCommand {
  id: string;
  revision: number;
  command: Command | { type: typeof REPLACE_DOCUMENT; name?: string; timestamp?: number; data: object };
  author?: { id: string | number | null; name: string };
  origin?: string;
  serverMs?: number;
}

// --- client → server --------------------------------------------------------------------------

export type ClientFrame =
  | { type: "join_diagram"; diagramId: string | number; user: { id: string | number | null; name: string; color: string }; token: string | null; revision?: number; key?: string }
  | { type: "command"; id: string; baseRevision: number; command: Command; origin?: CommandOrigin }
  | { type: "resync"; since: number }
  | { type: "cursor_move"; x: number; y: number; color: string; name: string }
  | ({ type: "view_transform" } & ViewTransform)
  | { type: "force_save" }
  | { type: "ping" };

// --- server → client --------------------------------------------------------------------------

/** A collaborator's cursor, in world coordinates; `userId` is the connection's id. */
export interface CursorMove {
  type: "cursor_move";
  userId: string;
  x: number;
  y: number;
  color: string;
  name: string;
}

export interface SchemaSync {
  type: "schema_sync";
  project: { id: string | number; name: string; schema: DiagramDocument | null; revision: number };
  users: PresenceEntry[];
  viewTransform: ViewTransform;
  revision: number;
  you?: { id: string; user: LiveUser; canEdit: boolean };
  changes?: ServerCommand[];
  /** The document did not fit in a frame: read it over HTTP, then `resync` from its revision. */
  fetch?: boolean;
}

export type ServerFrame =
  | SchemaSync
  | { type: "join_error"; error: string; message: string }
  | ({ type: "command" } & ServerCommand)
  | { type: "command_error"; message: string; id?: string; error?: string }
  | { type: "changes"; since: number; revision: number; changes: ServerCommand[] }
  | { type: "user_joined"; id: string; user: LiveUser }
  | { type: "user_left"; id: string }
  | CursorMove
  /** Several people's latest cursors, held 50 ms by the server and sent together. */
  | { type: "cursors"; moves: CursorMove[] }
  | ({ type: "view_transform"; userId: string } & ViewTransform)
  | { type: "save_success"; revision: number }
  | { type: "save_error"; message: string }
  | { type: "access_changed"; canEdit: boolean }
  /** `revision` is not in PROTOCOL.md yet: with it, a keepalive reveals a dropped last broadcast. */
  | { type: "pong"; revision?: number }
  /** A running SQL import's tables, then its end (incomingImport.ts). */
  | ImportFrame;

type Raw = Record<string, unknown>;

const isObject = (value: unknown): value is Raw => typeof value === "object" && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);
const isRevision = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;
const text = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : fallback);
const id = (value: unknown): string | null => (typeof value === "string" || typeof value === "number" ? String(value) : null);

function serverCommand(raw: unknown): ServerCommand | null {
  if (!isObject(raw) || !isRevision(raw.revision) || id(raw.id) === null) return null;
  if (!isObject(raw.command) || typeof raw.command.type !== "string") return null;
  return { ...raw, id: id(raw.id)!, revision: raw.revision } as unknown as ServerCommand;
}

function serverCommands(raw: unknown): ServerCommand[] | null {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) return null;
  const entries = raw.map(serverCommand);
  return entries.every((entry) => entry !== null) ? (entries as ServerCommand[]) : null;
}

function viewTransform(raw: Raw): ViewTransform | null {
  const offset = raw.offset;
  if (!isNumber(raw.scale) || !isObject(offset) || !isNumber(offset.x) || !isNumber(offset.y)) return null;
  const view: ViewTransform = { scale: raw.scale, offset: { x: offset.x, y: offset.y } };
  const viewport = raw.viewport;
  if (isObject(viewport) && isNumber(viewport.width) && isNumber(viewport.height) && viewport.width > 0 && viewport.height > 0) {
    view.viewport = { width: viewport.width, height: viewport.height };
  }
  return view;
}

function presence(raw: unknown): PresenceEntry | null {
  if (!isObject(raw) || id(raw.id) === null || !isObject(raw.user)) return null;
  const user = raw.user;
  return {
    id: id(raw.id)!,
    user: { id: typeof user.id === "number" || typeof user.id === "string" ? user.id : null, name: text(user.name), color: text(user.color), avatar: typeof user.avatar === "string" ? user.avatar : null },
  };
}

function cursorMove(raw: unknown): CursorMove | null {
  if (!isObject(raw) || id(raw.userId) === null || !isNumber(raw.x) || !isNumber(raw.y)) return null;
  return { type: "cursor_move", userId: id(raw.userId)!, x: raw.x, y: raw.y, color: text(raw.color), name: text(raw.name) };
}

function previewTable(raw: unknown): PreviewTable | null {
  if (!isObject(raw) || typeof raw.id !== "string" || typeof raw.name !== "string" || !isNumber(raw.x) || !isNumber(raw.y) || !isNumber(raw.height) || !Array.isArray(raw.columns)) return null;
  const columns = raw.columns.filter((c): c is [string, string, number] => Array.isArray(c) && typeof c[0] === "string" && typeof c[1] === "string" && Number.isInteger(c[2]));
  return { id: raw.id, name: raw.name, schema: text(raw.schema, "public"), x: raw.x, y: raw.y, height: raw.height, columns };
}

function importFrame(raw: Raw): ImportFrame | null {
  if (typeof raw.jobId !== "string" || !Number.isInteger(raw.seq) || (raw.seq as number) < 1) return null;
  const seq = raw.seq as number;
  if (raw.type === "import_end") {
    const status = raw.status === "completed" ? "completed" : "failed";
    return { type: "import_end", jobId: raw.jobId, seq, status, revision: isRevision(raw.revision) ? raw.revision : null, tables: isNumber(raw.tables) ? raw.tables : 0 };
  }
  if (!Array.isArray(raw.tables)) return null;
  const tables = raw.tables.map(previewTable).filter((table) => table !== null);
  return { type: "import_tables", jobId: raw.jobId, seq, merge: raw.merge === true, tables };
}

/** The frame, or null when it is not JSON, not a frame this client knows, or misses a field. */
export function parseServerFrame(data: string): ServerFrame | null {
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(raw) || typeof raw.type !== "string") return null;
  switch (raw.type) {
    case "schema_sync": {
      const project = raw.project;
      if (!isObject(project) || !isRevision(raw.revision)) return null;
      const schema = project.schema;
      if (schema !== null && schema !== undefined && !(isObject(schema) && Array.isArray(schema.tables) && Array.isArray(schema.relations))) return null;
      const changes = serverCommands(raw.changes);
      if (!changes) return null;
      const users = Array.isArray(raw.users) ? raw.users.map(presence).filter((entry) => entry !== null) : [];
      const view = (isObject(raw.viewTransform) && viewTransform(raw.viewTransform)) || { scale: 1, offset: { x: 0, y: 0 } };
      const you = isObject(raw.you) && id(raw.you.id) !== null ? presence(raw.you) : null;
      return {
        type: "schema_sync",
        project: { id: typeof project.id === "number" ? project.id : text(project.id), name: text(project.name), schema: (schema ?? null) as DiagramDocument | null, revision: raw.revision },
        users,
        viewTransform: view,
        revision: raw.revision,
        you: you && isObject(raw.you) ? { ...you, canEdit: raw.you.canEdit === true } : undefined,
        changes,
        ...(raw.fetch === true ? { fetch: true } : {}),
      };
    }
    case "command": {
      const entry = serverCommand(raw);
      return entry && { type: "command", ...entry };
    }
    case "changes": {
      const changes = serverCommands(raw.changes);
      if (!changes || !isRevision(raw.revision)) return null;
      return { type: "changes", since: isRevision(raw.since) ? raw.since : 0, revision: raw.revision, changes };
    }
    case "join_error":
      return { type: "join_error", error: text(raw.error, "forbidden"), message: text(raw.message) };
    case "command_error":
      return { type: "command_error", message: text(raw.message), id: id(raw.id) ?? undefined, error: typeof raw.error === "string" ? raw.error : undefined };
    case "user_joined": {
      const entry = presence(raw);
      return entry && { type: "user_joined", ...entry };
    }
    case "user_left":
      return id(raw.id) === null ? null : { type: "user_left", id: id(raw.id)! };
    case "cursor_move":
      return cursorMove(raw);
    case "cursors": {
      if (!Array.isArray(raw.moves)) return null;
      // One malformed entry costs that cursor only, not everyone else's in the batch.
      return { type: "cursors", moves: raw.moves.map(cursorMove).filter((move) => move !== null) };
    }
    case "view_transform": {
      const view = viewTransform(raw);
      return view && id(raw.userId) !== null ? { type: "view_transform", userId: id(raw.userId)!, ...view } : null;
    }
    case "save_success":
      return { type: "save_success", revision: isRevision(raw.revision) ? raw.revision : 0 };
    case "save_error":
      return { type: "save_error", message: text(raw.message) };
    case "access_changed":
      return typeof raw.canEdit === "boolean" ? { type: "access_changed", canEdit: raw.canEdit } : null;
    case "pong":
      return isRevision(raw.revision) ? { type: "pong", revision: raw.revision } : { type: "pong" };
    case "import_tables":
    case "import_end":
      return importFrame(raw);
    default:
      return null;
  }
}
