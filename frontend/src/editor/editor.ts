/**
 * The headless editor: the document, its history, the UI state (selection, hover, camera) and
 * the frame loop. React components read it through `subscribe`/`snapshot` and call its methods;
 * they hold no editing logic. Every applied command is announced to `onCommand` listeners (the
 * saver, the collaboration client in sync/) with its origin.
 */
import { emptyOverwrites, History, overwritesBetween, type Overwrites } from "./commands/history";
import { apply } from "./commands/reducer";
import { command, type Command } from "./commands/types";
import { GRID } from "./model/constants";
import { areasOf, notesOf } from "./model/annotations";
import { tableRect, unionRect, type Rect } from "./model/geometry";
import type { RowMarks } from "./diff/display";
import { emptyDocument, type DiagramDocument } from "./model/types";
import { detailFor, performanceLevel, type PerformanceLevel } from "./render/detail";
import { Renderer, type DropTarget, type Selection, type FrameStats } from "./render/renderer";
import { LIGHT_CANVAS, type CanvasPalette, type Ctx2D } from "./render/paintTable";
import { RouteCache } from "./routing/routes";
import { SceneIndex } from "./spatial/sceneIndex";
import { fitContent, INITIAL_CAMERA, minScaleFor, pan, stepZoom, wheelZoom, zoomAt, type Camera } from "./viewport/camera";
import { tr } from "./i18n";

/** After the last zoom step, tables are repainted sharp at the new scale. */
export const ZOOM_SETTLE_MS = 180;
/** Table pictures painted per frame at most, so zooming out over many tables never stalls. */
export const PAINT_BUDGET = 24;
const now = () => globalThis.performance?.now?.() ?? Date.now();

/** What a fit shows: the tables, and the areas and notes around them (issue 17). */
function contentRects(doc: DiagramDocument): Rect[] {
  return [...doc.tables.map(tableRect), ...areasOf(doc), ...notesOf(doc)];
}

function replayedOverwrites(doc: DiagramDocument, remote: readonly Command[]): Overwrites {
  const overwritten = emptyOverwrites();
  for (const cmd of remote) {
    const next = apply(doc, cmd);
    overwritesBetween(doc, next, overwritten);
    doc = next;
  }
  return overwritten;
}

/** Where an applied command came from: the user (local, undo, redo), a collaborator (remote), or
 * the server that already stored its result (server: recorded for undo, not saved again). */
export type CommandOrigin = "local" | "undo" | "redo" | "remote" | "server";
/** What wrote a user's command, for the server's change log (PROTOCOL.md [C1]); the editor's
 * own edits have none. */
export type CommandSource = "layout" | "json_import" | "recovery";
export type LevelChoice = PerformanceLevel | "auto";

/** What screens show besides the canvas; changes of the view alone (camera, a drag in progress,
 * hover) do not touch it, so panning never re-renders the sidebar. */
export interface EditorSnapshot {
  doc: DiagramDocument;
  selection: Selection;
  canUndo: boolean;
  canRedo: boolean;
  level: PerformanceLevel;
  levelChoice: LevelChoice;
  editable: boolean;
  snapToGrid: boolean;
  version: number;
}

type Listener = () => void;
/** What can be edited in place on the canvas. */
export type EditTarget = { kind: "note" | "area"; id: string };
type CommandListener = (command: Command, origin: CommandOrigin, source?: CommandSource) => void;

