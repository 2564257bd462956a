import { afterEach, describe, expect, it, vi } from "vitest";

import { ProcessingStore } from "./processing";

afterEach(() => vi.useRealTimers());

describe("ProcessingStore (spec 001 §4 Saving)", () => {
  it("keeps a pending message until it is replaced", () => {
    vi.useFakeTimers();
    const store = new ProcessingStore();
    store.pending("Sauvegarde en cours...");
    vi.advanceTimersByTime(10_000);
    expect(store.get()).toEqual({ status: "pending", text: "Sauvegarde en cours..." });
  });

  it("hides a success after 1.5 s and an error after 3 s", () => {
    vi.useFakeTimers();
    const store = new ProcessingStore();
    const listener = vi.fn();
    store.subscribe(listener);

    store.success("Changements sauvegardés");
    vi.advanceTimersByTime(1499);
    expect(store.get()?.status).toBe("success");
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();

    store.error("Erreur lors de la sauvegarde");
    vi.advanceTimersByTime(2999);
    expect(store.get()?.status).toBe("error");
    vi.advanceTimersByTime(1);
    expect(store.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it("does not let an old timer hide a newer message", () => {
    vi.useFakeTimers();
    const store = new ProcessingStore();
    store.success("Sauvegardé");
    vi.advanceTimersByTime(1000);
    store.pending("Import en cours...");
    vi.advanceTimersByTime(1000);
    expect(store.get()?.text).toBe("Import en cours...");
  });
});
