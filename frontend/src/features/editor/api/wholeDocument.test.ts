/** Whole-document writes (an import saved whole, a version of the diagram) go gzip-compressed:
 * issue 16, a 5 000-table diagram is ~38 MB of JSON, refused uncompressed (10 MiB). */
import { afterEach, describe, expect, it, vi } from "vitest";

import { attr, documentOf, table } from "@/editor/testing/fixtures";

import { createVersion } from "../versions/api";
import { saveDocument } from "./project";

async function sent(call: () => Promise<unknown>) {
  const requests: Request[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    requests.push(request);
    return new Response(JSON.stringify({ id: 1, revision: 4 }), { status: 200, headers: { "Content-Type": "application/json" } });
  });
  await call();
  const request = requests[0];
  const raw = new Uint8Array(await request.arrayBuffer());
  const json = await new Response(new Response(raw).body!.pipeThrough(new DecompressionStream("gzip"))).text();
  return { request, raw, body: JSON.parse(json) as Record<string, unknown> };
}

afterEach(() => vi.unstubAllGlobals());

describe("whole-document writes", () => {
  const doc = documentOf(Array.from({ length: 300 }, (_, n) => table(`t${n}`, n * 300, 0, ["id", "name", "created_at"], { attributes: [attr(`t${n}`, "id"), attr(`t${n}`, "name")] })));

  it("save the document gzip-compressed, as JSON once inflated", async () => {
    const { request, raw, body } = await sent(() => saveDocument(7, doc, 3));
    expect(request.method).toBe("PATCH");
    expect(new URL(request.url).pathname).toBe("/api/projects/7/update_schema/");
    expect(request.headers.get("Content-Encoding")).toBe("gzip");
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect([raw[0], raw[1]]).toEqual([0x1f, 0x8b]);
    expect(raw.length * 5).toBeLessThan(JSON.stringify(doc).length);
    expect(body).toEqual({ schema: doc, revision: 3 });
  });

  it("send a version's snapshot compressed", async () => {
    const { request, body } = await sent(() => createVersion(7, "Jalon", "", doc));
    expect(new URL(request.url).pathname).toBe("/api/versions/");
    expect(new URL(request.url).searchParams.get("project")).toBe("7");
    expect(request.headers.get("Content-Encoding")).toBe("gzip");
    expect(body).toEqual({ project: 7, name: "Jalon", description: "", snapshot: { format: doc.format, tables: doc.tables, relations: doc.relations } });
  });

  it("keep a version's notes and areas (issue 17)", async () => {
    const notes = [{ id: "n", x: 0, y: 0, width: 200, height: 120, text: "À relire", color: "#eab308" }];
    const areas = [{ id: "g", x: 0, y: 0, width: 600, height: 400, name: "Ventes", color: "#3b82f6" }];
    const { body } = await sent(() => createVersion(7, "Jalon", "", { ...doc, notes, areas }));
    expect(body.snapshot).toEqual({ format: doc.format, tables: doc.tables, relations: doc.relations, notes, areas });
  });
});