export class Editor {
  readonly index = new SceneIndex();
  readonly routes = new RouteCache();
  readonly renderer = new Renderer(this.index, this.routes);
  private history = new History();
  private doc: DiagramDocument = emptyDocument();
  /** A drag or resize in progress: shown, not yet recorded. */
  private preview: DiagramDocument | null = null;
  /** What made `preview`: replayed on a document a collaborator changed mid-drag. */
  private previewCommand: Command | null = null;
  /** An SQL import's tables as they arrive (sync/incomingImport.ts): shown, not editable. */
  private incoming: DiagramDocument | null = null;
  private selection: Selection = null;
  camera: Camera = INITIAL_CAMERA;
  hoverTableId: string | null = null;
  hoverRelationId: string | null = null;
  draft: { from: { x: number; y: number }; to: { x: number; y: number } } | null = null;
  /** Where the relation being dragged would land: a row (that column becomes the key) or the
   * table itself (a key column is added). Shown while dragging. */
  dropTarget: DropTarget | null = null;
  private levelChoice: LevelChoice = "auto";
  private editable = true;
  private snap = false;
  showGrid = true;
  /** The canvas's colours, following the app's theme (setPalette). */
  palette: CanvasPalette = LIGHT_CANVAS;
  /** Rows to tint (a comparison's canvas); the document's own colours say the rest. */
  private rowMarks: RowMarks | null = null;
  width = 0;
  height = 0;
  pixelRatio = 1;
  private version = 0;
  private cached: EditorSnapshot | null = null;
  private listeners = new Set<Listener>();
  private viewListeners = new Set<Listener>();
  private viewVersion = 0;
  private commandListeners = new Set<CommandListener>();
  private ctx: Ctx2D | null = null;
  private frame: number | null = null;
  lastFrame: FrameStats | null = null;
  /** Frames drawn so far (benchmark and tests). */
  frames = 0;

  constructor(private readonly schedule: (callback: () => void) => number = (cb) => requestAnimationFrame(cb)) {}

  // --- state ------------------------------------------------------------------------------

  get document(): DiagramDocument {
    return this.preview ?? this.incoming ?? this.doc;
  }

  load(doc: DiagramDocument) {
    this.doc = doc;
    this.preview = null;
    this.previewCommand = null;
    this.history.clear();
    this.selection = null;
    this.changed();
    this.documentArrived();
  }

  /** The app turned light or dark: the next frame repaints everything in this palette. */
  setPalette(palette: CanvasPalette) {
    if (palette === this.palette) return;
    this.palette = palette;
    this.viewChanged();
  }

  /** Tint these attribute rows (the compare view), or none. */
  setRowMarks(marks: RowMarks | null) {
    this.rowMarks = marks;
    this.invalidate();
  }

  setEditable(editable: boolean) {
    this.editable = editable;
    this.changed();
  }

  get isEditable(): boolean {
    return this.editable && !this.incoming;
  }

  /** Show an import's incoming tables instead of the document (null: the document again). */
  showIncoming(doc: DiagramDocument | null) {
    if (doc === this.incoming) return;
    this.incoming = doc;
    this.preview = null;
    this.previewCommand = null;
    this.changed();
  }

  get level(): PerformanceLevel {
    if (this.levelChoice !== "auto") return this.levelChoice;
    return performanceLevel(this.doc.tables.length, this.doc.relations.length);
  }

  setLevel(choice: LevelChoice) {
    this.levelChoice = choice;
    this.changed();
  }

  get snapToGrid(): boolean {
    return this.snap;
  }

  setSnapToGrid(on: boolean) {
    this.snap = on;
    this.changed();
  }

  snapValue(value: number): number {
    return this.snap ? Math.round(value / GRID.snap) * GRID.snap : value;
  }

  snapshot = (): EditorSnapshot => {
    if (this.cached?.version === this.version) return this.cached;
    this.cached = {
      doc: this.doc,
      selection: this.selection,
      canUndo: this.history.canUndo,
      canRedo: this.history.canRedo,
      level: this.level,
      levelChoice: this.levelChoice,
      editable: this.isEditable,
      snapToGrid: this.snap,
      version: this.version,
    };
    return this.cached;
  };

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Camera, preview and hover changes: for the zoom percentage and other view readouts. */
  subscribeView = (listener: Listener): (() => void) => {
    this.viewListeners.add(listener);
    return () => this.viewListeners.delete(listener);
  };

  viewSnapshot = (): Camera => this.camera;

  onCommand(listener: CommandListener): () => void {
    this.commandListeners.add(listener);
    return () => this.commandListeners.delete(listener);
  }

  private changed() {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
    this.invalidate();
  }

  private viewChanged() {
    this.viewVersion += 1;
    this.viewListeners.forEach((listener) => listener());
    this.invalidate();
  }

