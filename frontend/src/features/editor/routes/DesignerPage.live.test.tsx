/** The designer's live session (001 §4 "Live collaboration", "Saving", §8) on a fake socket. */
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { addTable, moveTable } from "@/editor/actions";
import type { DiagramDocument } from "@/editor/model/types";
import { withMockApi } from "@/test/server";

import { STORAGE_KEY } from "../saving/localCopy";
import { editorOf, join, openDesigner, schema, status } from "./testing";

withMockApi();

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});

const bob = { id: 8, name: "Bob" };
/** The header's badge (the sidebar says it too). */
const readOnlyBadge = () => within(screen.getByRole("banner")).queryByText("Lecture seule");

describe("joining (001 §4: the edit right comes with the sync)", () => {
  it("stays read-only until the join says the member may edit, then edits go out as commands", async () => {
    const { net } = await openDesigner();
    expect(editorOf().isEditable).toBe(false);
    await join(net);
    expect(net.last.sentOf("join_diagram")[0]).toMatchObject({ diagramId: 5, token: "A", revision: 3, user: { id: 7, name: "alice" } });
    expect(editorOf().isEditable).toBe(true);
    expect(await screen.findByText("Connecté")).toBeInTheDocument();
    expect(readOnlyBadge()).not.toBeInTheDocument();
    act(() => void editorOf().dispatch(moveTable("t_users", 300, 100)));
    expect(net.last.sentOf("command")).toMatchObject([{ baseRevision: 3, command: { type: "MOVE_TABLE", data: { x: 300 } } }]);
  });

  it("keeps a viewer read-only: nothing leaves, the badge shows", async () => {
    const { net } = await openDesigner({ access: "viewer" });
    expect(readOnlyBadge()).toBeInTheDocument();
    await join(net, { canEdit: false });
    let applied = true;
    act(() => {
      applied = editorOf().dispatch(moveTable("t_users", 300, 100));
    });
    expect(applied).toBe(false);
    expect(editorOf().document.tables[0].x).toBe(100);
    expect(net.last.sentOf("command")).toEqual([]);
  });

  it("shows collaborators' commands live, also to a signed-out visitor of a public diagram", async () => {
    const { net } = await openDesigner({ member: false });
    // No revision on the public copy yet: the join brings the whole document.
    await join(net, { canEdit: false, doc: schema as DiagramDocument });
    expect(net.last.sentOf("join_diagram")[0]).toMatchObject({ token: null, user: { id: null, name: "Visiteur" } });
    act(() => net.last.receive({ type: "command", id: "r4", revision: 4, command: moveTable("t_users", 640, 100), author: bob }));
    expect(editorOf().document.tables[0].x).toBe(640);
    expect(status().dataset.revision).toBe("4");
    expect(readOnlyBadge()).toBeInTheDocument();
  });

  it("opens a diagram shared by link with the key of its link, over HTTP and on the socket [P2]", async () => {
    const { net } = await openDesigner({ member: false, linkKey: "k3y" });
    await join(net, { canEdit: false, doc: schema as DiagramDocument });
    expect(net.last.sentOf("join_diagram")[0]).toMatchObject({ token: null, key: "k3y" });
    expect(readOnlyBadge()).toBeInTheDocument();
  });
});

