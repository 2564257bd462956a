/** The designer on a fake diagram socket (src/editor/sync/testing), for the page's live tests. */
import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { expect } from "vitest";

import type { Editor } from "@/editor/editor";
import type { DiagramDocument } from "@/editor/model/types";
import { fakeSockets } from "@/editor/sync/testing/fakeSocket";
import { schemaSync } from "@/editor/sync/testing/harness";
import { signIn } from "@/test/signIn";
import { at, renderRoutes } from "@/test/render";
import { server } from "@/test/server";

import { DesignerPage } from "./DesignerPage";

export const schema = {
  format: 1,
  relations: [],
  tables: [{
    id: "t_users", name: "users", x: 100, y: 100, width: 250, height: 80, color: "#6366f1", comment: "", schema: "public",
    attributes: [], indexes: [], isCollapsed: false, slug: false, softDeletes: false, seeds: [],
  }],
};

export function project(access = "owner", revision = 3) {
  return {
    id: 5, name: "Boutique", description: "", access, is_owner: access === "owner", owner_details: { id: 7, username: "alice", avatar: null },
    public_by_link: false, public_key: null, revision, schema, tags: [], updated_at: "2026-01-01T00:00:00Z", visibility: "private",
  };
}

export const editorOf = () => (window as unknown as { __relataEditor: Editor }).__relataEditor;
export const status = () => screen.getByTestId("save-status");
export const you = (canEdit: boolean) => ({ you: { id: "c1", user: { id: 7, name: "alice", color: "#3b82f6" }, canEdit } });

/** Opens /projects/5 for a signed-in member (or a visitor with `member: false`) on fake sockets.
 * `linkKey`: the visitor follows a link with that key, and the public copy answers only to it. */
export async function openDesigner({ access = "owner", revision = 3, member = true, linkKey }: { access?: string; revision?: number; member?: boolean; linkKey?: string } = {}) {
  if (member) {
    signIn();
    server.use(http.get("*/api/projects/5", () => HttpResponse.json(project(access, revision))));
  } else {
    server.use(http.get("*/api/project/public/5/", ({ request }) => {
      if (linkKey !== undefined && new URL(request.url).searchParams.get("key") !== linkKey) {
        return HttpResponse.json({ error: "not_found", message: "Ressource introuvable." }, { status: 404 });
      }
      return HttpResponse.json({ id: 5, name: "Boutique", schema, updated_at: "2026-01-01T00:00:00Z" });
    }));
  }
  const net = fakeSockets();
  const page = renderRoutes([
    at("/projects/:projectId", <DesignerPage openSocket={net.open} />),
    at("/pricing", <p>page des plans</p>),
  ], linkKey === undefined ? "/projects/5" : `/projects/5?key=${linkKey}`);
  await waitFor(() => expect(net.sockets).toHaveLength(1));
  return { net, ...page };
}

/** The socket opens, the join goes out (its token is read asynchronously), the server answers. */
export async function join(net: ReturnType<typeof fakeSockets>, { canEdit = true, revision = 3, doc = null }: { canEdit?: boolean; revision?: number; doc?: DiagramDocument | null } = {}) {
  act(() => net.last.open());
  await waitFor(() => expect(net.last.sentOf("join_diagram")).toHaveLength(1));
  act(() => net.last.receive(schemaSync(doc, revision, you(canEdit))));
}
