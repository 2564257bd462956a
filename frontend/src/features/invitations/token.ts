/**
 * What an invitation link says before anyone calls the server (spec 000 §2, §5; 001 §3).
 *
 * The token is a Django signed value, `<base64url JSON>:<timestamp>:<signature>`; its payload is
 * readable on purpose (web/projects/invitations.py) so the page can name the diagram, the inviter
 * and the role. Only the server checks the signature and the expiry, when the invitation is accepted.
 */

export type InvitationRole = "editor" | "viewer";

export type InvitationPreview = {
  projectName: string;
  inviter: string;
  role: InvitationRole;
};

export type TokenReading =
  | { kind: "missing" }
  | { kind: "invalid" }
  | { kind: "valid"; preview: InvitationPreview };

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
}

/** Any role other than editor is shown as viewer (spec 000 §2). */
export function invitationRole(value: unknown): InvitationRole {
  return value === "editor" ? "editor" : "viewer";
}

export function readInvitationToken(token: string | null | undefined): TokenReading {
  const trimmed = (token ?? "").trim();
  if (!trimmed) return { kind: "missing" };
  const payload = trimmed.split(":")[0];
  try {
    const data: unknown = JSON.parse(base64UrlToText(payload));
    if (typeof data !== "object" || data === null || Array.isArray(data)) return { kind: "invalid" };
    const { name, username, role } = data as Record<string, unknown>;
    if (typeof name !== "string" || typeof username !== "string") return { kind: "invalid" };
    return { kind: "valid", preview: { projectName: name, inviter: username, role: invitationRole(role) } };
  } catch {
    return { kind: "invalid" };
  }
}