describe("the save message (001 §4 Saving)", () => {
  it("says saving in the same call as the edit, and saved only once the server acknowledged it", async () => {
    const { net } = await openDesigner();
    await join(net);
    const first = moveTable("t_users", 300, 100);
    act(() => {
      editorOf().dispatch(first);
      // Synchronous: no render, no tick between the edit and the attributes.
      expect(status().dataset).toMatchObject({ saveState: "saving", pending: "1", revision: "3" });
    });
    expect(status()).toHaveTextContent("Sauvegarde en cours...");
    act(() => net.last.receive({ type: "command", id: net.last.sentOf("command")[0].id, revision: 4, command: first, author: { id: 7, name: "alice" } }));
    expect(status().dataset).toMatchObject({ saveState: "saved", pending: "0", revision: "4", syncStatus: "synced" });
    expect(status()).toHaveTextContent("Sauvegardé localement et sur le serveur");
    // A new edit while "saved" shows replaces it at once: never a stale "saved".
    act(() => void editorOf().dispatch(moveTable("t_users", 310, 100)));
    expect(status()).toHaveTextContent("Sauvegarde en cours...");
    expect(status()).not.toHaveTextContent("Sauvegardé");
  });

  it("keeps edits made offline, says so, stores them, and sends them after a reload", async () => {
    const first = await openDesigner();
    await join(first.net);
    act(() => first.net.last.drop(1006));
    expect(await screen.findByText("Hors ligne")).toBeInTheDocument();
    act(() => void editorOf().dispatch(moveTable("t_users", 300, 100)));
    expect(status()).toHaveTextContent("Sauvegardé localement uniquement (erreur serveur)");
    expect(status().dataset).toMatchObject({ saveState: "local-only", pending: "1", syncStatus: expect.stringMatching(/offline|syncing/) });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)["5"].pending).toHaveLength(1));
    const kept = JSON.parse(localStorage.getItem(STORAGE_KEY)!)["5"].pending[0];
    expect(kept).toMatchObject({ baseRevision: 3, command: { type: "MOVE_TABLE" } });

    first.unmount(); // the reload
    const second = await openDesigner({ revision: 5 });
    await join(second.net, { revision: 5 });
    await waitFor(() => expect(second.net.last.sentOf("command")).toHaveLength(1));
    // Its own id (the server applies it once) and the revision it was made on (it rebases it).
    expect(second.net.last.sentOf("command")[0]).toMatchObject({ id: kept.id, baseRevision: 3 });
    expect(editorOf().document.tables[0].x).toBe(300);
    expect(await screen.findByText("Vos modifications locales non enregistrées ont été récupérées.")).toBeInTheDocument();
    act(() => second.net.last.receive({ type: "command", id: kept.id, revision: 6, command: kept.command }));
    expect(status()).toHaveTextContent("Sauvegardé localement et sur le serveur");
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)["5"]).toMatchObject({ pending: [], revision: 6, synced: true }));
  });

  it("saves now on Ctrl+S: force_save, then the toast (001 §4, §8)", async () => {
    const { net } = await openDesigner();
    await join(net);
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    await waitFor(() => expect(net.last.sentOf("force_save")).toHaveLength(1));
    act(() => net.last.receive({ type: "save_success", revision: 3 }));
    expect(await screen.findByText("Changements sauvegardés")).toBeInTheDocument();
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    await waitFor(() => expect(net.last.sentOf("force_save")).toHaveLength(2));
    act(() => net.last.receive({ type: "save_error", message: "Non" }));
    expect(await screen.findByText("Erreur lors de la sauvegarde")).toBeInTheDocument();
  });
});

describe("refusals and rights (001 §8, PROTOCOL.md [C6] [R1])", () => {
  it("removes a table over the plan's limit, with a red toast that leads to the plans", async () => {
    const { net, router } = await openDesigner();
    await join(net);
    act(() => void editorOf().dispatch(addTable(editorOf().document).command));
    expect(editorOf().document.tables).toHaveLength(2);
    const id = net.last.sentOf("command")[0].id;
    act(() => net.last.receive({ type: "command_error", id, error: "quota_reached", message: "Votre offre est limitée à 1 table par diagramme." }));
    expect(editorOf().document.tables).toHaveLength(1);
    expect(await screen.findByText("Votre offre est limitée à 1 table par diagramme.")).toBeInTheDocument();
    expect(status().dataset.saveState).toBe("idle");
    // A click, not userEvent: the toast's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole("button", { name: "Voir les plans" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pricing"));
  });

  it("turns read-only when the edit right is withdrawn, and says so", async () => {
    const { net } = await openDesigner({ access: "editor" });
    await join(net);
    act(() => net.last.receive({ type: "access_changed", canEdit: false }));
    expect(editorOf().isEditable).toBe(false);
    expect(readOnlyBadge()).toBeInTheDocument();
    expect(await screen.findByText("Vos droits ont changé : ce diagramme est maintenant en lecture seule.")).toBeInTheDocument();
  });

  it("stops for good when access is lost, with a clear message and a read-only canvas", async () => {
    const { net } = await openDesigner({ access: "editor" });
    await join(net);
    act(() => {
      net.last.receive({ type: "join_error", error: "forbidden", message: "Accès refusé" });
      net.last.drop(4003);
    });
    expect(editorOf().isEditable).toBe(false);
    expect(screen.getByRole("alert")).toHaveTextContent("Vous n'avez plus accès à ce diagramme.");
    expect(screen.getByTestId("connection-status")).toHaveTextContent("Déconnecté");
    expect(status().dataset.syncStatus).toBe("error");
    await new Promise((resolve) => setTimeout(resolve, 1_200)); // past the first reconnection delay
    expect(net.sockets).toHaveLength(1);
  });
});
