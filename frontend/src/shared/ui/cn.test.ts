import { describe, expect, it } from "vitest";

import { cn } from "./cn";

describe("cn", () => {
  it("skips falsy names and lets a later class of the same kind win", () => {
    expect(cn("fixed max-w-md p-6", false, null, "max-w-2xl")).toBe("fixed p-6 max-w-2xl");
    expect(cn("px-2 text-sm", undefined, "px-4")).toBe("text-sm px-4");
  });
});