  // --- commands ---------------------------------------------------------------------------

  /** Apply a command the user made; recorded for undo and announced (with `source` when a tool,
   * not the user's hand, made it). */
  dispatch(cmd: Command, origin: "local" | "server" = "local", source?: CommandSource): boolean {
    if (!this.isEditable) return false;
    this.preview = null;
    this.previewCommand = null;
    const next = this.history.execute(this.doc, cmd);
    if (next === this.doc) return false;
    this.doc = next;
    // An edit on the shown canvas is the user at work: the view no longer jumps to a fit.
    if (this.width > 0) this.fitPending = false;
    this.dropStaleSelection();
    this.commandListeners.forEach((listener) => listener(cmd, origin, source));
    this.changed();
    return true;
  }

  /**
   * A change the server already made and the document already shows (an SQL import arrives as a
   * whole new document): `cmd` from `before` becomes one undo step, without being applied or
   * announced. False when it changes nothing.
   */
  recordStep(before: DiagramDocument, cmd: Command): boolean {
    if (this.history.execute(before, cmd) === before) return false;
    this.changed();
    return true;
  }

  /** Show a transient change (a drag in progress) without recording it. */
  showPreview(cmd: Command) {
    if (!this.isEditable) return;
    this.previewCommand = cmd;
    this.preview = apply(this.doc, cmd);
    this.viewChanged();
  }

  cancelPreview() {
    this.previewCommand = null;
    if (!this.preview) return;
    this.preview = null;
    this.viewChanged();
  }

  /** Apply a command from a collaborator: not recorded, not re-sent. */
  applyRemote(cmd: Command) {
    this.applyRebased(apply(this.doc, cmd), [cmd]);
  }

  /**
   * Show the document the collaboration client computed (the server's document with the user's
   * unacknowledged commands replayed on it). Not recorded, announced as "remote" with the
   * collaborators' commands that led to it. `overwritten` (what those commands wrote, measured on
   * the server's document; by default measured by replaying `remote` on the current document) no
   * undo or redo writes back; `pending` are the user's commands the server has not applied yet.
   */
  applyRebased(doc: DiagramDocument, remote: readonly Command[] = [], overwritten?: Overwrites, pending: readonly Command[] = []) {
    this.history.rebase(overwritten ?? replayedOverwrites(this.doc, remote), new Set(pending));
    if (doc === this.doc) return;
    this.doc = doc;
    if (this.previewCommand) {
      // The drag goes on over the new document, unless a collaborator removed what was dragged.
      const preview = apply(doc, this.previewCommand);
      this.preview = preview === doc ? null : preview;
    }
    this.dropStaleSelection();
    remote.forEach((cmd) => this.commandListeners.forEach((listener) => listener(cmd, "remote")));
    this.changed();
    this.documentArrived();
  }

  /** The server refused `cmd` (the collaboration client already removed its effect): no undo
   * or redo step may bring it back. */
  forgetCommand(cmd: Command) {
    if (this.history.forget(cmd)) this.changed();
  }

  undo(): boolean {
    if (!this.isEditable) return false;
    const result = this.history.undo(this.doc);
    if (!result) return this.historyEmptied();
    this.doc = result.doc;
    this.dropStaleSelection();
    this.commandListeners.forEach((listener) => listener(result.command, "undo"));
    this.changed();
    return true;
  }

  redo(): boolean {
    if (!this.isEditable) return false;
    const result = this.history.redo(this.doc);
    if (!result) return this.historyEmptied();
    this.doc = result.doc;
    this.dropStaleSelection();
    this.commandListeners.forEach((listener) => listener(result.command, "redo"));
    this.changed();
    return true;
  }

  /** Undo or redo found only steps collaborators had made void (and dropped them): the buttons
   * must learn that nothing is left. */
  private historyEmptied(): false {
    if (this.cached && (this.cached.canUndo !== this.history.canUndo || this.cached.canRedo !== this.history.canRedo)) this.changed();
    return false;
  }

  // --- selection --------------------------------------------------------------------------

  get selected(): Selection {
    return this.selection;
  }

