import { describe, expect, it } from "vitest";

import { AVATAR_MAX_BYTES, avatarProblem, passwordProblem } from "./rules";

describe("avatarProblem (spec 000 §5)", () => {
  it("accepts an image up to 2 MB", () => {
    expect(avatarProblem({ type: "image/png", size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it("refuses what is not an image", () => {
    expect(avatarProblem({ type: "application/pdf", size: 10 })).toBe("notImage");
  });
  it("refuses an image over 2097152 bytes", () => {
    expect(avatarProblem({ type: "image/jpeg", size: AVATAR_MAX_BYTES + 1 })).toBe("tooLarge");
  });
});

describe("passwordProblem (spec 000 §5)", () => {
  const ok = { current: "old-password", next: "new-password", confirmation: "new-password" };
  it("passes a valid change", () => expect(passwordProblem(ok)).toBeNull());
  it("needs the current password", () => expect(passwordProblem({ ...ok, current: "" })).toBe("currentRequired"));
  it("needs a new password", () => expect(passwordProblem({ ...ok, next: "", confirmation: "" })).toBe("newRequired"));
  it("needs 8 characters", () => expect(passwordProblem({ ...ok, next: "1234567", confirmation: "1234567" })).toBe("tooShort"));
  it("needs a matching confirmation", () => expect(passwordProblem({ ...ok, confirmation: "other-password" })).toBe("mismatch"));
});
