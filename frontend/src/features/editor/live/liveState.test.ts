import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { initialState, LiveStore, nextState, SAVED_MESSAGE_MS, type LiveState, type Observed } from "./liveState";

const seen = (changes: Partial<Observed> = {}): Observed => ({ sync: "synced", joined: true, pending: 0, revision: 3, storedLocally: true, signedIn: true, ...changes });

function run(steps: Array<[Partial<Observed>, boolean?]>): LiveState[] {
  const states: LiveState[] = [];
  let state = initialState(true);
  for (const [observed, acknowledged = false] of steps) {
    state = nextState(state, seen(observed), acknowledged);
    states.push(state);
  }
  return states;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the save message (001 §4 Saving)", () => {
  it("says saving while an edit is pending on a joined socket, saved once acknowledged", () => {
    const states = run([[{}], [{ pending: 1, sync: "syncing" }], [{ pending: 0, revision: 4 }, true]]);
    expect(states.map((s) => s.save)).toEqual(["idle", "saving", "saved"]);
    expect(states.at(-1)).toMatchObject({ pending: 0, revision: 4, connection: "online" });
  });

  it("does not call a refused edit saved", () => {
    expect(run([[{ pending: 1 }], [{ pending: 0 }, false]]).map((s) => s.save)).toEqual(["saving", "idle"]);
  });

  it("says saved locally only while edits wait offline, and why", () => {
    const states = run([[{ pending: 1, sync: "offline", joined: false }], [{ pending: 2, sync: "syncing", joined: false }]]);
    expect(states.map((s) => [s.save, s.reason, s.connection])).toEqual([["local-only", "server", "offline"], ["local-only", "server", "syncing"]]);
    expect(run([[{ pending: 1, sync: "offline", joined: false, signedIn: false }]])[0].reason).toBe("signed-out");
  });

  it("cannot save when the local copy was refused offline, or the server refused the client", () => {
    expect(run([[{ pending: 1, sync: "offline", joined: false, storedLocally: false }]])[0].save).toBe("failed");
    expect(run([[{ pending: 1, sync: "error", joined: false }]])[0]).toMatchObject({ save: "failed", connection: "refused" });
    // Joined, the server saves: a full localStorage does not matter then.
    expect(run([[{ pending: 1, storedLocally: false }]])[0].save).toBe("saving");
  });

  it("names the connection: a joined tab filling a gap is synchronising", () => {
    expect(run([[{ sync: "syncing", joined: false }], [{ sync: "syncing", pending: 0 }], [{ sync: "syncing", pending: 1 }]]).map((s) => s.connection))
      .toEqual(["syncing", "syncing", "online"]);
  });
});

describe("LiveStore", () => {
  it("hides 'saved' after 1.5 s, but a new edit meanwhile shows saving at once", () => {
    const store = new LiveStore(initialState(true));
    store.set(nextState(store.get(), seen({ pending: 1 }), false));
    store.set(nextState(store.get(), seen({ pending: 0 }), true));
    expect(store.get().save).toBe("saved");
    vi.advanceTimersByTime(SAVED_MESSAGE_MS - 1);
    store.set(nextState(store.get(), seen({ pending: 1 }), false));
    expect(store.get().save).toBe("saving");
    vi.advanceTimersByTime(SAVED_MESSAGE_MS * 2);
    expect(store.get().save).toBe("saving");
    store.set(nextState(store.get(), seen({ pending: 0 }), true));
    vi.advanceTimersByTime(SAVED_MESSAGE_MS);
    expect(store.get().save).toBe("idle");
  });

  it("keeps 'saved locally only' for as long as edits wait offline", () => {
    const store = new LiveStore(initialState(true));
    store.set(nextState(store.get(), seen({ pending: 1, sync: "offline", joined: false }), false));
    vi.advanceTimersByTime(60_000);
    expect(store.get().save).toBe("local-only");
  });
});