  /** One table or one relation at a time; selecting a collapsed table expands it (001 §4). */
  select(selection: Selection) {
    this.selection = selection;
    if (selection?.kind === "table") {
      const table = this.doc.tables.find((t) => t.id === selection.id);
      if (table?.isCollapsed && this.editable) {
        this.dispatch(command("UPDATE_TABLE", tr("commands.expandTable"), { tableId: table.id, changes: { isCollapsed: false } }));
        return;
      }
    }
    this.changed();
  }

  private dropStaleSelection() {
    const s = this.selection;
    if (!s) return;
    const within: readonly { id: string }[] = s.kind === "table" ? this.doc.tables : s.kind === "relation" ? this.doc.relations
      : s.kind === "note" ? (this.doc.notes ?? []) : (this.doc.areas ?? []);
    const exists = within.some((item) => item.id === s.id);
    if (!exists) this.selection = null;
  }

  private editListeners = new Set<(target: EditTarget) => void>();

  /** A note's text or an area's name to edit in place (a double-click): the page shows the field. */
  onEditRequest(listener: (target: EditTarget) => void): () => void {
    this.editListeners.add(listener);
    return () => this.editListeners.delete(listener);
  }

  requestEdit(target: EditTarget) {
    if (!this.isEditable) return;
    this.select(target);
    this.editListeners.forEach((listener) => listener(target));
  }

  setHover(tableId: string | null, relationId: string | null) {
    if (tableId === this.hoverTableId && relationId === this.hoverRelationId) return;
    this.hoverTableId = tableId;
    this.hoverRelationId = relationId;
    this.invalidate();
  }

  // --- camera -----------------------------------------------------------------------------

  /** The user's own view: it ends the fit an opening diagram waits for. */
  setCamera(camera: Camera) {
    this.fitPending = false;
    this.moveCamera(camera);
  }

  private moveCamera(camera: Camera) {
    if (camera.scale !== this.camera.scale) this.lastZoomAt = now();
    this.camera = camera;
    this.viewChanged();
  }

  /**
   * An opening diagram is shown fitted, but the diagram can arrive before the canvas has its size
   * (a fit on a 0×0 canvas is 10 % in the top-left corner) or the canvas before the document's
   * tables. The fit is redone as the canvas settles and as the opened document arrives, until
   * the user moves the view or edits.
   */
  private fitPending = false;
  /** The last pending fit found no table: the document may still be on its way. */
  private fittedEmpty = false;

  fitOnOpen() {
    this.fitPending = true;
    this.applyPendingFit();
  }

  private applyPendingFit() {
    if (!this.fitPending || this.width <= 0 || this.height <= 0) return;
    const rects = contentRects(this.doc);
    this.fittedEmpty = rects.length === 0;
    this.moveCamera(fitContent(rects, this.width, this.height));
  }

  /** A document arrived (load, the server's copy): fit it if the open's fit had nothing to show. */
  private documentArrived() {
    if (this.fitPending && this.fittedEmpty) this.applyPendingFit();
  }

  /** While the zoom moves, cached table pictures are reused at their old sharpness. */
  private lastZoomAt = -Infinity;

  get zooming(): boolean {
    return now() - this.lastZoomAt < ZOOM_SETTLE_MS;
  }

  private floorCache: { doc: DiagramDocument; width: number; height: number; scale: number } | null = null;

  /** The lowest zoom this diagram allows on this canvas: below 10 % only as far as showing it
   * whole needs. Kept per document and size, since the wheel asks 60 times a second. */
  get minScale(): number {
    const cached = this.floorCache;
    if (cached && cached.doc === this.doc && cached.width === this.width && cached.height === this.height) return cached.scale;
    const scale = minScaleFor(unionRect(contentRects(this.doc)), this.width, this.height);
    this.floorCache = { doc: this.doc, width: this.width, height: this.height, scale };
    return scale;
  }

  zoomIn() {
    this.setCamera(stepZoom(this.camera, 1, this.width, this.height, this.minScale));
  }

  zoomOut() {
    this.setCamera(stepZoom(this.camera, -1, this.width, this.height, this.minScale));
  }

