import { describe, expect, it } from "vitest";

import { readInvitationToken } from "./token";

/** Builds a token the way Django's signing.dumps does: base64url without padding, then ":ts:sig". */
function djangoToken(payload: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `${base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}:1tXyZa:Q0dE-sig_nature`;
}

describe("reading an invitation token (spec 000 §5, 001 §3)", () => {
  it("reads the diagram name, the inviter and the role of a signed Django token", () => {
    const token = djangoToken({ id: 4, role: "editor", name: "Boutique — schéma", username: "émilie" });
    expect(readInvitationToken(token)).toEqual({
      kind: "valid",
      preview: { projectName: "Boutique — schéma", inviter: "émilie", role: "editor" },
    });
  });

  it("reads a bare base64 payload without timestamp and signature", () => {
    const token = btoa(JSON.stringify({ role: "viewer", name: "CRM", username: "bob" }));
    expect(readInvitationToken(token)).toEqual({
      kind: "valid",
      preview: { projectName: "CRM", inviter: "bob", role: "viewer" },
    });
  });

  it("shows any role other than editor as viewer", () => {
    for (const role of ["admin", "owner", undefined, 3]) {
      const reading = readInvitationToken(djangoToken({ role, name: "CRM", username: "bob" }));
      expect(reading).toMatchObject({ kind: "valid", preview: { role: "viewer" } });
    }
  });

  it("reports a missing token", () => {
    expect(readInvitationToken(null)).toEqual({ kind: "missing" });
    expect(readInvitationToken("   ")).toEqual({ kind: "missing" });
  });

  it.each([
    ["not base64", "%%%:abc:def"],
    ["base64 of something that is not JSON", `${btoa("hello world")}:abc:def`],
    ["JSON that is not an object", djangoToken(["CRM", "bob"])],
    ["an object without a diagram name", djangoToken({ role: "editor", username: "bob" })],
    ["bytes that are not UTF-8", `${btoa("\xff\xfe{}")}:abc:def`],
  ])("reports %s as invalid", (_label, token) => {
    expect(readInvitationToken(token)).toEqual({ kind: "invalid" });
  });
});
