import { describe, expect, it, vi } from "vitest";

import { dispatchJobEvent, isFor } from "./followJob";

const event = (name: string, data: Record<string, unknown>) => ({ event: name, seq: 1, data });

describe("following a job over the user channel", () => {
  it("matches its own events by job id, or by the client's reference before the id is known", () => {
    expect(isFor(event("import.progress", { job_id: "j1" }), "import", "j1", "")).toBe(true);
    expect(isFor(event("import.progress", { job_id: "j2" }), "import", "j1", "")).toBe(false);
    expect(isFor(event("import.completed", { job_id: "j9", client_ref: "c1" }), "import", null, "c1")).toBe(true);
    expect(isFor(event("layout.completed", { job_id: "j1" }), "import", "j1", "")).toBe(false);
    expect(isFor(event("import.progress", { client_ref: "" }), "import", null, "")).toBe(false);
  });

  it("routes progress, completion and failure", () => {
    const handlers = { progress: vi.fn(), completed: vi.fn(), failed: vi.fn() };
    expect(dispatchJobEvent(event("import.progress", { stage: "parsing", percent: 40 }), "import", handlers)).toBe("progress");
    expect(handlers.progress).toHaveBeenCalledWith(expect.objectContaining({ stage: "parsing", percent: 40 }));
    expect(dispatchJobEvent(event("import.completed", { tables_count: 3 }), "import", handlers)).toBe("done");
    expect(handlers.completed).toHaveBeenCalledWith({ tables_count: 3 });
    expect(dispatchJobEvent(event("import.failed", { error: "no_tables", message: "x" }), "import", handlers)).toBe("done");
    expect(handlers.failed).toHaveBeenCalledWith({ error: "no_tables", message: "x" });
  });
});