  /** Zoom by a wheel's vertical delta (pixels) around the pointer. */
  wheelZoomAt(x: number, y: number, deltaY: number) {
    this.setCamera(wheelZoom(this.camera, x, y, deltaY, this.minScale));
  }

  /** Back to 100 % around the centre of the screen. */
  resetZoom() {
    this.setCamera(zoomAt(this.camera, this.width / 2, this.height / 2, 1, this.minScale));
  }

  /** Show the whole diagram; before the canvas has its size, as soon as it has. */
  centerView() {
    if (this.width <= 0 || this.height <= 0) return this.fitOnOpen();
    this.setCamera(fitContent(contentRects(this.document), this.width, this.height));
  }

  panBy(dx: number, dy: number) {
    this.setCamera(pan(this.camera, dx, dy));
  }

  /** Bring a table into view (from the sidebar). */
  reveal(tableId: string) {
    const table = this.document.tables.find((t) => t.id === tableId);
    if (table) this.revealRect(tableRect(table));
  }

  /** Bring a note or an area into view, whole when the screen allows (from « Aller à… »). */
  revealAnnotation(kind: "note" | "area", id: string) {
    const found = (kind === "note" ? this.document.notes : this.document.areas)?.find((item) => item.id === id);
    if (found) this.revealRect(found);
  }

  private revealRect(rect: Rect) {
    const fits = Math.min((this.width * 0.9) / rect.width, (this.height * 0.9) / rect.height);
    const scale = Math.max(Math.min(Math.max(this.camera.scale, 0.6), fits), this.minScale);
    this.setCamera({
      scale,
      offsetX: this.width / 2 - (rect.x + rect.width / 2) * scale,
      offsetY: this.height / 2 - (rect.y + rect.height / 2) * scale,
    });
  }

  // --- drawing ----------------------------------------------------------------------------

  attach(ctx: Ctx2D | null) {
    this.ctx = ctx;
    this.renderer.forget();
    this.invalidate();
  }

  /** The canvas was sized (which clears it, even to the same size). */
  resize(width: number, height: number, pixelRatio: number) {
    this.renderer.forget();
    this.width = width;
    this.height = height;
    this.pixelRatio = pixelRatio;
    this.invalidate();
    this.applyPendingFit();
  }

  private settleTimer: ReturnType<typeof setTimeout> | null = null;

  /** One more frame shortly: to finish painting tables, or to sharpen them once the zoom rests. */
  private invalidateSoon() {
    if (this.lastFrame?.incomplete) return this.invalidate();
    if (this.settleTimer) return;
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.invalidate();
    }, ZOOM_SETTLE_MS + 20);
  }

  /** Ask for one frame; many changes before it arrives cost one draw. */
  invalidate() {
    if (this.frame !== null || !this.ctx) return;
    this.frame = this.schedule(() => {
      this.frame = null;
      this.drawNow();
    });
  }

  private firstFrameMarked = false;

  drawNow(): FrameStats | null {
    if (!this.ctx || this.width === 0) return null;
    this.frames += 1;
    this.lastFrame = this.renderer.draw(this.ctx, {
      doc: this.document,
      camera: this.camera,
      width: this.width,
      height: this.height,
      pixelRatio: this.pixelRatio,
      level: this.level,
      selection: this.selection,
      hoverRelationId: this.hoverRelationId,
      hoverTableId: this.hoverTableId,
      draft: this.draft,
      dropTarget: this.dropTarget,
      showGrid: this.showGrid,
      palette: this.palette,
      zooming: this.zooming,
      paintBudget: PAINT_BUDGET,
      handles: this.isEditable,
      rowMarks: this.rowMarks,
    });
    if (this.lastFrame.incomplete || this.zooming) this.invalidateSoon();
    if (!this.firstFrameMarked && this.document.tables.length > 0 && !this.lastFrame.incomplete) {
      // Read by the benchmark (tests/benchmarks): navigation start to the first complete frame.
      this.firstFrameMarked = true;
      globalThis.performance?.mark?.("relata:first-frame");
    }
    return this.lastFrame;
  }

  get detail() {
    return detailFor(this.camera.scale, this.level);
  }
}
