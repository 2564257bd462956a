import { describe, expect, it } from "vitest";

import { loginPathFor, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps a path of this site", () => {
    expect(safeRedirect("/my-account?tab=1#x")).toBe("/my-account?tab=1#x");
  });

  it.each([null, "", "https://evil.example", "//evil.example", "/\\evil", "/login?redirect=/x", "/register"])(
    "falls back to /projects for %s",
    (value) => expect(safeRedirect(value)).toBe("/projects"),
  );
});

describe("loginPathFor", () => {
  it("holds the full requested path", () => {
    expect(loginPathFor({ pathname: "/projects/team/3", search: "?tab=membres", hash: "#top" })).toBe(
      "/login?redirect=%2Fprojects%2Fteam%2F3%3Ftab%3Dmembres%23top",
    );
  });
});
