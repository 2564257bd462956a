/**
 * Views between collaborators (PROTOCOL.md "Presence", `view_transform`): this user's camera is
 * sent at most every 200 ms, and following someone applies each view they send until this user
 * pans or zooms, or that person leaves. Framework-free; the header avatars and the canvas overlay
 * share one instance per DiagramSync (`viewSharingFor`), so follow mode survives full screen,
 * where the header is not mounted.
 */
import type { Editor } from "@/editor/editor";
import type { DiagramSync } from "@/editor/sync/diagramSync";
import { Emitter } from "@/editor/sync/emitter";
import type { PresenceEntry, ViewTransform } from "@/editor/sync/protocol";
import { LatestOnly, systemClock, type Clock } from "@/editor/sync/timing";
import type { Camera } from "@/editor/viewport/camera";

import { canFollow, connectionsOf, type Person } from "./people";
import { viewOf, viewToCamera } from "./viewMath";

/** Others only need to see roughly where this user looks; the engine's own 50 ms pace is for
 * cursors. */
export const VIEW_SEND_MS = 200;

export type ViewSync = Pick<DiagramSync, "users" | "sendViewTransform" | "onViewTransform" | "onPresence">;
export type ViewEditor = Pick<Editor, "camera" | "width" | "height" | "setCamera" | "subscribeView">;

export class ViewSharing {
  /** Each connection's latest view, newest last: following starts at once when one is known. */
  private readonly views = new Map<string, ViewTransform>();
  private target: Person | null = null;
  private targetConnections = new Set<string>();
  /** The camera follow mode set: any other camera is the user's own pan or zoom. */
  private applied: Camera | null = null;
  private lastCamera: Camera;
  private readonly out: LatestOnly<ViewTransform>;
  private readonly changes = new Emitter<[]>();
  private readonly viewChanges = new Emitter<[]>();
  private holders = 0;
  private detach: (() => void) | null = null;

  constructor(
    private readonly sync: ViewSync,
    private readonly editor: ViewEditor,
    clock: Clock = systemClock,
    intervalMs = VIEW_SEND_MS,
  ) {
    this.lastCamera = editor.camera;
    this.out = new LatestOnly(intervalMs, clock, (view) => sync.sendViewTransform(view));
  }

  /** For useSyncExternalStore: who is followed. */
  subscribe = (listener: () => void) => this.changes.on(listener);
  getFollowing = (): Person | null => this.target;

  /** Collaborators' latest views by connection (the minimap frames them), known while retained. */
  get otherViews(): ReadonlyMap<string, ViewTransform> {
    return this.views;
  }

  /** A collaborator's view arrived or went with them. */
  onViews = (listener: () => void) => this.viewChanges.on(listener);

  /** Listens while at least one component holds it; the returned function lets go. */
  retain(): () => void {
    if (this.holders++ === 0) this.attach();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holders === 0) this.dispose();
    };
  }

  follow(person: Person) {
    if (!canFollow(person)) return;
    const connections = connectionsOf(this.sync.users, person);
    if (connections.size === 0) return;
    this.target = person;
    this.targetConnections = connections;
    this.changes.emit();
    const known = [...this.views].filter(([id]) => connections.has(id));
    if (known.length > 0) this.apply(known[known.length - 1][1]);
  }

  stop() {
    if (!this.target) return;
    this.target = null;
    this.targetConnections = new Set();
    this.applied = null;
    this.changes.emit();
  }

  private attach() {
    this.lastCamera = this.editor.camera;
    const stops = [
      this.editor.subscribeView(() => this.cameraChanged()),
      this.sync.onViewTransform((id, view) => this.viewed(id, view)),
      this.sync.onPresence((users) => this.present(users)),
    ];
    this.detach = () => stops.forEach((stop) => stop());
  }

  private dispose() {
    this.detach?.();
    this.detach = null;
    this.out.cancel();
    this.views.clear();
    this.stop();
  }

  private cameraChanged() {
    const camera = this.editor.camera;
    // subscribeView also fires for hover and drag previews: only a new camera counts.
    if (camera === this.lastCamera) return;
    this.lastCamera = camera;
    if (this.target) {
      if (camera === this.applied) return;
      this.stop(); // the user panned or zoomed: they take their view back
    }
    // Views shown while following are not sent: two people following each other would bounce
    // the same view back and forth, and the server would remember someone else's view as ours.
    this.out.push({ ...viewOf(camera), viewport: { width: this.editor.width, height: this.editor.height } });
  }

  private viewed(id: string, view: ViewTransform) {
    this.views.delete(id);
    this.views.set(id, view);
    this.viewChanges.emit();
    if (this.targetConnections.has(id)) this.apply(view);
  }

  private present(users: readonly PresenceEntry[]) {
    const here = new Set(users.map((entry) => entry.id));
    const known = this.views.size;
    for (const id of this.views.keys()) if (!here.has(id)) this.views.delete(id);
    if (this.views.size !== known) this.viewChanges.emit();
    if (!this.target) return;
    this.targetConnections = connectionsOf(users, this.target);
    if (this.targetConnections.size === 0) this.stop(); // they left
  }

  private apply(view: ViewTransform) {
    const size = { width: this.editor.width, height: this.editor.height };
    const camera = viewToCamera(view, size, view.viewport ?? size);
    this.applied = camera;
    this.editor.setCamera(camera);
  }
}

const shared = new WeakMap<DiagramSync, WeakMap<Editor, ViewSharing>>();

/** One ViewSharing per sync and editor: created on first ask (no side effect until `retain`). */
export function viewSharingFor(sync: DiagramSync, editor: Editor): ViewSharing {
  let byEditor = shared.get(sync);
  if (!byEditor) {
    byEditor = new WeakMap();
    shared.set(sync, byEditor);
  }
  let sharing = byEditor.get(editor);
  if (!sharing) {
    sharing = new ViewSharing(sync, editor);
    byEditor.set(editor, sharing);
  }
  return sharing;
}
