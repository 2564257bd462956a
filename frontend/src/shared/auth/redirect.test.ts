import { describe, expect, it } from "vitest";

import { loginPathFor, safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps a path of this site", () => {
    expect(safeRedirect("/my-account?tab=1#x")).toBe("/my-account?tab=1#x");
  });

  it("keeps a diagram's address with its link key", () => {
    expect(safeRedirect("/projects/42?key=abc")).toBe("/projects/42?key=abc");
  });

  it.each([null, "", "https://evil.example", "//evil.example", "/\\evil", "/\t/evil.example", "/\n/evil.example", "/login?redirect=/x", "/register", "/register?x=1"])(
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
