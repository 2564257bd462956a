import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SLOW_EXPORT_TABLES, whileExporting } from "./whileExporting";

afterEach(() => vi.restoreAllMocks());

describe("the export's progress toast", () => {
  it("says nothing for a small diagram", async () => {
    const loading = vi.spyOn(toast, "loading");
    expect(await whileExporting(SLOW_EXPORT_TABLES - 1, "…", async () => 7)).toBe(7);
    expect(loading).not.toHaveBeenCalled();
  });

  it("shows the toast before the work starts and takes it away after", async () => {
    const events: string[] = [];
    vi.spyOn(toast, "loading").mockImplementation((message) => { events.push(`shown ${String(message)}`); return 42; });
    vi.spyOn(toast, "dismiss").mockImplementation((id) => { events.push(`dismissed ${String(id)}`); return id ?? 0; });
    const result = await whileExporting(SLOW_EXPORT_TABLES, "Génération de l'export…", async () => {
      events.push("work");
      return "blob";
    });
    expect(result).toBe("blob");
    expect(events).toEqual(["shown Génération de l'export…", "work", "dismissed 42"]);
  });

  it("lets the page paint the toast before the work takes the main thread", async () => {
    vi.spyOn(toast, "loading").mockReturnValue(1);
    vi.spyOn(toast, "dismiss").mockReturnValue(1);
    let started = false;
    const running = whileExporting(SLOW_EXPORT_TABLES, "…", async () => { started = true; });
    await Promise.resolve();
    expect(started).toBe(false);
    await running;
    expect(started).toBe(true);
  });

  it("takes the toast away when the export fails, and the failure goes on", async () => {
    vi.spyOn(toast, "loading").mockReturnValue(5);
    const dismiss = vi.spyOn(toast, "dismiss").mockReturnValue(5);
    await expect(whileExporting(SLOW_EXPORT_TABLES + 1, "…", async () => { throw new Error("canvas"); })).rejects.toThrow("canvas");
    expect(dismiss).toHaveBeenCalledWith(5);
  });
});
