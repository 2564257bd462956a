/**
 * The sidebar's processing message (spec 001 §2, §4): a spinner, a success check or an error
 * icon with text. The designer page pushes save and import messages here; a finished message
 * disappears after 1.5 s, or 3 s on error.
 */
export type ProcessingStatus = "pending" | "success" | "error";

export interface ProcessingMessage {
  status: ProcessingStatus;
  text: string;
}

export const PROCESSING_HIDE_MS = { success: 1500, error: 3000 } as const;

type Listener = () => void;

export class ProcessingStore {
  private message: ProcessingMessage | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private listeners = new Set<Listener>();

  get = (): ProcessingMessage | null => this.message;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Shows a message; success and error ones hide themselves unless `hideAfterMs` is null. */
  show(message: ProcessingMessage, hideAfterMs: number | null = message.status === "pending" ? null : PROCESSING_HIDE_MS[message.status]) {
    this.stopTimer();
    this.message = message;
    if (hideAfterMs !== null) this.timer = setTimeout(() => this.clear(), hideAfterMs);
    this.emit();
  }

  pending(text: string) {
    this.show({ status: "pending", text });
  }

  success(text: string) {
    this.show({ status: "success", text });
  }

  error(text: string) {
    this.show({ status: "error", text });
  }

  clear() {
    this.stopTimer();
    if (this.message === null) return;
    this.message = null;
    this.emit();
  }

  private stopTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private emit() {
    this.listeners.forEach((listener) => listener());
  }
}

/** The store the sidebar reads when it is given none. */
export const processingStore = new ProcessingStore();
